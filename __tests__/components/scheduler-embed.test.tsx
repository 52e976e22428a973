/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { SchedulerEmbed } from '@/components/islands/scheduler-embed';
import { SchedulerFallback } from '@/components/sections/scheduler-section';
import { isSchedulerMessage, schedulerOptions } from '@/lib/site/scheduler';
import { SCHEDULER_URL } from '@/test-support/jest/fake-site';

const FRAME_TITLE = 'Book a free consultation';
const LEAD_FORM_URL = '/schedule-online/?name=Ann&email=ann%40example.com&a1=555&utm_campaign=kroger-retirees';

function renderEmbed({ height = 700 } = {}) {
  return render(
    <SchedulerEmbed url={SCHEDULER_URL} height={height}>
      <SchedulerFallback schedulerUrl={SCHEDULER_URL} phone="(513) 555-0100" callHours="Mon–Fri 8AM–6PM EST" />
    </SchedulerEmbed>,
  );
}

const bookingLink = () => screen.queryByRole('link', { name: /open the booking calendar/i });
const phoneLink = () => screen.queryByRole('link', { name: '(513) 555-0100' });

/** A message as the scheduler frame (or anything else on the page) would post it. */
function postMessage(data: unknown, source: Window | null = null, origin = 'https://calendly.com') {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

async function mountedFrame(): Promise<HTMLIFrameElement> {
  const frame = await screen.findByTitle(FRAME_TITLE);
  if (!(frame instanceof HTMLIFrameElement)) throw new Error('the scheduler is not an iframe');
  return frame;
}

beforeEach(() => window.history.pushState({}, '', LEAD_FORM_URL));
afterEach(() => window.history.pushState({}, '', '/'));

describe('SchedulerEmbed', () => {
  it('shows the booking link and phone number until the scheduler’s code has arrived', async () => {
    const { container } = renderEmbed();
    expect(bookingLink()).toBeVisible();
    expect(phoneLink()).toHaveAttribute('href', 'tel:+15135550100');
    expect(container.querySelector('iframe')).toBeNull();
    // The island wakes near the viewport (e2e/scheduler.spec.ts); once awake, the widget follows.
    await mountedFrame();
  });

  it('mounts the scheduler once awake with the lead form’s answers and UTM campaign', async () => {
    renderEmbed();
    const frame = await mountedFrame();
    const src = new URL(frame.src);
    expect(`${src.origin}${src.pathname}`).toBe(SCHEDULER_URL);
    expect(src.searchParams.get('name')).toBe('Ann');
    expect(src.searchParams.get('email')).toBe('ann@example.com');
    expect(src.searchParams.get('a1')).toBe('555');
    expect(src.searchParams.get('utm_campaign')).toBe('kroger-retirees');
    // The booking page in the site's colours, without a second cookie banner.
    expect(src.searchParams.get('primary_color')).toBe('4338ca');
    expect(src.searchParams.get('hide_gdpr_banner')).toBe('1');
    expect(frame.parentElement).toHaveStyle({ height: '700px' });
  });

  it('keeps the fallback in view and the loading scheduler out of reach until it says it is ready', async () => {
    renderEmbed();
    const frame = await mountedFrame();
    expect(bookingLink()).toBeVisible();
    expect(frame.closest('[inert]')).not.toBeNull();
    expect(frame.closest('.sr-only')).not.toBeNull();
  });

  it('hides the fallback and reveals the scheduler once the scheduler frame posts a calendly.* message', async () => {
    renderEmbed();
    const frame = await mountedFrame();
    postMessage({ event: 'calendly.event_type_viewed', payload: {} }, frame.contentWindow);
    expect(bookingLink()).toBeNull();
    expect(phoneLink()).toBeNull();
    expect(frame).toBeInTheDocument();
    expect(frame.closest('[inert]')).toBeNull();
    expect(frame.closest('.sr-only')).toBeNull();
  });

  it('ignores a calendly.* message from another frame or another origin', async () => {
    renderEmbed();
    const frame = await mountedFrame();
    // Another scheduler on the page (e.g. in the badge's dialog) posts from its own window.
    postMessage({ event: 'calendly.event_type_viewed' }, window);
    // The right frame, but a message claiming a different origin.
    postMessage({ event: 'calendly.event_type_viewed' }, frame.contentWindow, 'https://evil.example');
    expect(bookingLink()).toBeVisible();
    expect(frame.closest('[inert]')).not.toBeNull();
  });

  it('ignores messages that are not the scheduler’s own', async () => {
    renderEmbed();
    const frame = await mountedFrame();
    for (const data of [
      { event: 'page_height', payload: { height: '900px' } },
      'calendly.event_type_viewed',
      { type: 'calendly.event_type_viewed' },
      { event: 'Calendly.event_type_viewed' },
      { event: ['calendly.event_type_viewed'] },
      null,
    ]) {
      postMessage(data, frame.contentWindow);
    }
    expect(bookingLink()).toBeVisible();
    expect(frame.closest('[inert]')).not.toBeNull();
  });

  it('sizes the scheduler to the height it was given', async () => {
    renderEmbed({ height: 630 });
    const frame = await mountedFrame();
    expect(new URL(frame.src).searchParams.get('utm_campaign')).toBe('kroger-retirees');
    expect(frame.parentElement).toHaveStyle({ height: '630px' });
  });

  it('opens the plain booking page when the page URL carries no answers or campaign', async () => {
    window.history.pushState({}, '', '/tax-planning/?ref=newsletter&gclid=abc');
    renderEmbed();
    const params = new URL((await mountedFrame()).src).searchParams;
    for (const key of ['name', 'email', 'a1', 'utm_campaign', 'utm_source', 'ref', 'gclid'])
      expect(params.has(key)).toBe(false);
  });
});

describe('isSchedulerMessage: edge cases', () => {
  it('needs the "calendly." prefix exactly, in lower case, at the start', () => {
    expect(isSchedulerMessage({ event: 'calendly.date_and_time_selected' })).toBe(true);
    expect(isSchedulerMessage({ event: 'calendly.event_scheduled', payload: { invitee: { uri: 'x' } } })).toBe(true);
    for (const event of [
      'calendly',
      'calendly_event_type_viewed',
      'CALENDLY.event_type_viewed',
      'my.calendly.event',
      ' calendly.event_type_viewed',
      '',
    ]) {
      expect(isSchedulerMessage({ event })).toBe(false);
    }
  });

  it('rejects other shapes a page can receive (arrays, numbers, booleans, nested events)', () => {
    for (const data of [
      [],
      ['calendly.event_type_viewed'],
      0,
      true,
      { data: { event: 'calendly.event_type_viewed' } },
      { event: { name: 'calendly.x' } },
      { event: null },
    ]) {
      expect(isSchedulerMessage(data)).toBe(false);
    }
  });
});

describe('schedulerOptions: edge cases', () => {
  it('pre-fills first and last name, the later custom answers and the remaining UTM fields', () => {
    const options = schedulerOptions(
      new URLSearchParams(
        'first_name=Ann&last_name=Lee&a10=Kroger+pension&a5=Hyde+Park&utm_content=hero&utm_term=fiduciary',
      ),
    );
    expect(options).toEqual({
      prefill: { firstName: 'Ann', lastName: 'Lee', customAnswers: { a5: 'Hyde Park', a10: 'Kroger pension' } },
      utm: { utmContent: 'hero', utmTerm: 'fiduciary' },
    });
  });

  it('takes the first of repeated values, drops blank ones and leaves out customAnswers when there are none', () => {
    const options = schedulerOptions(
      new URLSearchParams('name=Ann&name=Bob&email=+++&a1=&utm_source=%20&utm_medium=radio&utm_medium=tv'),
    );
    expect(options).toEqual({ prefill: { name: 'Ann' }, utm: { utmMedium: 'radio' } });
    expect(options.prefill).not.toHaveProperty('customAnswers');
  });

  it('ignores keys that only look like scheduler keys', () => {
    expect(schedulerOptions(new URLSearchParams('a0=x&a11=x&A1=x&Name=x&utm_id=x&UTM_SOURCE=x&first-name=x'))).toEqual({
      prefill: {},
      utm: {},
    });
  });

  it('caps a very long answer at 500 characters', () => {
    const options = schedulerOptions(new URLSearchParams({ a2: 'x'.repeat(2000), utm_campaign: 'y'.repeat(600) }));
    expect(options.prefill.customAnswers?.a2).toHaveLength(500);
    expect(options.utm.utmCampaign).toHaveLength(500);
  });
});
