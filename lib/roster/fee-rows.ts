import type { FirmFees } from '@/lib/brochures/firm-fees';
import { annualFee } from '@/lib/brochures/annual-fee';
import { formatUsd } from '@/lib/format';
import { ASSET_LEVELS } from './filters';

/*
 * What the roster's rows carry of a firm's brochure (build time, so the island imports no parser): its fee at each
 * asset level the roster offers, as annualFee gives it, its stated minimum in dollars, and the short lines its entry
 * shows: why there is no fee figure, and what minimum it states ("No minimum stated": it stays under the filter).
 */

/** The short line of an entry without a fee figure, by what the schedule is. */
const SHORT_WHY = {
  'quote-only': 'its brochure’s fee is quoted, not read as a schedule',
  hourly: 'its fee is hourly',
  'fixed-plan': 'its fee is a fixed price for a plan',
} as const;

/** The firm's fee at each of the roster's asset levels, exactly as its page computes it, or the line saying why none. */
export function feesAtLevels(fees: FirmFees): (number | null)[] | string {
  const { schedule } = fees;
  if (fees.brochure === null) return 'No brochure in the SEC’s archive of the last 12 months';
  if (schedule === null) return 'No fee figure: no Item 5 found in its brochure';
  if (schedule.kind === 'tiers' && schedule.application.kind === 'unstated')
    return 'No fee figure: its brochure does not say how its tiers apply';
  if (schedule.kind !== 'tiers' && schedule.kind !== 'flat') return `No fee figure: ${SHORT_WHY[schedule.kind]}`;
  return ASSET_LEVELS.map((assets) => {
    const fee = annualFee(schedule, assets);
    return fee.kind === 'fee' ? Math.round(fee.dollars) : null;
  });
}

/** The stated minimum account in dollars (none: no amount stated), and the entry's line about it. */
export function statedMinimum(fees: FirmFees): { min?: number; line: string } {
  const { minimum } = fees;
  if (minimum?.kind === 'amount')
    return { min: minimum.amount.value, line: `Minimum ${formatUsd(minimum.amount.value)}, per its brochure` };
  if (minimum?.kind === 'quote-only' && minimum.quote.length > 0)
    return { line: 'Minimum as quoted in its brochure (no single amount)' };
  return { line: 'No minimum stated' };
}

/** Where a schedule stops short of some levels, the entry says which it covers (the fee order puts it last there). */
export function coverageLine(atLevels: readonly (number | null)[]): string | null {
  if (!atLevels.includes(null)) return null;
  const covered = ASSET_LEVELS.filter((_level, index) => atLevels[index] != null);
  const [low] = covered;
  const high = covered.at(-1);
  if (low === undefined || high === undefined)
    return 'No fee figure: its schedule covers none of the amounts offered here';
  return `Its schedule gives a fee from ${formatUsd(low)} to ${formatUsd(high)} of assets`;
}
