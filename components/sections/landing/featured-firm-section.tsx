import { ArrowRight, CalendarCheck } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { DisclosureNote } from '@/components/ui/disclosure-note';
import { FactList } from '@/components/ui/fact-list';
import { RatingLine } from '@/components/ui/rating-line';
import { WhoAnswers } from '@/components/ui/who-answers';
import type { Firm } from '@/lib/content';
import type { SectionOf } from './section-title';
import { firmPath } from '@/lib/site/paths';
import { cardFacts } from '@/lib/firms/facts';

/**
 * The computed #1 firm (`firms` comes in rank order), with its rating, key facts, profile and a
 * way to ask the directory about it. When the top position is shared, it says so and names how
 * many firms share it, so the feature is never read as a sole winner.
 */
export function FeaturedFirmSection({
  section,
  headingId,
  firms,
  brand,
}: {
  section: SectionOf<'featuredFirm'>;
  headingId: string;
  firms: Firm[];
  brand: string;
}) {
  const [firm] = firms;
  if (!firm) return null;
  if (firm.rank === null) {
    // Nothing is ranked, so no firm is featured: the slot says so and points to the list.
    return (
      <section
        aria-labelledby={headingId}
        data-featured-firm="none"
        className="rounded-2xl border border-gray-200 bg-white p-6 sm:p-8"
      >
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">{section.title}</p>
        <h2 id={headingId} className="mt-1 text-2xl font-bold">
          Our ranking is not yet published
        </h2>
        <p className="mt-3 text-gray-700">
          We feature a firm here only once our published method has data for every firm we list. Until then, no firm is
          featured, and the firms are listed A–Z.
        </p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href="/top-fiduciary-advisors-cincinnati/">
            See every firm we list, A–Z
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </ButtonLink>
          <ButtonLink href="/methodology/" variant="secondary">
            How firms will be ranked
          </ButtonLink>
        </div>
      </section>
    );
  }
  const sharing = firms.filter((other) => other.rank === firm.rank).length;
  return (
    <section
      aria-labelledby={headingId}
      data-featured-firm={firm.slug}
      className="rounded-2xl border-2 border-brand/30 bg-brand-soft p-6 sm:p-8"
    >
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">{section.title}</p>
      <h2 id={headingId} className="mt-1 text-2xl font-bold">
        {firm.name}
      </h2>
      {sharing > 1 ? (
        <p data-tied="true" className="mt-1 text-sm text-gray-700">
          Tied for #{firm.rank} with {sharing - 1} other {sharing === 2 ? 'firm' : 'firms'}; tied firms are listed
          alphabetically.
        </p>
      ) : null}
      <div className="mt-2">
        <RatingLine firm={firm} />
      </div>
      <DisclosureNote firm={firm} />
      <p className="mt-4 text-gray-700">{section.text}</p>
      <FactList className="sm:grid-cols-3" facts={cardFacts(firm, ['fee', 'minimum', 'aum'])} />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <ButtonLink href={firmPath(firm.slug)}>
          View {firm.name} Profile
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </ButtonLink>
        <ButtonLink href="/schedule-online/" variant="secondary">
          <CalendarCheck className="h-4 w-4" aria-hidden="true" />
          Ask us about {firm.name}
        </ButtonLink>
      </div>
      <WhoAnswers brand={brand} firm={firm.name} className="mt-3 text-sm text-gray-700" />
    </section>
  );
}
