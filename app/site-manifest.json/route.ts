import { analyticsSettings } from '@/lib/analytics/settings';
import { getPageIndex, getSite, isPreview } from '@/lib/content';

/**
 * The build's facts for the scripts that run after `next build` and cannot import TypeScript:
 * next-sitemap.config.js (sitemap.xml) and scripts/export/hosting/headers.mjs (out/_headers). It carries the
 * validated settings, environment overrides applied, the build mode (robots.txt and headers differ
 * in a preview), the analytics endpoint, and every page with its type and last change, so
 * those scripts never re-read content/ on their own. The export writes it as
 * out/site-manifest.json; scripts/export/finalize-export.mjs moves it to .next/ so it is not
 * published, and scripts/export/site-manifest.cjs reads it.
 */
export const dynamic = 'force-static';

export function GET() {
  const site = getSite();
  return Response.json({
    siteUrl: site.siteUrl,
    schedulerOrigin: new URL(site.schedulerUrl).origin,
    preview: isPreview(),
    // The analytics endpoint's origin (connect-src in out/_headers), or null when analytics is off.
    analyticsOrigin: analyticsSettings(site)?.origin ?? null,
    pages: getPageIndex().map((page) => ({
      path: page.path,
      type: page.type,
      ...(page.lastModified === undefined ? {} : { lastModified: page.lastModified }),
      ...(page.noindex ? { noindex: true } : {}),
    })),
  });
}
