/**
 * The per-page step of finalize-export as a pure function: one exported HTML page as Next wrote
 * it → the page visitors get (no Next runtime, the rules its first screen uses inlined and the
 * whole stylesheet linked off the first paint, repeated drawings in a sprite, the page loader
 * added).
 * No file system here: finalize-export reads the files and passes their text in, so this is
 * unit-tested with plain strings (__tests__/scripts/transform-page.test.tsx).
 *
 * It knows Next's output exactly and throws an ExportShapeError naming the element on anything it
 * does not recognise, or when something it expects is missing (docs/architecture.md lists what
 * it relies on). Parsing is node-html-parser's (a real HTML parser; comments kept, as React's
 * hydration of the islands needs its `<!-- -->` text separators).
 */
import { createHash } from 'node:crypto';
import { parse } from 'node-html-parser';
import { clientComponentsOutsideIslands } from './flight-client-references.mjs';
import { LATER_ATTRIBUTE, pageLoaderTag } from './page-loader.mjs';
import { classWords, pageStylesheet } from './page-css.mjs';
import { FIRST_PAINT_ATTRIBUTE, afterFirstScreen, expectFirstScreen, firstPaintNames } from './first-screen.mjs';
import { shareRepeatedSvg } from './svg-sprite.mjs';
import { renameClassList, renameStylesheet } from './class-names.mjs';

const NEXT_STATIC = '/_next/static/';
const NEXT_CHUNKS = '/_next/static/chunks/';

export class ExportShapeError extends Error {}

/**
 * The fonts (app/globals.css): `html.wf` and `html:not(.wf)` set the font stacks. Every family a
 * stack names before the system fonts must have an @font-face in the stylesheet (next/font's for
 * the web fonts, globals.css's for the fallbacks); a renamed family would otherwise silently
 * paint every page in a system font.
 * @param {string} css every stylesheet the page inlines
 */
