import { analyticsConfig, startTracker, trackLinkClicks } from '@/lib/analytics/track';

/**
 * Analytics for the whole page, imported by the page script only where the owner configured it (so
 * other pages fetch none of this): link clicks counted from now on, and the tracker itself (with
 * the page view it records) fetched once the page is idle, off the first load.
 */
export function startPageAnalytics(doc: Document): void {
  const config = analyticsConfig(doc);
  if (!config) return;
  trackLinkClicks(doc);
  // For tests and anyone debugging: clicks are being counted from here on.
  doc.documentElement.dataset.analytics = 'on';
  const start = () => void startTracker(config).catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1000);
}
