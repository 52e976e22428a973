import { BrochureFee } from '@/components/islands/brochure-fee';
import { Island } from '@/components/islands/island';
import { feeTable, type AnnualFee } from '@/lib/brochures/annual-fee';
import { costSchedule, noFigureReason } from '@/lib/brochures/fee-display';
import { formatDollarAmount } from '@/lib/brochures/fee-format';
import type { FeeSchedule } from '@/lib/brochures/fee-schedule-types';
import { noFigureWords } from '@/lib/brochures/fee-words';

function feeCell(fee: AnnualFee): string {
  if (fee.kind === 'no-figure') return noFigureWords(fee.why);
  const marks = [fee.minimumApplied ? 'the minimum fee' : '', fee.negotiable ? 'negotiable' : ''].filter(Boolean);
  return `${fee.atMost ? 'at most ' : ''}${formatDollarAmount(fee.dollars)}${marks.length ? ` (${marks.join(', ')})` : ''}`;
}

/** The page the schedule's numbers are on, for the sentence under the figures. */
function schedulePages(schedule: FeeSchedule): string {
  const pages =
    schedule.kind === 'tiers'
      ? schedule.tiers.map((tier) => tier.ratePercent.page)
      : schedule.kind === 'flat'
        ? [schedule.fee.page]
        : [];
  const unique = [...new Set(pages)];
  return unique.length === 1 ? `page ${unique[0]}` : `pages ${unique.join(', ')}`;
}

/**
 * "What it would cost you": the annual fee at $250k–$2M and an island for the visitor's own assets, only where the
 * schedule parsed and says how its tiers apply; otherwise no number, and why.
 */
export function FeeCost({ schedule }: { schedule: FeeSchedule }) {
  const why = noFigureReason(schedule);
  return (
    <section aria-labelledby="fee-cost-heading" className="mt-6" data-fee-cost="">
      <h3 id="fee-cost-heading" className="text-lg font-bold text-ink">
        What it would cost you
      </h3>
      {why !== null ? (
        <p className="mt-2 text-gray-800" data-no-figure={why}>
          No figure: {noFigureWords(why)}
        </p>
      ) : (
        <>
          <table className="mt-2 text-left text-sm" data-fee-table="">
            <caption className="sr-only">The annual fee at four amounts of assets, by the schedule above</caption>
            <thead>
              <tr className="border-b border-gray-300">
                <th scope="col" className="py-1 pr-6">
                  Assets
                </th>
                <th scope="col" className="py-1">
                  Fee a year
                </th>
              </tr>
            </thead>
            <tbody>
              {feeTable(schedule).map(({ assets, fee }) => (
                <tr key={assets} className="border-b border-gray-200">
                  <td className="py-1 pr-6">{formatDollarAmount(assets)}</td>
                  <td className="py-1 font-semibold">{feeCell(fee)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 text-sm text-gray-700">
            Worked out from the schedule above, as its brochure states it on {schedulePages(schedule)}; the firm’s own
            bill may differ (billing dates, households, discounts).
          </p>
          <div className="mt-3">
            <Island
              name="brochure-fee"
              component={BrochureFee}
              wake="interaction"
              props={{
                schedule: costSchedule(schedule),
                source: `its brochure’s schedule (${schedulePages(schedule)})`,
              }}
            />
          </div>
        </>
      )}
    </section>
  );
}
