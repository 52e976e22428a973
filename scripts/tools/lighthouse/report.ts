/**
 * The table `npm run lighthouse` prints (scripts/tools/lighthouse.ts): each page's medians, its ratios
 * to the two controls, the budgets missed (docs/performance.md, "Budgets"), and
 * lighthouse-reports/summary.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

/** The figures taken from each run, and each page's median of them. */
export type Metric =
  'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'jsKb' | 'benchmarkIndex';

/** One form factor and page: the medians of its runs; the ratios to the controls are added by report(). */
export type ResultRow = { formFactor: string; page: string; htmlKib: number } & Record<Metric, number> & {
    failedBestPractices: string[];
    lcpRatio?: number;
    perfRatio?: number;
    handRatio?: number;
  };

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * `results`: one row per form factor and page, medians of its runs; `controls`: the controls' names
 * (the table's first rows) and their URLs.
 */
export function report(
  results: ResultRow[],
  { runs, forms, controls }: { runs: number; forms: string[]; controls: Record<string, string> },
): void {
  // Ratios to the control page of the same form factor: < 1 means faster (LCP) than stock Next.
  const controlOf = (name: string) =>
    new Map(results.filter((row) => row.page === name).map((row) => [row.formFactor, row]));
  const control = controlOf('(control)');
  const handWritten = controlOf('(hand-written)');
  for (const row of results) {
    row.lcpRatio = row.lcp / (control.get(row.formFactor)?.lcp ?? Number.NaN);
    row.perfRatio = row.performance / (control.get(row.formFactor)?.performance ?? Number.NaN);
    row.handRatio = row.lcp / (handWritten.get(row.formFactor)?.lcp ?? Number.NaN);
  }

  const header =
    '| Form | Page | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | JS (KB) | HTML (KiB gzip) | LCP ÷ control | LCP ÷ hand-written |';
  const lines = [header, '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|'];
  for (const row of results) {
    lines.push(
      `| ${[
        row.formFactor,
        row.page,
        row.performance,
        row.accessibility,
        row.bestPractices,
        row.seo,
        `${(row.fcp / 1000).toFixed(2)} s`,
        `${(row.lcp / 1000).toFixed(2)} s`,
        `${Math.round(row.tbt)} ms`,
        row.cls.toFixed(3),
        row.jsKb.toFixed(0),
        Number.isNaN(row.htmlKib) ? '' : row.htmlKib.toFixed(1),
        (row.lcpRatio ?? Number.NaN).toFixed(2),
        (row.handRatio ?? Number.NaN).toFixed(2),
      ].join(' | ')} |`,
    );
  }
  console.log(`Lighthouse medians of ${runs} run(s):\n\n${lines.join('\n')}`);
  // The budgets (docs/performance.md, "Budgets"), over the site's pages, not the controls.
  for (const formFactor of forms) {
    const own = results.filter((row) => row.formFactor === formFactor && !controls[row.page]);
    if (own.length === 0) continue;
    const range = (key: Metric, scale: number, digits: number) =>
      `${(Math.min(...own.map((row) => row[key])) / scale).toFixed(digits)}–${(Math.max(...own.map((row) => row[key])) / scale).toFixed(digits)}`;
    const over = (key: Metric, limit: number) => own.filter((row) => row[key] > limit).map((row) => row.page);
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
}
