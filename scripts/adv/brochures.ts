import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { folderSource } from '@/scripts/adv/brochures/archive-source';
import { brochureMarkdown, brochureTerminal } from '@/scripts/adv/brochures/brochure-summary';
import { httpSource } from '@/scripts/adv/brochures/range-http';
import { runBrochures } from '@/scripts/adv/brochures/run-brochures';
import { terminalText } from '@/scripts/adv/summary/summary-text';

/**
 * npm run adv:brochures -- [--archive URL_OR_FOLDER] [--keep-pdfs DIR] [--summary FILE] [--dry-run]
 * Reads each roster and listed firm's newest Form ADV Part 2A brochure from the SEC's monthly brochure archives of
 * the last 12 months (docs/cms.md, "The brochures") into content/adv-brochures/ (or SITE_CONTENT_DIR's), reading
 * only the byte ranges it needs. --archive: the address or folder holding reports_metadata.json (the SEC's by
 * default). --keep-pdfs saves the PDFs read; --summary writes the pull request's part; --dry-run writes no content.
 * Relative paths are read from where npm was run.
 */
const SEC_ARCHIVE = 'https://reports.adviserinfo.sec.gov/reports/foia/';

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      archive: { type: 'string', default: SEC_ARCHIVE },
      'keep-pdfs': { type: 'string' },
      summary: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
    },
  });
  const root = path.join(__dirname, '..', '..');
  // npm runs scripts in the repository root; INIT_CWD is where the owner typed the command.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const archive = values.archive;
  const source = /^https?:\/\//i.test(archive) ? httpSource(archive) : folderSource(path.resolve(cwd, archive));
  const report = await runBrochures({
    contentDir: path.resolve(root, process.env.SITE_CONTENT_DIR ?? 'content'),
    source,
    keepPdfs: values['keep-pdfs'] === undefined ? undefined : path.resolve(cwd, values['keep-pdfs']),
    dryRun: values['dry-run'],
  });
  console.log(brochureTerminal(report));
  if (values.summary !== undefined) writeFileSync(path.resolve(cwd, values.summary), brochureMarkdown(report));
}

main().catch((error: unknown) => {
  console.error(terminalText(`adv:brochures: ${error instanceof Error ? error.message : String(error)}`));
  process.exit(1);
});
