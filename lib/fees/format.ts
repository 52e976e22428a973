/**
 * Money and rate formats of the fee calculator. Kept beside the math (not lib/format.ts) so the
 * browser island imports nothing from the content layer.
 */
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** "$1,234" — figures are computed to the cent and shown to the dollar. */
export function formatDollars(amount: number): string {
  // Intl writes -0 as "-$0"; a rounded-away cent is not a negative amount.
  return wholeDollars.format(Math.round(amount) === 0 ? 0 : amount);
}

/** "1.00%" */
export function formatPercent(ratePercent: number): string {
  return `${ratePercent.toFixed(2)}%`;
}
