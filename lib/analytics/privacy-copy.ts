import type { AnalyticsSettings } from './settings';
import { DEFAULT_ANALYTICS_ENDPOINT } from '@/lib/content/site-schema';
import { ANALYTICS_EVENTS } from './events';

/**
 * What the privacy policy says about analytics, from the owner's settings: that there is none, or
 * who processes it and exactly what is sent. Filled into `{{analytics-brief}}` and
 * `{{analytics-service}}` of content/legal/privacy-policy.md.
 */
export function analyticsPolicyCopy(settings: AnalyticsSettings | null): { brief: string; service: string } {
  if (!settings)
    return {
      brief: 'The website itself sets no cookies and runs no analytics or advertising trackers.',
      service: '',
    };
  const processor =
    settings.endpoint === DEFAULT_ANALYTICS_ENDPOINT
      ? 'Plausible Insights OÜ, an EU company based in Estonia that hosts its service in the EU'
      : `the Plausible Analytics server at ${new URL(settings.endpoint).host}`;
  const events = ANALYTICS_EVENTS.map((name) => `“${name}”`).join(', ');
  return {
    brief:
      'The website sets no cookies and runs no advertising trackers. It counts visits and a few actions, such as a tap on our phone number, with Plausible Analytics, which uses no cookies and keeps no personal data (see "Third-party services").',
    service: [
      `- **Plausible Analytics (visit counts).** Our pages send ${processor} the address of the page and of the page of ours you came from, `,
      `without their query strings except campaign tags (such as utm_source) and the list filters that describe firms (such as the fee model), `,
      `or, if you came from another website, that website's domain; your browser, operating system and device type, and, for the actions we count (${events}), `,
      `the action's name, the kind of page and, where it concerns a firm, that firm's short name. `,
      `It never receives what you type or choose, your name, e-mail address, phone number, ZIP code or answers, or your booking. `,
      `Plausible sets no cookies and stores no IP address: it counts unique visitors with a daily identifier derived from the IP address and browser, which it discards after 24 hours.`,
    ].join(''),
  };
}
