#!/usr/bin/env node
/**
 * Bundle budget: for every exported page, the gzip size of the JavaScript and CSS its HTML loads
 * at first (script src, stylesheet links), against the budget. Third-party island code (Leaflet,
 * the scheduler's widget, framer-motion) must not be in any page's first load: it is fetched
 * only when a map or scheduler nears the viewport. No browser needed; exits 1 with a table of
 * the pages over budget.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';

const OUT = path.resolve(process.argv[2] ?? 'out');
export const BUDGET = { jsKb: 150, cssKb: 25 };

// Text that only appears in each library's own code.
const FORBIDDEN_IN_FIRST_LOAD = {
  leaflet: /leaflet-pane|leaflet-marker-icon|L\.Map|_leaflet_id/,
  'react-calendly': /calendly-inline-widget|calendly-spinner/,
  'framer-motion': /framer-motion|MotionConfigContext|LayoutGroupContext/,
};

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '_next' || name === 'og' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

const gzipCache = new Map();
function asset(url) {
  if (!gzipCache.has(url)) {
    const text = readFileSync(path.join(OUT, url.split('?')[0]));
    gzipCache.set(url, { gzip: gzipSync(text, { level: 9 }).length, text: text.toString('utf8') });
  }
  return gzipCache.get(url);
}

const rows = [];
const problems = [];
for (const file of htmlFiles(OUT)) {
  const page = `/${path.relative(OUT, file).split(path.sep).join('/')}`.replace(/index\.html$/, '');
  const root = parse(readFileSync(file, 'utf8'));
  // `nomodule` polyfills are fetched only by legacy browsers, so they are not in a modern first load.
  const scripts = root
    .querySelectorAll('script[src]')
    .filter((node) => !node.hasAttribute('nomodule'))
    .map((node) => node.getAttribute('src'))
    .filter((src) => src.startsWith('/'));
  const styles = root.querySelectorAll('link[rel="stylesheet"]').map((node) => node.getAttribute('href')).filter((href) => href.startsWith('/'));
  const js = scripts.reduce((sum, src) => sum + asset(src).gzip, 0) / 1024;
  const css = styles.reduce((sum, href) => sum + asset(href).gzip, 0) / 1024;
  rows.push({ page, js, css });
  if (js > BUDGET.jsKb || css > BUDGET.cssKb) problems.push({ page, js, css });
  for (const [library, pattern] of Object.entries(FORBIDDEN_IN_FIRST_LOAD)) {
    const culprit = [...scripts, ...styles].find((url) => pattern.test(asset(url).text));
    if (culprit) problems.push({ page, js, css, note: `${library} code in first load (${culprit})` });
  }
}

const format = (row) => `${row.page.padEnd(78)} ${row.js.toFixed(1).padStart(7)} KB ${row.css.toFixed(1).padStart(6)} KB${row.note ? `  ${row.note}` : ''}`;
const largest = [...rows].sort((a, b) => b.js - a.js)[0];
if (problems.length > 0) {
  console.error(`Bundle budget exceeded (JS ≤ ${BUDGET.jsKb} KB, CSS ≤ ${BUDGET.cssKb} KB gzip, no map/scheduler/motion code at first load):`);
  console.error(`${'page'.padEnd(78)} ${'JS gz'.padStart(10)} ${'CSS gz'.padStart(9)}`);
  for (const row of problems) console.error(format(row));
  process.exit(1);
}
console.log(
  `Bundle budget: ${rows.length} pages within JS ≤ ${BUDGET.jsKb} KB and CSS ≤ ${BUDGET.cssKb} KB gzip; ` +
    `largest first load ${largest.page} at ${largest.js.toFixed(1)} KB JS, ${largest.css.toFixed(1)} KB CSS.`,
);
