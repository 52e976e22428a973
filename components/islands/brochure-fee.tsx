'use client';

import { useState } from 'react';
import { annualFee } from '@/lib/brochures/annual-fee';
import { formatDollarAmount } from '@/lib/brochures/fee-format';
import { scheduleOfNumbers, type CostNumbers } from '@/lib/brochures/fee-display';
import { noFigureWords } from '@/lib/brochures/fee-words';

/** The parsed schedule's numbers and flags (lib/brochures/fee-display.ts, costNumbers), and its brochure pages. */
export type BrochureFeeProps = CostNumbers & { pages: number[] };

/** "$1,250,000", "1.25m", "750k" → dollars; NaN when it is not an amount. */
function typedDollars(typed: string): number {
  const match = /^\s*\$?\s*([\d,]*\.?\d+)\s*(k|m|mm|million|thousand)?\s*$/i.exec(typed);
  if (match === null) return Number.NaN;
  const unit = (match[2] ?? '').toLowerCase();
  const scale = unit === 'k' || unit === 'thousand' ? 1_000 : unit === '' ? 1 : 1_000_000;
  return Number((match[1] ?? '').replace(/,/g, '')) * scale;
}

/**
 * "What it would cost you" at the visitor's own assets: the annual fee by the brochure's schedule, with the flags
 * in words (a maximum, negotiable, the minimum fee applied), or no number and why. Small on purpose: no animation.
 * One per page (a roster page or a listed profile), so its input's id is fixed.
 */
export function BrochureFee({ pages, ...numbers }: BrochureFeeProps) {
  const [typed, setTyped] = useState('');
  const fee = annualFee(scheduleOfNumbers(numbers), typedDollars(typed));
  const source = `its brochure’s schedule (${pages.length === 1 ? 'page' : 'pages'} ${pages.join(', ')})`;
  return (
    <p>
      <label htmlFor="brochure-fee-assets">Your assets with the firm </label>
      <input
        id="brochure-fee-assets"
        inputMode="decimal"
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        className="min-h-11 rounded-lg border border-gray-400 px-3"
      />{' '}
      <output htmlFor="brochure-fee-assets" aria-live="polite">
        {fee.kind === 'fee' ? (
          <>
            <strong>
              {fee.atMost ? 'At most ' : ''}
              {formatDollarAmount(fee.dollars)} a year
            </strong>{' '}
            by {source}.{fee.minimumApplied ? ' The minimum fee, not the rate, gives this figure.' : ''}
            {fee.atMost ? ' The brochure gives its rate as a maximum: the fee may be lower.' : ''}
            {fee.negotiable ? ' The brochure says fees are negotiable.' : ''}
          </>
        ) : fee.why === 'no-assets' ? null : (
          noFigureWords(fee.why)
        )}
      </output>
    </p>
  );
}
