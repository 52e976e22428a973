import { BrochureFee } from '@/components/islands/brochure-fee';
import { Island } from '@/components/islands/island';
import { feeTable, type AnnualFee } from '@/lib/brochures/annual-fee';
import { costNumbers, noFigureReason } from '@/lib/brochures/fee-display';
import { formatDollarAmount } from '@/lib/brochures/fee-format';
import type { FeeSchedule } from '@/lib/brochures/fee-schedule-types';
import { noFigureWords } from '@/lib/brochures/fee-words';

function feeCell(fee: AnnualFee): string {
  if (fee.kind === 'no-figure') return noFigureWords(fee.why);
  const marks = [fee.minimumApplied ? 'the minimum fee' : '', fee.negotiable ? 'negotiable' : ''].filter(Boolean);
  return `${fee.atMost ? 'at most ' : ''}${formatDollarAmount(fee.dollars)}${marks.length ? ` (${marks.join(', ')})` : ''}`;
}

/** The pages the schedule's numbers are on, for the sentence under the island's figure. */
function schedulePages(schedule: FeeSchedule): number[] {
  const pages =
    schedule.kind === 'tiers'
      ? schedule.tiers.map((tier) => tier.ratePercent.page)
      : schedule.kind === 'flat'
        ? [schedule.fee.page]
        : [];
  return [...new Set(pages)];
}

/**
 * "What it would cost you": the annual fee at $250k–$2M and a box for the visitor's own assets, only where the
 * schedule parsed and says how its tiers apply; otherwise no number, and why.
 */
export function FeeCost({ schedule }: { schedule: FeeSchedule }) {
  const why = noFigureReason(schedule);
  const numbers = costNumbers(schedule);
  return (
    <>
      <h3 className="font-bold">What it would cost you</h3>
      {why !== null || numbers === null ? (
        <p>No figure: {noFigureWords(why ?? 'quote-only')}</p>
      ) : (
        <>
          <table>
            <tbody>
              <tr>
                <th>Assets</th>
                <th>Fee a year by the schedule above</th>
              </tr>
              {feeTable(schedule).map(({ assets, fee }) => (
                <tr key={assets}>
                  <td>{formatDollarAmount(assets)}</td>
                  <td>{feeCell(fee)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Island
            name="brochure-fee"
            component={BrochureFee}
            wake="interaction"
            props={{ ...numbers, pages: schedulePages(schedule) }}
          />
        </>
      )}
    </>
  );
}
