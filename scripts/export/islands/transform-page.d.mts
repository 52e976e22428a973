/** Types for transform-page.mjs (a plain .mjs so the build runs it with node, no compile step). */
export interface TransformOptions {
  /** The page index's type of this page (e.g. "firm", "landing"), set as `<html data-page-type>`. */
  pageType?: string;
  clients: {
    /** Client module id (as in the flight data) → project-relative file, `node_modules/…` for packages. */
    moduleFiles: ReadonlyMap<string, string>;
    /** Project client files a page may render: the registry's islands and the render-only list. */
    allowedFiles: ReadonlySet<string>;
  };
}
export declare function transformPage(html: string, options: TransformOptions): string;
