import { CalendarCheck, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Island } from '@/components/islands/island';
import { SchedulerEmbed } from '@/components/islands/scheduler-embed';
import { FIRST_PAINT_ATTRIBUTE } from '@/lib/first-paint/names';

const SCHEDULING_DIALOG_ID = 'scheduling-dialog';

export interface SchedulingBadgeProps {
  schedulerUrl: string;
  /** Default "Schedule time with me" (the scheduler's badge default). */
  text?: string;
  /** The booking link and phone, shown in the dialog until the scheduler is ready. */
  fallback: ReactNode;
}

/**
 * The badge's stand-in on a roster page on a phone, in the hero beside its eyebrow: there the
 * fixed badge would lie over the list's and the facts' text wherever the page is scrolled, so it is
 * hidden below 640 px (app/globals.css: a page with the roster's notice) and this opens the same dialog.
 */
export function SchedulingHeroButton({ text = 'Schedule time with me' }: { text?: string }) {
  return (
    <button
      type="button"
      commandfor={SCHEDULING_DIALOG_ID}
      command="show-modal"
      aria-haspopup="dialog"
      data-scheduling-hero-button=""
      className="-mt-3 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white text-brand shadow-lg hover:bg-brand-soft sm:hidden print:hidden"
    >
      <CalendarCheck className="h-6 w-6" aria-hidden="true" />
      <span className="sr-only">{text}</span>
    </button>
  );
}

/**
 * The site-wide scheduling badge: a button that opens a modal <dialog> through an invoker
 * command (commandfor + command="show-modal"), so it works without JavaScript where the browser
 * has invoker commands; components/enhance polyfills them elsewhere. The browser traps focus in
 * the modal, closes it on Escape, on the Close button (command="close") and on a backdrop click
 * (closedby="any"), and returns focus to the badge. The scheduler inside waits until the open
 * dialog makes it visible (SchedulerEmbed loads near the viewport; a closed dialog is not).
 * It steps aside at the footer: components/enhance/badge-footer.ts.
 */
export function SchedulingBadge({ schedulerUrl, text = 'Schedule time with me', fallback }: SchedulingBadgeProps) {
  return (
    <>
      <button
        type="button"
        commandfor={SCHEDULING_DIALOG_ID}
        command="show-modal"
        aria-haspopup="dialog"
        data-scheduling-badge=""
        // Fixed in the first viewport: its CSS comes with the first screen's
        // (scripts/export/first-paint/later.ts).
        {...{ [FIRST_PAINT_ATTRIBUTE]: '' }}
        className="scheduling-badge fixed right-4 bottom-4 z-30 inline-flex h-14 min-w-14 items-center justify-center gap-2 rounded-full bg-brand font-semibold text-white shadow-xl ring-4 ring-white/70 transition-opacity hover:bg-brand-dark sm:h-12 sm:px-5 print:hidden"
      >
        <CalendarCheck className="h-6 w-6 sm:h-5 sm:w-5" aria-hidden="true" />
        {/* Compact on phones so it covers as little of the page as possible; the name stays. */}
        <span className="sr-only sm:not-sr-only">{text}</span>
      </button>
      <dialog
        id={SCHEDULING_DIALOG_ID}
        aria-labelledby="scheduling-dialog-title"
        closedby="any"
        className="scheduling-dialog m-auto w-[min(100%-2rem,56rem)] rounded-2xl p-0 shadow-2xl backdrop:bg-ink/60"
      >
        <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-6 py-4">
          <h2 id="scheduling-dialog-title" className="text-xl font-bold">
            Schedule your free consultation
          </h2>
          <button
            type="button"
            commandfor={SCHEDULING_DIALOG_ID}
            command="close"
            className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-gray-700 hover:bg-mist"
          >
            <X className="h-6 w-6" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </button>
        </div>
        <div className="max-h-[80dvh] overflow-y-auto p-6">
          {/* A closed dialog is never near the viewport, so the scheduler wakes when the dialog opens. */}
          <Island
            name="scheduler"
            component={SchedulerEmbed}
            wake="visible"
            props={{ url: schedulerUrl, height: 630, children: fallback }}
          />
        </div>
      </dialog>
    </>
  );
}
