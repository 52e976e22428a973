'use client';

import { BRAND } from '@/lib/site/brand';
import { Suspense, lazy, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { schedulerAnalyticsEvent } from '@/lib/analytics/events';
import { track } from '@/lib/analytics/track';
import { isSchedulerMessage, schedulerOptions } from '@/lib/site/scheduler';
import { usePageQuery } from './use-browser-state';

// Imported once the island has hydrated and has the page's query: the widget touches `window`.
const InlineWidget = lazy(() => import('react-calendly').then((module) => ({ default: module.InlineWidget })));

// Brand colours for the scheduler page (hex without "#", as the scheduler expects).
const PAGE_SETTINGS = {
  primaryColor: BRAND.primary.slice(1),
  textColor: BRAND.ink.slice(1),
  backgroundColor: 'ffffff',
  hideGdprBanner: true,
} as const;

export interface SchedulerEmbedProps {
  url: string;
  /** 700 on /schedule-online, 630 (the inline default) elsewhere. */
  height: number;
  /** The booking link and phone number: shown until the scheduler says it is ready, and instead of it when it never does. */
  children: ReactNode;
}

/**
 * The embedded scheduler. The island wakes near the viewport; the widget then loads with the
 * page's prefill and UTM parameters, and counts as ready only when the scheduler frame posts a
 * "calendly.*" message (an offline frame still fires `load`, so that proves nothing). Until then,
 * and if it never does, the fallback (booking link + phone) is what the visitor sees.
 */
export function SchedulerEmbed({ url, height, children }: SchedulerEmbedProps) {
  const ref = useRef<HTMLDivElement>(null);
  const query = usePageQuery();
  const options = useMemo(() => (query === null ? null : schedulerOptions(new URLSearchParams(query))), [query]);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const schedulerOrigin = new URL(url).origin;
    // Shown, time selected, booked: each counted once per embed (a visitor going back and forth
    // inside the scheduler is still one booking journey).
    const counted = new Set<string>();
    const onMessage = (event: MessageEvent) => {
      // Only this embed's own frame counts: another scheduler on the page must not hide this
      // one's fallback before its frame has loaded.
      const ownFrame = ref.current?.querySelector('iframe')?.contentWindow;
      if (event.origin !== schedulerOrigin || !ownFrame || event.source !== ownFrame || !isSchedulerMessage(event.data))
        return;
      setReady(true);
      const name = schedulerAnalyticsEvent(event.data.event);
      if (name && !counted.has(name)) {
        counted.add(name);
        track(name);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url]);

  const mount = options !== null;
  return (
    <div ref={ref} data-scheduler-state={ready ? 'ready' : mount ? 'loading' : 'idle'}>
      {ready ? null : children}
      {mount ? (
        <div className={ready ? '' : 'sr-only'} inert={!ready}>
          <Suspense fallback={null}>
            <InlineWidget
              url={url}
              prefill={options.prefill}
              utm={options.utm}
              pageSettings={PAGE_SETTINGS}
              iframeTitle="Book a free consultation"
              styles={{ height, minWidth: 320 }}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
