/**
 * HTML bytes budget: every exported page's HTML, gzip (level 9), against its budget. What a page
 * needs for its first paint is in its HTML (the first screen's CSS inline; the site stylesheet
 * is a file that does not hold the first paint), so these bytes decide how many round trips the
 * first screen costs on a phone: the first ~14 KB arrive in one. The budgets hold what the pages
 * weigh today (preview build) with a little room: a ratchet, to be lowered as pages get lighter,
 * never raised to let a page grow. The targets (14 KiB for the home page and profiles, 18 KiB
 * elsewhere) and figures: docs/performance.md.
 *
 * And the first screen in the first round trip: the document up to the end of the first screen
 * (scripts/export/first-paint/first-screen.ts: the hero, the <main> child holding the <h1>, and the text
 * under it that fills a phone's screen), with its CSS before it, must fit in 14 KiB of gzip on
 * every page, so a phone can paint it from the first ~10 TCP segments. Names each page over a
 * budget. Run by scripts/checks/run.ts after `npm run build` (`-- --report`: each page over its target).
 */
import { gzipSync } from 'node:zlib';
import { parse, type HTMLElement } from 'node-html-parser';
import { afterFirstScreen, firstScreenBlock } from '../export/first-paint/first-screen';
import { LOADER_SELECTOR } from '../export/first-paint/page-loader';
import type { CheckResult, ExportView } from './export-view';

/** KiB of gzip for the document through the first screen (a TCP initial window is ~14.6 KB). */
export const FIRST_SCREEN_KIB = 14;

/**
 * KiB of gzip HTML per page, first matching rule wins (paths as served, e.g. /firm/x/): `kib` the
 * budget CI holds, `target` issue 21's, which the budget ratchets towards (14 KiB, one round trip,
 * for the home page and the firm profiles; 18 for every other page).
 */
export interface HtmlBudget {
  pages: RegExp;
  kib: number;
  target: number;
  what: string;
}
const EVERY_PAGE: HtmlBudget = { pages: /.*/, kib: 22.5, target: 18, what: 'a page' };
const HTML_BUDGETS: HtmlBudget[] = [
  { pages: /^\/$/, kib: 19.75, target: 14, what: 'the home page' },
  { pages: /^\/firm\/[^/]+\/$/, kib: 16.5, target: 14, what: 'a firm profile' },
  { pages: /^\/blog\/[^/]+\/$/, kib: 20.75, target: 18, what: 'an article' },
  // The region's whole roster in the HTML, about 40 B of gzip per adviser (issue 47: 60 KB with 250).
  { pages: /^\/advisers\/$/, kib: 60, target: 60, what: 'the roster' },
  EVERY_PAGE,
];

/** Issue 21's target for a served path (HTML_BUDGETS). */
export function targetKib(urlPath: string): number {
  return budgetFor(urlPath).target;
}

/**
 * The page without its first screen's CSS (<style>) and the page loader: its content, the site's
 * header, footer and scheduling dialog, and its structured data. Where this alone weighs more than
 * the target, no work on the CSS or the loader can meet it (docs/performance.md, "Whole-page HTML: the floor").
 * `root`: the HTML already parsed (node-html-parser, default options), when the caller has it.
 */
export function contentOnly(html: string, root: HTMLElement = parse(html)): string {
  const cut = [...root.querySelectorAll('style'), ...root.querySelectorAll(LOADER_SELECTOR)]
    .map((node) => node.range)
    .sort((a, b) => b[0] - a[0]);
  return cut.reduce((text, [start, end]) => text.slice(0, start) + text.slice(end), html);
}

/** The budget rule for a served path. */
export function budgetFor(urlPath: string): HtmlBudget {
  return HTML_BUDGETS.find((rule) => rule.pages.test(urlPath)) ?? EVERY_PAGE;
}

/**
 * The end of a page's first screen in its HTML (scripts/export/first-paint/first-screen.ts: the hero, the
 * <main> block holding the <h1>, and the text after it that fills a phone's screen): where the
 * element after it starts, the end of the page when the page is all first screen; null without
 * an <h1>. `root`: the HTML already parsed (default options), when the caller has it.
 */
