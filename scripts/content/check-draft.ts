/**
 * Authoring aid: validates single content files against their schema while writing them.
 *   npm run check:draft -- content/landing/strs-ohio.md content/firms/foster-motley.md
 * The build runs the full validation (lib/content), including the rules that span entries.
 */
import { readFileSync } from 'node:fs';
import { landingFrontMatterSchema } from '../../lib/content/landing-schema';
import { parseFrontMatter } from '../../lib/content/markdown';
import { blogFrontMatterSchema, firmFrontMatterSchema } from '../../lib/content/schemas';

let failed = false;
for (const file of process.argv.slice(2)) {
  const parsed = parseFrontMatter(readFileSync(file, 'utf8'));
  const schema = file.includes('/firms/')
    ? firmFrontMatterSchema
    : file.includes('/blog/')
      ? blogFrontMatterSchema
      : landingFrontMatterSchema;
  const result = schema.safeParse(parsed.data);
  const words = parsed.body.split(/\s+/).filter(Boolean).length;
  if (result.success) {
    console.log(`ok   ${file} (${words} words of body)`);
  } else {
    failed = true;
    for (const issue of result.error.issues) console.log(`FAIL ${file} → ${issue.path.join('.')}: ${issue.message}`);
  }
}
process.exit(failed ? 1 : 0);
