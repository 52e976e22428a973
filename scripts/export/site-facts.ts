import { analyticsSettings } from '@/lib/analytics/settings';
import { getPageIndex, getSite, isPreview } from '@/lib/content';

/**
 * What the steps after `next build` and the whole-export checks need to know about the site,
 * read from the same validated content and environment the pages were rendered from (lib/content:
 * the settings with their SITE_* overrides, the build mode, the page index). No step re-reads
 * content/ on its own, and nothing is handed over through a file.
 */
export interface SiteFacts {
  siteUrl: string;
  /** The booking calendar's origin (frame-src in out/_headers). */
  schedulerOrigin: string;
  /** The analytics endpoint's origin (connect-src), or null when analytics is off. */
  analyticsOrigin: string | null;
  /** A preview asks crawlers to stay out (robots.txt, X-Robots-Tag). */
  preview: boolean;
  pages: { path: string; type: string; lastModified?: string; noindex?: boolean }[];
}

export function siteFacts(): SiteFacts {
  const site = getSite();
  return {
    siteUrl: site.siteUrl,
    schedulerOrigin: new URL(site.schedulerUrl).origin,
    analyticsOrigin: analyticsSettings(site)?.origin ?? null,
    preview: isPreview(),
    pages: getPageIndex().map((page) => ({
      path: page.path,
      type: page.type,
      ...(page.lastModified === undefined ? {} : { lastModified: page.lastModified }),
      ...(page.noindex ? { noindex: true } : {}),
    })),
  };
}
