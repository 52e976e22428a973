import { CalendarCheck, Clock } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { CallButton } from '@/components/ui/phone-link';
import { WhoAnswers } from '@/components/ui/who-answers';
import { getSite } from '@/lib/content';

/** The scheduling card used across the site: book online or call, with the site's promises. */
export function SchedulingCard({
  title = 'Schedule Your Free Consultation',
  text,
  headingLevel = 2,
  tone = 'brand',
  className = '',
  aboutFirm,
}: {
  /** On a firm's page: the firm's name, so the card says who answers the call or booking. */
  aboutFirm?: string;
  title?: string;
  text?: string;
  headingLevel?: 2 | 3;
  /** "glass" sits on an already coloured hero. */
  tone?: 'brand' | 'glass';
  className?: string;
}) {
  const site = getSite();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      className={`on-dark rounded-2xl p-6 text-white shadow-lg sm:p-8 ${
        tone === 'brand'
          ? 'bg-gradient-to-br from-brand to-brand-darker'
          : 'border border-white/20 bg-white/10 backdrop-blur'
      } ${className}`}
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-white/15">
          <CalendarCheck className="h-6 w-6 text-gold" aria-hidden="true" />
        </span>
        <Heading className="font-heading text-xl font-bold text-white sm:text-2xl">{title}</Heading>
      </div>
      <p className="mt-4 text-indigo-100">
        {text ??
          `Tell us what you need and we will point you to listed firms that may fit${site.matchPromise ? `, ${site.matchPromise}` : ''}. Free to you and no obligation.`}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <ButtonLink href="/schedule-online/" variant="gold" size="lg">
          Schedule Online
        </ButtonLink>
        <CallButton phone={site.phone} variant="outlineLight" size="lg" />
      </div>
      {aboutFirm ? (
        <WhoAnswers brand={site.brandName} firm={aboutFirm} className="mt-4 text-sm font-semibold text-white" />
      ) : null}
      <p className="mt-4 flex items-center gap-2 text-sm text-indigo-100">
        <Clock className="h-4 w-4" aria-hidden="true" />
        Calls answered {site.callHours}
      </p>
    </div>
  );
}
