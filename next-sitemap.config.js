// Writes out/sitemap.xml and out/robots.txt: the build's "sitemap" step (scripts/export/steps/sitemap.ts)
// runs next-sitemap under tsx, so this file can read the site's facts from the validated content as
// the pages did (scripts/export/site-facts.ts): the site URL, each page's last change, the build mode.
// robots.txt depends on the build mode: a preview disallows everything (scripts/export/hosting/crawl-rules.ts).
const { siteFacts } = require('./scripts/export/site-facts.ts');
const { robotsTxt } = require('./scripts/export/hosting/crawl-rules.ts');

const facts = siteFacts();
const trimSlashes = (pathname) => pathname.replace(/\/+$/, '');
const lastModified = new Map(facts.pages.map((page) => [trimSlashes(page.path), page.lastModified]));
// Pages that ask search engines not to index them (a firm whose registration is unconfirmed) are left out.
const noindex = new Set(facts.pages.filter((page) => page.noindex).map((page) => trimSlashes(page.path)));

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl: facts.siteUrl,
  outDir: 'out',
  trailingSlash: true,
  generateRobotsTxt: true,
  robotsTxtOptions: {
    transformRobotsTxt: async () => robotsTxt({ preview: facts.preview, siteUrl: facts.siteUrl }),
  },
  generateIndexSitemap: false,
  autoLastmod: false,
  changefreq: null,
  priority: null,
  // Only pages: not the 404 page, Open Graph images, icons or the roster changes' feed.
  exclude: [
    '/404',
    '/404/',
    '/_not-found',
    '/_not-found/',
    '/og/*',
    '/icon.svg',
    '/icon*',
    '/advisers/changes/feed.xml',
    '/advisers/changes/feed.xml/',
  ],
  transform: async (config, loc) =>
    noindex.has(trimSlashes(loc)) ? null : { loc, lastmod: lastModified.get(trimSlashes(loc)) ?? undefined },
};
