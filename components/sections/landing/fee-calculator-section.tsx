import { FeeCalculatorPanel } from '@/components/sections/fee-calculator-panel';

/** A landing page's `feeCalculator` section: heading, optional intro, the calculator. */
export function FeeCalculatorSection({
  headingId,
  title,
  intro,
}: {
  headingId: string;
  title: string;
  intro?: string;
}) {
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-mist p-4 sm:p-8">
      <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-3 text-lg text-gray-600">{intro}</p> : null}
      <div className="mt-6">
        {/* The heading id is unique on the page, so it keeps the calculator's ids unique too. */}
        <FeeCalculatorPanel idPrefix={`${headingId}-fees`} />
      </div>
    </section>
  );
}
