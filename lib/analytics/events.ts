/*
 * What the site counts, in one place: the events, the properties each may carry, and how a page
 * names its kind. Free of content loading and of the tracker, so browser code and tests import it.
 * No event carries personal data: no names, e-mail addresses, phone numbers, ZIP codes, answers
 * or Calendly links; only fixed names, the kind of page and a firm's slug.
 */

export const ANALYTICS_EVENTS = [
  'Call click',
  'Email click',
  'Lead form started',
  'Lead form submitted',
  'Scheduler shown',
  'Scheduler time selected',
  'Booking completed',
  'Match finished',
  'Firm website click',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** The properties an event may carry (all strings: Plausible's custom properties are text). */
export interface AnalyticsProps {
  /** The kind of page, e.g. "firm", "landing", "article" (set by the export on `<html data-page-type>`). */
  page: string;
  /** The firm concerned: the profile's firm, or the firm whose card the link sits in. */
  firm?: string;
  /** Which form or tool, e.g. the lead form's topic set ("lead-form"). */
  form?: string;
  /** How many firms a finished match showed. */
  results?: string;
}

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  props: AnalyticsProps;
}

/** The scheduler frame's messages that are counted (others, e.g. its page height, are not). */
const SCHEDULER_EVENTS: Readonly<Record<string, AnalyticsEventName>> = {
  'calendly.event_type_viewed': 'Scheduler shown',
  'calendly.date_and_time_selected': 'Scheduler time selected',
  'calendly.event_scheduled': 'Booking completed',
};

/** The event a scheduler message counts as, if any. Its payload (invitee and event links) is never read. */
export function schedulerAnalyticsEvent(message: string): AnalyticsEventName | undefined {
  return Object.hasOwn(SCHEDULER_EVENTS, message) ? SCHEDULER_EVENTS[message] : undefined;
}

/** Dispatched on `window` for every event sent; tests (and anyone debugging) listen to it. */
export const TRACK_EVENT = 'analytics:track';

/** A firm profile's slug from its path ("/firm/foster-motley/" → "foster-motley"), else undefined. */
export function firmOfPath(pathname: string): string | undefined {
  return /^\/firm\/([a-z0-9-]+)\/?$/.exec(pathname)?.[1];
}

/**
 * The query keys analytics may record besides the campaign tags `utm_*`: the list filters that
 * describe firms, not the visitor (fee model, focus, no minimum, size, individuals, disclosures,
 * order) and the blog's category and tag. Nothing else: a ZIP code, assets, the match's answers,
 * a prefilled name or a fee calculator's figures are never sent (lib/personal-query.ts keeps the
 * visitor's details out of the address too).
 */
export const ANALYTICS_QUERY_KEYS: readonly string[] = [
  'fee',
  'focus',
  'nomin',
  'size',
  'ind',
  'disc',
  'sort',
  'category',
  'tag',
];

/** The page address as analytics records it (`u`): its path and allowed query keys, no fragment. */
export function addressWithoutPersonalData(href: string): string {
  const url = new URL(href);
  const kept = new URLSearchParams();
  for (const [key, value] of url.searchParams)
    if (key.startsWith('utm_') || ANALYTICS_QUERY_KEYS.includes(key)) kept.append(key, value);
  url.search = kept.toString();
  url.hash = '';
  return url.toString();
}

/**
 * The referrer as analytics records it (`r`): a page of this site as its own address is
 * (addressWithoutPersonalData); another site by its origin only, as browsers send it by default.
 */
export function referrerWithoutPersonalData(referrer: string | null | undefined, siteOrigin: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  return url.origin === siteOrigin ? addressWithoutPersonalData(url.href) : `${url.origin}/`;
}
