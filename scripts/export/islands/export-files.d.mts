/** Types for export-files.mjs. */
export declare function exportFileKind(rel: string, publicFiles: ReadonlySet<string>): string | null;
export declare function assertKnownExportFiles(rels: readonly string[], publicFiles: ReadonlySet<string>): void;
