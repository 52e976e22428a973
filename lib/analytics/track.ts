import { TRACK_EVENT, firmOfPath, type AnalyticsEvent, type AnalyticsEventName, type AnalyticsProps } from './events';

/**
 * The site's one way to count something: `track('Call click', { firm })`. Islands and the page
 * script call it; it does nothing unless the owner set up analytics (the export then marks
 * `<html data-analytics-domain data-analytics-endpoint>`, lib/analytics/settings.ts). The tracker
 * (@plausible-analytics/tracker, ./plausible.ts) is a separate chunk fetched only on such pages.
 */

interface TrackerConfig {
  domain: string;
  endpoint: string;
}

type Tracker = typeof import('./plausible');
let tracker: Promise<Tracker> | undefined;

/** The analytics settings the page carries, or null when analytics is off (or outside a browser). */
export function analyticsConfig(doc: Document | undefined = globalThis.document): TrackerConfig | null {
  const root = doc?.documentElement;
  const domain = root?.dataset.analyticsDomain;
  const endpoint = root?.dataset.analyticsEndpoint;
  return domain && endpoint ? { domain, endpoint } : null;
}

/** Loads and starts the tracker once (it counts the page view as it starts). */
export function startTracker(config: TrackerConfig): Promise<Tracker> {
  tracker ??= import('./plausible').then((module) => {
    module.start(config);
    return module;
  });
  return tracker;
}

/** Counts one event, with the page's kind and (on a profile) its firm added. */
export function track(name: AnalyticsEventName, props: Partial<AnalyticsProps> = {}): void {
  const config = analyticsConfig();
  if (!config) return;
  const root = document.documentElement;
  const pageFirm = firmOfPath(window.location.pathname);
  const event: AnalyticsEvent = {
    name,
    props: {
      page: root.dataset.pageType ?? 'page',
      ...(pageFirm ? { firm: pageFirm } : {}),
      ...withoutEmpty(props),
    },
  };
  window.dispatchEvent(new CustomEvent<AnalyticsEvent>(TRACK_EVENT, { detail: event }));
  startTracker(config).then(
    (module) => module.send(event),
    // The tracker chunk failed to load (offline, blocked): the page goes on without counting.
    () => undefined,
  );
}

function withoutEmpty(props: Partial<AnalyticsProps>): Partial<AnalyticsProps> {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined && value !== ''));
}

/** A delegated listener that counts calls, e-mails and firm-website visits from any link on the page. */
export function trackLinkClicks(doc: Document): void {
  doc.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link) return;
      const href = link.getAttribute('href') ?? '';
      const firm = link.closest<HTMLElement>('[data-firm]')?.dataset.firm;
      if (href.startsWith('tel:')) track('Call click', { firm });
      else if (href.startsWith('mailto:')) track('Email click', { firm });
      else if (link.hasAttribute('data-firm-website')) track('Firm website click', { firm });
    },
    { capture: true },
  );
}
