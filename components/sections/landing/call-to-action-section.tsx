import Link from 'next/link';
import { CallButton } from '@/components/ui/phone-link';
import type { SectionOf } from './section-title';

/** The closing band: a big call button and "Or, Schedule Online". */
export function CallToActionSection({
  section,
  headingId,
  phone,
}: {
  section: SectionOf<'callToAction'>;
  headingId: string;
  phone: string;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="on-dark rounded-2xl bg-gradient-to-br from-brand-darker to-brand p-8 text-center text-white sm:p-10"
    >
      <h2 id={headingId} className="text-2xl font-bold text-white sm:text-3xl">
        {section.title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-lg text-indigo-100">{section.text}</p>
      <div className="mt-6 flex flex-col items-center justify-center gap-4 sm:flex-row">
        <CallButton phone={phone} variant="gold" size="lg" />
        <Link
          href="/schedule-online/"
          className="font-semibold text-white underline underline-offset-4 hover:text-gold"
        >
          Or, Schedule Online
        </Link>
      </div>
    </section>
  );
}
