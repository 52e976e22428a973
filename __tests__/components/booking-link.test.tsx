/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { BookingLink } from '@/components/ui/booking-link';
import { carryBookingParams } from '@/lib/site/booking-links';
import { SCHEDULER_URL } from '@/test-support/jest/fake-site';

function renderAt(url: string) {
  window.history.pushState({}, '', url);
  const { container } = render(
    <BookingLink schedulerUrl={SCHEDULER_URL} className="button">
      Open the booking calendar
    </BookingLink>,
  );
  // What the islands entry does on every page once the HTML has loaded.
  carryBookingParams(container, window.location.search);
  return screen.getByRole('link', { name: /open the booking calendar/i });
}

afterEach(() => window.history.pushState({}, '', '/'));

describe('BookingLink', () => {
  it('carries the lead form’s prefill and UTM values from the page URL into the booking link', () => {
    const link = renderAt(
      '/schedule-online/?utm_source=website&utm_medium=lead-form&utm_campaign=tax-planning&name=Jane+Doe&email=jane%40example.com&a1=%28513%29+555-0100&a2=&a3=Tax+planning&fbclid=tracking',
    );
    const href = new URL(link.getAttribute('href') ?? '');
    expect(`${href.origin}${href.pathname}`).toBe(SCHEDULER_URL);
    expect(Object.fromEntries(href.searchParams)).toEqual({
      utm_source: 'website',
      utm_medium: 'lead-form',
      utm_campaign: 'tax-planning',
      name: 'Jane Doe',
      email: 'jane@example.com',
      a1: '(513) 555-0100',
      a3: 'Tax planning',
    });
  });

  it('links to the plain booking page when the URL has nothing to pass on', () => {
    const link = renderAt('/schedule-online/?ref=newsletter');
    expect(link).toHaveAttribute('href', SCHEDULER_URL);
  });

  it('opens in a new tab and says so', () => {
    const link = renderAt('/schedule-online/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link).toHaveAccessibleName('Open the booking calendar (opens in a new tab)');
  });
});
