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
 * Run after `npm run build`; exits 1 with a list of problems.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { readSiteManifest } from './site-manifest.cjs';
import { pageHtmlFiles } from './export-pages.mjs';

const OUT = path.resolve(process.argv[2] ?? 'out');
const manifest = readSiteManifest();
/** The headline of components/layout/preview-banner.tsx. */
const PREVIEW_BANNER_TITLE = 'Preview with sample data: not for public use.';
const problems = [];
const fail = (page, message) => problems.push(`${page}: ${message}`);

/** Site path served for an HTML file: out/about/index.html → /about/. */
function routeOf(file) {
  const rel = path.relative(OUT, file).split(path.sep).join('/');
  return rel === 'index.html' ? '/' : `/${rel.replace(/index\.html$/, '')}`;
}

/** The out/ file a site path resolves to, as a static host would serve it. */
function fileFor(pathname) {
  const clean = decodeURIComponent(pathname.split('?')[0]);
  const candidates = clean.endsWith('/')
    ? [path.join(OUT, clean, 'index.html')]
    : [path.join(OUT, clean), path.join(OUT, clean, 'index.html')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

function pngSize(file) {
  const buffer = readFileSync(file);
  const signature = buffer.subarray(0, 8).toString('hex');
  if (signature !== '89504e470d0a1a0a') return null;
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

// Properties search engines require (or strongly expect) per schema.org type.
const REQUIRED = {
  Organization: ['name', 'url'],
  WebSite: ['name', 'url'],
  BreadcrumbList: ['itemListElement'],
  FinancialService: ['name', 'address', 'url'],
  BlogPosting: ['headline', 'datePublished', 'author', 'image', 'mainEntityOfPage'],
  FAQPage: ['mainEntity'],
  ItemList: ['itemListElement'],
};

function checkJsonLd(page, node, siteOrigin) {
  const type = node['@type'];
  if (!node['@context']) fail(page, `JSON-LD ${type ?? '(no type)'} has no @context`);
  if (!type) return fail(page, 'JSON-LD block has no @type');
  for (const property of REQUIRED[type] ?? []) {
    if (node[property] === undefined || (Array.isArray(node[property]) && node[property].length === 0))
      fail(page, `JSON-LD ${type} lacks "${property}"`);
  }
  // A firm's entry describes the firm, whose calls we do not answer: it never carries the
  // directory's number. The directory's own service (a landing page with an area list) must carry it.
  if (type === 'FinancialService') {
    const isFirm = page.startsWith('/firm/');
    if (isFirm && node.telephone !== undefined)
      fail(page, 'JSON-LD FinancialService of a firm carries a telephone (calls reach the directory, not the firm)');
    if (!isFirm && node.telephone === undefined)
      fail(page, 'JSON-LD FinancialService of the directory lacks "telephone"');
  }
  if (type === 'BreadcrumbList') {
    node.itemListElement.forEach((item, index) => {
      if (item.position !== index + 1 || !item.name || !item.item)
        fail(page, `BreadcrumbList item ${index + 1} needs position, name and item`);
    });
  }
  if (type === 'FAQPage') {
    for (const question of node.mainEntity)
      if (!question.name || !question.acceptedAnswer?.text)
        fail(page, 'FAQPage question lacks name or acceptedAnswer.text');
  }
  if (type === 'ItemList') {
    for (const item of node.itemListElement)
      if (!item.position || !item.url) fail(page, 'ItemList item lacks position or url');
  }
  // Every URL in structured data must be absolute and on the configured site (or schema.org).
  JSON.stringify(node, (key, value) => {
    if (
      typeof value === 'string' &&
      (key === 'url' || key === 'item' || key === 'image' || key === '@id' || key === 'urlTemplate' || key === 'logo')
    ) {
      if (!/^https?:\/\//.test(value)) fail(page, `JSON-LD ${type} has a relative URL in "${key}": ${value}`);
      else if (!value.startsWith(siteOrigin)) fail(page, `JSON-LD ${type} "${key}" points off the site: ${value}`);
    }
    return value;
  });
}

const files = pageHtmlFiles(OUT);
const pages = files.filter((file) => !/(^|\/)(404|_not-found)(\/|\.html$)/.test(path.relative(OUT, file)));
const sitemapXml = readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
const sitemapUrls = [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
const siteOrigin = new URL(sitemapUrls[0] ?? 'https://invalid.example').origin;
const parsed = new Map(files.map((file) => [routeOf(file), parse(readFileSync(file, 'utf8'))]));
const idsOf = (root) => new Set(root.querySelectorAll('[id]').map((element) => element.getAttribute('id')));

const titles = new Map();
const descriptions = new Map();
const canonicals = [];
// Pages the content marks noindex (an unconfirmed firm's profile) stay out of the sitemap.
const noindexPaths = new Set(manifest.pages.filter((page) => page.noindex).map((page) => page.path));

for (const file of pages) {
  const page = routeOf(file);
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
    const imageFile = ogImage.startsWith(siteOrigin) ? fileFor(new URL(ogImage).pathname) : undefined;
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
    for (const node of Array.isArray(data) ? data : [data]) checkJsonLd(page, node, siteOrigin);
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

checkBuildMode();

/** What differs between a preview and a production build (see the top comment). */
function checkBuildMode() {
  const { preview } = manifest;
  for (const [page, root] of parsed) {
    const robotsMeta = root.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '';
    const noindex = /\bnoindex\b/.test(robotsMeta);
    const isNotFound = /(^|\/)(404|_not-found)(\/|\.html$)/.test(page);
    const banner = root.querySelector('[data-preview-banner]');
    if (preview) {
      if (!noindex) fail(page, 'is not noindex in a preview build');
      if (!banner?.text.includes(PREVIEW_BANNER_TITLE)) fail(page, 'lacks the preview banner');
    } else {
      if (noindex && !isNotFound && !noindexPaths.has(page))
        fail(page, 'is noindex in a production build, but the page index does not mark it noindex');
      if (banner) fail(page, 'shows the preview banner in a production build');
      if (root.querySelector('[data-unverified]')) fail(page, 'shows a "not yet checked" marker in a production build');
    }
  }
  const robots = readFileSync(path.join(OUT, 'robots.txt'), 'utf8');
  const disallowsAll = /^Disallow:\s*\/\s*$/m.test(robots);
  if (preview && !disallowsAll) fail('robots.txt', 'does not disallow everything in a preview build');
  if (!preview) {
    if (disallowsAll) fail('robots.txt', 'disallows everything in a production build');
    if (!/^Allow:\s*\/\s*$/m.test(robots)) fail('robots.txt', 'does not allow crawling in a production build');
    if (!robots.includes(`Sitemap: ${siteOrigin}/sitemap.xml`)) fail('robots.txt', 'does not point to sitemap.xml');
  }
  const headers = readFileSync(path.join(OUT, '_headers'), 'utf8');
  const blocks = headers.split(/\n(?=\S)/);
  const siteWide = blocks.find((block) => block.startsWith('/*\n')) ?? '';
  const robotsTag = /^\s+X-Robots-Tag:\s*noindex\s*$/m;
  if (preview && !robotsTag.test(siteWide)) fail('_headers', 'lacks "X-Robots-Tag: noindex" for /* in a preview build');
  // Only the content editor (/admin/*) is kept out of search results in production.
  const noindexed = blocks.filter((block) => robotsTag.test(block)).map((block) => block.split('\n')[0]);
  if (!preview && noindexed.some((rule) => rule !== '/admin/*'))
    fail('_headers', `sends "X-Robots-Tag: noindex" in a production build (for ${noindexed.join(', ')})`);
  if (!preview && !noindexed.includes('/admin/*'))
    fail('_headers', 'lacks "X-Robots-Tag: noindex" for the content editor (/admin/*)');
}

if (problems.length > 0) {
  console.error(
    `Export check failed with ${problems.length} problem(s):\n${problems.map((line) => `  - ${line}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `Export check (${manifest.preview ? 'preview' : 'production'} build): ${pages.length} pages, ${sitemapUrls.length} sitemap URLs, all metadata, JSON-LD, images and links OK.`,
);
