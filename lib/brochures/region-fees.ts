import { annualFee, FEE_TABLE_ASSETS } from './annual-fee';
import type { FirmFees } from './firm-fees';

/**
 * The region's published fees in one picture (/advisers/fees/): at each asset level of the no-JavaScript table,
 * the spread of the annual fees the firms' own brochures give, counting only schedules that parsed and say how
 * their tiers apply (annualFee gives a figure). Fewer firms than MIN_FIRMS_FOR_SPREAD at a level show no spread:
 * a median of three firms says more about those three than about the region.
 */
export const MIN_FIRMS_FOR_SPREAD = 5;

export interface FeeSpread {
  median: number;
  /** The middle half: the 25th and 75th percentiles. */
  lowerQuartile: number;
  upperQuartile: number;
  lowest: number;
  highest: number;
}

export interface FeeLevel {
  assets: number;
  /** How many firms' brochures give a fee at this level. */
  firms: number;
  /** Null when fewer than MIN_FIRMS_FOR_SPREAD firms give one. */
  spread: FeeSpread | null;
}

export interface RegionFees {
  levels: FeeLevel[];
  /** Firms with a brochure record, and of them those whose Item 5 parsed into a schedule with a figure somewhere. */
  brochures: number;
  withFigure: number;
  /** The newest filing date among the brochures the figures rest on; null when none does. */
  newestFiled: string | null;
}

/** The p-th quantile (0–1) of ascending values, interpolated between neighbours (the spreadsheet's QUARTILE.INC). */
export function quantile(ascending: readonly number[], p: number): number {
  const position = (ascending.length - 1) * p;
  const below = Math.floor(position);
  const low = ascending[below] ?? Number.NaN;
  const high = ascending[Math.min(below + 1, ascending.length - 1)] ?? low;
  return low + (high - low) * (position - below);
}

function spreadOf(ascending: readonly number[]): FeeSpread | null {
  if (ascending.length < MIN_FIRMS_FOR_SPREAD) return null;
  return {
    median: quantile(ascending, 0.5),
    lowerQuartile: quantile(ascending, 0.25),
    upperQuartile: quantile(ascending, 0.75),
    lowest: ascending[0] ?? 0,
    highest: ascending.at(-1) ?? 0,
  };
}

/** The spread of published fees at each level across `firms` (one entry per firm: the roster's and the listed ones). */
export function regionFees(firms: readonly FirmFees[]): RegionFees {
  const withBrochure = firms.filter((firm) => firm.brochure !== null);
  const figures = FEE_TABLE_ASSETS.map((assets) =>
    withBrochure.flatMap((firm) => {
      const fee = firm.schedule ? annualFee(firm.schedule, assets) : null;
      return fee?.kind === 'fee' ? [{ crd: firm.crd, filed: firm.brochure?.filed ?? '', dollars: fee.dollars }] : [];
    }),
  );
  const counted = new Map(figures.flat().map((figure) => [figure.crd, figure.filed]));
  return {
    levels: FEE_TABLE_ASSETS.map((assets, index) => {
      const ascending = (figures[index] ?? []).map((figure) => figure.dollars).sort((a, b) => a - b);
      return { assets, firms: ascending.length, spread: spreadOf(ascending) };
    }),
    brochures: withBrochure.length,
    withFigure: counted.size,
    newestFiled: [...counted.values()].sort().at(-1) ?? null,
  };
}
