/** Types for site.mjs (a plain .mjs so the build runs it with node, no compile step). */
export declare function firstPaintContext(site: {
  out: string;
  stylesheetRels: string[];
  pages: Iterable<string>;
  scripts: string[];
  cssDir: string;
}): Promise<{
  stylesheets: Map<string, string>;
  stylesheetFiles: Map<string, string>;
  classNames: Map<string, string>;
  styled: Set<string>;
}>;
