/**
 * Builds the islands' browser code with esbuild from the same component files Next renders:
 * components/islands/client/entry.ts, split into ESM chunks (React, react-dom and each island
 * load on demand), minified, with content-hashed names, into out/_islands/. Returns the entry's
 * URL and esbuild's metafile (kept in memory: the first paint and the budgets read it).
 *
 * CSS imported from island code (Leaflet's stylesheet) becomes a file in out/_islands/ that the
 * island's chunk links when it loads, so it arrives with the map's code and never in a first load.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Metafile, type Plugin, build } from 'esbuild';

const ROOT = path.resolve(__dirname, '..', '..', '..');
export const ISLANDS_DIR = '_islands';
/** The first line of every island chunk (see `banner` below; the build's budgets step verifies it: steps/bundle-budgets.ts). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Writes a stylesheet into out/_islands/ under a content-hashed name; returns its URL. */
async function publishCss(target: string, base: string, css: string): Promise<string> {
  const name = `${base}-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  await mkdir(target, { recursive: true });
  await writeFile(path.join(target, name), css);
  return `/${ISLANDS_DIR}/${name}`;
}

/** Code that links a stylesheet once (and, with `wait`, waits for it: top-level await). */
const linkStylesheet = (href: string, wait: boolean): string =>
  [
    `if (!document.querySelector('link[href="${href}"]')) {`,
    `  const link = document.createElement('link');`,
    `  link.rel = 'stylesheet';`,
    `  link.href = '${href}';`,
    wait
      ? `  await new Promise((resolve) => { link.onload = resolve; link.onerror = resolve; document.head.append(link); });`
      : '  document.head.append(link);',
    `}`,
  ].join('\n');

/** react-calendly adds its CSS as a <style> element (styleInject); this makes it a linked file. */
const CALENDLY_STYLE = /var css_248z = ("(?:[^"\\]|\\.)*");\s*styleInject\(css_248z\);/;

/**
 * Stylesheets of island code become files of their own beside the chunks, linked when the chunk
 * loads, never <style> elements: the pages' policy allows no inline style it has not hashed.
 * - CSS imported from island code (Leaflet's) → a module that links the file and waits for it
 *   (top-level await), so the map never lays out without Leaflet's rules;
 * - react-calendly's injected CSS → the same, without the wait (its spinner and frame size).
 */
function islandStylesheets(target: string): Plugin {
  return {
    name: 'island-stylesheets',
    setup(builder) {
      builder.onLoad({ filter: /\.css$/ }, async (args) => {
        const href = await publishCss(target, path.basename(args.path, '.css'), await readFile(args.path, 'utf8'));
        return { loader: 'js', contents: linkStylesheet(href, true) };
      });
      builder.onLoad({ filter: /react-calendly[\\/]dist[\\/]index\.es\.js$/ }, async (args) => {
        const code = await readFile(args.path, 'utf8');
        const match = CALENDLY_STYLE.exec(code);
        if (!match || match[1] === undefined)
          throw new Error(
            `${args.path}: react-calendly no longer injects its CSS as css_248z; update build-islands.ts`,
          );
        const css: unknown = JSON.parse(match[1]);
        if (typeof css !== 'string') throw new Error(`${args.path}: css_248z is not a string: update build-islands.ts`);
        const href = await publishCss(target, 'react-calendly', css);
        return { loader: 'js', contents: code.replace(match[0], linkStylesheet(href, false)) };
      });
    },
  };
}

/** What the islands build made: the entry's URL (e.g. /_islands/islands-ABC.js) and esbuild's metafile. */
export interface IslandsBuild {
  entry: string;
  metafile: Metafile;
}

export async function buildIslands(outDir = path.join(ROOT, 'out')): Promise<IslandsBuild> {
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
    // V8's explicit compile hint (Chrome 136+; a plain comment elsewhere): compile every function
    // of each file eagerly, on a background thread while it streams in. An island's code runs
    // almost all of its functions the moment it wakes (react-dom's module body, then hydration),
    // and compiled lazily each first call parses and compiles on the main thread: on /compare/
    // evaluating react-dom took 111–208 ms at 4× CPU without it, 78–141 ms with it (8 loads
    // each; docs/performance.md, "Island code compiled off the main thread").
    banner: { js: COMPILE_HINT },
    // 'use client' marks files for Next's bundler; esbuild has no use for it.
    logOverride: { 'module-level-directive': 'silent' },
    plugins: [islandStylesheets(target)],
  });
  const outputs = Object.entries(result.metafile.outputs);
  const entry = outputs.find(([, output]) => output.entryPoint === 'components/islands/client/entry.ts');
  if (!entry) throw new Error('esbuild produced no islands entry');
  const manifest = {
    entry: `/${path.relative(outDir, path.resolve(ROOT, entry[0])).split(path.sep).join('/')}`,
    metafile: result.metafile,
  };
  return manifest;
}

if (require.main === module) {
  void buildIslands().then((manifest) => console.log(`islands: entry ${manifest.entry}`));
}
