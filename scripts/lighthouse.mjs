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
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

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
  const { readSiteManifest } = await import('./site-manifest.cjs');
  return readSiteManifest().pages.map((page) => page.path);
}
/** The page's HTML as served, gzip (level 9, as scripts/check-bytes.mjs counts it), in KiB. */
function htmlKib(page) {
  const file = path.join(outDir, page, 'index.html');
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length / 1024 : Number.NaN;
}
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** A one-page Next App Router app with no client code, exported the stock way (runtime included). */
function buildControl() {
  // Inside the project, so Turbopack finds next and react in its node_modules (a symlinked
  // node_modules outside the workspace root is refused); removed after the run.
  const dir = mkdtempSync(path.resolve('.lighthouse-control-'));
  mkdirSync(path.join(dir, 'app'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ private: true, type: 'module' }));
  writeFileSync(path.join(dir, 'next.config.mjs'), "export default { output: 'export', trailingSlash: true };\n");
  writeFileSync(
    path.join(dir, 'app', 'layout.jsx'),
    "export const metadata = { title: 'Control', description: 'A Next.js page with no client code.' };\n" +
      "export default function Layout({ children }) { return <html lang=\"en\"><body style={{ fontFamily: 'system-ui', margin: '2rem', lineHeight: 1.5 }}>{children}</body></html>; }\n",
  );
  writeFileSync(
    path.join(dir, 'app', 'page.jsx'),
    'export default function Page() { return <main><h1>Fiduciary advisors in Cincinnati</h1>' +
      `${'<p>A fiduciary must act in your best interest. This control page has text only, rendered by a server component, and ships Next.js as a stock export does.</p>'.repeat(6)}` +
      '<a href="/">Home</a></main>; }\n',
  );
  execSync('npx next build', { cwd: dir, stdio: 'inherit', env });
  mkdirSync(path.join(dir, 'out', 'hand-written'), { recursive: true });
  writeFileSync(
    path.join(dir, 'out', 'hand-written', 'index.html'),
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>Hand-written control</title><meta name="description" content="A hand-written static page: the floor.">' +
      '<style>body{font-family:system-ui,sans-serif;margin:0;padding:1rem;line-height:1.5}h1{font-size:2rem}</style></head>' +
      `<body><main><h1>Fiduciary advisors in Cincinnati</h1>${'<p>A fiduciary must act in your best interest. This control page has text only, written by hand, with no framework.</p>'.repeat(6)}<a href="/">Home</a></main></body></html>`,
  );
  return dir;
}