export function firstScreenEnd(html: string, root: HTMLElement = parse(html)): number | null {
  if (!firstScreenBlock(root)) return null;
  // An exported page names the element after it in its render hold: the export's own choice,
  // made on the long class names (rows are told by Tailwind's names; the export shortens them).
  const hold = root.querySelector('link[rel="expect"][blocking="render"]')?.getAttribute('href');
  const held = hold?.startsWith('#') ? root.querySelector(`[id="${hold.slice(1)}"]`) : null;
  const after = held ?? afterFirstScreen(root);
  return after ? after.range[0] : html.length;
}

const gzipKib = (text: string) => gzipSync(text, { level: 9 }).length / 1024;

export interface BytesRow {
  urlPath: string;
  kib: number;
  budget: number;
  firstScreenKib: number | null;
  target: number;
  contentKib: number;
}

/** Every visitor page's weight against its budget, and the problems (each naming the page). */
export function checkHtmlBytes(view: ExportView): { rows: BytesRow[]; problems: string[] } {
  const rows = view.pages.map(({ route: urlPath, html, root }): BytesRow => {
    const end = firstScreenEnd(html, root);
    return {
      urlPath,
      kib: gzipKib(html),
      budget: budgetFor(urlPath).kib,
      firstScreenKib: end === null ? null : gzipKib(html.slice(0, end)),
      target: targetKib(urlPath),
      contentKib: gzipKib(contentOnly(html, root)),
    };
  });
  const problems = [
    ...rows
      .filter((row) => row.kib > row.budget)
      .map(
        (row) =>
          `${row.urlPath}: HTML is ${row.kib.toFixed(1)} KiB gzip, over the ${row.budget} KiB budget for ` +
          `${budgetFor(row.urlPath).what} (scripts/checks/bytes.ts). ` +
          'Make the page lighter (see docs/performance.md) rather than raise the budget',
      ),
    ...rows
      .filter((row) => row.firstScreenKib === null)
      .map((row) => `${row.urlPath}: no <h1>, so its first screen cannot be measured (every page has one heading)`),
    ...rows.flatMap((row) =>
      row.firstScreenKib !== null && row.firstScreenKib > FIRST_SCREEN_KIB
        ? [
            `${row.urlPath}: the first screen (the document through the hero and the text under it: ` +
              `scripts/export/first-paint/first-screen.ts) is ${row.firstScreenKib.toFixed(1)} KiB gzip, ` +
              `over ${FIRST_SCREEN_KIB} KiB: it no longer arrives in the first round trip. Move what comes ` +
              'before the hero but is not needed for it later in the document, or make the stylesheet lighter',
          ]
        : [],
    ),
  ];
  return { rows, problems };
}

/** The check for scripts/checks/run.ts: the summary, and with `report` each page over issue 21's target. */
export function checkBytes(view: ExportView, { report = false }: { report?: boolean } = {}): CheckResult {
  const { rows, problems } = checkHtmlBytes(view);
  const heaviest = [...rows].sort((a, b) => b.kib - a.kib).slice(0, 5);
  const latest = [...rows].sort((a, b) => (b.firstScreenKib ?? 0) - (a.firstScreenKib ?? 0)).slice(0, 3);
  const lines = [
    `HTML bytes: ${rows.length} pages; ` +
      `heaviest ${heaviest.map((row) => `${row.urlPath} ${row.kib.toFixed(1)} KiB`).join(', ')}; ` +
      `first screen at most ${latest.map((row) => `${row.urlPath} ${row.firstScreenKib?.toFixed(1)} KiB`).join(', ')} ` +
      `(budget ${FIRST_SCREEN_KIB})`,
  ];
  // --report: each page over issue 21's target, and what its content and chrome weigh alone.
  if (report)
    for (const row of [...rows].sort((a, b) => b.kib - a.kib).filter((each) => each.kib > each.target))
      lines.push(
        `  ${row.urlPath}: ${row.kib.toFixed(1)} KiB (target ${row.target}); without its first screen's CSS and the loader ${row.contentKib.toFixed(1)}; first screen ${row.firstScreenKib?.toFixed(1)}`,
      );
  return { problems, lines };
}
