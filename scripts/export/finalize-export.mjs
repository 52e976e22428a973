#!/usr/bin/env node
/**
 * Turns Next's static export into plain HTML + CSS + islands:
 *  1. every file in out/ must match the whitelist in export-files.mjs (an unknown one fails the
 *     build with its name; nothing is deleted that has no rule);
 *  2. the client-component guard (client-components.mjs): every 'use client' file is an island's
 *     or on the render-only list, and no server file renders an island component directly;
 *  3. builds the islands (build-islands.mjs), prepares the first paint (scripts/export/first-paint/
 *     site.mjs: the site's short class names, the site stylesheet published as a file) and runs
 *     every page through exportPage (export-page.mjs): Next's runtime out and the islands wired
 *     (transform-page.mjs, which also fails on a client component the page's flight data names
 *     outside an island), then the first paint (scripts/export/first-paint/: the first screen's CSS
 *     inlined, the file linked, the page loader in), then long island props out to files;
 *  4. deletes the RSC .txt files, Next's chunks and build-id manifests, Next's copies of the 404
 *     page at /404/ and /_not-found/ (they would answer 200), and moves the site
 *     manifest (read by the post-build scripts) from out/ to .next/.
 * Every failure names the file (and element); docs/architecture.md lists what it relies on.
 */
import { readFile, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ISLANDS_DIR, buildIslands } from './islands/build-islands.mjs';
import {
  RENDER_ONLY_CLIENT_FILES,
  checkClientSources,
  clientModuleFiles,
  registryEntries,
  registryIslandFiles,
} from './islands/client-components.mjs';
import { exportPage } from './islands/export-page.mjs';
import { assertKnownExportFiles, exportFileKind } from './islands/export-files.mjs';
import { metafileGraph } from './islands/metafile-graph.mjs';
import { ExportShapeError } from './shape.mjs';
import { classWords } from './first-paint/css-words.mjs';
import { firstPaintContext } from './first-paint/site.mjs';
import { SITE_MANIFEST_FILE, SITE_MANIFEST_NAME, readSiteManifest } from './site-manifest.cjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const OUT = path.resolve(process.argv[2] ?? 'out');
/** Beside the build, not published: read by e2e/fixtures.ts. */
/** Where the site stylesheet is published, out/css/site-<hash>.css (immutable: scripts/export/hosting/headers.mjs). */
const SITE_CSS_DIR = 'css';
const STYLED_CLASSES_FILE = path.join(ROOT, '.next', 'styled-classes.json');

async function walk(dir, base = dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full, base) : [path.relative(base, full).split(path.sep).join('/')];
    }),
  );
  return files.flat();
}

/**
 * The words of the islands' code (page-css.mjs keeps the CSS for classes they name): `common`
 * for what every page loads (the entry and its static imports), `byIsland` for each island's
 * chunk and everything it imports, at once or later. From esbuild's metafile (build-islands.mjs).
 */
async function islandWords() {
  const metafile = JSON.parse(await readFile(path.join(ROOT, '.next', 'islands-metafile.json'), 'utf8'));
  const graph = metafileGraph(metafile, (file) => path.resolve(ROOT, file));
  const wordsOf = async (entryPoint, dynamic) => {
    const chunks = [...graph.closure([graph.chunkOf(entryPoint)], { dynamic })].filter((chunk) =>
      chunk.endsWith('.js'),
    );
    const code = await Promise.all(chunks.map((chunk) => readFile(chunk, 'utf8')));
    return classWords(code.join('\n'));
  };
  const byIsland = new Map(
    await Promise.all(registryEntries(ROOT).map(async ({ name, file }) => [name, await wordsOf(file, true)])),
  );
  return { common: await wordsOf('components/islands/client/entry.ts', false), byIsland };
}

/** The export's file for a page path: "/" → index.html, "/firm/x/" → firm/x/index.html. */
const pageFile = (pagePath) => `${pagePath.replace(/^\//, '')}index.html`;

