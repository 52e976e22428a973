/**
 * The inline script of every exported page that does the work, in <head>, built from
 * components/islands/client/page-loader.ts (docs/performance.md, "What decides the first paint here").
 * Nothing the first paint needs is fetched from the network but the page itself, so this script:
 *
 *  1. Fonts. Marks <html class="wf"> ("web fonts") when the visitor came from another page of this
 *     site, whose islands entry has cached the font files by then (components/islands/client/
 *     fonts.ts). Only then do Inter and Poppins apply (fonts.ts); on the first page of a
 *     visit the text shows in their metric-matched fallbacks, so no font file is requested before
 *     the first paint and no text moves when one arrives. On such a page it also preloads each
 *     web font file the stylesheet declares (from the cache): started at <head> time, a font is
 *     ready for the first layout instead of arriving just after it and moving the text it
 *     re-lays (an `optional` face that is preloaded may also hold the first render ~100 ms).
 *     Measured on /about/ after the home page: text moved in 6 of 20 loads without this (pages
 *     lighter since per-page CSS lay out before the cached fonts are ready), 2 of 50 with it
 *     (docs/performance.md).
 *  2. The rest of the CSS. The page's <style> holds only the rules its first screen uses; the
 *     site's whole stylesheet is a file linked `disabled` with media="print" (index.ts),
 *     so the browser does not fetch it while the page is loading and painting its first screen.
 *     Once the first contentful paint is presented this enables it for the screen (media="all",
 *     then the request starts; enabled after the page's <body> exists, it holds no rendering), it
 *     applies once it has loaded, and until then <html class="cl"> ("CSS loading") stays, under
 *     which what follows the first screen is transparent rather than shown unstyled (for visitors who
 *     accept motion; under reduced motion it shows at once: LATER_RULES
 *     in later.ts; the browser renders it only as it nears the screen,
 *     content-visibility: auto). That transparency ends by itself in CSS 1.2 s after the first
 *     style, so nothing here is needed for the page to become readable: the loader only makes it
 *     styled sooner. Once the stylesheet applies it renders those parts a few per frame (4 ms of
 *     style and layout, then a frame: in one task, a long page blocked a phone's CPU for 200–300
 *     ms of TBT), then drops html.cl and places the page where it
 *     must be: where the visitor left it, on a reload or Back/Forward (the browser's own
 *     restoring would land on the parts' estimated heights meanwhile), else at the section they
 *     jumped to (the hero's booking button, a link to #ranking:
 *     `:target`) before the stylesheet applied.
 *     It keeps the scroll position in history.state as the visitor scrolls, and hands
 *     restoring back to the browser (scrollRestoration "auto") for a Back within the page.
 *     The media goes to "all" before the file loads, not once it has: when a loaded sheet's media
 *     changed, Chromium restyled and laid out the whole first screen again in that frame (a
 *     profile: 250 objects relaid in about half the loads), and did not for a sheet enabled this way,
 *     nor for a copy of the file without cascade layers (docs/performance.md, ninth sitting).
 *     The "print" in the HTML stays for a browser that fetches a disabled link anyway: there it
 *     applies nothing to the screen until the loader says so.
 *     Fetched any earlier, the file competes with the page for the first round trips of a
 *     slow connection, and Lighthouse's simulation counts every request that ends before the
 *     largest paint as holding it (0.1–0.15 s of mobile LCP). A file that fails to load is
 *     applied as it is (nothing), so the content still shows. Without JavaScript a <noscript>
 *     link loads it. If anything the loader calls throws, now or in a callback, it fails open:
 *     the stylesheet enabled, html.cl gone (failOpen).
 *  3. Scripts. Imports the islands entry (which fetches its own few imports) once the page has
 *     loaded, painted its first content and gone idle: header enhancements and island wake-ups
 *     work from then on, and nothing of ours competes with the HTML and its first paint (a
 *     script fetched before it counts against the first paint in Lighthouse's simulation, and
 *     on a slow phone it would). A tab opened in the background starts it once shown. Without
 *     JavaScript the page is complete.
 *
 * The text is the same on every page (the entry's URL is in data-entry), so the
 * Content-Security-Policy allows it by one hash (scripts/export/hosting/headers.ts), and the policy allows one
 * other inline script, PARSE_END_MODULE's, and no more. ES5 plus import(): it runs as a classic
 * script. Kept short on purpose:
 * it is in every page's first round trip (about 1 KB gzip on its own, less within a page; its budget is in
 * scripts/checks/bundles.ts).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ENTRY_ATTRIBUTE } from '../../../lib/first-paint/names';

/** The loader's source (TypeScript, linted and type-checked with the project). */
export const PAGE_LOADER_SOURCE = path.join('components', 'islands', 'client', 'page-loader.ts');
const ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * The source built by esbuild to one ES5 statement (plus import(), which a classic script may
 * call), minified: bundled first (lib/first-paint/names.ts's constants come in; esbuild's es5 target refuses
 * their `const`), then lowered to ES5. esbuild's command line, not its API: the API refuses to run
 * under jsdom (the unit tests), whose TextEncoder is not Node's. Two runs of esbuild, as its es5
 * target cannot take the bundle's `const` in one.
 */
