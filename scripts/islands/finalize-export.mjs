#!/usr/bin/env node
/**
 * Turns Next's static export into plain HTML + CSS + islands. For every HTML file in
 * out/ it removes Next's client runtime (chunk scripts, script preloads, the inline RSC flight
 * data `self.__next_f.push`, the Turbopack bootstrap), inlines the page's stylesheet, drops
 * Next's empty metadata Suspense box, and adds the islands entry built by build-islands.mjs.
 * Then it deletes the RSC .txt files and the JavaScript no page refers to any more, and moves the
 * site manifest (app/site-manifest.json, read by the post-build scripts) from out/ to .next/.
 *
 * It knows Next's output exactly and FAILS (exit 1, naming file and element) on anything it does
 * not recognise, or when something it expects is missing, so a Next upgrade that changes the
 * output cannot silently ship a broken page. docs/architecture.md lists what it relies on.
 *
 * Parsing is node-html-parser's (a real HTML parser; comments kept, as React's hydration of the
 * islands needs its `<!-- -->` text separators).
 */
import { readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { ISLANDS_DIR, buildIslands } from './build-islands.mjs';
import { SITE_MANIFEST_FILE, SITE_MANIFEST_NAME } from '../site-manifest.cjs';

const OUT = path.resolve(process.argv[2] ?? 'out');
const NEXT_STATIC = '/_next/static/';
const NEXT_CHUNKS = '/_next/static/chunks/';

/**
 * CSS inlining: the site's stylesheet is about 49 KB raw / 9 KB gzip and the same on every page.
 * As a file it costs a render-blocking request (a full round trip on a phone) on each first
 * visit; inline it adds those 9 KB to each HTML response instead. Visitors arrive from search on
 * phones and read one or two pages, so inlining wins; see docs/architecture.md for the figures.
 */
const INLINE_CSS_MAX_BYTES = 80_000;

class ExportShapeError extends Error {}

function fail(file, message) {
  throw new ExportShapeError(`${path.relative(OUT, file)}: ${message}`);
}

function describe(node) {
  return node.toString().slice(0, 160).replace(/\s+/g, ' ');
}

async function walk(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : [full];
    }),
  );
  return files.flat();
}

/** Next's inline scripts, by what they start with. Anything else inline is unknown: fail. */
function nextInlineScript(text) {
  const code = text.trim();
  if (code.startsWith('(self.__next_f=self.__next_f||[]).push(') || code.startsWith('self.__next_f.push('))
    return 'flight data';
  if (code.startsWith('(globalThis["TURBOPACK"]')) return 'turbopack bootstrap';
  return null;
}

