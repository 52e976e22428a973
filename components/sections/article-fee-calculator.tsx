import { FeeCalculatorPanel } from './fee-calculator-panel';

/** The fee calculator after an article that names it in its front matter (`tool: "fee-calculator"`). */
export function ArticleFeeCalculator() {
  return (
    <section aria-labelledby="article-fee-calculator-heading" className="mt-10 rounded-2xl bg-mist p-4 sm:p-6">
      <h2 id="article-fee-calculator-heading" className="text-2xl font-bold">
        Try it with your own numbers
      </h2>
      <p className="mt-2 text-gray-700">
        Compare a percentage of assets, a flat fee and an hourly estimate in dollars, over the years you plan to invest.
      </p>
      <div className="mt-6">
        <FeeCalculatorPanel idPrefix="article-fees" />
      </div>
    </section>
  );
}
