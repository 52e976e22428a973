'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { schedulerParams, schedulerUrlWith } from '@/lib/scheduler';

/**
 * Opens the booking page in a new tab. After hydration it carries the page's prefill and UTM
 * parameters, so a visitor coming from a lead form never retypes anything.
 */
export function BookingLink({ schedulerUrl, className, children }: { schedulerUrl: string; className?: string; children: ReactNode }) {
  const [href, setHref] = useState(schedulerUrl);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the page's query string exists only in the browser
    setHref(schedulerUrlWith(schedulerUrl, schedulerParams(window.location.search)));
  }, [schedulerUrl]);
  return (
    <a href={href} target="_blank" rel="noopener" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
