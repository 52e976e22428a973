/**
 * The whole-export checks in one run, after `npm run build`: the folder is walked once and each
 * HTML file read once and parsed at most once (scripts/checks/export-view.ts), then every check
 * reads that view instead of the disk:
 *  - export (scripts/checks/export.ts): what a crawler sees, and the build mode;
 *  - runtime (scripts/checks/runtime.ts): no Next.js runtime, the islands entry, the first paint;
 *  - bytes (scripts/checks/bytes.ts): each page's HTML and its first screen against their budgets;
 *  - html (scripts/checks/html.ts): html-validate on every HTML file;
 *  - brand (scripts/checks/brand.ts): in a build with another SITE_BRAND_NAME, the default name nowhere.
 * Prints each check's report and every problem, and exits 1 on any.
 *   npx tsx scripts/checks/run.ts [out] [--report]   (--report: each page over its bytes target)
 * The bundle budget runs inside the build (scripts/export/steps/bundle-budgets.ts, on esbuild's metafile); the
 * host conformance serves the export (scripts/checks/host.ts).
 */
import path from 'node:path';
import { checkBuiltBrand } from './brand';
import { checkBytes } from './bytes';
import { checkExport } from './export';
import { readExport, type CheckResult, type ExportView } from './export-view';
import { checkHtml } from './html';
import { checkRuntime } from './runtime';

interface Check {
  name: string;
  run(view: ExportView): CheckResult | Promise<CheckResult>;
  /** The heading its problems are listed under, and how each is indented. */
  heading(count: number): string;
  bullet: string;
}

const CHECKS = (report: boolean): Check[] => [
  {
    name: 'export',
    run: (view) => checkExport(view),
    heading: (count) => `Export check failed with ${count} problem(s):`,
    bullet: '  - ',
  },
  {
    name: 'runtime',
    run: checkRuntime,
    heading: (count) => `The export's runtime shape is wrong (${count} problems):`,
    bullet: '  ',
  },
  {
    name: 'bytes',
    run: (view) => checkBytes(view, { report }),
    heading: () => 'HTML bytes budget FAILED:',
    bullet: '  ',
  },
  {
    name: 'html',
    run: checkHtml,
    heading: (count) => `HTML validation (html-validate, .htmlvalidate.json) failed with ${count} error(s):`,
    bullet: '  ',
  },
  {
    name: 'brand',
    run: checkBuiltBrand,
    heading: (count) => `The default brand name shows in a build made with another (${count} files or images):`,
    bullet: '  - ',
  },
];

/** Runs every check on the export in `out`; returns the number of problems (0: all passed). */
export async function runChecks(out: string, { report = false }: { report?: boolean } = {}): Promise<number> {
  const view = readExport(out);
  let problems = 0;
  for (const check of CHECKS(report)) {
    const started = Date.now();
    let result: CheckResult;
    try {
      result = await check.run(view);
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      result = { problems: [`the ${check.name} check could not run: ${message}`], lines: [] };
    }
    for (const line of result.lines) console.log(line);
    if (result.problems.length > 0) {
      console.error(check.heading(result.problems.length));
      for (const problem of result.problems) console.error(`${check.bullet}${problem}`);
    }
    console.log(`  (${check.name}: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    problems += result.problems.length;
  }
  return problems;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const out = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'out');
  const started = Date.now();
  const problems = await runChecks(out, { report: args.includes('--report') });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (problems > 0) {
    console.error(`Export checks FAILED: ${problems} problem(s) in ${out} (${seconds} s).`);
    process.exitCode = 1;
  } else console.log(`Export checks: export, runtime, bytes, html and brand pass on ${out} (${seconds} s).`);
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
