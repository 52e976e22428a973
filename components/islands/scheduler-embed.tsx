'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState, type ReactNode } from 'react';
import { isSchedulerMessage, schedulerOptions, type SchedulerPrefill, type SchedulerUtm } from '@/lib/scheduler';
import { useNearViewport } from './use-near-viewport';

const InlineWidget = dynamic(() => import('react-calendly').then((module) => module.InlineWidget), { ssr: false });

// Brand colours for the scheduler page (hex without "#", as the scheduler expects).
const PAGE_SETTINGS = { primaryColor: '4338ca', textColor: '111827', backgroundColor: 'ffffff', hideGdprBanner: true } as const;

export interface SchedulerEmbedProps {
  url: string;
  /** 700 on /schedule-online, 630 (the inline default) elsewhere. */
  height: number;
  /** The booking link and phone number: shown until the scheduler says it is ready, and instead of it when it never does. */
  children: ReactNode;
  /** Mount at once (e.g. inside an opened dialog) instead of waiting for the viewport. */
  eager?: boolean;
}

/**
 * The embedded scheduler. It mounts after hydration when near the viewport, carries the page's
 * prefill and UTM parameters, and counts as ready only when the scheduler frame posts a
 * "calendly.*" message (an offline frame still fires `load`, so that proves nothing). Until then,
 * and if it never does, the fallback (booking link + phone) is what the visitor sees.
 */
export function SchedulerEmbed({ url, height, children, eager = false }: SchedulerEmbedProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>('400px');
  const [ready, setReady] = useState(false);
  const [options, setOptions] = useState<{ prefill: SchedulerPrefill; utm: SchedulerUtm } | null>(null);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the page's query string exists only in the browser
    setOptions(schedulerOptions(new URLSearchParams(window.location.search)));
    const schedulerOrigin = new URL(url).origin;
    const onMessage = (event: MessageEvent) => {
      // Only this embed's own frame counts: another scheduler on the page (e.g. in the badge's
      // dialog) must not hide this one's fallback before its frame has loaded.
      const ownFrame = ref.current?.querySelector('iframe')?.contentWindow;
      if (event.origin === schedulerOrigin && ownFrame && event.source === ownFrame && isSchedulerMessage(event.data)) setReady(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, ref]);

  const mount = (near || eager) && options !== null;
  return (
    <div ref={ref} data-scheduler-state={ready ? 'ready' : mount ? 'loading' : 'idle'}>
      {ready ? null : children}
      {mount ? (
        <div className={ready ? '' : 'sr-only'} inert={!ready}>
          <InlineWidget
            url={url}
            prefill={options.prefill}
            utm={options.utm}
            pageSettings={PAGE_SETTINGS}
            iframeTitle="Book a free consultation"
            styles={{ height, minWidth: 320 }}
          />
        </div>
      ) : null}
    </div>
  );
}
