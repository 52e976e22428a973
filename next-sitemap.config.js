// Writes out/sitemap.xml and out/robots.txt after `next build` (npm's postbuild).
// The site URL comes from the same setting the pages use: SITE_URL, else content/site.json.
const site = require('./content/site.json');

const siteUrl = (process.env.SITE_URL || site.siteUrl).replace(/\/+$/, '');

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl,
  outDir: 'out',
  trailingSlash: true,
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  changefreq: null,
  priority: null,
  exclude: ['/404', '/404/', '/_not-found', '/_not-found/', '/og/*', '/icon*', '/apple-icon*'],
};
