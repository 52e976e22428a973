import Link from 'next/link';
import { ArrowRight, MapPin } from 'lucide-react';
import { CallButton } from '@/components/ui/phone-link';
import { CompareLink } from '@/components/ui/compare-link';
import { FactList } from '@/components/ui/fact-list';
import { FirmBadges } from '@/components/ui/firm-badges';
import { RatingLine } from '@/components/ui/rating-line';
import { reveal } from '@/components/ui/reveal';
import { WhoAnswers } from '@/components/ui/who-answers';
import { getSite, type Firm } from '@/lib/content';
import { rankLabel } from '@/lib/ranking';
import { HowFirmsAreListed } from '@/components/sections/how-firms-are-listed';
import { firmPath } from '@/lib/paths';
import { cardFacts } from '@/lib/firm-facts';

/** A ranked firm (its position, "=n" when tied) with its key facts, a profile link and a call button. */
function FirmRankCard({
  firm,
  index,
  phone,
  linkLabel = 'View Firm Profile',
  headingLevel = 3,
}: {
  firm: Firm;
  index: number;
  phone: string;
  linkLabel?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const motion = reveal(index);
  const brand = getSite().brandName;
  return (
    <li
      data-firm={firm.slug}
      className={`${motion.className} rounded-2xl border border-gray-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md sm:p-6`}
      style={motion.style}
    >
      <div className="flex flex-col gap-5 md:flex-row md:items-start">
        <span
          className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand font-heading text-lg font-bold text-white"
          aria-hidden="true"
        >
          {firm.tied ? `=${firm.rank}` : `#${firm.rank}`}
        </span>
        <div className="min-w-0 flex-1">
          <Heading className="text-xl font-bold">
            <span className="sr-only">Ranked {rankLabel(firm)}: </span>
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
          <p className="mt-3 text-gray-700">{firm.description}</p>
          <FactList facts={cardFacts(firm, ['fee', 'minimum', 'aum'])} />
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${firm.name} specialties`}>
            {firm.specialties.map((specialty) => (
              <li
                key={specialty}
                className="rounded-full bg-brand-soft px-3 py-1 text-xs font-medium text-brand-darker"
              >
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
    </li>
  );
}

export function RankedFirmList({ firms, phone, linkLabel }: { firms: Firm[]; phone: string; linkLabel?: string }) {
  return (
    <div className="grid gap-5">
      <HowFirmsAreListed compact />
      <ol className="grid gap-5">
        {firms.map((firm, index) => (
          <FirmRankCard key={firm.slug} firm={firm} index={index} phone={phone} linkLabel={linkLabel} />
        ))}
      </ol>
    </div>
  );
}
