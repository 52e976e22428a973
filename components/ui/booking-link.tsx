import type { ReactNode } from 'react';

/** Marks links whose query string the islands entry extends with the page's own (see carryBookingParams). */
const BOOKING_LINK_ATTRIBUTE = 'data-booking-link';

/**
 * Opens the booking page in a new tab. A plain link in the HTML; the islands entry adds the page's
 * prefill and UTM parameters to it at load (no React needed), so a visitor coming from a lead form
 * never retypes anything.
 */
export function BookingLink({
  schedulerUrl,
  className,
  children,
}: {
  schedulerUrl: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={schedulerUrl} target="_blank" rel="noopener" className={className} {...{ [BOOKING_LINK_ATTRIBUTE]: '' }}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
