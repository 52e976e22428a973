#!/usr/bin/env node
/**
 * Checks the whole static export the way a crawler sees it, reading every HTML file in out/:
 * one title, description, canonical and h1 per page; unique titles and descriptions; canonical
 * URLs match sitemap.xml one to one; JSON-LD parses and carries the properties search engines
 * require; every og:image is a 1200×630 PNG in out/; every internal link and #anchor resolves.
 * The build mode comes from the site manifest: a preview must be noindex on every page, carry the
 * preview banner, disallow everything in robots.txt and send X-Robots-Tag: noindex; a production
 * build must do none of these (noindex only on the 404 page and pages the index marks noindex; the
 * header only for the content editor at /admin/) and show no "not yet checked" marker anywhere.
 * Run after `npm run build`; exits 1 with a list of problems. The JSON-LD rules, the build-mode
 * rules and the helpers for files in out/ are in scripts/checks/.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { readSiteManifest } from '../export/site-manifest.cjs';
import { pageHtmlFiles } from '../export/pages.mjs';
import { checkBuildMode } from './build-mode.mjs';
import { checkJsonLd } from './json-ld.mjs';
import { fileFor, pngSize, routeOf } from './out-files.mjs';

const OUT = path.resolve(process.argv[2] ?? 'out');
const manifest = readSiteManifest();
const problems = [];
const fail = (page, message) => problems.push(`${page}: ${message}`);

const files = pageHtmlFiles(OUT);
const pages = files.filter((file) => !/(^|\/)(404|_not-found)(\/|\.html$)/.test(path.relative(OUT, file)));
const sitemapXml = readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
const sitemapUrls = [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
const siteOrigin = new URL(sitemapUrls[0] ?? 'https://invalid.example').origin;
const parsed = new Map(files.map((file) => [routeOf(OUT, file), parse(readFileSync(file, 'utf8'))]));
const idsOf = (root) => new Set(root.querySelectorAll('[id]').map((element) => element.getAttribute('id')));

const titles = new Map();
const descriptions = new Map();
const canonicals = [];
// Pages the content marks noindex (an unconfirmed firm's profile) stay out of the sitemap.
const noindexPaths = new Set(manifest.pages.filter((page) => page.noindex).map((page) => page.path));

for (const file of pages) {
  const page = routeOf(OUT, file);
  const root = parsed.get(page);
  const count = (selector) => root.querySelectorAll(selector).length;
  if (count('title') !== 1) fail(page, `has ${count('title')} <title> elements`);
  if (count('meta[name="description"]') !== 1) fail(page, `has ${count('meta[name="description"]')} meta descriptions`);
  if (count('link[rel="canonical"]') !== 1) fail(page, `has ${count('link[rel="canonical"]')} canonical links`);
  if (count('h1') !== 1) fail(page, `has ${count('h1')} h1 elements`);

  const title = root.querySelector('title')?.text.trim() ?? '';
  const description = root.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '';
  if (description.length < 70 || description.length > 160)
    fail(page, `description is ${description.length} characters (70–160)`);
  titles.set(title, [...(titles.get(title) ?? []), page]);
  descriptions.set(description, [...(descriptions.get(description) ?? []), page]);

  const canonical = root.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
  if (!noindexPaths.has(page)) canonicals.push(canonical);
  if (canonical !== `${siteOrigin}${page}`) fail(page, `canonical ${canonical} is not ${siteOrigin}${page}`);

  for (const property of [
    'og:title',
    'og:description',
    'og:url',
    'og:site_name',
    'og:type',
    'og:image',
    'og:image:width',
    'og:image:height',
    'og:image:alt',
  ]) {
    if (!root.querySelector(`meta[property="${property}"]`)) fail(page, `lacks ${property}`);
  }
  if (!root.querySelector('meta[name="twitter:card"]')) fail(page, 'lacks twitter:card');
  const ogImage = root.querySelector('meta[property="og:image"]')?.getAttribute('content');
  if (ogImage) {
    const imageFile = ogImage.startsWith(siteOrigin) ? fileFor(OUT, new URL(ogImage).pathname) : undefined;
    const size = imageFile ? pngSize(imageFile) : null;
    if (!imageFile) fail(page, `og:image ${ogImage} is not a file in out/`);
    else if (!size || size.width !== 1200 || size.height !== 630)
      fail(page, `og:image ${ogImage} is not a 1200×630 PNG`);
  }

  const blocks = root.querySelectorAll('script[type="application/ld+json"]');
  if (blocks.length === 0) fail(page, 'has no JSON-LD');
  for (const block of blocks) {
    let data;
    try {
      data = JSON.parse(block.text);
    } catch (error) {
      fail(page, `JSON-LD does not parse: ${error.message}`);
      continue;
    }
    for (const node of Array.isArray(data) ? data : [data]) checkJsonLd(page, node, siteOrigin, fail);
  }
  const types = blocks.flatMap((block) => {
    try {
      const data = JSON.parse(block.text);
      return (Array.isArray(data) ? data : [data]).map((node) => node['@type']);
    } catch {
      return [];
    }
  });
  for (const type of ['Organization', 'WebSite']) if (!types.includes(type)) fail(page, `lacks ${type} JSON-LD`);
  if (page !== '/' && !types.includes('BreadcrumbList')) fail(page, 'lacks BreadcrumbList JSON-LD');
}

// Internal links and anchors, on every HTML file (the 404 page included).
for (const [page, root] of parsed) {
  for (const anchor of root.querySelectorAll('a[href]')) {
    const href = anchor.getAttribute('href');
    if (/^(https?:|mailto:|tel:)/.test(href)) continue;
    const url = new URL(href, `${siteOrigin}${page}`);
    const target = url.pathname === page ? root : parsed.get(url.pathname);
    // A published file that is not a page (the roster changes' Atom feed): it must exist.
    if (!target && /\.xml$/.test(url.pathname) && existsSync(path.join(OUT, url.pathname))) continue;
    if (!target) {
      fail(page, `links to ${href}, which is not a page in out/`);
      continue;
    }
    if (url.hash && !idsOf(target).has(decodeURIComponent(url.hash.slice(1))))
      fail(page, `links to ${href}, but that page has no element with that id`);
  }
}

for (const [title, where] of titles) if (where.length > 1) fail(where.join(', '), `share the title "${title}"`);
for (const [description, where] of descriptions)
  if (where.length > 1) fail(where.join(', '), `share the description "${description.slice(0, 60)}…"`);

const canonicalSet = new Set(canonicals);
const sitemapSet = new Set(sitemapUrls);
if (sitemapSet.size !== sitemapUrls.length) fail('sitemap.xml', 'lists a URL more than once');
for (const url of canonicalSet) if (!sitemapSet.has(url)) fail('sitemap.xml', `misses ${url}`);
for (const url of sitemapSet)
  if (!canonicalSet.has(url)) fail('sitemap.xml', `lists ${url}, which is no page's canonical URL`);

const notFound = parsed.get('/404.html') ?? parse(readFileSync(path.join(OUT, '404.html'), 'utf8'));
if (!/noindex/.test(notFound.querySelector('meta[name="robots"]')?.getAttribute('content') ?? ''))
  fail('404.html', 'is not noindex');

checkBuildMode({ out: OUT, preview: manifest.preview, parsed, noindexPaths, siteOrigin, fail });

if (problems.length > 0) {
  console.error(
    `Export check failed with ${problems.length} problem(s):\n${problems.map((line) => `  - ${line}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `Export check (${manifest.preview ? 'preview' : 'production'} build): ${pages.length} pages, ${sitemapUrls.length} sitemap URLs, all metadata, JSON-LD, images and links OK.`,
);
