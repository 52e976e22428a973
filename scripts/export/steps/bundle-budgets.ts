/**
 * The budgets of the build's "budgets" step (budgets.ts). For every exported page, on the page the
 * "read pages" step parsed and the later steps changed (as written; never read or parsed again):
 *  - first-load JS: the modules its page loader starts plus everything they import statically (what
 *    the browser fetches before any island wakes), gzip, at most 5 KB;
 *  - CSS: the inlined <style> and any stylesheet links, gzip, at most 25 KB.
 * And per island, the code fetched when it wakes (react + react-dom + the island + what it loads
 * at once, e.g. Leaflet or the scheduler widget, and the stylesheets they link), reported with its own budget. Leaflet, the
 * scheduler widget and react-dom must never be in a first load. Reads esbuild's metafile, which the
 * islands step keeps in memory; no browser needed. The build fails on any problem it returns.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import type { Page } from '../build';
import { LOADER_SELECTOR, loaderModules, pageLoader } from '../first-paint/page-loader';
import { COMPILE_HINT } from '../islands/build-islands';
import { registryEntries } from '../islands/client-components';
import { metafileGraph } from '../islands/metafile-graph';

// The loader's 1.1 KB: about 0.95 KB of fonts, stylesheet, scroll placement and islands, plus
// rendering what follows the first screen a few parts per idle task (page-loader.ts, applied()).
export const BUDGET = { firstLoadJsKb: 5, cssKb: 25, loaderKb: 1.1 };

// Text that only appears in each library's own code.
const FORBIDDEN_IN_FIRST_LOAD = {
  leaflet: /leaflet-pane|leaflet-marker-icon|_leaflet_id/,
  'react-calendly': /calendly-inline-widget|calendly-spinner/,
  'react-dom': /__reactContainer\$|hydrateRoot/,
};

/**
 * Chunks fetched on demand, never on an island's mount: the analytics tracker (by the page script,
 * only where analytics is configured) and the ZIP code table (by the firm filter, once a ZIP code
 * is entered). No wake counts them; each is reported on its own line.
 */
const ON_DEMAND = {
  'lib/analytics/plausible.ts': 'analytics tracker (after load, only where analytics is configured)',
  'lib/geo/zip-lookup.ts': 'ZIP code table (once a ZIP code is entered in the firm or roster filter)',
};
/** Islands whose own code (beyond React and the hydration runtime) has a budget of its own, gzip KB. */
const OWN_CODE_BUDGET_KB: Record<string, number> = { 'firm-filter': 10, 'roster-filter': 10 };

interface Row {
  page: string;
  js: number;
  css: number;
  note?: string;
}
const format = (row: Row) =>
  `${row.page.padEnd(60)} ${row.js.toFixed(1).padStart(6)} KB ${row.css.toFixed(1).padStart(6)} KB${row.note ? `  ${row.note}` : ''}`;

/**
 * The budget on the export in `out` of the project in `root`: `metafile` is esbuild's for the
 * islands build, `pages` every visitor page as the build wrote it. Returns the lines to print
 * (the report; when the budget is missed, the heading of the problems) and the problems, each a
 * row naming the page, island or chunk, its JS and CSS (gzip KB) and what is wrong.
 */
