/** Types for class-names.mjs (a plain .mjs so the build runs it with node, no compile step). */
export declare function shortNames(): Generator<string, never, undefined>;
export declare function occursIn(text: string, name: string): boolean;
export declare function renameSelector(selector: string, rename: (name: string) => string | undefined): string;
export declare function stylesheetClasses(css: string): Set<string>;
export declare function renameStylesheet(css: string, names: ReadonlyMap<string, string>): string;
export declare function renameClassList(value: string, names: ReadonlyMap<string, string>): string;
export declare function shortClassNames(site: {
  stylesheets: string[];
  uses: ReadonlyMap<string, number>;
  keep: ReadonlySet<string>;
  code: string[];
  taken: ReadonlySet<string>;
}): Map<string, string>;
