/** The shape of the fee schedule corpus's entries (fee-schedule-corpus.ts), apart from the entries. */

import type { BrochurePage, FeePeriod, QuoteOnlyReason, TierApplication } from '@/lib/brochures/fee-schedule-types';

/** A tier as [from, up to (null: no end), annual rate in percent]. */
export type ExpectedTier = [number, number | null, number];

export type ExpectedReading =
  | {
      kind: 'tiers';
      tiers: ExpectedTier[];
      application: TierApplication['kind'];
      flags?: ('maximum' | 'negotiable')[];
      minimumFee?: [number, FeePeriod];
      /** The annual fee at $1,000,000 worked out by hand; null where no figure may be computed. */
      feeAtOneMillion: number | null;
    }
  | { kind: 'flat'; fee: number; per: FeePeriod; flags?: ('maximum' | 'negotiable')[] }
  | { kind: 'hourly'; rate: number }
  | { kind: 'fixed-plan'; fee: number }
  | { kind: 'quote-only'; reason: QuoteOnlyReason['code'] };

export interface CorpusSchedule {
  name: string;
  pages: BrochurePage[];
  expected: ExpectedReading;
}

/** One page of Item 5, as most schedules are. */
export function onPage(page: number, text: string): BrochurePage[] {
  return [{ page, text }];
}