function buildLoader(): string {
  const esbuild = path.join(ROOT, 'node_modules', '.bin', 'esbuild');
  const run = (args: string[], input?: string) =>
    execFileSync(esbuild, [...args, '--minify', '--log-level=warning'], { cwd: ROOT, input, encoding: 'utf8' });
  // Its own tsconfig, so esbuild adds no "use strict" for the project's `strict`: nothing here needs it.
  const bundled = run([PAGE_LOADER_SOURCE, '--bundle', '--format=iife', '--target=es2017', '--tsconfig-raw={}']);
  return run(['--loader=js', '--target=es5', '--supported:dynamic-import=true', '--tree-shaking=true'], bundled).trim();
}

let built: string | undefined;

/**
 * The loader's text, built on first use and then kept: at most one build a process, and none in
 * one that only reads the names below.
 */
export function pageLoader(): string {
  built ??= buildLoader();
  return built;
}

/** The page loader's <script>, as the post-build checks find it. */
export const LOADER_SELECTOR = `script[${ENTRY_ATTRIBUTE}]:not([src])`;

/** @param entry the islands entry URL */
export function pageLoaderTag(entry: string): string {
  return `<script ${ENTRY_ATTRIBUTE}="${entry}">${pageLoader()}</script>`;
}

/**
 * The other inline script of every page, at the end of <body>: a module script that does
 * nothing. It is there for when it runs. DOMContentLoaded waits for a page's module scripts, and
 * the browser runs an inline one in a task of its own once the parser is done (classic scripts
 * run inside the parser's task). So DOMContentLoaded, and the work the browser does for it, leave
 * the parser's last task. That work is not small here: at DOMContentLoaded Chromium's autofill
 * reads the page's form controls, which styles and lays out every waiting part that holds one
 * (content-visibility: auto skips them only until something asks: later.ts), 25–45 ms
 * unthrottled on a long page with the lead form or a calculator (gone without the controls).
 * When a whole document arrives at once (a fast network, a cache, Lighthouse), the parser's last
 * task could come before the first screen's frame, with that work in it: the first paint waited
 * for it. Now the frame comes first.
 * Measured with Lighthouse on seven long pages, interleaved, medians of 5: mobile FCP 0.87–0.95 s
 * → 0.85–0.89 s (docs/performance-history.md). A browser without modules skips it: nothing changes.
 */
export const PARSE_END_MODULE = '0';

export function parseEndModuleTag(): string {
  return `<script type="module">${PARSE_END_MODULE}</script>`;
}

/** Every inline script a page may run (the CSP allows each by its hash; the export check refuses any other). */
export function inlineScripts(): readonly string[] {
  return [pageLoader(), PARSE_END_MODULE];
}

/** Data blocks: the browser never executes these, so the policy need not allow them. */
const DATA_TYPES = new Set(['application/ld+json', 'application/json']);

/** What executableInlineScripts reads of an element (node-html-parser's HTMLElement has it). */
interface ScriptElement {
  getAttribute(name: string): string | null | undefined;
  rawText: string;
}

/**
 * A page's inline scripts the browser executes (not JSON-LD or island props), each with its text.
 * @param root a node-html-parser document
 */
export function executableInlineScripts<T extends ScriptElement>(root: {
  querySelectorAll(selector: string): T[];
}): T[] {
  return root.querySelectorAll('script:not([src])').filter((node) => !DATA_TYPES.has(node.getAttribute('type') ?? ''));
}

/** @param node the loader element */
export function loaderModules(node: { getAttribute(name: string): string | null | undefined }): string[] {
  const entry = node.getAttribute(ENTRY_ATTRIBUTE);
  return entry ? [entry] : [];
}
