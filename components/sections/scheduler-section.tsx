import { CalendarCheck, ExternalLink } from 'lucide-react';
import { Island } from '@/components/islands/island';
import { SchedulerEmbed } from '@/components/islands/scheduler-embed';
import { BookingLink } from '@/components/ui/booking-link';
import { PhoneLink } from '@/components/ui/phone-link';
import { getSite } from '@/lib/content';

/** The booking link and phone: always in the HTML, shown whenever the embedded scheduler is not. */
export function SchedulerFallback({
  schedulerUrl,
  phone,
  callHours,
}: {
  schedulerUrl: string;
  phone: string;
  callHours: string;
}) {
  return (
    <div className="flex flex-col items-center text-center" data-scheduler-fallback>
      <span className="inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-soft text-brand">
        <CalendarCheck className="h-7 w-7" aria-hidden="true" />
      </span>
      <div className="mt-4 font-heading text-xl font-bold text-ink">Book your complimentary consultation</div>
      <p className="mt-2 max-w-xl text-gray-600">
        Choose a day and time in our booking calendar. You will get an e-mail confirmation right away.
      </p>
      <BookingLink
        schedulerUrl={schedulerUrl}
        className="mt-6 inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-dark"
      >
        Open the booking calendar
        <ExternalLink className="h-4 w-4" aria-hidden="true" />
      </BookingLink>
      <p className="mt-5 text-gray-700">
        Prefer to talk? Call <PhoneLink phone={phone} className="text-brand" /> ({callHours}).
      </p>
    </div>
  );
}

/**
 * Where the booking happens: the embedded scheduler (height 630 by default, 700 on
 * /schedule-online), over a fallback that keeps the booking link and phone number in the HTML for
 * when the scheduler is blocked, offline or without JavaScript.
 */
export function SchedulerSection({ height = 630, className = '' }: { height?: number; className?: string }) {
  const site = getSite();
  return (
    <div className={`rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 ${className}`}>
      <Island
        name="scheduler"
        component={SchedulerEmbed}
        wake="visible"
        props={{
          url: site.schedulerUrl,
          height,
          children: (
            <SchedulerFallback schedulerUrl={site.schedulerUrl} phone={site.phone} callHours={site.callHours} />
          ),
        }}
      />
    </div>
  );
}
