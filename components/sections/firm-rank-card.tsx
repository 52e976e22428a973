import Link from 'next/link';
import { ArrowRight, MapPin } from 'lucide-react';
import { CallButton } from '@/components/ui/phone-link';
import { CompareLink } from '@/components/ui/compare-link';
import { FactList } from '@/components/ui/fact-list';
import { FirmBadges } from '@/components/ui/firm-badges';
import { RatingLine } from '@/components/ui/rating-line';
import { Island } from '@/components/islands/island';
import { FirmFilter } from '@/components/islands/firm-filter';
import { filterFirm } from '@/lib/directory/filter-data';
import { FILTER_PARAMS } from '@/lib/directory/filters';
import { focusOptionsFor } from '@/lib/directory/focus';
import { WhoAnswers } from '@/components/ui/who-answers';
import { getRoster, getSite, type Firm } from '@/lib/content';
import { rankLabel } from '@/lib/firms/ranking';
import { HowFirmsAreListed } from '@/components/sections/how-firms-are-listed';
import { firmPath } from '@/lib/site/paths';
import { cardFacts } from '@/lib/firms/facts';
import { DisclosureNote } from '@/components/ui/disclosure-note';
import { recordedValue } from '@/lib/firms/sourced';

/**
 * A listed firm with its key facts, a profile link and a call button; with its position ("=n" when
 * tied) once the list is ranked. A firm with a recorded regulatory disclosure says so on its card,
 * so wherever it stands in a list, the disclosure stands beside it.
 */
function FirmRankCard({
  firm,
  phone,
  linkLabel = 'View Firm Profile',
  headingLevel = 3,
}: {
  firm: Firm;
  phone: string;
  linkLabel?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const brand = getSite().brandName;
  const rank = rankLabel(firm);
  return (
    <div className="flex flex-col gap-5 md:flex-row md:items-start">
      {rank === undefined ? null : (
        <span
          className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand font-heading text-lg font-bold text-white"
          aria-hidden="true"
        >
          {firm.tied ? `=${firm.rank}` : `#${firm.rank}`}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <Heading className="text-xl font-bold">
          {rank === undefined ? null : <span className="sr-only">Ranked {rank}: </span>}
          {firm.name}
        </Heading>
        <p className="mt-1 flex items-start gap-1.5 text-sm text-gray-600">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
          {firm.address}
        </p>
        <FirmBadges firm={firm} className="mt-2" />
        <div className="mt-2">
          <RatingLine firm={firm} />
        </div>
        <DisclosureNote firm={firm} />
        <p className="mt-3 text-gray-700">{firm.description}</p>
        <FactList facts={cardFacts(firm, ['fee', 'minimum', 'aum'])} />
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${firm.name} specialties`}>
          {firm.specialties.map((specialty) => (
            <li key={specialty} className="rounded-full bg-brand-soft px-3 py-1 text-xs font-medium text-brand-darker">
              {specialty}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:flex-row md:w-52 md:flex-col">
        <Link
          href={firmPath(firm.slug)}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand px-5 text-sm font-semibold text-white hover:bg-brand-dark"
        >
          {linkLabel}
          <span className="sr-only">: {firm.name}</span>
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
        <CallButton
          phone={phone}
          variant="secondary"
          label="Ask us about this firm"
          aria-label={`Ask us about this firm: call ${brand} about ${firm.name}, ${phone}`}
        />
        <WhoAnswers brand={brand} firm={firm.name} className="text-xs text-gray-600" />
        <CompareLink slug={firm.slug} name={firm.name} className="justify-center" />
      </div>
    </div>
  );
}

/**
 * The ranked list of listed firms (never an unconfirmed one), with the filters island over it:
 * the server HTML is the whole list in ranked order, which is what a visitor without JavaScript gets.
 */
export function RankedFirmList({
  firms,
  phone,
  linkLabel,
  id = 'firm-filter',
}: {
  firms: Firm[];
  phone: string;
  linkLabel?: string;
  id?: string;
}) {
  return (
    <div className="grid gap-5">
      <HowFirmsAreListed compact />
      <Island
        name="firm-filter"
        component={FirmFilter}
        wake="interaction"
        wakeWithQuery={[...FILTER_PARAMS]}
        props={{
          id,
          firms: firms.map(filterFirm),
          focusOptions: focusOptionsFor(firms),
          offerNoMinimum: firms.some((firm) => recordedValue(firm.minimum)?.kind === 'none'),
          cards: firms.map((firm) => <FirmRankCard key={firm.slug} firm={firm} phone={phone} linkLabel={linkLabel} />),
          rosterCount: getRoster()?.firms.length ?? 0,
        }}
      />
    </div>
  );
}
