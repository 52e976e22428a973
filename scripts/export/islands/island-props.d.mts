/** Types for island-props.mjs (a plain .mjs so the build runs it with node, no compile step). */
export declare const INLINE_PROPS_MAX_BYTES: number;
export declare function publishLongProps(root: unknown, out: { dir: string; files: Map<string, string> }): void;
