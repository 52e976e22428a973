import { readFile, readdir, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { need, type Build } from '../build';
import { classWords } from '../first-paint/css-words';
import { firstPaintContext } from '../first-paint/site';
import { ISLANDS_DIR } from '../islands/build-islands';
import {
  RENDER_ONLY_CLIENT_FILES,
  clientModuleFiles,
  registryEntries,
  registryIslandFiles,
} from '../islands/client-components';
import { exportPage } from '../islands/export-page';
import { exportFileKind } from '../islands/export-files';
import { metafileGraph } from '../islands/metafile-graph';
import { ExportShapeError } from '../shape';

/** Where the site stylesheet is published, out/css/site-<hash>.css (immutable: hosting.ts). */
const SITE_CSS_DIR = 'css';

const ofKind = (build: Build, kind: string) =>
  need(build.files, 'the file list').filter((rel) => exportFileKind(rel, need(build.publicFiles, 'public/')) === kind);

/** The export's file for a page path: "/" → index.html, "/firm/x/" → firm/x/index.html. */
const pageFile = (pagePath: string) => `${pagePath.replace(/^\//, '')}index.html`;

/** Every page read and parsed, once (comments kept: React's hydration of the islands needs them). */
export async function readPages(build: Build): Promise<void> {
  // Each page's kind for analytics: the page index's type, "home" for the home page.
  const types = new Map(build.facts.pages.map((page) => [pageFile(page.path), page.path === '/' ? 'home' : page.type]));
  build.pages = await Promise.all(
    ofKind(build, 'page').map(async (rel) => ({
      rel,
      type: types.get(rel) ?? (rel === '404.html' ? 'not-found' : 'page'),
      root: parse(await readFile(path.join(build.out, rel), 'utf8'), { comment: true }),
    })),
  );
}

/**
 * The first paint's site-wide half (first-paint/site.ts): the site's short class names, from the
 * pages as Next wrote them and every script the islands build wrote (classes they name keep their
 * names), and the site stylesheet published whole as out/css/site-<hash>.css.
 */
export async function firstPaint(build: Build): Promise<void> {
  const islandsDir = path.join(build.out, ISLANDS_DIR);
  const scripts = await Promise.all(
    (await readdir(islandsDir))
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFile(path.join(islandsDir, name), 'utf8')),
  );
  build.firstPaint = await firstPaintContext({
    out: build.out,
    stylesheetRels: ofKind(build, 'stylesheet'),
    pages: need(build.pages, 'the pages').map((page) => page.root),
    scripts,
    cssDir: SITE_CSS_DIR,
  });
}

/**
 * The words of the islands' code (page-css keeps the CSS for classes they name): `common` for
 * what every page loads (the entry and its static imports), `byIsland` for each island's chunk
 * and everything it imports, at once or later. From esbuild's metafile.
 */
async function islandWords(build: Build) {
  const graph = metafileGraph(need(build.islands, 'the islands').metafile, (file) => path.resolve(build.root, file));
  const wordsOf = async (entryPoint: string, dynamic: boolean) => {
    const chunks = [...graph.closure([graph.chunkOf(entryPoint)], { dynamic })].filter((chunk) =>
      chunk.endsWith('.js'),
    );
    const code = await Promise.all(chunks.map((chunk) => readFile(chunk, 'utf8')));
    return classWords(code.join('\n'));
  };
  const byIsland = new Map(
    await Promise.all(
      registryEntries(build.root).map(async ({ name, file }) => [name, await wordsOf(file, true)] as const),
    ),
  );
  return { common: await wordsOf('components/islands/client/entry.ts', false), byIsland };
}

/**
 * Each page, in memory: Next's runtime out and the islands wired (islands/transform-page.ts), the
 * first paint applied (first-paint/), long island props moved to files; then written, once.
 */
export async function exportPages(build: Build): Promise<void> {
  const propsFiles = { dir: `/${ISLANDS_DIR}`, files: new Map<string, string>() };
  const options = {
    ...need(build.firstPaint, 'the first paint'),
    entry: need(build.islands, 'the islands').entry,
    propsFiles,
    islandWords: await islandWords(build),
    clients: {
      moduleFiles: clientModuleFiles(path.join(build.root, '.next')),
      allowedFiles: new Set([...registryIslandFiles(build.root), ...RENDER_ONLY_CLIENT_FILES]),
    },
  };
  const written = new Map<string, string>();
  for (const page of need(build.pages, 'the pages')) {
    try {
      exportPage(page.root, { ...options, pageType: page.type });
    } catch (error) {
      throw new ExportShapeError(`${page.rel}: ${error instanceof Error ? error.message : String(error)}`);
    }
    written.set(page.rel, page.root.toString());
  }
  await Promise.all([...written].map(([rel, html]) => writeFile(path.join(build.out, rel), html)));
  await Promise.all(
    [...propsFiles.files].map(([url, json]) => writeFile(path.join(build.out, url.replace(/^\//, '')), json)),
  );
  build.propsFiles = propsFiles.files;
}

/**
 * What no page refers to any more: RSC payloads, Next's runtime, the stylesheet Next wrote (its
 * rules are inlined or in out/css/), and Next's copies of the 404 page at /404/ and /_not-found/
 * (served there they would answer 200).
 */
export async function prune(build: Build): Promise<void> {
  const notFoundCopies = ofKind(build, 'not-found-copy');
  const removed = [
    ...ofKind(build, 'rsc'),
    ...ofKind(build, 'next-runtime'),
    ...ofKind(build, 'stylesheet'),
    ...notFoundCopies,
  ];
  await Promise.all(removed.map((rel) => rm(path.join(build.out, rel))));
  // Their folders are empty now; rmdir (not a recursive rm) fails if anything were left in one.
  const folders = new Set(removed.map((rel) => path.dirname(rel)).filter((dir) => dir.startsWith('_next/static/')));
  // The not-found copies' folders held only RSC files beside them.
  for (const rel of notFoundCopies) folders.add(path.dirname(rel));
  for (const folder of folders) await rmdir(path.join(build.out, folder));
}
