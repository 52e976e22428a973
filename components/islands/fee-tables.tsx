import type { Comparison } from '@/lib/fees/calculator';
import type { CalculatorSettings } from '@/lib/fees/form';
import { formatDollars } from '@/lib/fees/format';
import { arrangementDescription, slotLetter } from '@/lib/fees/summary';

export interface FeeTablesProps {
  idPrefix: string;
  settings: CalculatorSettings;
  comparison: Comparison;
}

// A figure cell's look is `.fee-table tbody td` in app/globals.css: the two tables hold over a hundred of them, and
// one class list on each was a fifth of a guide page's HTML.
const headCell = 'border-b-2 border-gray-300 px-1.5 py-2 text-left align-bottom font-semibold text-ink sm:px-3';

/**
 * The chart's numbers as tables: totals always visible (one column per arrangement, so three
 * columns fit a phone), the year-by-year rows in a disclosure that opens for print.
 */
export function FeeTables({ idPrefix, settings, comparison }: FeeTablesProps) {
  const { projections } = comparison;
  const yearsLabel = `${settings.years} year${settings.years === 1 ? '' : 's'}`;
  const totalsRows: { label: string; values: string[] }[] = [
    {
      label: 'Fee in the first year',
      values: projections.map((projection) => formatDollars(projection.rows[0]?.fee ?? 0)),
    },
    {
      label: `Total fees over ${yearsLabel}`,
      values: projections.map((projection) => formatDollars(projection.totalFees)),
    },
    {
      label: `Balance after ${yearsLabel}`,
      values: projections.map((projection) => formatDollars(projection.endingBalance)),
    },
    {
      label: 'Less than the best arrangement',
      values: comparison.shortfallVsBest.map((shortfall, index) =>
        index === comparison.bestIndex ? 'Best' : formatDollars(shortfall),
      ),
    },
  ];
  const yearlyCaptionId = `${idPrefix}-yearly-caption`;
  return (
    <div className="space-y-4">
      <div
        className="overflow-x-auto rounded-xl border border-gray-200 bg-white"
        role="region"
        aria-labelledby={`${idPrefix}-totals-caption`}
        tabIndex={0}
      >
        <table className="fee-table w-full border-collapse text-xs sm:text-sm">
          <caption
            id={`${idPrefix}-totals-caption`}
            className="px-1.5 pt-3 text-left font-heading text-base font-semibold text-ink sm:px-3"
          >
            Totals for {settings.arrangements.length} arrangements
          </caption>
          <thead>
            <tr>
              <td className={headCell} />
              {projections.map((_, index) => (
                <th key={index} scope="col" className={`${headCell} text-right`}>
                  {slotLetter(index)}
                  <span className="block text-xs font-normal text-gray-700">
                    {arrangementDescription(settings, index)}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {totalsRows.map((row) => (
              <tr key={row.label}>
                <th
                  scope="row"
                  className="border-b border-gray-200 px-1.5 py-2 text-left font-medium text-gray-700 sm:px-3"
                >
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td key={index}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {settings.years > 0 ? (
        <details className="rounded-xl border border-gray-200 bg-white print:details-content:[content-visibility:visible]">
          <summary className="min-h-11 cursor-pointer px-4 py-3 font-semibold text-brand">
            Year by year: fees and balances
          </summary>
          <div className="overflow-x-auto" role="region" aria-labelledby={yearlyCaptionId} tabIndex={0}>
            <table className="fee-table w-full border-collapse text-sm">
              <caption id={yearlyCaptionId} className="px-3 text-left text-gray-700">
                Fee charged at the end of each year and the balance after it
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={headCell}>
                    Year
                  </th>
                  {projections.map((_, index) => (
                    <th key={`fee-${index}`} scope="col" className={`${headCell} text-right`}>
                      Fee {slotLetter(index)}
                    </th>
                  ))}
                  {projections.map((_, index) => (
                    <th key={`balance-${index}`} scope="col" className={`${headCell} text-right`}>
                      Balance {slotLetter(index)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {Array.from({ length: settings.years }, (_, yearIndex) => (
                  <tr key={yearIndex}>
                    <th scope="row" className="border-b border-gray-200 px-3 py-2 text-left font-medium">
                      {yearIndex + 1}
                    </th>
                    {projections.map((projection, index) => (
                      <td key={`fee-${index}`}>{formatDollars(projection.rows[yearIndex]?.fee ?? 0)}</td>
                    ))}
                    {projections.map((projection, index) => (
                      <td key={`balance-${index}`}>{formatDollars(projection.rows[yearIndex]?.endBalance ?? 0)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
    </div>
  );
}
