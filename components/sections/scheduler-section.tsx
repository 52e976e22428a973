import { CalendarCheck, ExternalLink } from 'lucide-react';
import { BookingLink } from '@/components/islands/booking-link';
import { PhoneLink } from '@/components/ui/phone-link';
import { getSite } from '@/lib/content';

/**
 * Where the booking happens. The booking link and phone number are always in the HTML, so the
 * visitor can book when the embedded scheduler is blocked, offline or without JavaScript.
 */
export function SchedulerSection({ height = 630, className = '' }: { height?: number; className?: string }) {
  const site = getSite();
  return (
    <div className={`rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 ${className}`} data-scheduler-height={height}>
      <div className="flex flex-col items-center text-center">
        <span className="inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-soft text-brand">
          <CalendarCheck className="h-7 w-7" aria-hidden="true" />
        </span>
        <h3 className="mt-4 text-xl font-bold">Book your complimentary consultation</h3>
        <p className="mt-2 max-w-xl text-gray-600">
          Choose a day and time in our booking calendar. You will get an e-mail confirmation right away.
        </p>
        <BookingLink
          schedulerUrl={site.schedulerUrl}
          className="mt-6 inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-dark"
        >
          Open the booking calendar
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
        </BookingLink>
        <p className="mt-5 text-gray-700">
          Prefer to talk? Call <PhoneLink phone={site.phone} className="text-brand" /> ({site.callHours}).
        </p>
      </div>
    </div>
  );
}
