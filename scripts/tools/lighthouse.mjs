#!/usr/bin/env node
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
 * LCP and performance are printed as ratios to it.
 * Not part of CI's pass/fail: scores move with machine load. Prints one table (and writes
 * lighthouse-reports/summary.json). Requests to other hosts fail here (offline), as in CI.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildControl, serve } from './lighthouse/controls.mjs';
import { median, report } from './lighthouse/report.mjs';
import { printTasks } from './lighthouse/tasks.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] > 0 ? args[args.indexOf('--runs') + 1] : 5);
const PORT = 4600;
const CONTROL_PORT = 4601;
const BASE = `http://127.0.0.1:${PORT}`;
/** The Next.js control, and a hand-written static HTML page (no framework) served beside it. */
const CONTROLS = {
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

const pagesArg = args.includes('--pages') ? args[args.indexOf('--pages') + 1].split(',') : null;
/** The export served (--dir, e.g. the production fixture's .production-export): out/ by default. */
const outDir = args.includes('--dir') ? args[args.indexOf('--dir') + 1] : 'out';
const formArg = args.includes('--form') ? args[args.indexOf('--form') + 1] : 'both';
const FORMS = formArg === 'both' ? ['mobile', 'desktop'] : [formArg];
if (!FORMS.every((form) => form === 'mobile' || form === 'desktop'))
  throw new Error(`--form must be mobile, desktop or both, not "${formArg}"`);
/** Every route of the page index (read after the build), or the chosen pages. */
async function pagesToMeasure() {
  if (!args.includes('--all')) return pagesArg ?? ALL_PAGES;
  const { readSiteManifest } = await import('../export/site-manifest.cjs');
  return readSiteManifest().pages.map((page) => page.path);
}
/** The page's HTML as served, gzip (level 9, as scripts/checks/bytes.mjs counts it), in KiB. */
function htmlKib(page) {
  const file = path.join(outDir, page, 'index.html');
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length / 1024 : Number.NaN;
}
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

if (!args.includes('--no-build')) execSync('npm run build', { stdio: 'inherit', env });
const PAGES = await pagesToMeasure();
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

const results = [];
try {
  for (const formFactor of FORMS) {
    for (const page of [...Object.keys(CONTROLS), ...PAGES]) {
      const samples = [];
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
        const scripts = audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
        samples.push({
          performance: categories.performance.score * 100,
          accessibility: categories.accessibility.score * 100,
          bestPractices: categories['best-practices'].score * 100,
          seo: categories.seo.score * 100,
          fcp: audits['first-contentful-paint'].numericValue,
          lcp: audits['largest-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
          jsKb: (scripts?.transferSize ?? 0) / 1024,
          // Lighthouse's estimate of this machine's CPU speed in this run: sittings whose medians
          // differ much are not comparable (docs/performance.md, "How to measure").
          benchmarkIndex: result.lhr.environment.benchmarkIndex,
          failedBestPractices: result.lhr.categories['best-practices'].auditRefs
            .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
            .map((ref) => ref.id),
        });
      }
      const row = { formFactor, page, htmlKib: CONTROLS[page] ? Number.NaN : htmlKib(page) };
      for (const key of [
        'performance',
        'accessibility',
        'bestPractices',
        'seo',
        'fcp',
        'lcp',
        'tbt',
        'cls',
        'jsKb',
        'benchmarkIndex',
      ])
        row[key] = median(samples.map((sample) => sample[key]));
      row.failedBestPractices = [...new Set(samples.flatMap((sample) => sample.failedBestPractices))];
      results.push(row);
      console.error(`${formFactor} ${page}: perf ${row.performance} LCP ${(row.lcp / 1000).toFixed(2)} s`);
    }
  }
} finally {
  await chrome.kill();
  server.kill();
  controlServer.kill();
  rmSync(controlDir, { recursive: true, force: true });
}

report(results, { runs, forms: FORMS, controls: CONTROLS });
