/** Types for page-loader.mjs (a plain .mjs so the build runs it with node, no compile step). */
export declare const PAGE_LOADER_SOURCE: string;
export declare const PAGE_LOADER: string;
export declare function pageLoaderTag(entry: string): string;
export declare function loaderModules(node: { getAttribute(name: string): string | null | undefined }): string[];
/** The page loader's <script>, as the post-build checks find it. */
export declare const LOADER_SELECTOR: string;
/** The inline module script at the end of every page's <body>: DOMContentLoaded in a task of its own. */
export declare const PARSE_END_MODULE: string;
export declare function parseEndModuleTag(): string;
/** Every inline script a page may run. */
export declare const INLINE_SCRIPTS: readonly string[];
/** A page's inline scripts the browser executes (not JSON-LD or island props). */
export declare function executableInlineScripts<
  T extends { getAttribute(name: string): string | null | undefined; rawText: string },
>(root: { querySelectorAll(selector: string): T[] }): T[];
