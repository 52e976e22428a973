#!/usr/bin/env node
/**
 * Lighthouse, mobile and desktop, on the pages that matter most; medians of several runs.
 *   npm run lighthouse                 # builds, serves out/, 3 runs per page and form factor
 *   npm run lighthouse -- --runs 1 --no-build
 * Not part of CI's pass/fail: scores move with machine load. Prints one table (and writes
 * lighthouse-reports/summary.json). Requests to other hosts fail here (offline), as in CI.
 */
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] > 0 ? args[args.indexOf('--runs') + 1] : 3);
const PORT = 4600;
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = [
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

if (!args.includes('--no-build')) execSync('npm run build', { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
const server = spawn(process.execPath, ['scripts/static-server.mjs', '--port', String(PORT)], { stdio: 'ignore' });
for (let attempt = 0; attempt < 50; attempt += 1) {
  const up = await fetch(`${BASE}/`).then((response) => response.ok, () => false);
  if (up) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const chromePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const results = [];
try {
  for (const formFactor of ['mobile', 'desktop']) {
    for (const page of PAGES) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(
          `${BASE}${page}`,
          { port: chrome.port, output: 'json', logLevel: 'error' },
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        if (!result || result.lhr.runtimeError) {
          console.error(`${formFactor} ${page}: run failed (${result?.lhr.runtimeError?.message ?? 'no result'}), retrying`);
          run -= 1;
          continue;
        }
        const { categories, audits } = result.lhr;
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
          failedBestPractices: result.lhr.categories['best-practices'].auditRefs
            .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
            .map((ref) => ref.id),
        });
      }
      const row = { formFactor, page };
      for (const key of ['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'tbt', 'cls', 'jsKb']) row[key] = median(samples.map((sample) => sample[key]));
      row.failedBestPractices = [...new Set(samples.flatMap((sample) => sample.failedBestPractices))];
      results.push(row);
      console.error(`${formFactor} ${page}: perf ${row.performance} LCP ${(row.lcp / 1000).toFixed(2)} s`);
    }
  }
} finally {
  await chrome.kill();
  server.kill();
}

const header = '| Form | Page | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | JS (KB) |';
const lines = [header, '|---|---|---|---|---|---|---|---|---|---|---|'];
for (const row of results) {
  lines.push(
    `| ${row.formFactor} | ${row.page} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${(row.fcp / 1000).toFixed(2)} s | ${(row.lcp / 1000).toFixed(2)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${row.jsKb.toFixed(0)} |`,
  );
}
console.log(`Lighthouse medians of ${runs} run(s):\n\n${lines.join('\n')}`);
const failing = [...new Set(results.flatMap((row) => row.failedBestPractices))];
if (failing.length > 0) console.log(`\nBest-practices audits not passed on some page: ${failing.join(', ')}`);
mkdirSync('lighthouse-reports', { recursive: true });
writeFileSync('lighthouse-reports/summary.json', JSON.stringify(results, null, 2));