export function checkFirstPaintFonts(css) {
  const SYSTEM = new Set(['system-ui', 'Segoe UI', 'Arial', 'sans-serif', 'serif', 'monospace']);
  for (const selector of ['html.wf', 'html:not(.wf)']) {
    const escaped = selector.replace(/[.()]/g, (char) => `\\${char}`);
    const rule = new RegExp(`${escaped}\\{([^}]*)\\}`).exec(css);
    if (!rule) throw new ExportShapeError(`the stylesheet has no ${selector} rule (app/globals.css, fonts)`);
    for (const [, stack] of rule[1].matchAll(/--font-[\w-]+:([^;]+)/g)) {
      for (const item of stack.split(',')) {
        const name = item.trim().replace(/^["']|["']$/g, '');
        if (SYSTEM.has(name)) break;
        if (!new RegExp(`@font-face\\{[^}]*font-family:["']?${name}["']?[;}]`).test(css))
          throw new ExportShapeError(
            `app/globals.css's ${selector} names the font family "${name}", which no @font-face declares (renamed in app/fonts.ts?)`,
          );
      }
    }
  }
}

/**
 * Whether a node is markup React hydrates (inside an island's root, not in one of its slots), so
 * the build must leave it exactly as React rendered it.
 */
export function hydrated(node) {
  for (let parent = node.parentNode; parent; parent = parent.parentNode) {
    const attributes = parent.attributes ?? {};
    if ('data-island-slot' in attributes) return false;
    if ('data-island-root' in attributes) return true;
  }
  return false;
}

/**
 * Drops React's empty text separators (`<!-- -->`, between adjacent text parts) where nothing
 * hydrates: to the browser they are nothing, and a page has a hundred of them.
 */
function stripTextSeparators(root) {
  const walk = (node) => {
    for (const child of [...node.childNodes]) {
      if (child.nodeType === 8 && child.rawText === ' ' && !hydrated(child)) node.removeChild(child);
      else if (child.childNodes?.length) walk(child);
    }
  };
  walk(root);
}

/** What every lucide icon repeats; app/globals.css's .lucide rules say it once instead. */
const LUCIDE_DEFAULTS = {
  xmlns: 'http://www.w3.org/2000/svg',
  width: '24',
  height: '24',
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '2',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
};

/**
 * Drops the presentation attributes lucide writes on every icon (about 170 bytes each, 30–70
 * icons a page) where they equal its defaults, and its per-icon class name: the .lucide rules in
 * app/globals.css set the same for an icon without the attribute, and the size is dropped only
 * where h-/w- classes set it. Not inside a hydrated island's own markup, where React expects
 * what it rendered; slots are plain HTML and are stripped too.
 */
function stripIconDefaults(root) {
  for (const svg of root.querySelectorAll('svg.lucide')) {
    if (hydrated(svg)) continue;
    // lucide-<icon> names the icon for nobody: no rule or script reads it.
    const classes = (svg.getAttribute('class') ?? '').split(/\s+/).filter((name) => !name.startsWith('lucide-'));
    svg.setAttribute('class', classes.join(' '));
    const sized = classes.some((name) => /^(size|h)-/.test(name)) && classes.some((name) => /^(size|w)-/.test(name));
    for (const [name, value] of Object.entries(LUCIDE_DEFAULTS)) {
      if ((name === 'width' || name === 'height') && !sized) continue;
      if (svg.getAttribute(name) === value) svg.removeAttribute(name);
    }
  }
}

function describe(node) {
  return node.toString().slice(0, 160).replace(/\s+/g, ' ');
}

/** Next's inline scripts, by what they start with. Anything else inline is unknown. */
function nextInlineScript(text) {
  const code = text.trim();
  if (code.startsWith('(self.__next_f=self.__next_f||[]).push(') || code.startsWith('self.__next_f.push('))
    return 'flight data';
  if (code.startsWith('(globalThis["TURBOPACK"]')) return 'turbopack bootstrap';
  return null;
}

/**
 * What follows the first screen (every element markLater marks), in three rules of the page's
 * inline CSS, all for the screen only (a print always has the whole page, styled or not):
 *  - `content-visibility: auto` while the stylesheet loads (`html.cl`): the browser skips the
 *    style, layout and paint of what is off screen (the first paint lays out the first screen, not
 *    a whole page unstyled), yet the text stays in the accessibility tree and find-in-page, and
 *    renders the moment it is scrolled to. contain-intrinsic-size holds room for a part not yet
 *    rendered. Only until html.cl goes: kept for good, its estimated heights put a jump to a
 *    section or a card's entrance animation in the wrong place (tried), and its paint containment
 *    would clip what overflows a part. So the rest is styled and laid out in one task when the
 *    stylesheet applies (docs/performance.md: the cost, against the loader that did it a few
 *    parts per frame and hid the content meanwhile).
 *  - While the site stylesheet loads (`html.cl`, page-loader.mjs), what follows the first screen is
 *    transparent, not shown unstyled and then moved: on a desktop screen taller than the first
 *    screen it would flash unstyled (and move: layout shifts of transparent elements do not count).
 *    Transparent only: assistive technology and find-in-page still read it (visibility: hidden
 *    would remove it from both). And it undoes itself in CSS alone: the opacity is a registered
 *    custom property that an animation on <html> holds at 0 for REVEAL_AFTER_MS and then lets go,
 *    so a stylesheet that never arrives or a loader that never runs leaves the page readable,
 *    with the first screen's CSS, at most that long after the first paint. A browser without
 *    @property shows it at once (the var() is invalid, opacity stays 1).
 *  - The page shows its scrollbar meanwhile: a desktop scrollbar appearing when the stylesheet
 *    lands would narrow the page by 15 px and move the centred content sideways (desktop CLS
 *    0.007–0.011, measured). A rule on `html.cl` alone, not `scrollbar-gutter` for good: that
 *    reserves the room in a browser whose scrollbars take none (Playwright's).
 * Unstyled content wider than the screen (an icon, a table) does not widen the page: paint
 * containment (part of content-visibility) clips it to its part.
 */
export const REVEAL_AFTER_MS = 1200;
/** The room a part not yet rendered holds: about a section of cards on a phone. */
export const LATER_PART_HEIGHT_PX = 600;
export const LATER_RULES =
  '@property --fp-later{syntax:"<number>";inherits:true;initial-value:1}' +
  '@keyframes fp-later{0%,to{--fp-later:0}}' +
  `@media screen{html.cl{overflow-y:scroll;animation:fp-later ${REVEAL_AFTER_MS}ms}` +
  `html.cl [${LATER_ATTRIBUTE}=""]{content-visibility:auto;contain-intrinsic-size:auto ${LATER_PART_HEIGHT_PX}px;opacity:var(--fp-later)}}`;

/**
 * Marks what follows the first screen (LATER_RULES): the element after it, its later siblings and
 * the later siblings of each element holding it (the footer after <main>), but for elements
 * marked as shown at once (FIRST_PAINT_ATTRIBUTE, the scheduling badge). Each gets an empty
 * attribute (a selector matching by position, such as :has(), would cost the first style pass on
 * every element).
 * @param {import('node-html-parser').HTMLElement} after the element after the first screen
 */
function markAfterFirstScreen(after) {
  for (let node = after; node && node.rawTagName?.toLowerCase() !== 'body'; node = node.parentNode) {
    for (let later = node === after ? node : node.nextElementSibling; later; later = later.nextElementSibling) {
      const tag = later.rawTagName?.toLowerCase();
      if (tag === 'script' || later.hasAttribute(FIRST_PAINT_ATTRIBUTE)) continue;
      markLater(later);
    }
  }
}

/**
 * The most elements one part holds, where it can be split: the browser renders a part whole once
 * any of it nears the screen, so a large section is split into smaller parts (a 600-element
 * section took one 51 ms task to style and lay out, unthrottled). About 40 marks on the home
 * page: 28 bytes gzip.
 */
export const LATER_PART_ELEMENTS = 60;
/**
 * Boxes a part may be split into: block containers whose children are boxes of their own. Not a
 * table's row groups or rows: content-visibility does nothing on them (they cannot be contained).
 */
const SPLIT_TAGS = new Set([
  'div',
  'section',
  'article',
  'aside',
  'main',
  'ul',
  'ol',
  'li',
  'nav',
  'footer',
  'header',
  'form',
]);

/**
 * Marks an element as a part shown later; a large one is split, its children marked too, so the
 * browser renders the ones near the screen, not the whole of it. Inside an
 * island too: React does not look at attributes it did not render when it hydrates, nor remove
 * them (a page whose first screen ends inside an island, /compare/, has always had the mark on
 * hydrated markup).
 */
function markLater(element) {
  element.setAttribute(LATER_ATTRIBUTE, '');
  const tag = element.rawTagName?.toLowerCase();
  if (!SPLIT_TAGS.has(tag)) return;
  if (element.querySelectorAll('*').length <= LATER_PART_ELEMENTS) return;
  for (const child of element.childNodes) {
    if (child.nodeType !== 1 || child.rawTagName?.toLowerCase() === 'script') continue;
    markLater(child);
  }
}

/**
 * Island props longer than this (bytes of JSON) are published as a file the island fetches as it
 * wakes, alongside its code, instead of riding in every visit's HTML (the compare tool's 18 KB of
 * firm data, the quiz's, the blog filter's list; docs/performance.md). Shorter ones (a map's
 * centre, the scheduler's URL) stay inline: a file would cost a request for less than it saves.
 */
export const INLINE_PROPS_MAX_BYTES = 512;

/**
 * Moves each island's long props into a file named by its content (identical props on several
 * pages share one cached file): the <script data-island-props> stays, empty, with the file's URL
 * in data-src (components/islands/client/entry.ts fetches it when the island wakes).
 * @param {import('node-html-parser').HTMLElement} root
 * @param {{ dir: string, files: Map<string, string> }} out dir: the URL folder; files: URL → JSON, filled here
 */
function publishLongProps(root, { dir, files }) {
  for (const script of root.querySelectorAll('script[data-island-props]')) {
    const json = script.rawText;
    if (Buffer.byteLength(json) <= INLINE_PROPS_MAX_BYTES) continue;
    const url = `${dir}/props-${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
    files.set(url, json);
    script.setAttribute('data-src', url);
    script.set_content('');
  }
}

/**
 * @param {string} html the page as `next build` exported it
 * @param {{ entry: string, stylesheets: ReadonlyMap<string, string>, stylesheetFiles?: ReadonlyMap<string, string>, propsFiles?: { dir: string, files: Map<string, string> }, islandWords: { common: ReadonlySet<string>, byIsland: ReadonlyMap<string, ReadonlySet<string>> }, clients: { moduleFiles: ReadonlyMap<string, string>, allowedFiles: ReadonlySet<string> }, pageType?: string, firstScreenSize?: number, classNames?: ReadonlyMap<string, string> }} options
 *   entry: the islands entry URL; stylesheets: href → CSS text to inline (url()s already
 *   absolute), cut to the rules the page can use (page-css.mjs); stylesheetFiles: href → the URL
 *   of the same stylesheet published whole as a file (its @font-face rules aside): the page
 *   then inlines only its first screen's rules and every @font-face, and links the file without
 *   holding the first paint; islandWords: the words
 *   (classWords) of the code every page loads and of each island's, whose classes a page with
 *   that island keeps; clients: see clientComponentsOutsideIslands; firstScreenSize: how far
 *   down the first screen reaches (first-screen.mjs, FIRST_SCREEN_SIZE); classNames: the
 *   site's short class names (class-names.mjs), given to the markup React does not hydrate and
 *   to the inline CSS once everything above has read the long ones (stylesheets are the long
 *   names' CSS; stylesheetFiles the published, renamed files); propsFiles: where long island
 *   props go (publishLongProps; without it they stay inline).
 * @returns {string} the page visitors get
 */
export function transformPage(
  html,
  { entry, stylesheets, stylesheetFiles, propsFiles, islandWords, clients, pageType, firstScreenSize, classNames },
) {
  const root = parse(html, { comment: true });
  const head = root.querySelector('head');
  const body = root.querySelector('body');
  if (!head || !body) throw new ExportShapeError('no <head> or <body>');
  const found = { chunkScripts: 0, flightData: [], stylesheets: new Map() };

  for (const script of root.querySelectorAll('script')) {
    const type = script.getAttribute('type');
    const src = script.getAttribute('src');
    if (type === 'application/ld+json') continue;
    if (type === 'application/json' && script.hasAttribute('data-island-props')) continue;
    if (src?.startsWith(NEXT_CHUNKS) && !type) {
      found.chunkScripts += 1;
      script.remove();
      continue;
    }
    if (!src && !type) {
      const kind = nextInlineScript(script.text);
      if (kind === 'flight data') found.flightData.push(script.text);
      if (kind) {
        script.remove();
        continue;
      }
    }
    throw new ExportShapeError(`unknown script: ${describe(script)}`);
  }

  for (const link of root.querySelectorAll('link')) {
    const rel = link.getAttribute('rel');
    const href = link.getAttribute('href') ?? '';
    if ((rel === 'preload' && link.getAttribute('as') === 'script') || rel === 'modulepreload') {
      if (!href.startsWith(NEXT_CHUNKS)) throw new ExportShapeError(`unknown script preload: ${describe(link)}`);
      link.remove();
    } else if (rel === 'stylesheet' && href.startsWith(NEXT_STATIC)) {
      const css = stylesheets.get(href);
      if (css === undefined) throw new ExportShapeError(`stylesheet ${href} is not in the export`);
      found.stylesheets.set(href, css);
      link.replaceWith(`<style data-href="${href}"></style>`);
    } else if (rel === 'preload' && link.getAttribute('as') === 'font') {
      // No font file before the first paint (docs/performance.md): every face has preload: false.
      throw new ExportShapeError(
        `a font preload (${href}): the first paint uses the fallback faces, so set preload: false in app/fonts.ts`,
      );
    } else if (href.startsWith(NEXT_STATIC)) {
      throw new ExportShapeError(`unknown link to Next's files: ${describe(link)}`);
    }
  }

  // Streaming: content rendered into a hidden box and moved by a $RC script. Without the scripts
  // it would stay hidden, so the build must not have produced any.
  const streamed = root.querySelector('[id^="S:"], template[id^="B:"], template[id^="P:"]');
  if (streamed)
    throw new ExportShapeError(
      `streamed Suspense content that only Next's scripts would reveal: ${describe(streamed)}`,
    );
  const text = root.toString();
  if (text.includes('<!--$?-->') || text.includes('<!--$!-->'))
    throw new ExportShapeError('a pending or client-rendered Suspense boundary (<!--$?--> / <!--$!-->)');
  // Next's metadata boundary: <div hidden><!--$--><!--/$--></div>, empty once prerendered.
  for (const hidden of body.querySelectorAll(':scope > div[hidden]')) {
    if (hidden.attributes.id === undefined && hidden.childNodes.every((node) => node.nodeType === 8)) hidden.remove();
  }

  if (found.chunkScripts === 0)
    throw new ExportShapeError(`expected Next's ${NEXT_CHUNKS} scripts, found none (did Next's output change?)`);
  if (found.flightData.length === 0)
    throw new ExportShapeError('expected inline flight data (self.__next_f.push), found none (did Next change?)');
  if (found.stylesheets.size === 0)
    throw new ExportShapeError('expected a stylesheet link to /_next/static/, found none');

  const dead = clientComponentsOutsideIslands(found.flightData, clients);
  if (dead.length > 0)
    throw new ExportShapeError(
      `client component ${dead.join(', ')} rendered outside an <Island>: the export ships no React for it, so it would never run. Render it through <Island> (one entry in components/islands/registry.ts) or make it a server component`,
    );

  stripIconDefaults(root);
  try {
    shareRepeatedSvg(root, hydrated);
  } catch (error) {
    throw new ExportShapeError(error instanceof Error ? error.message : String(error));
  }
  // next/font's marker for its own fallbacks, which app/fonts.ts turns off (adjustFontFallback).
  root.querySelector('meta[name="next-size-adjust"]')?.remove();
  stripTextSeparators(root);
  // Structured data is read by machines from anywhere in the document: at the end of <body> it no
  // longer sits between the stylesheet and the hero (1–2 KiB gzip), so the first screen arrives
  // in the first round trip (scripts/check-bytes.mjs holds that).
  for (const script of root.querySelectorAll('script[type="application/ld+json"]')) {
    if (hydrated(script)) continue;
    script.remove();
    body.appendChild(script);
  }

  // The kind of page (the page index's type), which analytics events report (lib/analytics/track.ts).
  if (pageType) root.querySelector('html')?.setAttribute('data-page-type', pageType);
  // The first render waits until the parser has read the whole first screen (first-screen.mjs).
  let after;
  try {
    after = afterFirstScreen(root, firstScreenSize);
  } catch (error) {
    throw new ExportShapeError(error instanceof Error ? error.message : String(error));
  }
  if (after) head.insertAdjacentHTML('beforeend', expectFirstScreen(after));
  head.insertAdjacentHTML('beforeend', pageLoaderTag(entry));

  // The page's own CSS: what its markup, its scripts and its islands' code can use (page-css.mjs).
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
  const codeWords = [islandWords.common];
  for (const node of root.querySelectorAll('[data-island]')) {
    const island = node.getAttribute('data-island');
    const own = islandWords.byIsland.get(island);
    if (!own) throw new ExportShapeError(`island "${island}" is not in components/islands/registry.ts`);
    codeWords.push(own);
  }
  const present = (name) => classes.has(name) || words.has(name) || codeWords.some((set) => set.has(name));
  // What the first paint needs: the rules for the elements before the one after the first
  // screen (the header, the hero and the text under it) and those marked as shown at once (the
  // scheduling badge; first-screen.mjs), and the words of the page's scripts (`wf`). The rest of
  // the page waits, hidden, for the whole stylesheet (page-loader.mjs), a file fetched after the
  // first paint. A page that is all first screen keeps its own stylesheet inline, as it is.
  const first = after ? firstPaintNames(root, after) : null;
  const firstPresent = (name) => Boolean(first?.classes.has(name)) || words.has(name);
  // Rules for element types the first paint lacks (the prose's tables, a form's inputs) wait too.
  const firstTag = (tag) => Boolean(first?.tags.has(tag));
  const short = (cut) => (classNames ? renameStylesheet(cut, classNames) : cut);
  let css = '';
  let hidden = false;
  for (const style of root.querySelectorAll('style[data-href]')) {
    const href = style.getAttribute('data-href');
    const file = stylesheetFiles?.get(href);
    if (!after || !file) {
      const own = short(pageStylesheet(found.stylesheets.get(href), present));
      css += own;
      style.replaceWith(`<style data-href="${href}">${own}</style>`);
      continue;
    }
    // With every @font-face: the file has none (finalize-export.mjs).
    const firstCss = short(pageStylesheet(found.stylesheets.get(href), firstPresent, firstTag));
    css += firstCss;
    const hide = hidden ? '' : LATER_RULES;
    if (!hidden) markAfterFirstScreen(after);
    hidden = true;
    style.replaceWith(
      `<style data-href="${href}">${firstCss}${hide}</style>` +
        `<link rel="stylesheet" href="${file}" media="print" disabled data-css>` +
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
  // Last: the CSS above kept the rules for classes the props name.
  if (propsFiles) publishLongProps(root, propsFiles);
  return root.toString();
}
