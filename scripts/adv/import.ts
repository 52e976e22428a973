import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseImportArgs } from '@/scripts/adv/import/import-args';
import { runImport } from '@/scripts/adv/import/run-import';
import { changeLines, prSummary } from '@/scripts/adv/summary/summary';
import { terminalText } from '@/scripts/adv/summary/summary-text';

/**
 * npm run adv:import -- [--dry-run] [--accept slug=CRD]… [--replace] [--allow-shrink] [--summary FILE] FEED…
 * Reads the SEC's Form ADV firm feeds (docs/cms.md, "Refreshing the Form ADV facts") into content/
 * (or SITE_CONTENT_DIR), prints what needs a person and every change old → new, and with --summary
 * writes the pull request's description. --dry-run prints the same and writes no file. --replace
 * lets an --accept change a CRD a firm already has (one --accept per firm, scripts/adv/import/import-args.ts).
 * --allow-shrink reads a feed with over 10% fewer firms than the last one imported of its kind.
 * Relative paths are read from where npm was run.
 */
async function main(): Promise<void> {
  const args = parseImportArgs(process.argv.slice(2));
  const root = path.join(__dirname, '..', '..');
  // npm runs scripts in the repository root; INIT_CWD is where the owner typed the command.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const report = await runImport({
    contentDir: path.resolve(root, process.env.SITE_CONTENT_DIR ?? 'content'),
    feeds: args.feeds.map((file) => path.resolve(cwd, file)),
    dryRun: args.dryRun,
    accept: args.accept,
    replace: args.replace,
    allowShrink: args.allowShrink,
    root,
  });
  console.log(changeLines(report));
  if (args.summary) writeFileSync(path.resolve(cwd, args.summary), prSummary(report));
}

main().catch((error: unknown) => {
  // An error may quote a value from a feed: it reaches the terminal without control characters or escapes.
  console.error(terminalText(`adv:import: ${error instanceof Error ? error.message : String(error)}`));
  process.exit(1);
});
