import { metafileGraph } from '@/scripts/export/islands/metafile-graph';

/**
 * metafile-graph: what a page or an island fetches (the bundle budget) and which code can name a
 * class (per-page CSS) both come from this walk of esbuild's import graph.
 */
const metafile = {
  outputs: {
    'out/_islands/entry.js': {
      entryPoint: 'components/islands/client/entry.ts',
      imports: [
        { path: 'out/_islands/shared.js', kind: 'import-statement' },
        { path: 'out/_islands/map.js', kind: 'dynamic-import' },
      ],
    },
    'out/_islands/shared.js': { imports: [] },
    'out/_islands/map.js': {
      entryPoint: 'components/islands/map.tsx',
      imports: [
        { path: 'out/_islands/leaflet.js', kind: 'import-statement' },
        { path: 'out/_islands/zip-table.js', kind: 'dynamic-import' },
      ],
    },
    'out/_islands/leaflet.js': { imports: [{ path: 'out/_islands/shared.js', kind: 'import-statement' }] },
    'out/_islands/zip-table.js': { entryPoint: 'lib/geo/zip-lookup.ts', imports: [] },
  },
};
const graph = metafileGraph(metafile, (file) => file.replace(/^out/, ''));

describe('metafileGraph', () => {
  it("finds an entry point's chunk, and names an entry point with none", () => {
    expect(graph.chunkOf('components/islands/map.tsx')).toBe('/_islands/map.js');
    expect(() => graph.chunkOf('components/islands/gone.tsx')).toThrow(/gone\.tsx has no chunk/);
  });

  it('follows static imports only for a first load, and import() too for what an island loads', () => {
    expect([...graph.closure(['/_islands/entry.js'], { dynamic: false })]).toEqual([
      '/_islands/entry.js',
      '/_islands/shared.js',
    ]);
    expect(graph.closure(['/_islands/entry.js'], { dynamic: true })).toEqual(
      new Set([
        '/_islands/entry.js',
        '/_islands/shared.js',
        '/_islands/map.js',
        '/_islands/leaflet.js',
        '/_islands/zip-table.js',
      ]),
    );
  });

  it('does not follow into an excepted chunk unless the walk starts there', () => {
    const except = new Set(['/_islands/zip-table.js']);
    expect(graph.closure(['/_islands/map.js'], { dynamic: true, except }).has('/_islands/zip-table.js')).toBe(false);
    expect(graph.closure(['/_islands/zip-table.js'], { dynamic: true, except })).toEqual(
      new Set(['/_islands/zip-table.js']),
    );
  });

  it('fails on an import the metafile has no chunk for: out/ and the metafile are from different builds', () => {
    const stale = metafileGraph(
      { outputs: { 'out/a.js': { imports: [{ path: 'out/b.js', kind: 'import-statement' }] } } },
      (file) => file,
    );
    expect(() => stale.closure(['out/a.js'], { dynamic: false })).toThrow(/out\/b\.js is not in esbuild's metafile/);
  });
});
