// What crawlers are told, by build mode: robots.txt (written through next-sitemap.config.js) and
// the site-wide response headers (headers.ts). A preview (any build that is not a verified
// production build: SiteFacts' `preview`) asks every crawler to stay out; a production build
// invites them and points to the sitemap.

/** The text of out/robots.txt. */
export function robotsTxt({ preview, siteUrl }: { preview: boolean; siteUrl: string }): string {
  if (preview) return ['# Preview build: not for public use.', 'User-agent: *', 'Disallow: /', ''].join('\n');
  const origin = siteUrl.replace(/\/+$/, '');
  return ['User-agent: *', 'Allow: /', '', `Host: ${origin}`, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/**
 * Headers every response carries because of the build mode: a preview is `noindex` for
 * everything it serves, HTML or not.
 */
export function robotsHeaders(preview: boolean): Record<string, string> {
  return preview ? { 'X-Robots-Tag': 'noindex' } : {};
}
