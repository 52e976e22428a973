/**
 * Lighthouse, mobile and desktop, on the pages that matter most; medians of several runs, plus a
 * control page so the table shows ratios, not just absolute figures from a noisy machine.
 *   npm run lighthouse                 # builds, serves out/, 5 runs per page and form factor
 *   npm run lighthouse -- --runs 1 --no-build --pages /about/
 *   npm run lighthouse -- --all --runs 3 --form mobile   # every route in the page index
 *   npm run lighthouse -- --runs 1 --form mobile --pages / --tasks   # + each run's main-thread tasks
 *   npm run lighthouse -- --no-build --dir .production-export --pages /advisers/   # another export
 *
 * The control is a Next.js App Router page with no client code, built normally (WITH Next's
 * runtime and RSC payload) in a temporary directory in the same run, from this repo's Next and
 * React: the best a stock Next export can do. Its median is measured alongside, and each page's
 * LCP and performance are printed as ratios to it. Lighthouse and chrome-launcher are ES modules:
 * they are imported when the run starts (this file runs as CommonJS).
 * Not part of CI's pass/fail: scores move with machine load. Prints one table (and writes
 * lighthouse-reports/summary.json). Requests to other hosts fail here (offline), as in CI.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { siteFacts } from '../export/site-facts';
import { buildControl, serve } from './lighthouse/controls';
import { median, report, type Metric, type ResultRow } from './lighthouse/report';
import { printTasks } from './lighthouse/tasks';

const args = process.argv.slice(2);
/** The value after `--name`, if given. */
const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const runs = Number(Number(option('runs')) > 0 ? option('runs') : 5);
const PORT = 4600;
const CONTROL_PORT = 4601;
const BASE = `http://127.0.0.1:${PORT}`;
/** The Next.js control, and a hand-written static HTML page (no framework) served beside it. */
const CONTROLS: Record<string, string> = {
  '(control)': `http://127.0.0.1:${CONTROL_PORT}/`,
  '(hand-written)': `http://127.0.0.1:${CONTROL_PORT}/hand-written/`,
};
const ALL_PAGES = [
  '/',
  '/firm/allworth-financial/',
  '/blog/',
  '/blog/how-to-choose-a-fiduciary-financial-advisor-in-cincinnati/',
  '/cincinnati-financial-planner/',
  '/schedule-online/',
  '/fiduciary-near-me/',
  '/strs-ohio/',
  '/kroger-retirees/',
];

const pagesArg = option('pages')?.split(',') ?? null;
/** The export served (--dir, e.g. the production fixture's .production-export): out/ by default. */
const outDir = option('dir') ?? 'out';
const formArg = option('form') ?? 'both';
const FORMS = formArg === 'both' ? ['mobile', 'desktop'] : [formArg];
if (!FORMS.every((form) => form === 'mobile' || form === 'desktop'))
  throw new Error(`--form must be mobile, desktop or both, not "${formArg}"`);
/** Every route of the page index (siteFacts(): the content the build rendered), or the chosen pages. */
function pagesToMeasure(): string[] {
  if (!args.includes('--all')) return pagesArg ?? ALL_PAGES;
  return siteFacts().pages.map((page) => page.path);
}
/** The page's HTML as served, gzip (level 9, as scripts/checks/bytes.ts counts it), in KiB. */
function htmlKib(page: string): number {
  const file = path.join(outDir, page, 'index.html');
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length / 1024 : Number.NaN;
}
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

type Sample = Record<Metric, number> & { failedBestPractices: string[] };

async function main(): Promise<void> {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');

  if (!args.includes('--no-build')) execSync('npm run build', { stdio: 'inherit', env });
  const PAGES = pagesToMeasure();
  const controlDir = buildControl(env);
  const server = await serve(outDir, PORT);
  const controlServer = await serve(path.join(controlDir, 'out'), CONTROL_PORT);

  const chromePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });

  const results: ResultRow[] = [];
  try {
    for (const formFactor of FORMS) {
      for (const page of [...Object.keys(CONTROLS), ...PAGES]) {
        const samples: Sample[] = [];
        for (let run = 0; run < runs; run += 1) {
          const result = await lighthouse(
            CONTROLS[page] ?? `${BASE}${page}`,
            { port: chrome.port, output: 'json', logLevel: 'error' },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          if (!result || result.lhr.runtimeError) {
            console.error(
              `${formFactor} ${page}: run failed (${result?.lhr.runtimeError?.message ?? 'no result'}), retrying`,
            );
            run -= 1;
            continue;
          }
          const { categories, audits } = result.lhr;
          if (args.includes('--tasks'))
            printTasks(`${formFactor} ${page} run ${run + 1}`, result.artifacts.Trace.traceEvents);
          const score = (id: string) => (categories[id]?.score ?? 0) * 100;
          const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
          const details = audits['resource-summary']?.details;
          const items = details && 'items' in details && Array.isArray(details.items) ? details.items : [];
          const scripts = items.find((item) => item.resourceType === 'script');
          const transferSize = scripts && typeof scripts.transferSize === 'number' ? scripts.transferSize : 0;
          samples.push({
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            seo: score('seo'),
            fcp: numeric('first-contentful-paint'),
            lcp: numeric('largest-contentful-paint'),
            tbt: numeric('total-blocking-time'),
            cls: numeric('cumulative-layout-shift'),
            jsKb: transferSize / 1024,
            // Lighthouse's estimate of this machine's CPU speed in this run: sittings whose medians
            // differ much are not comparable (docs/performance.md, "How to measure").
            benchmarkIndex: result.lhr.environment.benchmarkIndex,
            failedBestPractices: (categories['best-practices']?.auditRefs ?? [])
              .filter((ref) => {
                const audit = audits[ref.id];
                return ref.weight > 0 && audit !== undefined && audit.score !== null && audit.score < 1;
              })
              .map((ref) => ref.id),
          });
        }
        const medianOf = (key: Metric) => median(samples.map((sample) => sample[key]));
        const medians: Record<Metric, number> = {
          performance: medianOf('performance'),
          accessibility: medianOf('accessibility'),
          bestPractices: medianOf('bestPractices'),
          seo: medianOf('seo'),
          fcp: medianOf('fcp'),
          lcp: medianOf('lcp'),
          tbt: medianOf('tbt'),
          cls: medianOf('cls'),
          jsKb: medianOf('jsKb'),
          benchmarkIndex: medianOf('benchmarkIndex'),
        };
        results.push({
          formFactor,
          page,
          htmlKib: CONTROLS[page] ? Number.NaN : htmlKib(page),
          ...medians,
          failedBestPractices: [...new Set(samples.flatMap((sample) => sample.failedBestPractices))],
        });
        console.error(`${formFactor} ${page}: perf ${medians.performance} LCP ${(medians.lcp / 1000).toFixed(2)} s`);
      }
    }
  } finally {
    chrome.kill();
    server.kill();
    controlServer.kill();
    rmSync(controlDir, { recursive: true, force: true });
  }

  report(results, { runs, forms: FORMS, controls: CONTROLS });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
