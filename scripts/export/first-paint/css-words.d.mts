/** Types for css-words.mjs (a plain .mjs so the build runs it with node, no compile step). */
export declare function classWords(text: string): Set<string>;
export declare function requiredClasses(selector: string): string[];
export declare function subjectTag(selector: string): string | null;
/** A CSS identifier as written in a selector → the class name (`\32 xl\:p-4` → `2xl:p-4`). */
export declare function unescapeIdentifier(name: string): string;
