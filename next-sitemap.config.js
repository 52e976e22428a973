// Writes out/sitemap.xml and out/robots.txt after `next build` (npm's postbuild).
// The site URL comes from the same setting the pages use: SITE_URL, else content/site.json.
// Last-modified dates come from the content that has them (articles, firm ratings, legal pages).
const fs = require('node:fs');
const path = require('node:path');
const matter = require('gray-matter');
const yaml = require('js-yaml');
const site = require('./content/site.json');

const siteUrl = (process.env.SITE_URL || site.siteUrl).replace(/\/+$/, '');

function frontMatter(file) {
  const source = fs.readFileSync(file, 'utf8');
  return matter(source, { engines: { yaml: (text) => yaml.load(text, { schema: yaml.JSON_SCHEMA }) ?? {} } }).data;
}

function datesFrom(folder, routePrefix, pick) {
  const dir = path.join(__dirname, 'content', folder);
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => [`${routePrefix}${name.replace(/\.md$/, '')}`, pick(frontMatter(path.join(dir, name)))]);
}

const lastModified = new Map([
  ...datesFrom('blog', '/blog/', (data) => data.updated ?? data.date),
  ...datesFrom('firms', '/firm/', (data) => data.ratingAsOf),
  ...datesFrom('legal', '/', (data) => data.updated),
]);

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl,
  outDir: 'out',
  trailingSlash: true,
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  autoLastmod: false,
  changefreq: null,
  priority: null,
  // Only pages: not the 404 page, Open Graph images or icons.
  exclude: ['/404', '/404/', '/_not-found', '/_not-found/', '/og/*', '/icon.svg', '/icon*'],
  transform: async (config, loc) => ({
    loc,
    lastmod: lastModified.get(loc.replace(/\/+$/, '')) ?? undefined,
  }),
};
