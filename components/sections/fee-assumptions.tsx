import { yearlyFee } from '@/lib/fees/calculator';
import { formatDollars, formatPercent } from '@/lib/fees/format';
import type { FeeCalculatorContent, SiteCopy } from '@/lib/content';

/**
 * How the fee calculator works, in words: the order of operations, how tiers apply and what it
 * leaves out. The figures in it come from content/fee-calculator.json and content/site-copy.json,
 * so the explanation cannot drift from the calculator.
 */
export function FeeAssumptions({ config, fees }: { config: FeeCalculatorContent; fees: SiteCopy['fees'] }) {
  const [first, second, last] = config.tieredExample;
  const exampleBalance = (first?.upTo ?? 1_000_000) * 1.5;
  const tieredFee = yearlyFee({ kind: 'percentage', tiers: config.tieredExample }, exampleBalance);
  const { defaults } = config;
  return (
    <div className="prose-content">
      <ol>
        <li>
          Each year the balance grows by the assumed return ({formatPercent(defaults.annualReturnPercent)} unless you
          change it). That figure is an illustration, not a forecast: real returns rise and fall, and some years are
          negative.
        </li>
        <li>
          At the end of each year the fee is charged on the grown balance and taken out of it. Flat and hourly fees are
          taken from the balance too, so the arrangements are compared like for like; the balance after the fee is next
          year&apos;s starting balance.
        </li>
        <li>
          A tiered percentage works like tax brackets: each rate applies only to the assets inside its tier.
          {first && second && last ? (
            <>
              {' '}
              With {formatPercent(first.ratePercent)} up to {formatDollars(first.upTo ?? 0)},{' '}
              {formatPercent(second.ratePercent)} up to {formatDollars(second.upTo ?? 0)} and{' '}
              {formatPercent(last.ratePercent)} above, a balance of {formatDollars(exampleBalance)} pays{' '}
              {formatDollars(tieredFee)} a year, not {formatPercent(second.ratePercent)} of everything.
            </>
          ) : null}
        </li>
        <li>Figures are worked out to the cent and shown to the dollar. A fee never takes the balance below $0.</li>
        <li>
          Not included: taxes, inflation, fund expenses and trading costs, or a firm&apos;s minimum fee. Typical ranges
          in Cincinnati: a percentage of assets of {fees.aumRange}; a flat fee of {fees.flatFee}; hourly advice at{' '}
          {fees.hourly}.
        </li>
      </ol>
      <p>
        The worked example you see before changing anything invests {formatDollars(defaults.amount)} for{' '}
        {defaults.years} years. Your inputs stay in this page&apos;s address, so you can bookmark or share a result;
        nothing is sent anywhere.
      </p>
    </div>
  );
}
