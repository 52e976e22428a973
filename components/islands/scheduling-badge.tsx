'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { CalendarCheck, X } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { SchedulerEmbed } from './scheduler-embed';
import { useHydrated } from './use-hydrated';

type MotionWrapper = ComponentType<{ children: ReactNode }>;
let dialogMotion: MotionWrapper | null = null;
/**
 * framer-motion is fetched only when a visitor reaches for the badge (hover or focus), so no page
 * pays for it at first load. If it is not there yet when the dialog opens, the content shows at
 * once without the entrance animation: the booking link and phone never wait for it.
 */
function loadDialogMotion(): void {
  if (dialogMotion) return;
  import('./dialog-motion').then(
    (module) => {
      dialogMotion = module.default;
    },
    () => undefined,
  );
}

export interface SchedulingBadgeProps {
  schedulerUrl: string;
  /** Default "Schedule time with me" (the scheduler's badge default). */
  text?: string;
  /** The booking link and phone, shown in the dialog until the scheduler is ready. */
  fallback: ReactNode;
}

/**
 * The site-wide scheduling badge. It opens the scheduler in a modal <dialog>: the browser traps
 * focus inside and Escape closes it; the close button closes it too, and focus returns to the
 * badge. The scheduler itself is only mounted once the dialog has been opened.
 */
export function SchedulingBadge({ schedulerUrl, text = 'Schedule time with me', fallback }: SchedulingBadgeProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const badgeRef = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  const [Motion, setMotion] = useState<MotionWrapper | null>(null);
  // Without JavaScript (or before hydration) the badge is a plain link to the booking page.
  const hydrated = useHydrated();
  // Out of the way of the footer's phone, e-mail and links once the visitor reaches them.
  const [footerInView, setFooterInView] = useState(false);
  useEffect(() => {
    const footer = document.querySelector('footer');
    if (!footer || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setFooterInView(entries.some((entry) => entry.isIntersecting)));
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);
  // The booking page embeds the scheduler already; a badge there would only repeat it.
  const onBookingPage = (usePathname() ?? '').startsWith('/schedule-online');

  const open = () => {
    setOpened(true);
    // Use the animation only if it is already loaded; never swap wrappers while the dialog is open.
    setMotion(() => dialogMotion);
    dialogRef.current?.showModal();
    loadDialogMotion();
  };
  const close = () => dialogRef.current?.close();

  if (onBookingPage) return null;
  const badgeClass = `fixed right-4 bottom-4 z-30 inline-flex h-14 min-w-14 items-center justify-center gap-2 rounded-full bg-brand font-semibold text-white shadow-xl ring-4 ring-white/70 transition-opacity hover:bg-brand-dark sm:h-12 sm:px-5 print:hidden ${
    footerInView ? 'pointer-events-none opacity-0' : ''
  }`;
  const badgeContent = (
    <>
      <CalendarCheck className="h-6 w-6 sm:h-5 sm:w-5" aria-hidden="true" />
      {/* Compact on phones so it covers as little of the page as possible; the name stays. */}
      <span className="sr-only sm:not-sr-only">{text}</span>
    </>
  );
  if (!hydrated) {
    return (
      <Link href="/schedule-online/" className={badgeClass}>
        {badgeContent}
      </Link>
    );
  }
  return (
    <>
      <button
        ref={badgeRef}
        type="button"
        onClick={open}
        onPointerEnter={loadDialogMotion}
        onFocus={loadDialogMotion}
        aria-haspopup="dialog"
        className={badgeClass}
        aria-hidden={footerInView ? true : undefined}
        tabIndex={footerInView ? -1 : undefined}
      >
        {badgeContent}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby="scheduling-dialog-title"
        onClose={() => badgeRef.current?.focus()}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself) closes it.
          if (event.target === event.currentTarget) close();
        }}
        className="m-auto w-[min(100%-2rem,56rem)] rounded-2xl p-0 shadow-2xl backdrop:bg-ink/60"
      >
        <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-6 py-4">
          <h2 id="scheduling-dialog-title" className="text-xl font-bold">
            Schedule your free consultation
          </h2>
          <button
            type="button"
            onClick={close}
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-gray-700 hover:bg-mist"
          >
            <X className="h-6 w-6" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </button>
        </div>
        <div className="max-h-[80dvh] overflow-y-auto p-6">
          {opened && Motion ? (
            <Motion>
              <SchedulerEmbed url={schedulerUrl} height={630} eager>
                {fallback}
              </SchedulerEmbed>
            </Motion>
          ) : opened ? (
            <SchedulerEmbed url={schedulerUrl} height={630} eager>
              {fallback}
            </SchedulerEmbed>
          ) : (
            fallback
          )}
        </div>
      </dialog>
    </>
  );
}
