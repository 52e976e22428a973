/**
 * esbuild's metafile (returned by build-islands.ts) as an import graph. One walk for the two
 * readers: the bundle budget (scripts/export/steps/bundle-budgets.ts: what a page or an island fetches) and
 * per-page CSS (scripts/export/steps/pages.ts: the words an island's code can add to a class attribute).
 */

/** One output chunk of esbuild's metafile, as far as the graph reads it. */
export interface MetafileOutput {
  imports: { path: string; kind: string }[];
  entryPoint?: string;
}

/** The part of esbuild's metafile the graph reads (esbuild's own `Metafile` has it). */
export interface Metafile {
  outputs: Record<string, MetafileOutput>;
}

export interface MetafileGraph {
  outputs: Map<string, MetafileOutput>;
  chunkOf(entryPoint: string): string;
  closure(starts: string[], options: { dynamic: boolean; except?: Set<string> }): Set<string>;
}

/** `keyOf` names a chunk (a URL, an absolute path) from its metafile path. */
export function metafileGraph(metafile: Metafile, keyOf: (outputPath: string) => string): MetafileGraph {
  const outputs = new Map(Object.entries(metafile.outputs).map(([file, output]) => [keyOf(file), output]));
  return {
    outputs,
    /** The chunk esbuild made for a source entry point, e.g. "components/islands/client/entry.ts". */
    chunkOf(entryPoint) {
      const found = [...outputs].find(([, output]) => output.entryPoint === entryPoint);
      if (!found) throw new Error(`${entryPoint} has no chunk of its own in esbuild's metafile`);
      return found[0];
    },
    /**
     * `starts` and every chunk they import: statically only, or following import() too. A chunk in
     * `except` is not followed into unless it is one of the starts.
     */
    closure(starts, { dynamic, except = new Set() }) {
      const seen = new Set<string>();
      const visit = (key: string): void => {
        if (seen.has(key) || (except.has(key) && !starts.includes(key))) return;
        const output = outputs.get(key);
        if (!output) throw new Error(`${key} is not in esbuild's metafile: was out/ built by this build?`);
        seen.add(key);
        for (const imported of output.imports)
          if (imported.kind === 'import-statement' || (dynamic && imported.kind === 'dynamic-import'))
            visit(keyOf(imported.path));
      };
      for (const key of starts) visit(key);
      return seen;
    },
  };
}
