import Link from 'next/link';
import { RosterModelMatches } from '@/components/sections/advisers/roster-guide-blocks';
import { PaymentDisclosure } from '@/components/sections/payment-disclosure';
import type { Firm } from '@/lib/content';
import { recordedValue } from '@/lib/firms/sourced';
import { FirmGrid } from './firm-grid-cards';
import { SectionIntro, SectionTitle, type SectionOf } from './section-title';

/** Firms a grid shows: all, or those whose recorded compensation model matches. */
function filterFirms(firms: readonly Firm[], filter: SectionOf<'firmGrid'>['filter']): Firm[] {
  return filter === 'all' ? [...firms] : firms.filter((firm) => recordedValue(firm.compensation)?.model === filter);
}

/**
 * A grid of firm cards, all firms or those of one fee model, then how the directory is paid. A
 * fee-model grid then leads to the region's roster advisers whose Form ADV shows that model
 * (regulator data, apart from the cards); its intro, which speaks of the cards, shows only with them.
 */
export function FirmGridSection({
  section,
  headingId,
  firms,
}: {
  section: SectionOf<'firmGrid'>;
  headingId: string;
  firms: Firm[];
}) {
  const shown = filterFirms(firms, section.filter);
  const model = section.filter === 'all' ? null : section.filter;
  return (
    <section aria-labelledby={headingId} data-filter={section.filter}>
      <SectionTitle id={headingId}>{section.title}</SectionTitle>
      {model !== null && shown.length === 0 ? (
        <p data-empty-grid={model} className="mt-4 rounded-lg border border-gray-200 bg-white px-4 py-3 text-gray-700">
          No firm this directory lists has its fee structure recorded as {model} yet: a listed firm shows here only once
          its filings say how it is paid.{' '}
          <Link
            href="/top-fiduciary-advisors-cincinnati/"
            className="font-semibold text-brand underline underline-offset-2"
          >
            See every firm we list, A–Z
          </Link>
        </p>
      ) : (
        <>
          <SectionIntro text={section.intro} />
          <div className="mt-6">
            <FirmGrid firms={shown} badge={section.badge} fields={section.fields} />
          </div>
        </>
      )}
      {model === null ? null : <RosterModelMatches model={model} sample={shown.length === 0} />}
      <PaymentDisclosure className="mt-6" />
    </section>
  );
}
