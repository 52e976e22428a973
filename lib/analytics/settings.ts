import { DEFAULT_ANALYTICS_ENDPOINT, type SiteConfig } from '@/lib/content/site-schema';

/** The analytics the owner switched on: Plausible's site domain, the event endpoint and its origin. */
export interface AnalyticsSettings {
  domain: string;
  endpoint: string;
  /** The endpoint's origin, allowed as `connect-src` in each page's policy. */
  origin: string;
}

/** The settings' analytics, or null while the owner has set none (then no page loads tracker code). */
export function analyticsSettings(site: Pick<SiteConfig, 'analytics'>): AnalyticsSettings | null {
  if (!site.analytics) return null;
  const endpoint = site.analytics.endpoint ?? DEFAULT_ANALYTICS_ENDPOINT;
  return { domain: site.analytics.domain, endpoint, origin: new URL(endpoint).origin };
}

/**
 * The `<html>` attributes that switch analytics on in the browser (lib/analytics/track.ts reads
 * them). Nothing at all when analytics is off, so such a page carries no trace of it.
 */
export function analyticsAttributes(settings: AnalyticsSettings | null): Record<string, string> {
  if (!settings) return {};
  return { 'data-analytics-domain': settings.domain, 'data-analytics-endpoint': settings.endpoint };
}
