/**
 * The first paint, behind one call per page (the build's "export pages" step, after the islands' transformPage):
 * a page whose Next runtime is gone → the page whose first screen paints from its first response.
 *  - repeated drawings in a sprite, lucide's default attributes said once (svg-sprite.ts);
 *  - structured data moved to the end of <body>, out of the first round trip;
 *  - the render held until the parser has read the whole first screen (first-screen.ts);
 *  - the page loader (page-loader.ts) in <head>, and at the end of <body> the module script that
 *    takes DOMContentLoaded out of the parser's last task (page-loader.ts, PARSE_END_MODULE);
 *  - the stylesheet cut to the rules the page can use (page-css.ts): with the site stylesheet
 *    published as a file, only its first screen's rules inline, the file linked off the first
 *    paint and what follows the first screen marked to wait for it (later.ts);
 *  - the site's short class names in the markup and the inline CSS (class-names.ts).
 * A pure function of strings, unit-tested in __tests__/scripts/transform-page.test.tsx; it throws
 * an ExportShapeError naming what it does not recognise.
 */
import type { HTMLElement } from 'node-html-parser';
import { ExportShapeError, hydrated } from '../shape';
import { renameClassList, renameStylesheet } from './class-names';
import { classWords } from './css-words';
import { afterFirstScreen, expectFirstScreen } from './first-screen';
import { FONT_STACK_RULES, checkFirstPaintFonts } from './fonts';
import { LATER_RULES, firstPaintNames, markAfterFirstScreen } from './later';
import { pageStylesheet } from './page-css';
import { SITE_CSS_ATTRIBUTE } from '../../../lib/first-paint/names';
import { pageLoaderTag, parseEndModuleTag } from './page-loader';
import { shareRepeatedSvg, stripIconDefaults } from './svg-sprite';

/** What applyFirstPaint needs besides the page: the site's half of the first paint (site.ts) and the islands build's. */
export interface FirstPaintContext {
  /** The islands entry URL, e.g. /_islands/islands-ABC.js (the page loader imports it). */
  entry: string;
  /** Stylesheet href → CSS text to inline (its url()s already absolute), cut to what the page can use. */
  stylesheets: ReadonlyMap<string, string>;
  /**
   * Stylesheet href → the URL of the same stylesheet published whole as a file. With it, a page
   * inlines only the rules its first screen uses and links the file with media="print" (applied
   * by the page loader once loaded; a <noscript> link without JavaScript).
   */
  stylesheetFiles?: ReadonlyMap<string, string>;
  /** Words (classWords) of the code every page loads, and of each island's code by island name. */
  islandWords: { common: ReadonlySet<string>; byIsland: ReadonlyMap<string, ReadonlySet<string>> };
  /** How far down the first screen reaches (first-screen.ts, FIRST_SCREEN_SIZE by default). */
  firstScreenSize?: number;
  /**
   * The site's short class names (class-names.ts): given to the markup React does not hydrate
   * and to the inline CSS (`stylesheets` hold the long names; `stylesheetFiles` are renamed).
   */
  classNames?: ReadonlyMap<string, string>;
}

const NEXT_STATIC = '/_next/static/';

/** Runs `step`, turning a plain Error into an ExportShapeError (the export's failure). */
function shaped<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    throw new ExportShapeError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Changes `root`, the page without Next's runtime (scripts/export/islands/transform-page.ts), its
 * stylesheet links to /_next/static/ still in place, into the page visitors get (before its long
 * island props move to files).
 */
