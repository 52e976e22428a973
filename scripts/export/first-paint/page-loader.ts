/**
 * The inline script in every exported page's <head>, built from
 * components/islands/client/page-loader.ts (docs/performance.md, "What decides the first paint
 * here"). Nothing the first paint needs is fetched but the page itself, so this script:
 *
 *  1. Fonts. Marks <html class="wf"> when the visitor came from another page of this site, whose
 *     islands entry has cached the font files by then (components/islands/client/fonts.ts); only
 *     then do Inter and Poppins apply (fonts.ts). On the first page of a visit the text shows in
 *     their metric-matched fallbacks, so no font file is requested before the first paint and no
 *     text moves when one arrives. On a same-site visit it also preloads each web font file the
 *     stylesheet declares (from the cache), so a font is ready for the first layout instead of
 *     arriving just after it and moving the text.
 *  2. The rest of the CSS. The page's <style> holds only its first screen's rules; the whole site
 *     stylesheet is a file linked `disabled` with media="print" (index.ts), so it is not fetched
 *     while the first screen loads and paints. Once the first contentful paint is presented this
 *     enables it (media="all" before it loads: changing a loaded sheet's media made Chromium lay
 *     the first screen out again). Until it applies, <html class="cl"> stays, under which what
 *     follows the first screen is rendered only as it nears the screen and, for visitors who
 *     accept motion, transparent rather than unstyled (LATER_RULES in later.ts; that ends by
 *     itself in CSS after 1.2 s, so the page becomes readable without this script). Then it
 *     renders those parts a few per frame (one long task would block a phone's CPU), drops
 *     html.cl and places the page where it must be: where the visitor left it on a reload or
 *     Back/Forward (kept in history.state as they scroll), else at the `:target` they jumped to.
 *     A file that fails to load is applied as it is (nothing), so the content still shows;
 *     without JavaScript a <noscript> link loads it; if anything here throws, it fails open
 *     (failOpen: the stylesheet enabled, html.cl gone). Fetched any earlier, the file would
 *     compete with the page for the first round trips of a slow connection.
 *  3. Scripts. Imports the islands entry once the page has loaded, painted and gone idle (a tab
 *     opened in the background: once shown), so nothing of ours competes with the first paint.
 *     Without JavaScript the page is complete.
 *
 * The text is the same on every page (the entry's URL is in data-entry), so the
 * Content-Security-Policy allows it by one hash (scripts/export/hosting/headers.ts), and allows one
 * other inline script, PARSE_END_MODULE's, and no more. ES5 plus import(): it runs as a classic
 * script. It is in every page's first round trip, so it is kept short (its budget is in
 * scripts/export/steps/bundle-budgets.ts). The measurements behind these choices are in
 * docs/performance-history.md ("Measured reasons in the first-paint code").
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
 * nothing. It is there for when it runs: DOMContentLoaded waits for a page's module scripts, and
 * the browser runs an inline one in a task of its own once the parser is done. So
 * DOMContentLoaded, and the browser's work for it (Chromium's autofill reads the form controls,
 * which styles and lays out every waiting part that holds one: later.ts), leave the parser's last
 * task, and the first screen's frame comes before it when the whole document arrives at once.
 * A browser without modules skips it: nothing changes.
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
