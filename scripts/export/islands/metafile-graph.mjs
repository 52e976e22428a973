/**
 * esbuild's metafile (.next/islands-metafile.json, written by build-islands.mjs) as an import
 * graph. One walk for the two readers: the bundle budget (check-bundles.mjs: what a page or an
 * island fetches) and per-page CSS (finalize-export.mjs: the words an island's code can add to a
 * class attribute).
 */

/**
 * @param {{ outputs: Record<string, { imports: { path: string, kind: string }[], entryPoint?: string }> }} metafile
 * @param {(outputPath: string) => string} keyOf names a chunk (a URL, an absolute path) from its metafile path
 */
export function metafileGraph(metafile, keyOf) {
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
     * @param {string[]} starts
     * @param {{ dynamic: boolean, except?: Set<string> }} options
     */
    closure(starts, { dynamic, except = new Set() }) {
      const seen = new Set();
      const visit = (key) => {
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
