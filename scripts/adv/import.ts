import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runImport } from '@/lib/adv/run-import';
import { changeLines, prSummary } from '@/lib/adv/summary';

/**
 * npm run adv:import -- [--dry-run] [--accept slug=CRD]… [--replace] [--summary FILE] FEED…
 * Reads the SEC's Form ADV firm feeds (docs/cms.md, "Refreshing the Form ADV facts") into content/
 * (or SITE_CONTENT_DIR), prints what needs a person and every change old → new, and with --summary
 * writes the pull request's description. --dry-run prints the same and writes no file. --replace
 * lets an --accept change a CRD a firm already has. Relative paths are read from where npm was run.
 */
const USAGE =
  'usage: npm run adv:import -- [--dry-run] [--accept slug=CRD]... [--replace] [--summary FILE] FEED_FILE...';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      accept: { type: 'string', multiple: true, default: [] },
      replace: { type: 'boolean', default: false },
      summary: { type: 'string' },
    },
  });
  if (positionals.length === 0) throw new Error(`no feed file given\n${USAGE}`);
  const accept: Record<string, string> = {};
  for (const pair of values.accept) {
    const match = /^([a-z0-9-]+)=(\d{1,8})$/.exec(pair);
    if (!match?.[1] || !match[2])
      throw new Error(`--accept ${pair}: write it as slug=CRD, e.g. hcm-wealth-advisors=123456`);
    accept[match[1]] = match[2];
  }
  const root = path.join(__dirname, '..', '..');
  // npm runs scripts in the repository root; INIT_CWD is where the owner typed the command.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const report = await runImport({
    contentDir: path.resolve(root, process.env.SITE_CONTENT_DIR ?? 'content'),
    feeds: positionals.map((file) => path.resolve(cwd, file)),
    dryRun: values['dry-run'],
    accept,
    replace: values.replace,
    root,
  });
  console.log(changeLines(report));
  if (values.summary) writeFileSync(path.resolve(cwd, values.summary), prSummary(report));
}

main().catch((error: unknown) => {
  console.error(`adv:import: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
