// What crawlers are told, by build mode: robots.txt (written through next-sitemap.config.js) and
// the site-wide response headers (scripts/export/hosting/headers.mjs). A preview (any build that is not a
// verified production build, see the site manifest's `preview`) asks every crawler to stay out;
// a production build invites them and points to the sitemap. CommonJS so that next-sitemap's
// config can require it; typed for the unit tests by crawl-rules.d.cts.

/**
 * The text of out/robots.txt.
 * @param {{ preview: boolean, siteUrl: string }} options
 * @returns {string}
 */
function robotsTxt({ preview, siteUrl }) {
  if (preview) return ['# Preview build: not for public use.', 'User-agent: *', 'Disallow: /', ''].join('\n');
  const origin = siteUrl.replace(/\/+$/, '');
  return ['User-agent: *', 'Allow: /', '', `Host: ${origin}`, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/**
 * Headers every response carries because of the build mode: a preview is `noindex` for
 * everything it serves, HTML or not.
 * @param {boolean} preview
 * @returns {Record<string, string>}
 */
function robotsHeaders(preview) {
  return preview ? { 'X-Robots-Tag': 'noindex' } : {};
}

module.exports = { robotsTxt, robotsHeaders };