export function bundleBudgets({
  root,
  out,
  metafile,
  pages,
}: {
  root: string;
  out: string;
  metafile: Metafile;
  pages: readonly Pick<Page, 'rel' | 'root'>[];
}): { lines: string[]; problems: string[] } {
  /** Each island's wake budget is in its registry entry (components/islands/registry.ts). */
  const islands = registryEntries(root);
  const urlOf = (output: string) => `/${path.relative(out, path.resolve(root, output)).split(path.sep).join('/')}`;
  const graph = metafileGraph(metafile, urlOf);
  const gzipCache = new Map<string, number>();
  const gzipKb = (url: string) => {
    const kb = gzipCache.get(url) ?? gzipSync(readFileSync(path.join(out, url)), { level: 9 }).length / 1024;
    gzipCache.set(url, kb);
    return kb;
  };
  const textOf = (url: string) => readFileSync(path.join(out, url), 'utf8');
  const onDemand = new Map(Object.entries(ON_DEMAND).map(([entryPoint, label]) => [graph.chunkOf(entryPoint), label]));
  /** `urls` and every file they import: statically only, or following import() too (but not into on-demand chunks). */
  const closure = (urls: string[], { dynamic }: { dynamic: boolean }) =>
    graph.closure(urls, { dynamic, except: dynamic ? new Set(onDemand.keys()) : new Set() });
  const sumKb = (urls: Iterable<string>) => [...urls].reduce((sum, url) => sum + gzipKb(url), 0);

  const rows: Row[] = [];
  const problems: Row[] = [];
  for (const { rel, root: document } of pages) {
    const page = `/${rel}`.replace(/index\.html$/, '');
    const modules = document.querySelectorAll(LOADER_SELECTOR).flatMap(loaderModules);
    const firstLoad = closure(modules, { dynamic: false });
    const js = sumKb(firstLoad);
    const inlineCss = document
      .querySelectorAll('style')
      .reduce((sum, node) => sum + gzipSync(node.text, { level: 9 }).length / 1024, 0);
    const linkedCss = document
      .querySelectorAll('link[rel="stylesheet"]')
      .map((node) => node.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/'))
      .reduce((sum, href) => sum + gzipKb(href), 0);
    const row = { page, js, css: inlineCss + linkedCss };
    rows.push(row);
    if (row.js > BUDGET.firstLoadJsKb || row.css > BUDGET.cssKb) problems.push(row);
    for (const [library, pattern] of Object.entries(FORBIDDEN_IN_FIRST_LOAD)) {
      const culprit = [...firstLoad].find((url) => pattern.test(textOf(url)));
      if (culprit) problems.push({ ...row, note: `${library} code in first load (${culprit})` });
    }
  }

  // What waking each island costs: the hydration runtime, the island's chunk, what it imports on
  // mount, and the stylesheets they link.
  const runtime = graph.chunkOf('components/islands/client/hydrate-island.ts');
  const wakeRows = islands.map(({ name: island, file, wakeBudgetKb: budget }) => {
    const chunk = graph.chunkOf(file);
    const code = new Set([...closure([runtime], { dynamic: false }), ...closure([chunk], { dynamic: true })]);
    // The stylesheets that code links when it runs (Leaflet's, the scheduler widget's: build-islands.ts).
    const styles = new Set([...code].flatMap((url) => textOf(url).match(/\/_islands\/[\w.-]+\.css/g) ?? []));
    const kb = sumKb(code) + sumKb(styles);
    const runtimeKb = sumKb(closure([runtime], { dynamic: false }));
    return { island, kb, budget, ownKb: kb - runtimeKb };
  });
  for (const row of wakeRows) {
    const ownBudget = OWN_CODE_BUDGET_KB[row.island];
    if (ownBudget !== undefined && row.ownKb > ownBudget)
      problems.push({
        page: `(island ${row.island}, own code)`,
        js: row.ownKb,
        css: 0,
        note: `over its own ${ownBudget} KB budget`,
      });
  }
  for (const row of wakeRows)
    if (row.kb > row.budget)
      problems.push({
        page: `(island ${row.island} on wake)`,
        js: row.kb,
        css: 0,
        note: `over its ${row.budget} KB budget`,
      });

  // Each chunk's first line asks V8 to compile it off the main thread (build-islands.ts): a chunk
  // without it (a later esbuild option, a post-processing step) costs its island's wake-up again.
  for (const output of Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'))) {
    if (!textOf(urlOf(output)).startsWith(`${COMPILE_HINT}\n`))
      problems.push({
        page: `(chunk ${urlOf(output)})`,
        js: gzipKb(urlOf(output)),
        css: 0,
        note: `does not start with ${COMPILE_HINT}`,
      });
  }

  // The page loader, inline in every page's first round trip (built from
  // components/islands/client/page-loader.ts): its own budget.
  const loaderKb = gzipSync(pageLoader(), { level: 9 }).length / 1024;
  if (loaderKb > BUDGET.loaderKb)
    problems.push({
      page: '(page loader, inline)',
      js: loaderKb,
      css: 0,
      note: `over its ${BUDGET.loaderKb} KB budget`,
    });

  if (problems.length > 0)
    return {
      lines: [
        `Bundle budget exceeded (first-load JS ≤ ${BUDGET.firstLoadJsKb} KB, CSS ≤ ${BUDGET.cssKb} KB gzip; no Leaflet, scheduler or react-dom at first load):`,
        `${'page'.padEnd(60)} ${'JS gz'.padStart(9)} ${'CSS gz'.padStart(9)}`,
      ],
      problems: problems.map(format),
    };
  const largest = [...rows].sort((a, b) => b.js - a.js)[0] ?? { page: '(none)', js: 0, css: 0 };
  const largestCss = [...rows].sort((a, b) => b.css - a.css)[0] ?? largest;
  const lines = [
    `Bundle budget: ${rows.length} pages within first-load JS ≤ ${BUDGET.firstLoadJsKb} KB and CSS ≤ ${BUDGET.cssKb} KB gzip; ` +
      `largest first load ${largest.page} at ${largest.js.toFixed(1)} KB JS; largest CSS ${largestCss.page} at ${largestCss.css.toFixed(1)} KB.`,
    `Page loader (inline in every page): ${loaderKb.toFixed(2)} KB gzip (budget ${BUDGET.loaderKb} KB).`,
    'Fetched when an island wakes (react + react-dom + island + what it loads on mount), gzip:',
    ...wakeRows.map(
      (row) =>
        `  ${row.island.padEnd(20)} ${row.kb.toFixed(1).padStart(6)} KB (budget ${row.budget} KB), ` +
        `own code ${row.ownKb.toFixed(1)} KB` +
        (OWN_CODE_BUDGET_KB[row.island] ? ` (budget ${OWN_CODE_BUDGET_KB[row.island]} KB)` : ''),
    ),
    'Fetched on demand, never on a wake:',
    ...[...onDemand].map(([url, label]) => `  ${label}: ${sumKb(closure([url], { dynamic: false })).toFixed(1)} KB`),
  ];
  // Long island props, published as files (scripts/export/islands/island-props.ts, publishLongProps).
  const propsFiles = readdirSync(path.join(out, '_islands')).filter((name) => /^props-[\w-]+\.json$/.test(name));
  if (propsFiles.length > 0) {
    const sizes = propsFiles.map((name) => gzipKb(`/_islands/${name}`)).sort((a, b) => b - a);
    lines.push(
      `Island props as files, fetched alongside the island's code when it wakes: ${propsFiles.length}, largest ${(sizes[0] ?? 0).toFixed(1)} KB`,
    );
  }
  return { lines, problems: [] };
}
