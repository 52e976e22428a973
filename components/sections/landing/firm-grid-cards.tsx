import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import { HowFirmsAreListed } from '@/components/sections/how-firms-are-listed';
import { CompareLink } from '@/components/ui/compare-link';
import { DisclosureNote } from '@/components/ui/disclosure-note';
import { RatingLine } from '@/components/ui/rating-line';
import { reveal } from '@/components/ui/reveal';
import { UnverifiedMark } from '@/components/ui/unverified-mark';
import { getContent, type Firm } from '@/lib/content';
import type { FIRM_CARD_FIELDS, FirmGridBadge } from '@/lib/content/landing-schema';
import { fiduciaryLabel, isIndependent, isTopRated } from '@/lib/firms/labels';
import { feeStructureLabel, formatMinimum } from '@/lib/format';
import { firmPath } from '@/lib/site/paths';
import { factText, isUnchecked, recordedValue } from '@/lib/firms/sourced';

/** A landing page's firm cards (FirmGridSection, firm-grid.tsx): name, badge, description, chosen fields. */

type CardField = (typeof FIRM_CARD_FIELDS)[number];

function Highlight({ firm, field }: { firm: Firm; field: CardField }) {
  switch (field) {
    case 'firstSpecialty':
      return (
        <div>
          <dt className="text-gray-600">Specialty</dt>
          <dd className="font-medium">{firm.specialties[0]}</dd>
        </div>
      );
    case 'specialties':
      return (
        <div className="col-span-full">
          <dt className="text-gray-600">Specialties</dt>
          <dd className="font-medium">{firm.specialties.join(', ')}</dd>
        </div>
      );
    case 'rating':
      return (
        <div className="col-span-full">
          <dt className="sr-only">Rating</dt>
          <dd>
            <RatingLine firm={firm} />
          </dd>
        </div>
      );
    case 'minInvestment':
      return (
        <div>
          <dt className="text-gray-600">Minimum</dt>
          <dd className="font-medium">
            {factText(firm.minimum, formatMinimum)} <UnverifiedMark verified={!isUnchecked(firm.minimum)} />
          </dd>
        </div>
      );
    case 'offices':
      return (
        <div>
          <dt className="text-gray-600">Locations</dt>
          <dd className="font-medium">{firm.offices.join(', ')}</dd>
        </div>
      );
    case 'feeStructure':
      return (
        <div>
          <dt className="text-gray-600">Fee structure</dt>
          <dd className="font-medium">
            {factText(firm.compensation, feeStructureLabel)}{' '}
            <UnverifiedMark verified={!isUnchecked(firm.compensation)} />
          </dd>
        </div>
      );
  }
}

/**
 * The label a card shows for the grid's badge kind, derived from the firm's data; null when the
 * firm does not qualify (a firm that is not independent gets no "Independent" badge).
 */
export function gridBadgeLabel(firm: Firm, badge: FirmGridBadge): string | null {
  switch (badge) {
    case 'fee-only':
    case 'fee-based':
      return recordedValue(firm.compensation)?.model === badge
        ? badge === 'fee-only'
          ? 'Fee-Only'
          : 'Fee-Based'
        : null;
    case 'fiduciary':
      return fiduciaryLabel(firm);
    case 'independent':
      return isIndependent(firm) ? 'Independent' : null;
    case 'top-rated':
      return isTopRated(firm.rating, getContent().methodology.topRated) ? 'Top rated' : null;
  }
}

/** The cards: name, badge, clamped description, the chosen fields, profile and compare links. */
export function FirmGrid({
  firms,
  badge,
  fields,
}: {
  firms: Firm[];
  badge: FirmGridBadge;
  fields: readonly CardField[];
}) {
  return (
    <div>
      <HowFirmsAreListed compact className="mb-4" />
      {(badge === 'independent' || badge === 'top-rated') && !firms.some((firm) => gridBadgeLabel(firm, badge)) ? (
        <p
          data-no-badge="true"
          className="mb-5 rounded-lg border border-gray-200 bg-white px-4 py-3 text-sm text-gray-700"
        >
          No firm carries the “{badge === 'independent' ? 'Independent' : 'Top rated'}” label yet: it is given only when
          the facts behind it have been checked against the firm&apos;s filings.{' '}
          <Link href="/methodology/" className="font-semibold text-brand underline underline-offset-2">
            How labels are decided
          </Link>
        </p>
      ) : null}
      <ul className="grid grid-cols-1 gap-5 md:grid-cols-2">
        {firms.map((firm, index) => {
          const motion = reveal(index);
          const label = gridBadgeLabel(firm, badge);
          return (
            <li
              key={firm.slug}
              data-firm={firm.slug}
              className={`${motion.className} flex flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm`}
            >
              <div className="flex items-start justify-between gap-3">
                <h3 className="min-w-0 text-lg font-semibold">{firm.name}</h3>
                {label ? (
                  <span
                    data-badge={badge}
                    className="shrink-0 rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold text-brand-darker"
                  >
                    {label}
                  </span>
                ) : null}
              </div>
              <DisclosureNote firm={firm} />
              <p className="mt-2 line-clamp-3 text-gray-600">{firm.description}</p>
              <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
                {fields.map((field) => (
                  <Highlight key={field} firm={firm} field={field} />
                ))}
              </dl>
              <div className="mt-5 flex flex-wrap items-center gap-4">
                <Link
                  href={firmPath(firm.slug)}
                  className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand px-4 text-sm font-semibold text-white hover:bg-brand-dark"
                >
                  View Profile<span className="sr-only">: {firm.name}</span>
                  <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </Link>
                <CompareLink slug={firm.slug} name={firm.name} />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
