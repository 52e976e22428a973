/** Types for index.mjs (a plain .mjs so the build runs it with node, no compile step). */
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
  /** How far down the first screen reaches (first-screen.mjs, FIRST_SCREEN_SIZE by default). */
  firstScreenSize?: number;
  /**
   * The site's short class names (class-names.mjs): given to the markup React does not hydrate
   * and to the inline CSS (`stylesheets` hold the long names; `stylesheetFiles` are renamed).
   */
  classNames?: ReadonlyMap<string, string>;
}
export declare function applyFirstPaint(html: string, context: FirstPaintContext): string;
