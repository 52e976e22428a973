/**
 * Checks the whole static export the way a crawler sees it, on every page of the export
 * (scripts/checks/export-view.ts): one title, description, canonical and h1 per page; unique titles
 * and descriptions; canonical URLs match sitemap.xml one to one; JSON-LD parses and carries the
 * properties search engines require; every og:image is a 1200×630 PNG in out/; every internal link
 * and #anchor resolves. The build mode comes from siteFacts() (the same content and environment the
 * build rendered from): a preview must be noindex on every page, carry the preview banner, disallow
 * everything in robots.txt and send X-Robots-Tag: noindex; a production build must do none of these
 * (noindex only on the 404 page and pages the index marks noindex; the header only for the content
 * editor at /admin/) and show no "not yet checked" marker anywhere. Run by scripts/checks/run.ts
 * after `npm run build`. The JSON-LD rules, the build-mode rules and the helpers for files in out/
 * are in scripts/checks/.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import { siteFacts, type SiteFacts } from '../export/site-facts';
import { checkBuildMode } from './build-mode';
import type { CheckResult, ExportView } from './export-view';
import { checkJsonLd } from './json-ld';
import { fileFor, pngSize } from './out-files';

const OG_PROPERTIES = [
  'og:title',
  'og:description',
  'og:url',
  'og:site_name',
  'og:type',
  'og:image',
  'og:image:width',
  'og:image:height',
  'og:image:alt',
];
const idsOf = (root: HTMLElement) =>
  new Set(root.querySelectorAll('[id]').map((element) => element.getAttribute('id')));
const nodesOf = (data: unknown): unknown[] => (Array.isArray(data) ? data : [data]);
const typeOf = (node: unknown) =>
  typeof node === 'object' && node !== null && '@type' in node ? node['@type'] : undefined;

export function checkExport(view: ExportView, facts: SiteFacts = siteFacts()): CheckResult {
  const problems: string[] = [];
  const fail = (page: string, message: string) => problems.push(`${page}: ${message}`);

  const pages = view.pages.filter((file) => !/(^|\/)(404|_not-found)(\/|\.html$)/.test(file.rel));
  const sitemapXml = view.text('sitemap.xml');
  const sitemapUrls = [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  const siteOrigin = new URL(sitemapUrls[0] ?? 'https://invalid.example').origin;

  const titles = new Map<string, string[]>();
  const descriptions = new Map<string, string[]>();
  const canonicals: string[] = [];
  // Pages the content marks noindex (an unconfirmed firm's profile) stay out of the sitemap.
  const noindexPaths = new Set(facts.pages.filter((page) => page.noindex).map((page) => page.path));

  for (const { route: page, root } of pages) {
    const count = (selector: string) => root.querySelectorAll(selector).length;
    // The document's title: an inline SVG's <title> (a chart's accessible name, /advisers/fees/) is not one.
    if (count('head title') !== 1) fail(page, `has ${count('head title')} <title> elements in its head`);
    if (count('meta[name="description"]') !== 1)
      fail(page, `has ${count('meta[name="description"]')} meta descriptions`);
    if (count('link[rel="canonical"]') !== 1) fail(page, `has ${count('link[rel="canonical"]')} canonical links`);
    if (count('h1') !== 1) fail(page, `has ${count('h1')} h1 elements`);

    const title = root.querySelector('head title')?.text.trim() ?? '';
    const description = root.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '';
    if (description.length < 70 || description.length > 160)
      fail(page, `description is ${description.length} characters (70–160)`);
    titles.set(title, [...(titles.get(title) ?? []), page]);
    descriptions.set(description, [...(descriptions.get(description) ?? []), page]);

    const canonical = root.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
    if (!noindexPaths.has(page)) canonicals.push(canonical);
    if (canonical !== `${siteOrigin}${page}`) fail(page, `canonical ${canonical} is not ${siteOrigin}${page}`);

    for (const property of OG_PROPERTIES) {
      if (!root.querySelector(`meta[property="${property}"]`)) fail(page, `lacks ${property}`);
    }
    if (!root.querySelector('meta[name="twitter:card"]')) fail(page, 'lacks twitter:card');
    const ogImage = root.querySelector('meta[property="og:image"]')?.getAttribute('content');
    if (ogImage) {
      const imageFile = ogImage.startsWith(siteOrigin) ? fileFor(view.out, new URL(ogImage).pathname) : undefined;
      const size = imageFile ? pngSize(imageFile) : null;
      if (!imageFile) fail(page, `og:image ${ogImage} is not a file in out/`);
      else if (!size || size.width !== 1200 || size.height !== 630)
        fail(page, `og:image ${ogImage} is not a 1200×630 PNG`);
    }

    const blocks = root.querySelectorAll('script[type="application/ld+json"]');
    if (blocks.length === 0) fail(page, 'has no JSON-LD');
    const types: unknown[] = [];
    for (const block of blocks) {
      let data: unknown;
      try {
        data = JSON.parse(block.text);
      } catch (error) {
        fail(page, `JSON-LD does not parse: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      for (const node of nodesOf(data)) {
        checkJsonLd(page, node, siteOrigin, fail);
        types.push(typeOf(node));
      }
    }
    for (const type of ['Organization', 'WebSite']) if (!types.includes(type)) fail(page, `lacks ${type} JSON-LD`);
    if (page !== '/' && !types.includes('BreadcrumbList')) fail(page, 'lacks BreadcrumbList JSON-LD');
  }

  // Internal links and anchors, on every page (the 404 page included).
  for (const { route: page, root } of view.pages) {
    for (const anchor of root.querySelectorAll('a[href]')) {
      const href = anchor.getAttribute('href') ?? '';
      if (/^(https?:|mailto:|tel:)/.test(href)) continue;
      const url = new URL(href, `${siteOrigin}${page}`);
      const target = url.pathname === page ? root : view.byRoute.get(url.pathname)?.root;
      // A published file that is not a page (the roster changes' Atom feed): it must exist.
      if (!target && /\.xml$/.test(url.pathname) && existsSync(path.join(view.out, url.pathname))) continue;
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

  const notFound = view.byRoute.get('/404.html')?.root;
  if (!notFound) fail('404.html', 'is missing');
  else if (!/noindex/.test(notFound.querySelector('meta[name="robots"]')?.getAttribute('content') ?? ''))
    fail('404.html', 'is not noindex');

  checkBuildMode({ view, preview: facts.preview, noindexPaths, siteOrigin, fail });

  const lines =
    problems.length > 0
      ? []
      : [
          `Export check (${facts.preview ? 'preview' : 'production'} build): ${pages.length} pages, ${sitemapUrls.length} sitemap URLs, all metadata, JSON-LD, images and links OK.`,
        ];
  return { problems, lines };
}
