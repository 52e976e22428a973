'use client';

import { useId, useState } from 'react';
import { annualFee } from '@/lib/brochures/annual-fee';
import { formatDollarAmount } from '@/lib/brochures/fee-format';
import type { FeeSchedule } from '@/lib/brochures/fee-schedule-types';
import { noFigureWords } from '@/lib/brochures/fee-words';

export interface BrochureFeeProps {
  /** The parsed schedule without its words (lib/brochures/fee-display.ts, costSchedule). */
  schedule: FeeSchedule;
  /** Where the schedule and its words are on the page, e.g. "the schedule above, page 9". */
  source: string;
}

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
 */
export function BrochureFee({ schedule, source }: BrochureFeeProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const fee = annualFee(schedule, typedDollars(typed));
  return (
    <div className="rounded-xl border border-gray-300 p-4">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        Your assets with the firm
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={typed}
        placeholder="e.g. 750,000"
        onChange={(event) => setTyped(event.target.value)}
        className="mt-1 min-h-11 w-full rounded-lg border border-gray-400 px-3 py-2 text-base text-ink"
      />
      <p className="mt-2 text-gray-800" aria-live="polite" data-brochure-fee-result="">
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
        ) : (
          noFigureWords(fee.why)
        )}
      </p>
    </div>
  );
}