const cssCache = new Map();
/** The stylesheet's text with its relative url()s made absolute (it moves from /_next/static/chunks/ into the page). */
async function inlineCss(href) {
  if (!cssCache.has(href)) {
    const css = await readFile(path.join(OUT, href), 'utf8');
    if (css.length > INLINE_CSS_MAX_BYTES)
      throw new ExportShapeError(`${href} is ${css.length} bytes, over the inlining limit: keep it as a file`);
    const base = new URL(href, 'https://site.invalid');
    // CSS text, not HTML: url() tokens are resolved against the file's own address.
    const absolute = css.replace(
      /url\((['"]?)(?!data:|https?:|\/)([^'")]+)\1\)/g,
      (_, quote, ref) => `url(${quote}${new URL(ref, base).pathname}${quote})`,
    );
    cssCache.set(href, absolute);
  }
  return cssCache.get(href);
}

async function finalizePage(file, islands) {
  const root = parse(await readFile(file, 'utf8'), { comment: true });
  const head = root.querySelector('head');
  const body = root.querySelector('body');
  if (!head || !body) fail(file, 'no <head> or <body>');
  const found = { chunkScripts: 0, flightData: 0, stylesheets: 0 };

  for (const script of root.querySelectorAll('script')) {
    const type = script.getAttribute('type');
    const src = script.getAttribute('src');
    if (type === 'application/ld+json') continue;
    if (type === 'application/json' && script.hasAttribute('data-island-props')) continue;
    if (src?.startsWith(NEXT_CHUNKS) && !type) {
      found.chunkScripts += 1;
      script.remove();
      continue;
    }
    if (!src && !type) {
      const kind = nextInlineScript(script.text);
      if (kind === 'flight data') found.flightData += 1;
      if (kind) {
        script.remove();
        continue;
      }
    }
    fail(file, `unknown script: ${describe(script)}`);
  }

  for (const link of root.querySelectorAll('link')) {
    const rel = link.getAttribute('rel');
    const href = link.getAttribute('href') ?? '';
    if ((rel === 'preload' && link.getAttribute('as') === 'script') || rel === 'modulepreload') {
      if (!href.startsWith(NEXT_CHUNKS)) fail(file, `unknown script preload: ${describe(link)}`);
      link.remove();
    } else if (rel === 'stylesheet' && href.startsWith(NEXT_STATIC)) {
      found.stylesheets += 1;
      link.replaceWith(`<style data-href="${href}">${await inlineCss(href)}</style>`);
    } else if (href.startsWith(NEXT_STATIC) && !(rel === 'preload' && link.getAttribute('as') === 'font')) {
      fail(file, `unknown link to Next's files: ${describe(link)}`);
    }
  }

  // Streaming: content rendered into a hidden box and moved by a $RC script. Without the scripts
  // it would stay hidden, so the build must not have produced any.
  const streamed = root.querySelector('[id^="S:"], template[id^="B:"], template[id^="P:"]');
  if (streamed) fail(file, `streamed Suspense content that only Next's scripts would reveal: ${describe(streamed)}`);
  const html = root.toString();
  if (html.includes('<!--$?-->') || html.includes('<!--$!-->'))
    fail(file, 'a pending or client-rendered Suspense boundary (<!--$?--> / <!--$!-->)');
  // Next's metadata boundary: <div hidden><!--$--><!--/$--></div>, empty once prerendered.
  for (const hidden of body.querySelectorAll(':scope > div[hidden]')) {
    if (hidden.attributes.id === undefined && hidden.childNodes.every((node) => node.nodeType === 8)) hidden.remove();
  }

  if (found.chunkScripts === 0)
    fail(file, `expected Next's ${NEXT_CHUNKS} scripts, found none (did Next's output change?)`);
  if (found.flightData === 0)
    fail(file, 'expected inline flight data (self.__next_f.push), found none (did Next change?)');
  if (found.stylesheets === 0) fail(file, 'expected a stylesheet link to /_next/static/, found none');

  for (const preload of islands.preloads)
    head.insertAdjacentHTML('beforeend', `<link rel="modulepreload" href="${preload}">`);
  head.insertAdjacentHTML('beforeend', `<script type="module" src="${islands.entry}"></script>`);
  await writeFile(file, root.toString());
}

/** The entry's static imports: fetched with it, so preloading them saves a round trip. */
async function entryPreloads(entry) {
  const metafile = JSON.parse(await readFile(path.resolve(OUT, '..', '.next', 'islands-metafile.json'), 'utf8'));
  const output = Object.entries(metafile.outputs).find(
    ([file]) => `/${path.relative(OUT, path.resolve(file)).split(path.sep).join('/')}` === entry,
  );
  if (!output) throw new ExportShapeError(`islands entry ${entry} not in esbuild's metafile`);
  return output[1].imports
    .filter((imported) => imported.kind === 'import-statement')
    .map((imported) => `/${path.relative(OUT, path.resolve(imported.path)).split(path.sep).join('/')}`);
}

export async function finalizeExport() {
  // The site manifest is for the post-build scripts, not for visitors: keep it beside the build.
  const manifest = path.join(OUT, SITE_MANIFEST_NAME);
  if (!(await stat(manifest).catch(() => null))) fail(manifest, 'missing: app/site-manifest.json should write it');
  await rename(manifest, SITE_MANIFEST_FILE);
  const islands = await buildIslands(OUT);
  const preloads = await entryPreloads(islands.entry);
  const files = await walk(OUT);
  const pages = files.filter(
    (file) => file.endsWith('.html') && !file.includes(`${path.sep}${ISLANDS_DIR}${path.sep}`),
  );
  for (const page of pages) await finalizePage(page, { entry: islands.entry, preloads });

  // RSC payloads: index.txt beside each page and Next's __next.*.txt segment files.
  const rsc = files.filter(
    (file) => path.basename(file) === 'index.txt' || /^__next\..*\.txt$/.test(path.basename(file)),
  );
  await Promise.all(rsc.map((file) => rm(file)));

  // Next's client JavaScript and build manifests: nothing refers to them any more.
  const staticDir = path.join(OUT, '_next', 'static');
  for (const name of await readdir(staticDir)) {
    const full = path.join(staticDir, name);
    if (name === 'media') continue;
    if (name === 'chunks') {
      for (const chunk of await readdir(full)) await rm(path.join(full, chunk));
      await rm(full, { recursive: true });
    } else if ((await stat(full)).isDirectory()) {
      // The build id directory (_buildManifest.js, _ssgManifest.js): Next's router only.
      await rm(full, { recursive: true });
    } else {
      throw new ExportShapeError(`unknown file in _next/static: ${name}`);
    }
  }
  return { pages: pages.length, rsc: rsc.length, entry: islands.entry };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const result = await finalizeExport();
    console.log(
      `finalize-export: ${result.pages} pages without Next's runtime, ${result.rsc} RSC files removed, islands entry ${result.entry}`,
    );
  } catch (error) {
    console.error(`finalize-export FAILED: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
