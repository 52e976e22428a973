import { init, track } from '@plausible-analytics/tracker';
import { addressWithoutPersonalData, type AnalyticsEvent } from './events';

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
    transformRequest: (payload) => ({ ...payload, u: addressWithoutPersonalData(payload.u) }),
  });
}

export function send({ name, props }: AnalyticsEvent): void {
  track(name, { props: { ...props } });
}
