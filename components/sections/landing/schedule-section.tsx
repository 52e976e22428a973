import Link from 'next/link';
import { ArrowRight, Phone } from 'lucide-react';
import { SchedulerSection } from '@/components/sections/scheduler-section';
import { PhoneLink } from '@/components/ui/phone-link';
import { SectionTitle, type SectionOf } from './section-title';

/** The token a schedule text writes where the consultation's length (an owner setting) goes. */
const CONSULTATION_MINUTES_TOKEN = '{{consultation-minutes}}';

/** The schedule text with the consultation's length filled in, e.g. "a 30-minute conversation". */
export function scheduleText(text: string, consultationMinutes: number): string {
  return text.split(CONSULTATION_MINUTES_TOKEN).join(String(consultationMinutes));
}

/**
 * The booking section: text, optional links, the embedded scheduler and the phone line. Its id
 * "schedule" is the target of the hero's "Book a Free Consultation" button.
 */
export function ScheduleSection({
  section,
  headingId,
  phone,
  consultationMinutes,
}: {
  section: SectionOf<'schedule'>;
  headingId: string;
  phone: string;
  consultationMinutes: number;
}) {
  return (
    <section id="schedule" aria-labelledby={headingId} className="scroll-mt-24 rounded-2xl bg-mist p-6 sm:p-8">
      <SectionTitle id={headingId}>{section.title}</SectionTitle>
      <p className="mt-3 text-lg text-gray-700">{scheduleText(section.text, consultationMinutes)}</p>
      {section.links && section.links.length > 0 ? (
        <ul className="mt-4 space-y-1">
          {section.links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="inline-flex items-center gap-1 font-semibold text-brand hover:underline"
              >
                {link.label}
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {section.panelTitle ? <h3 className="mt-8 text-xl font-bold">{section.panelTitle}</h3> : null}
      <p className="mt-3 flex items-center gap-2 text-gray-700">
        <Phone className="h-4 w-4 text-brand" aria-hidden="true" />
        For faster service, call <PhoneLink phone={phone} className="text-brand" />
      </p>
      <SchedulerSection className="mt-6" />
    </section>
  );
}
