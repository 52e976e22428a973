/**
 * The strings the parts of the first paint share, defined once: the export writes them into each
 * page (scripts/export/first-paint/: index.ts, later.ts), the page loader reads and sets them in the visitor's browser
 * (components/islands/client/page-loader.ts), the site's components import them (the scheduling
 * badge, the font cache, the roster list), the checks and the e2e suite look for them. CSS text
 * that uses them is generated from these constants (later.ts, fonts.ts), never retyped.
 */

/** On <html> once the page loader has seen a visit come from this site: the web fonts apply. */
export const WEB_FONTS_CLASS = 'wf';
/** On <html> while the site stylesheet loads ("CSS loading"): what follows the first screen waits. */
export const CSS_LOADING_CLASS = 'cl';
/** On each part that follows the first screen (later.ts marks them; LATER_RULES style them). */
export const LATER_ATTRIBUTE = 'data-later';
/**
 * Its value on a part inside another (a large part is split into its children: later.ts); a
 * part's own value is empty.
 */
export const LATER_NESTED = 'in';
/**
 * Its value once the page loader has rendered the part with the site stylesheet (LATER_RULES
 * match only the values the export writes).
 */
export const LATER_DONE = 'done';
/** How long, in ms, the page loader renders parts in one idle task before it lets the browser paint and handle input (page-loader.ts). */
export const LATER_SLICE_MS = 4;
/** On the site stylesheet's link, which the page loader applies after the first paint. */
export const SITE_CSS_ATTRIBUTE = 'data-css';
/** On an element the document has after the first screen that shows in the first viewport (the scheduling badge). */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';
/**
 * On a long list whose items keep `content-visibility: auto` for good (the roster's 250 rows): one
 * part, never split into an item per part (later.ts), since the browser lays out only the items
 * near the screen anyway; split, the loader rendered 250 parts one by one, for seconds, each
 * transparent until its turn.
 */
export const LATER_WHOLE_ATTRIBUTE = 'data-later-whole';
/** On the page loader's <script>: the islands entry's URL, which it imports once the page is idle. */
export const ENTRY_ATTRIBUTE = 'data-entry';
/** The id the export gives the element after the first screen when it has none. */
export const AFTER_FIRST_SCREEN_ID = 'after-first-screen';
/** The animation that undoes the wait in CSS alone (later.ts). */
export const LATER_ANIMATION = 'fp-later';

/** The site stylesheet's link, as the page loader finds it. */
export const SITE_CSS_SELECTOR = 'link[' + SITE_CSS_ATTRIBUTE + ']';
