/**
 * A parsed schedule's fee in dollars at an amount of assets: only where the brochure says how its tiers apply
 * (marginal: each slice at its rate; whole account: all of it at the rate of its tier), never guessed. A minimum
 * fee counts only when the brochure states one. Otherwise no number, and a typed reason the page puts in words.
 */

import type { FeeFlags, FeePeriod, FeeSchedule, FeeTier } from './fee-schedule-types';

export type NoFigureReason =
  'quote-only' | 'tiers-unstated' | 'hourly' | 'fixed-plan' | 'below-first-tier' | 'above-last-tier' | 'no-assets';

export type AnnualFee =
  | {
      kind: 'fee';
      dollars: number;
      /** The brochure's rate is a ceiling: the fee may be lower. */
      atMost: boolean;
      negotiable: boolean;
      /** The stated minimum fee, not the rate, gives this figure. */
      minimumApplied: boolean;
    }
  | { kind: 'no-figure'; why: NoFigureReason };

const PER_YEAR: Record<FeePeriod, number> = { year: 1, quarter: 4, month: 12 };

const cents = (dollars: number): number => Math.round(dollars * 100) / 100;

function tierFee(tiers: FeeTier[], marginal: boolean, assets: number): number | NoFigureReason {
  const [first] = tiers;
  const last = tiers.at(-1);
  if (first === undefined || last === undefined) return 'quote-only';
  // "$0 - $500,000" then "$500,001 - …": the dollar between two written edges belongs to the lower tier.
  if (assets < first.from - 1) return 'below-first-tier';
  if (last.upTo !== null && assets > last.upTo) return 'above-last-tier';
  if (!marginal) {
    const tier = tiers.find((candidate) => candidate.upTo === null || assets <= candidate.upTo) ?? last;
    return (assets * tier.ratePercent.value) / 100;
  }
  // The first tier's lower edge is the smallest account taken ("$15,000 - $1,000,000 1.0%"), not a slice charged
  // nothing: a brochure's own worked example charges the whole first $1,000,000 at its rate.
  let fee = 0;
  let floor = 0;
  for (const tier of tiers) {
    const ceiling = tier.upTo ?? Number.POSITIVE_INFINITY;
    fee += (Math.max(0, Math.min(assets, ceiling) - floor) * tier.ratePercent.value) / 100;
    if (assets <= ceiling) break;
    floor = ceiling;
  }
  return fee;
}

function withFlags(fee: number, flags: FeeFlags): AnnualFee {
  const minimum = flags.minimumFee === undefined ? 0 : flags.minimumFee.value * PER_YEAR[flags.minimumFee.per];
  return {
    kind: 'fee',
    dollars: cents(Math.max(fee, minimum)),
    atMost: flags.maximum !== undefined,
    negotiable: flags.negotiable !== undefined,
    minimumApplied: minimum > fee,
  };
}

/** The fee a year at `assets` dollars, or no figure and why. */
export function annualFee(schedule: FeeSchedule, assets: number): AnnualFee {
  if (!(Number.isFinite(assets) && assets > 0)) return { kind: 'no-figure', why: 'no-assets' };
  switch (schedule.kind) {
    case 'quote-only':
      return { kind: 'no-figure', why: 'quote-only' };
    case 'hourly':
      return { kind: 'no-figure', why: 'hourly' };
    case 'fixed-plan':
      return { kind: 'no-figure', why: 'fixed-plan' };
    case 'flat':
      return withFlags(schedule.fee.value * PER_YEAR[schedule.per], schedule.flags);
    case 'tiers': {
      const { application } = schedule;
      if (application.kind === 'unstated') return { kind: 'no-figure', why: 'tiers-unstated' };
      const fee = tierFee(schedule.tiers, application.kind === 'marginal', assets);
      return typeof fee === 'number' ? withFlags(fee, schedule.flags) : { kind: 'no-figure', why: fee };
    }
  }
}

/** The asset levels of the table shown without JavaScript. */
export const FEE_TABLE_ASSETS = [250_000, 500_000, 1_000_000, 2_000_000] as const;

/** The fee at each level of the no-JavaScript table. */
export function feeTable(schedule: FeeSchedule): { assets: number; fee: AnnualFee }[] {
  return FEE_TABLE_ASSETS.map((assets) => ({ assets, fee: annualFee(schedule, assets) }));
}
