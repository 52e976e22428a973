/** Types for page-css.mjs (a plain .mjs so the build runs it with node, no compile step). */
export declare function pageStylesheet(
  css: string,
  present: (name: string) => boolean,
  tagPresent?: (tag: string) => boolean,
): string;
export declare function styledClasses(css: string): Set<string>;
export declare function withoutFontFaces(css: string): string;
