// Writes out/sitemap.xml and out/robots.txt after `next build` (npm's postbuild).
// The site URL and each page's last change come from the site manifest the build wrote
// (app/site-manifest.json/route.ts): the validated settings and the page index the pages use.
// robots.txt depends on the build mode: a preview disallows everything (scripts/export/hosting/crawl-rules.cjs).
const { readSiteManifest } = require('./scripts/export/site-manifest.cjs');
const { robotsTxt } = require('./scripts/export/hosting/crawl-rules.cjs');

const manifest = readSiteManifest();
const trimSlashes = (pathname) => pathname.replace(/\/+$/, '');
const lastModified = new Map(manifest.pages.map((page) => [trimSlashes(page.path), page.lastModified]));
// Pages that ask search engines not to index them (a firm whose registration is unconfirmed) are left out.
const noindex = new Set(manifest.pages.filter((page) => page.noindex).map((page) => trimSlashes(page.path)));

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl: manifest.siteUrl,
  outDir: 'out',
  trailingSlash: true,
  generateRobotsTxt: true,
  robotsTxtOptions: {
    transformRobotsTxt: async () => robotsTxt({ preview: manifest.preview, siteUrl: manifest.siteUrl }),
  },
  generateIndexSitemap: false,
  autoLastmod: false,
  changefreq: null,
  priority: null,
  // Only pages: not the 404 page, Open Graph images, icons, the build's site manifest or the roster changes' feed.
  exclude: [
    '/404',
    '/404/',
    '/_not-found',
    '/_not-found/',
    '/og/*',
    '/icon.svg',
    '/icon*',
    '/site-manifest.json',
    '/site-manifest.json/',
    '/advisers/changes/feed.xml',
    '/advisers/changes/feed.xml/',
  ],
  transform: async (config, loc) =>
    noindex.has(trimSlashes(loc)) ? null : { loc, lastmod: lastModified.get(trimSlashes(loc)) ?? undefined },
};
