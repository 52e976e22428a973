/**
 * The tokens Item 5's text is read into (fee-tokens.ts writes them; fee-headed-rates.ts, fee-flags.ts and
 * fee-schedule.ts read them): their own file, so no two of those modules import each other.
 */
import type { BracketKind, FeePeriod } from './fee-schedule-types';
import type { NumberSpan } from './fee-numbers';

export type AmountRole = 'hourly' | 'minimum-fee' | 'minimum-account' | 'periodic' | 'plan' | 'plain';

export type FeeToken =
  | (NumberSpan & {
      type: 'rate';
      per: FeePeriod;
      ceiling: boolean;
      noise: boolean;
      heading?: { start: number; end: number };
    })
  | { type: 'rate-range'; start: number; end: number; low: NumberSpan; high: NumberSpan; noise: boolean }
  | { type: 'bracket'; start: number; end: number; kind: BracketKind; amounts: NumberSpan[] }
  | (NumberSpan & { type: 'amount'; role: AmountRole; per: FeePeriod | null });
