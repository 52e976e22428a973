#!/usr/bin/env node
/**
 * HTML bytes budget: every exported page's HTML, gzip (level 9), against its budget. What a page
 * needs for its first paint is in its HTML (the stylesheet inline, no render-blocking file), so
 * these bytes decide how many round trips the first screen costs on a phone: the first ~14 KB
 * arrive in one. The budgets hold what the pages weigh today (preview build) with a little room: a
 * ratchet, to be lowered as pages get lighter, never raised to let a page grow. The targets (14 KiB
 * for the home page and profiles, 18 KiB elsewhere) and figures: docs/performance.md. Exits 1 naming each page over its budget. Run after `npm run build`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageHtmlFiles } from './export-pages.mjs';

/** KiB of gzip HTML per page, first matching rule wins (paths as served, e.g. /firm/x/). */
const HTML_BUDGETS = [
  { pages: /^\/$/, kib: 23, what: 'the home page' },
  { pages: /^\/firm\/[^/]+\/$/, kib: 19.5, what: 'a firm profile' },
  { pages: /^\/blog\/[^/]+\/$/, kib: 25, what: 'an article' },
  { pages: /.*/, kib: 26.5, what: 'a page' },
];

/** The budget rule for a served path. */
export function budgetFor(urlPath) {
  return HTML_BUDGETS.find((rule) => rule.pages.test(urlPath)) ?? HTML_BUDGETS[HTML_BUDGETS.length - 1];
}

/**
 * @param {string} out the export folder
 * @returns {{ rows: { urlPath: string, kib: number, budget: number }[], problems: string[] }}
 */
export function checkHtmlBytes(out) {
  const rows = pageHtmlFiles(out).map((file) => {
    const rel = path.relative(out, file).split(path.sep).join('/');
    const urlPath = `/${rel}`.replace(/index\.html$/, '');
    const kib = gzipSync(readFileSync(file), { level: 9 }).length / 1024;
    return { urlPath, kib, budget: budgetFor(urlPath).kib };
  });
  const problems = rows
    .filter((row) => row.kib > row.budget)
    .map(
      (row) =>
        `${row.urlPath}: HTML is ${row.kib.toFixed(1)} KiB gzip, over the ${row.budget} KiB budget for ${budgetFor(row.urlPath).what} (scripts/check-bytes.mjs). Make the page lighter (see docs/performance.md) rather than raise the budget`,
    );
  return { rows, problems };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = path.resolve(process.argv[2] ?? 'out');
  const { rows, problems } = checkHtmlBytes(out);
  const heaviest = [...rows].sort((a, b) => b.kib - a.kib).slice(0, 5);
  console.log(
    `HTML bytes: ${rows.length} pages; heaviest ${heaviest.map((row) => `${row.urlPath} ${row.kib.toFixed(1)} KiB`).join(', ')}`,
  );
  if (problems.length > 0) {
    console.error(`HTML bytes budget FAILED:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
}