export function applyFirstPaint(
  root: HTMLElement,
  { entry, stylesheets, stylesheetFiles, islandWords, firstScreenSize, classNames }: FirstPaintContext,
): void {
  const head = root.querySelector('head');
  const body = root.querySelector('body');
  if (!head || !body) throw new ExportShapeError('no <head> or <body>');

  const links = root
    .querySelectorAll('link[rel="stylesheet"]')
    .filter((link) => (link.getAttribute('href') ?? '').startsWith(NEXT_STATIC));
  if (links.length === 0) throw new ExportShapeError('expected a stylesheet link to /_next/static/, found none');
  const found = new Map<string, string>();
  for (const link of links) {
    const href = link.getAttribute('href') ?? '';
    const css = stylesheets.get(href);
    if (css === undefined) throw new ExportShapeError(`stylesheet ${href} is not in the export`);
    found.set(href, css);
    link.replaceWith(`<style data-href="${href}"></style>`);
  }

  stripIconDefaults(root);
  shaped(() => shareRepeatedSvg(root, hydrated));
  // next/font's marker for its own fallbacks, which app/fonts.ts turns off (adjustFontFallback).
  root.querySelector('meta[name="next-size-adjust"]')?.remove();
  // Structured data is read by machines from anywhere in the document: at the end of <body> it no
  // longer sits between the stylesheet and the hero (1–2 KiB gzip), so the first screen arrives
  // in the first round trip (scripts/checks/bytes.ts holds that).
  for (const script of root.querySelectorAll('script[type="application/ld+json"]')) {
    if (hydrated(script)) continue;
    script.remove();
    body.appendChild(script);
  }
  // Last in <body>: DOMContentLoaded and the browser's work for it after the first screen's frame.
  body.insertAdjacentHTML('beforeend', parseEndModuleTag());

  // The first render waits until the parser has read the whole first screen (first-screen.ts).
  const after = shaped(() => afterFirstScreen(root, firstScreenSize));
  if (after) head.insertAdjacentHTML('beforeend', expectFirstScreen(after));
  head.insertAdjacentHTML('beforeend', pageLoaderTag(entry));

  // The page's own CSS: what its markup, its scripts and its islands' code can use (page-css.ts).
  const classes = new Set(
    root.querySelectorAll('[class]').flatMap((node) => (node.getAttribute('class') ?? '').split(/\s+/)),
  );
  // Island props (JSON) and the page loader (it sets `wf` on <html>) may name classes too, and
  // style="" attributes custom properties.
  const words = classWords(
    [
      ...root.querySelectorAll('script').map((script) => script.rawText),
      ...root.querySelectorAll('[style]').map((node) => node.getAttribute('style') ?? ''),
    ].join('\n'),
  );
  const codeWords: ReadonlySet<string>[] = [islandWords.common];
  for (const node of root.querySelectorAll('[data-island]')) {
    const island = node.getAttribute('data-island') ?? '';
    const own = islandWords.byIsland.get(island);
    if (!own) throw new ExportShapeError(`island "${island}" is not in components/islands/registry.ts`);
    codeWords.push(own);
  }
  const present = (name: string) => classes.has(name) || words.has(name) || codeWords.some((set) => set.has(name));
  // What the first paint needs: the rules for the elements before the one after the first
  // screen (the header, the hero and the text under it) and those marked as shown at once (the
  // scheduling badge; later.ts), and the words of the page's scripts (`wf`). The rest of the
  // page waits for the whole stylesheet (page-loader.ts), a file fetched after the first paint.
  // A page that is all first screen keeps its own stylesheet inline, as it is.
  const first = after ? firstPaintNames(root, after) : null;
  const firstPresent = (name: string) => Boolean(first?.classes.has(name)) || words.has(name);
  // Rules for element types the first paint lacks (the prose's tables, a form's inputs) wait too.
  const firstTag = (tag: string) => Boolean(first?.tags.has(tag));
  const short = (cut: string) => (classNames ? renameStylesheet(cut, classNames) : cut);
  // The font stacks (fonts.ts) come once, with the first stylesheet.
  let css = '';
  let hidden = false;
  for (const style of root.querySelectorAll('style[data-href]')) {
    const href = style.getAttribute('data-href') ?? '';
    const source = found.get(href);
    if (source === undefined) throw new ExportShapeError(`stylesheet ${href} is not in the export`);
    const file = stylesheetFiles?.get(href);
    const fonts = css === '' ? FONT_STACK_RULES : '';
    if (!after || !file) {
      const own = short(pageStylesheet(source, present)) + fonts;
      css += own;
      style.replaceWith(`<style data-href="${href}">${own}</style>`);
      continue;
    }
    // With every @font-face: the file has none (site.ts).
    const firstCss = short(pageStylesheet(source, firstPresent, firstTag)) + fonts;
    css += firstCss;
    const hide = hidden ? '' : LATER_RULES;
    if (!hidden) markAfterFirstScreen(after);
    hidden = true;
    style.replaceWith(
      `<style data-href="${href}">${firstCss}${hide}</style>` +
        `<link rel="stylesheet" href="${file}" media="print" disabled ${SITE_CSS_ATTRIBUTE}>` +
        `<noscript><link rel="stylesheet" href="${file}"></noscript>`,
    );
  }
  checkFirstPaintFonts(css);
  if (classNames)
    for (const node of root.querySelectorAll('[class]')) {
      if (hydrated(node)) continue;
      const value = node.getAttribute('class') ?? '';
      const renamed = renameClassList(value, classNames);
      if (renamed !== value) node.setAttribute('class', renamed);
    }
}
