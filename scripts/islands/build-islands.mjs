#!/usr/bin/env node
/**
 * Builds the islands' browser code with esbuild from the same component files Next renders:
 * components/islands/client/entry.ts, split into ESM chunks (React, react-dom and each island
 * load on demand), minified, with content-hashed names, into out/_islands/. Returns the entry's
 * URL; esbuild's metafile goes to .next/islands-metafile.json (finalize-export and check-bundles read it).
 *
 * CSS imported from island code (Leaflet's stylesheet) becomes a module that adds a <style> with
 * that CSS when its chunk loads, so it arrives with the map's code and never in a first load.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const ISLANDS_DIR = '_islands';

/** CSS from JS → a module that injects it once; the hosting CSP allows inline styles. */
const cssAsStyleElement = {
  name: 'css-as-style-element',
  setup(builder) {
    builder.onLoad({ filter: /\.css$/ }, async (args) => {
      const css = await readFile(args.path, 'utf8');
      return {
        loader: 'js',
        contents: `const style = document.createElement('style');\nstyle.dataset.from = ${JSON.stringify(path.basename(args.path))};\nstyle.textContent = ${JSON.stringify(css)};\ndocument.head.append(style);\n`,
      };
    });
  },
};

export async function buildIslands(outDir = path.join(ROOT, 'out')) {
  const target = path.join(outDir, ISLANDS_DIR);
  await rm(target, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { islands: 'components/islands/client/entry.ts' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    outdir: target,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    jsx: 'automatic',
    tsconfig: 'tsconfig.json',
    metafile: true,
    legalComments: 'none',
    // 'use client' marks files for Next's bundler; esbuild has no use for it.
    logOverride: { 'module-level-directive': 'silent' },
    plugins: [cssAsStyleElement],
  });
  const outputs = Object.entries(result.metafile.outputs);
  const entry = outputs.find(([, output]) => output.entryPoint === 'components/islands/client/entry.ts');
  if (!entry) throw new Error('esbuild produced no islands entry');
  const manifest = { entry: `/${path.relative(outDir, path.resolve(ROOT, entry[0])).split(path.sep).join('/')}` };
  await mkdir(path.join(ROOT, '.next'), { recursive: true });
  await writeFile(path.join(ROOT, '.next', 'islands-metafile.json'), JSON.stringify(result.metafile));
  return manifest;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const manifest = await buildIslands();
  console.log(`islands: entry ${manifest.entry}`);
}
