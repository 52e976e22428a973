import { init, track } from '@plausible-analytics/tracker';
import { addressWithoutPersonalData, referrerWithoutPersonalData, type AnalyticsEvent } from './events';

/*
 * The tracker itself, loaded only on pages with analytics configured (lib/analytics/track.ts
 * imports this chunk on demand). Plausible sets no cookies; it ignores localhost and automated
 * browsers, so neither development nor the test suite sends anything.
 */

export function start({ domain, endpoint }: { domain: string; endpoint: string }): void {
  init({
    domain,
    endpoint,
    autoCapturePageviews: true,
    bindToWindow: false,
    logging: false,
    // Both addresses: the page's own, and the page before it (a referrer on this site can be a
    // page that had a visitor's details in its address before lib/personal-query.ts removed them).
    transformRequest: (payload) => ({
      ...payload,
      u: addressWithoutPersonalData(payload.u),
      r: referrerWithoutPersonalData(payload.r, window.location.origin),
    }),
  });
}

export function send({ name, props }: AnalyticsEvent): void {
  track(name, { props: { ...props } });
}
