/**
 * The fee calculator's arithmetic: pure functions, no I/O, shared by the build (the worked
 * example in the server HTML) and the browser (the island), so both show the same figures.
 *
 * Order of operations, once per year, in whole cents:
 *   1. growth  = start balance × assumed yearly return, rounded to the cent;
 *   2. grown   = start balance + growth;
 *   3. fee     = the arrangement's fee on the grown balance (charged once, at the end of the year),
 *                rounded to the cent, and never more than the grown balance;
 *   4. end     = grown − fee, which is next year's start balance.
 * Every fee is taken out of the invested balance (also flat and hourly fees), so the arrangements are
 * compared like for like. Half cents round up (Math.round).
 *
 * A percentage of assets may be tiered: tiers are marginal, like tax brackets. With 1.00% up to
 * $1,000,000 and 0.80% above, a $1,500,000 balance pays 1.00% of the first $1,000,000 plus 0.80% of
 * the $500,000 above it ($10,000 + $4,000 = $14,000), not 0.80% of everything.
 */

import { formatDollars, formatPercent } from './format';

export interface FeeTier {
  /** Yearly rate in percent: 1 means 1.00% of the assets in this tier. */
  ratePercent: number;
  /** Balance (in dollars) where this tier ends and the next begins; the last tier has none. */
  upTo?: number;
}

export type FeeArrangement =
  | { kind: 'percentage'; tiers: FeeTier[] }
  | { kind: 'flat'; yearlyFee: number }
  | { kind: 'hourly'; hoursPerYear: number; hourlyRate: number };

export type FeeKind = FeeArrangement['kind'];

export interface ProjectionInput {
  /** Amount invested at the start, in dollars. */
  amount: number;
  years: number;
  /** Assumed yearly return in percent (an illustration, not a forecast); may be negative. */
  annualReturnPercent: number;
}

interface YearRow {
  year: number;
  startBalance: number;
  growth: number;
  fee: number;
  endBalance: number;
}

export interface Projection {
  rows: YearRow[];
  totalFees: number;
  endingBalance: number;
}

export interface Comparison {
  projections: Projection[];
  /** What the balance would be after the same years with no fee at all. */
  noFeeEndingBalance: number;
  /** Index of the arrangement that leaves the largest ending balance (the first one on a tie). */
  bestIndex: number;
  /** For each arrangement: how much less it leaves than the best one (0 for the best). */
  shortfallVsBest: number[];
}

const toCents = (dollars: number): number => Math.round(dollars * 100);
const toDollars = (cents: number): number => cents / 100;

/** The fee in cents for one year on a balance in cents, before the cap at the balance. */
function feeCentsBeforeCap(arrangement: FeeArrangement, balanceCents: number): number {
  switch (arrangement.kind) {
    case 'percentage': {
      let fee = 0;
      let floor = 0;
      for (const tier of arrangement.tiers) {
        const ceiling = tier.upTo === undefined ? Number.POSITIVE_INFINITY : toCents(tier.upTo);
        const inTier = Math.max(0, Math.min(balanceCents, ceiling) - floor);
        fee += (inTier * tier.ratePercent) / 100;
        if (balanceCents <= ceiling) break;
        floor = ceiling;
      }
      return Math.round(fee);
    }
    case 'flat':
      return toCents(arrangement.yearlyFee);
    case 'hourly':
      return toCents(arrangement.hoursPerYear * arrangement.hourlyRate);
    default: {
      const unhandled: never = arrangement;
      throw new Error(`Unknown fee arrangement: ${JSON.stringify(unhandled)}`);
    }
  }
}

/** One year's fee in dollars on a balance in dollars, never more than the balance. */
export function yearlyFee(arrangement: FeeArrangement, balance: number): number {
  const balanceCents = Math.max(0, toCents(balance));
  return toDollars(Math.min(balanceCents, feeCentsBeforeCap(arrangement, balanceCents)));
}

/** Year-by-year balances and fees for one arrangement (see the order of operations above). */
export function projectArrangement(input: ProjectionInput, arrangement: FeeArrangement | null): Projection {
  const rows: YearRow[] = [];
  let balance = Math.max(0, toCents(input.amount));
  let totalFees = 0;
  for (let year = 1; year <= input.years; year += 1) {
    const growth = Math.round((balance * input.annualReturnPercent) / 100);
    const grown = Math.max(0, balance + growth);
    const fee = arrangement === null ? 0 : Math.min(grown, feeCentsBeforeCap(arrangement, grown));
    const end = grown - fee;
    rows.push({
      year,
      startBalance: toDollars(balance),
      growth: toDollars(growth),
      fee: toDollars(fee),
      endBalance: toDollars(end),
    });
    totalFees += fee;
    balance = end;
  }
  return { rows, totalFees: toDollars(totalFees), endingBalance: toDollars(balance) };
}

/** Projects every arrangement over the same inputs and measures each against the best. */
export function compareArrangements(input: ProjectionInput, arrangements: readonly FeeArrangement[]): Comparison {
  const projections = arrangements.map((arrangement) => projectArrangement(input, arrangement));
  let bestIndex = 0;
  projections.forEach((projection, index) => {
    const best = projections[bestIndex];
    if (best && projection.endingBalance > best.endingBalance) bestIndex = index;
  });
  const bestEnding = projections[bestIndex]?.endingBalance ?? 0;
  return {
    projections,
    noFeeEndingBalance: projectArrangement(input, null).endingBalance,
    bestIndex,
    shortfallVsBest: projections.map((projection) =>
      toDollars(toCents(bestEnding) - toCents(projection.endingBalance)),
    ),
  };
}

/** A short description of an arrangement, e.g. "1.00% of assets" or "10 hours × $300 per year". */
export function describeArrangement(arrangement: FeeArrangement): string {
  switch (arrangement.kind) {
    case 'percentage': {
      const [first, ...rest] = arrangement.tiers;
      if (!first) return 'Percentage of assets';
      if (rest.length === 0) return `${formatPercent(first.ratePercent)} of assets`;
      return arrangement.tiers
        .map((tier, index) => {
          const previous = arrangement.tiers[index - 1]?.upTo;
          const rate = formatPercent(tier.ratePercent);
          if (index === 0) return `${rate} up to ${formatDollars(tier.upTo ?? 0)}`;
          if (tier.upTo === undefined) return `${rate} above ${formatDollars(previous ?? 0)}`;
          return `${rate} to ${formatDollars(tier.upTo)}`;
        })
        .join(', ');
    }
    case 'flat':
      return `${formatDollars(arrangement.yearlyFee)} flat per year`;
    case 'hourly':
      return `${arrangement.hoursPerYear} hours × ${formatDollars(arrangement.hourlyRate)} per year`;
    default: {
      const unhandled: never = arrangement;
      throw new Error(`Unknown fee arrangement: ${JSON.stringify(unhandled)}`);
    }
  }
}

/** The visitor-facing name of each kind of arrangement. */
export const FEE_KIND_LABELS: Record<FeeKind, string> = {
  percentage: 'Percentage of assets',
  flat: 'Flat yearly fee',
  hourly: 'Hourly estimate',
};
