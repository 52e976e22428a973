/** Types for metafile-graph.mjs (a plain .mjs so the build runs it with node, no compile step). */
export interface Metafile {
  outputs: Record<string, { imports: { path: string; kind: string }[]; entryPoint?: string }>;
}
export interface MetafileGraph {
  outputs: Map<string, Metafile['outputs'][string]>;
  chunkOf(entryPoint: string): string;
  closure(starts: string[], options: { dynamic: boolean; except?: Set<string> }): Set<string>;
}
export declare function metafileGraph(metafile: Metafile, keyOf: (outputPath: string) => string): MetafileGraph;
