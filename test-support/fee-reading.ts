/** A parsed fee schedule in the corpus's terms (fee-schedule-corpus-shape.ts): what a visitor would notice. */

import { annualFee } from '@/lib/brochures/annual-fee';
import type { FeeSchedule } from '@/lib/brochures/fee-schedule-types';
import type { ExpectedReading } from './fee-schedule-corpus-shape';

/** The parse in the corpus's terms, so a difference reads as the visitor would notice it. */
export function reading(schedule: FeeSchedule): ExpectedReading {
  switch (schedule.kind) {
    case 'quote-only':
      return { kind: 'quote-only', reason: schedule.reason.code };
    case 'hourly':
      return { kind: 'hourly', rate: schedule.rate.value };
    case 'fixed-plan':
      return { kind: 'fixed-plan', fee: schedule.fee.value };
    case 'flat':
      return { kind: 'flat', fee: schedule.fee.value, per: schedule.per, ...flagList(schedule) };
    case 'tiers': {
      const fee = annualFee(schedule, 1_000_000);
      const minimum = schedule.flags.minimumFee;
      return {
        kind: 'tiers',
        tiers: schedule.tiers.map((tier) => [tier.from, tier.upTo, tier.ratePercent.value]),
        application: schedule.application.kind,
        ...flagList(schedule),
        ...(minimum === undefined ? {} : { minimumFee: [minimum.value, minimum.per] }),
        feeAtOneMillion: fee.kind === 'fee' ? fee.dollars : null,
      };
    }
  }
}

function flagList(schedule: Extract<FeeSchedule, { kind: 'tiers' | 'flat' }>): {
  flags?: ('maximum' | 'negotiable')[];
} {
  const flags = (['maximum', 'negotiable'] as const).filter((flag) => schedule.flags[flag] !== undefined);
  return flags.length === 0 ? {} : { flags: [...flags] };
}
