/** Types for transform-page.mjs (a plain .mjs so the build runs it with node, no compile step). */
export declare class ExportShapeError extends Error {}
export declare const LATER_RULES: string;
export declare const REVEAL_AFTER_MS: number;
export declare const LATER_PART_HEIGHT_PX: number;
export declare const INLINE_PROPS_MAX_BYTES: number;
export interface TransformOptions {
  /** The islands entry URL, e.g. /_islands/islands-ABC.js. */
  entry: string;
  /** Stylesheet href → CSS text to inline (its url()s already absolute), cut to what the page can use. */
  stylesheets: ReadonlyMap<string, string>;
  /**
   * Stylesheet href → the URL of the same stylesheet published whole as a file. With it, a page
   * inlines only the rules its first screen uses and links the file with media="print" (applied
   * by the page loader once loaded; a <noscript> link without JavaScript).
   */
  stylesheetFiles?: ReadonlyMap<string, string>;
  /**
   * Where island props longer than INLINE_PROPS_MAX_BYTES go: `files` (URL → JSON, filled by the
   * call) under the URL folder `dir`; the page's props script keeps the URL in data-src. Without
   * it, all props stay inline.
   */
  propsFiles?: { dir: string; files: Map<string, string> };
  /** Words (classWords) of the code every page loads, and of each island's code by island name. */
  islandWords: { common: ReadonlySet<string>; byIsland: ReadonlyMap<string, ReadonlySet<string>> };
  /** The page index's type of this page (e.g. "firm", "landing"), set as `<html data-page-type>`. */
  pageType?: string;
  /** How far down the first screen reaches (first-screen.mjs, FIRST_SCREEN_SIZE by default). */
  firstScreenSize?: number;
  /**
   * The site's short class names (class-names.mjs): given to the markup React does not hydrate
   * and to the inline CSS (`stylesheets` hold the long names; `stylesheetFiles` are renamed).
   */
  classNames?: ReadonlyMap<string, string>;
  clients: {
    /** Client module id (as in the flight data) → project-relative file, `node_modules/…` for packages. */
    moduleFiles: ReadonlyMap<string, string>;
    /** Project client files a page may render: the registry's islands and the render-only list. */
    allowedFiles: ReadonlySet<string>;
  };
}
export declare function transformPage(html: string, options: TransformOptions): string;
export declare function checkFirstPaintFonts(css: string): void;
/** Whether React hydrates the node (inside an island's root, not in one of its slots). */
export declare function hydrated(node: unknown): boolean;