export async function finalizeExport() {
  const files = await walk(OUT);
  const publicFiles = new Set(await walk(path.join(ROOT, 'public')).catch(() => []));
  assertKnownExportFiles(files, publicFiles);
  const ofKind = (kind) => files.filter((rel) => exportFileKind(rel, publicFiles) === kind);

  const sourceProblems = await checkClientSources(ROOT);
  if (sourceProblems.length > 0) throw new ExportShapeError(sourceProblems.join('\n  '));

  // The site manifest is for the post-build scripts, not for visitors: keep it beside the build.
  if (ofKind('site-manifest').length !== 1)
    throw new ExportShapeError('site-manifest.json missing: app/site-manifest.json should write it');
  await rename(path.join(OUT, SITE_MANIFEST_NAME), SITE_MANIFEST_FILE);
  // Each page's kind for analytics: the page index's type, "home" for the home page.
  const pageTypes = new Map(
    readSiteManifest().pages.map((page) => [pageFile(page.path), page.path === '/' ? 'home' : page.type]),
  );

  const islands = await buildIslands(OUT);
  const pages = ofKind('page');
  const originals = new Map(
    await Promise.all(pages.map(async (rel) => [rel, await readFile(path.join(OUT, rel), 'utf8')])),
  );
  // Every script the islands build wrote may name classes, which keep their names (class-names.mjs).
  const islandsDir = path.join(OUT, ISLANDS_DIR);
  const scripts = await Promise.all(
    (await readdir(islandsDir))
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFile(path.join(islandsDir, name), 'utf8')),
  );
  const firstPaint = await firstPaintContext({
    out: OUT,
    stylesheetRels: ofKind('stylesheet'),
    pages: originals.values(),
    scripts,
    cssDir: SITE_CSS_DIR,
  });
  // Long island props, published beside the islands' code (island-props.mjs).
  const propsFiles = { dir: `/${ISLANDS_DIR}`, files: new Map() };
  const options = {
    ...firstPaint,
    entry: islands.entry,
    propsFiles,
    islandWords: await islandWords(),
    clients: {
      moduleFiles: clientModuleFiles(path.join(ROOT, '.next')),
      allowedFiles: new Set([...registryIslandFiles(ROOT), ...RENDER_ONLY_CLIENT_FILES]),
    },
  };
  // Every class the site's stylesheets style: the e2e suite checks no page shows one unstyled
  // (per-page CSS dropped a rule an element needs at run time; e2e/fixtures.ts).
  await writeFile(STYLED_CLASSES_FILE, JSON.stringify([...firstPaint.styled].sort()));
  for (const rel of pages) {
    const file = path.join(OUT, rel);
    let html;
    try {
      html = exportPage(originals.get(rel), {
        ...options,
        pageType: pageTypes.get(rel) ?? (rel === '404.html' ? 'not-found' : 'page'),
      });
    } catch (error) {
      throw new ExportShapeError(`${rel}: ${error instanceof Error ? error.message : error}`);
    }
    await writeFile(file, html);
  }
  await Promise.all(
    [...propsFiles.files].map(([url, json]) => writeFile(path.join(OUT, url.replace(/^\//, '')), json)),
  );

  // What no page refers to any more: RSC payloads, Next's runtime, the inlined stylesheet.
  const removed = [...ofKind('rsc'), ...ofKind('next-runtime'), ...ofKind('stylesheet'), ...ofKind('not-found-copy')];
  await Promise.all(removed.map((rel) => rm(path.join(OUT, rel))));
  // Their folders are empty now; rmdir (not a recursive rm) fails if anything were left in one.
  const folders = new Set(removed.map((rel) => path.dirname(rel)).filter((dir) => dir.startsWith('_next/static/')));
  // The not-found copies' folders held only RSC files beside them.
  for (const rel of ofKind('not-found-copy')) folders.add(path.dirname(rel));
  for (const folder of folders) await rmdir(path.join(OUT, folder));
  return { pages: pages.length, removed: removed.length, entry: islands.entry };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const result = await finalizeExport();
    console.log(
      `finalize-export: ${result.pages} pages without Next's runtime, ${result.removed} files of Next's runtime and RSC payload removed, islands entry ${result.entry}`,
    );
  } catch (error) {
    console.error(`finalize-export FAILED: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
