/** Types for page-css.mjs (a plain .mjs so the build runs it with node, no compile step). */
export declare function classWords(text: string): Set<string>;
export declare function requiredClasses(selector: string): string[];
export declare function subjectTag(selector: string): string | null;
export declare function pageStylesheet(
  css: string,
  present: (name: string) => boolean,
  tagPresent?: (tag: string) => boolean,
): string;
export declare function styledClasses(css: string): Set<string>;
