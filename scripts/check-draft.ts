/**
 * Authoring aid: validates single content files against their schema while writing them.
 *   npx tsx scripts/check-draft.ts content/landing/strs-ohio.md content/firms/foster-motley.md
 * The build runs the full validation (lib/content) over everything.
 */
import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { firmFrontMatterSchema, blogFrontMatterSchema } from '../lib/content/schemas';
import { landingFrontMatterSchema } from '../lib/content/landing-schema';

let failed = false;
for (const file of process.argv.slice(2)) {
  const parsed = matter(readFileSync(file, 'utf8'), { engines: { yaml: { parse: (s: string) => require('js-yaml').load(s, { schema: require('js-yaml').JSON_SCHEMA }) } } } as never);
  const schema = file.includes('/firms/') ? firmFrontMatterSchema : file.includes('/blog/') ? blogFrontMatterSchema : landingFrontMatterSchema;
  const result = schema.safeParse(parsed.data);
  const words = parsed.content.split(/\s+/).filter(Boolean).length;
  if (result.success) {
    console.log(`ok   ${file} (${words} words of body)`);
  } else {
    failed = true;
    for (const issue of result.error.issues) console.log(`FAIL ${file} → ${issue.path.join('.')}: ${issue.message}`);
  }
}
process.exit(failed ? 1 : 0);
