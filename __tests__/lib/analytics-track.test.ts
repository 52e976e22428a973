/** @jest-environment jsdom */
import {
  TRACK_EVENT,
  addressWithoutPersonalData,
  referrerWithoutPersonalData,
  schedulerAnalyticsEvent,
  type AnalyticsEvent,
} from '@/lib/analytics/events';
import { track, trackLinkClicks } from '@/lib/analytics/track';
import { send, start } from '@/lib/analytics/plausible';

// The tracker chunk, replaced: these tests are about what the site decides to send.
jest.mock('@/lib/analytics/plausible', () => ({ start: jest.fn(), send: jest.fn() }));

const root = document.documentElement;
let seen: AnalyticsEvent[] = [];
const listen = (event: Event) => seen.push((event as CustomEvent<AnalyticsEvent>).detail);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function configure(on: boolean) {
  if (on) {
    root.dataset.analyticsDomain = 'www.example.com';
    root.dataset.analyticsEndpoint = 'https://plausible.io/api/event';
  } else {
    delete root.dataset.analyticsDomain;
    delete root.dataset.analyticsEndpoint;
  }
}

beforeEach(() => {
  seen = [];
  window.addEventListener(TRACK_EVENT, listen);
  root.dataset.pageType = 'landing';
  window.history.replaceState(null, '', '/fee-only-financial-advisor-cincinnati/');
  jest.mocked(send).mockClear();
});
afterEach(() => {
  window.removeEventListener(TRACK_EVENT, listen);
  configure(false);
  document.body.innerHTML = '';
});

describe('track()', () => {
  it('does nothing at all while analytics is not configured: no event, no tracker loaded', async () => {
    configure(false);
    track('Call click');
    await flush();
    expect(seen).toEqual([]);
    expect(start).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it('when configured, starts the tracker once and sends the event with the kind of page', async () => {
    configure(true);
    track('Lead form started', { form: 'kroger-retirees' });
    track('Lead form submitted', { form: 'kroger-retirees' });
    await flush();
    const expected = [
      { name: 'Lead form started', props: { page: 'landing', form: 'kroger-retirees' } },
      { name: 'Lead form submitted', props: { page: 'landing', form: 'kroger-retirees' } },
    ];
    expect(seen).toEqual(expected);
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith({ domain: 'www.example.com', endpoint: 'https://plausible.io/api/event' });
    expect(jest.mocked(send).mock.calls.map(([event]) => event)).toEqual(expected);
  });

  it("on a firm profile, adds the profile's firm; empty properties are left out", async () => {
    configure(true);
    root.dataset.pageType = 'firm';
    window.history.replaceState(null, '', '/firm/foster-motley/');
    track('Scheduler shown', { form: '' });
    expect(seen).toEqual([{ name: 'Scheduler shown', props: { page: 'firm', firm: 'foster-motley' } }]);
  });
});

describe('link clicks', () => {
  const click = (selector: string) =>
    document
      .querySelector<HTMLElement>(selector)
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

  beforeAll(() => trackLinkClicks(document));

  it('counts a call, an e-mail and a firm-website click, with the firm of the card the link sits in', () => {
    configure(true);
    document.body.innerHTML = `
      <a id="call" href="tel:+15135550100"><span>Call</span></a>
      <li data-firm="bartlett-wealth-management"><a id="card-call" href="tel:+15135550100">Ask us</a></li>
      <a id="mail" href="mailto:hello@example.com">Write</a>
      <a id="site" href="https://allworthfinancial.com" data-firm-website data-firm="allworth-financial">Website</a>
      <a id="plain" href="/about/">About</a>`;
    for (const id of ['#call span', '#card-call', '#mail', '#site', '#plain']) click(id);
    expect(seen).toEqual([
      { name: 'Call click', props: { page: 'landing' } },
      { name: 'Call click', props: { page: 'landing', firm: 'bartlett-wealth-management' } },
      { name: 'Email click', props: { page: 'landing' } },
      { name: 'Firm website click', props: { page: 'landing', firm: 'allworth-financial' } },
    ]);
  });

  it('counts nothing when analytics is not configured', () => {
    document.body.innerHTML = '<a id="call" href="tel:+15135550100">Call</a>';
    click('#call');
    expect(seen).toEqual([]);
  });
});

describe('what leaves the browser', () => {
  it('the page address loses its query string (ZIP, answers, prefilled name) except campaign tags, and its fragment', () => {
    expect(
      addressWithoutPersonalData(
        'https://www.example.com/schedule-online/?name=Jane+Doe&email=jane%40example.com&utm_source=website&zip=45202&utm_campaign=kroger#book',
      ),
    ).toBe('https://www.example.com/schedule-online/?utm_source=website&utm_campaign=kroger');
    expect(addressWithoutPersonalData('https://www.example.com/match/?step=7&assets=1m-5m')).toBe(
      'https://www.example.com/match/',
    );
    // Filters that describe firms stay; the visitor's ZIP code and assets, and a calculator's figures, go.
    expect(
      addressWithoutPersonalData(
        'https://www.example.com/directory/?fee=fee-only&zip=45202&assets=250000&focus=retirement',
      ),
    ).toBe('https://www.example.com/directory/?fee=fee-only&focus=retirement');
    expect(addressWithoutPersonalData('https://www.example.com/fees/?amount=730000&years=20')).toBe(
      'https://www.example.com/fees/',
    );
  });

  it('the referrer is cleaned the same way on this site, and is only its origin for another site', () => {
    const site = 'https://www.example.com';
    expect(
      referrerWithoutPersonalData(
        'https://www.example.com/schedule-online/?name=Jane+Doe&email=jane%40example.com&a1=513-555-0199&utm_campaign=kroger',
        site,
      ),
    ).toBe('https://www.example.com/schedule-online/?utm_campaign=kroger');
    expect(referrerWithoutPersonalData('https://www.example.com/advisers/?zip=45202&sort=assets', site)).toBe(
      'https://www.example.com/advisers/?sort=assets',
    );
    expect(referrerWithoutPersonalData('https://search.example.org/results?q=jane+doe+45202', site)).toBe(
      'https://search.example.org/',
    );
    expect(referrerWithoutPersonalData('', site)).toBeNull();
    expect(referrerWithoutPersonalData(null, site)).toBeNull();
    expect(referrerWithoutPersonalData('not a url', site)).toBeNull();
  });

  it("the scheduler's shown, time-selected and booked messages are counted; others are not", () => {
    expect(schedulerAnalyticsEvent('calendly.event_type_viewed')).toBe('Scheduler shown');
    expect(schedulerAnalyticsEvent('calendly.date_and_time_selected')).toBe('Scheduler time selected');
    expect(schedulerAnalyticsEvent('calendly.event_scheduled')).toBe('Booking completed');
    expect(schedulerAnalyticsEvent('calendly.page_height')).toBeUndefined();
    expect(schedulerAnalyticsEvent('constructor')).toBeUndefined();
  });
});
