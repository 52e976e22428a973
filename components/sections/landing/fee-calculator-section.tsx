import { FeeCalculatorPanel } from '@/components/sections/fee-calculator-panel';
import { SectionIntro, SectionTitle, type SectionOf } from './section-title';

/** The fee calculator on a tinted panel, under the section's heading and optional intro. */
export function FeeCalculatorSection({
  section,
  headingId,
}: {
  section: SectionOf<'feeCalculator'>;
  headingId: string;
}) {
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-mist p-4 sm:p-8">
      <SectionTitle id={headingId}>{section.title}</SectionTitle>
      <SectionIntro text={section.intro} />
      <div className="mt-6">
        {/* The heading id is unique on the page, so it keeps the calculator's ids unique too. */}
        <FeeCalculatorPanel idPrefix={`${headingId}-fees`} />
      </div>
    </section>
  );
}
