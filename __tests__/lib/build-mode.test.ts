import { getBuildMode, getSite, isPreview } from '@/lib/content';
import { robotsHeaders, robotsTxt } from '@/scripts/export/hosting/crawl-rules';

/**
 * What a crawler is told, by build mode: a preview (every build that is not a verified production
 * build) asks every crawler to stay out; a production build invites them and names the sitemap.
 * The export check and e2e/preview.spec.ts check the written files; these are the rules.
 */
describe('build mode', () => {
  it('is a preview unless SITE_ENV=production passed the production gate', () => {
    // jest sets no SITE_ENV, so the real content loads as a preview.
    expect(getBuildMode()).toBe('preview');
    expect(isPreview()).toBe(true);
  });
});

describe('robots.txt', () => {
  const siteUrl = 'https://www.cincinnati-fiduciary.test';

  it('disallows every path to every crawler in a preview, and names no sitemap', () => {
    const text = robotsTxt({ preview: true, siteUrl });
    expect(text).toMatch(/^User-agent: \*\nDisallow: \/$/m);
    expect(text).not.toMatch(/^Allow:/m);
    expect(text).not.toContain('Sitemap:');
  });

  it('allows crawling in production and points to the sitemap on the site URL', () => {
    const text = robotsTxt({ preview: false, siteUrl: `${siteUrl}/` });
    expect(text).toMatch(/^User-agent: \*\nAllow: \/$/m);
    expect(text).not.toMatch(/^Disallow:/m);
    expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml\n`);
    expect(robotsTxt({ preview: false, siteUrl: getSite().siteUrl })).toContain(
      `Sitemap: ${getSite().siteUrl}/sitemap.xml`,
    );
  });
});

describe('site-wide response headers', () => {
  it('send X-Robots-Tag: noindex for everything a preview serves', () => {
    expect(robotsHeaders(true)).toEqual({ 'X-Robots-Tag': 'noindex' });
  });

  it('send no robots header in production', () => {
    expect(robotsHeaders(false)).toEqual({});
  });
});