async function serve(dir, port) {
  const child = spawn(process.execPath, ['scripts/static-server.mjs', '--port', String(port), '--dir', dir], {
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return child;
}

if (!args.includes('--no-build')) execSync('npm run build', { stdio: 'inherit', env });
const PAGES = await pagesToMeasure();
const controlDir = buildControl();
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

/**
 * --tasks: the main thread's tasks over 8 ms in a run's trace, as observed (unthrottled), each
 * with its time from navigation, whether it fell before or after the real first paint, and what
 * it spent its time on and what ran it (a script, an event, a frame, idle or timer callback).
 * Lantern replays these at 4× to simulate a phone: this shows which work its TBT is made of
 * (docs/performance.md, "What Lantern counts").
 */
const PHASES = {
  'DocumentLoader::CommitNavigation': 'navigation commit',
  ParseHTML: 'parse',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  EvaluateScript: 'script',
  FunctionCall: 'script',
  'v8.evaluateModule': 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'v8.produceModuleCache': 'compile',
  MajorGC: 'gc',
  MinorGC: 'gc',
  ParseAuthorStyleSheet: 'css parse',
  DecodeImage: 'image decode',
};
/** The callbacks a task can be named by (the page loader's slices are idle callbacks). */
const CALLBACKS = new Set(['FireAnimationFrame', 'FireIdleCallback', 'TimerFire']);
function printTasks(label, traceEvents) {
  const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  // The page's own navigation (not the about:blank Lighthouse starts from): its frame's last before the paint.
  const start = traceEvents.findLast(
    (event) => event.name === 'navigationStart' && event.args?.frame === fcp?.args?.frame && event.ts < fcp.ts,
  );
  if (!fcp || !start) return;
  const onMain = (event) => event.pid === fcp.pid && event.tid === fcp.tid && event.ph === 'X';
  const tasks = traceEvents.filter((event) => onMain(event) && event.name === 'RunTask' && event.dur > 8000);
  console.error(`${label}: tasks over 8 ms (first paint at ${((fcp.ts - start.ts) / 1000).toFixed(0)} ms)`);
  for (const task of tasks) {
    const spent = {};
    const causes = new Set();
    for (const event of traceEvents)
      if (onMain(event) && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur) {
        const phase = PHASES[event.name];
        if (phase) spent[phase] = (spent[phase] ?? 0) + event.dur / 1000;
        const data = event.args?.data ?? {};
        if (event.name === 'EventDispatch') causes.add(`event ${data.type}`);
        else if (CALLBACKS.has(event.name)) causes.add(event.name);
        else if (/^(EvaluateScript|v8\.evaluateModule)$/.test(event.name) && data.url)
          causes.add(`run ${data.url.replace(/^.*\//, '')}`);
      }
    const parts = Object.entries(spent).map(([phase, ms]) => `${phase} ${ms.toFixed(0)}`);
    if (causes.size) parts.push(`(${[...causes].join(', ')})`);
    console.error(
      `  @${((task.ts - start.ts) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(0)} ms, ${task.ts < fcp.ts ? 'before' : 'after'} first paint: ${parts.join(', ')}`,
    );
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

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

// Ratios to the control page of the same form factor: < 1 means faster (LCP) than stock Next.
const controlOf = (name) =>
  Object.fromEntries(results.filter((row) => row.page === name).map((row) => [row.formFactor, row]));
const control = controlOf('(control)');
const handWritten = controlOf('(hand-written)');
for (const row of results) {
  row.lcpRatio = row.lcp / control[row.formFactor].lcp;
  row.perfRatio = row.performance / control[row.formFactor].performance;
  row.handRatio = row.lcp / handWritten[row.formFactor].lcp;
}

const header =
  '| Form | Page | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | JS (KB) | HTML (KiB gzip) | LCP ÷ control | LCP ÷ hand-written |';
const lines = [header, '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|'];
for (const row of results) {
  lines.push(
    `| ${row.formFactor} | ${row.page} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${(row.fcp / 1000).toFixed(2)} s | ${(row.lcp / 1000).toFixed(2)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${row.jsKb.toFixed(0)} | ${Number.isNaN(row.htmlKib) ? '' : row.htmlKib.toFixed(1)} | ${row.lcpRatio.toFixed(2)} | ${row.handRatio.toFixed(2)} |`,
  );
}
console.log(`Lighthouse medians of ${runs} run(s):\n\n${lines.join('\n')}`);
// The budgets (docs/performance.md, "Budgets"), over the site's pages, not the controls.
for (const formFactor of FORMS) {
  const own = results.filter((row) => row.formFactor === formFactor && !CONTROLS[row.page]);
  if (own.length === 0) continue;
  const range = (key, scale, digits) =>
    `${(Math.min(...own.map((row) => row[key])) / scale).toFixed(digits)}–${(Math.max(...own.map((row) => row[key])) / scale).toFixed(digits)}`;
  const over = (key, limit) => own.filter((row) => row[key] > limit).map((row) => row.page);
  console.log(
    `\n${formFactor}, ${own.length} pages: LCP ${range('lcp', 1000, 2)} s (median ${(median(own.map((row) => row.lcp)) / 1000).toFixed(2)}), ` +
      `FCP ${range('fcp', 1000, 2)} s (median ${(median(own.map((row) => row.fcp)) / 1000).toFixed(2)}), ` +
      `TBT ${range('tbt', 1, 0)} ms (median ${Math.round(median(own.map((row) => row.tbt)))}), CLS max ${Math.max(...own.map((row) => row.cls)).toFixed(3)}, ` +
      `performance ${range('performance', 1, 0)}; benchmarkIndex median ${Math.round(median(results.filter((row) => row.formFactor === formFactor).map((row) => row.benchmarkIndex)))}`,
  );
  if (formFactor === 'mobile') {
    const misses = [
      ...over('lcp', 1000).map((page) => `LCP > 1.0 s: ${page}`),
      ...over('fcp', 900).map((page) => `FCP > 0.9 s: ${page}`),
      ...over('cls', 0).map((page) => `CLS > 0: ${page}`),
    ];
    if (median(own.map((row) => row.tbt)) > 50) misses.push('TBT median over the pages > 50 ms');
    console.log(misses.length === 0 ? 'Within the mobile budgets.' : `Over budget:\n  ${misses.join('\n  ')}`);
  }
}
const failing = [...new Set(results.flatMap((row) => row.failedBestPractices))];
if (failing.length > 0) console.log(`\nBest-practices audits not passed on some page: ${failing.join(', ')}`);
mkdirSync('lighthouse-reports', { recursive: true });
writeFileSync('lighthouse-reports/summary.json', JSON.stringify(results, null, 2));
