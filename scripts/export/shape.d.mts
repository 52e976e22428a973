/** Types for export-shape.mjs (a plain .mjs so the build runs it with node, no compile step). */
export declare class ExportShapeError extends Error {}
/** Whether React hydrates the node (inside an island's root, not in one of its slots). */
export declare function hydrated(node: unknown): boolean;
