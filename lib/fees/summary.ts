import { describeArrangement, type Comparison } from './calculator';
import type { CalculatorSettings } from './form';
import { formatDollars, formatPercent } from './format';

const SLOT_LETTERS = ['A', 'B', 'C'] as const;

/** "A" for the first arrangement, "B" for the second… */
export function slotLetter(index: number): string {
  return SLOT_LETTERS[index] ?? String(index + 1);
}

/** "1.00% of assets" */
export function arrangementDescription(settings: CalculatorSettings, index: number): string {
  const arrangement = settings.arrangements[index];
  return arrangement ? describeArrangement(arrangement) : '';
}

/** "A: 1.00% of assets" */
function arrangementLabel(settings: CalculatorSettings, index: number): string {
  const description = arrangementDescription(settings, index);
  return description ? `${slotLetter(index)}: ${description}` : slotLetter(index);
}

/**
 * The result in one paragraph: the chart's text alternative and the caption a visitor reads, so
 * the chart is never the only place the numbers are.
 */
export function summarizeComparison(settings: CalculatorSettings, comparison: Comparison): string {
  const years = `${settings.years} year${settings.years === 1 ? '' : 's'}`;
  const opening = `Over ${years} at an assumed ${formatPercent(settings.annualReturnPercent)} a year, ${formatDollars(settings.amount)} would become ${formatDollars(comparison.noFeeEndingBalance)} with no fees.`;
  const each = comparison.projections.map(
    (projection, index) =>
      `${arrangementLabel(settings, index)} pays ${formatDollars(projection.totalFees)} in fees and ends at ${formatDollars(projection.endingBalance)}.`,
  );
  const others = comparison.shortfallVsBest
    .map((shortfall, index) => ({ shortfall, index }))
    .filter(({ index }) => index !== comparison.bestIndex);
  const best = slotLetter(comparison.bestIndex);
  const closing =
    others.length > 0 && others.every(({ shortfall }) => shortfall === 0)
      ? 'All arrangements end at the same balance.'
      : `${best} leaves the most: ${others.map(({ shortfall, index }) => `${formatDollars(shortfall)} more than ${slotLetter(index)}`).join(' and ')}.`;
  return [opening, ...each, closing].join(' ');
}
