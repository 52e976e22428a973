import type { BrochureFile } from '@/lib/content/brochure-schema';
import { readFirmFees } from './firm-fees';
import type { FeeSchedule } from './fee-schedule-types';
import { flagWords } from './fee-words';
import type { MinimumReading } from './minimum';

/**
 * What a firm's new brochure changed, read with today's parsers from both records (so a better parser never shows
 * as a change): a new brochure (where there was none, or a new filing), a different fee schedule, a different stated minimum.
 * Used by the brochure command's pull-request summary and, through the `change` it writes into the record, by
 * /advisers/changes/ and its feed.
 */
export type BrochureChangeKind = 'new-brochure' | 'schedule' | 'minimum';

export interface BrochureChange {
  kinds: BrochureChangeKind[];
  /** The new schedule's flags in words ("a maximum", "negotiable", a minimum fee). */
  flags: string[];
}

/** The parts of a schedule a visitor sees as figures, without the quoted words (which move with the layout). */
function scheduleKey(schedule: FeeSchedule | null): string {
  if (schedule === null) return 'none';
  switch (schedule.kind) {
    case 'quote-only':
      return `quote:${schedule.reason.code}`;
    case 'tiers':
      return JSON.stringify([
        schedule.tiers.map((tier) => [tier.from, tier.upTo, tier.ratePercent.value]),
        schedule.application.kind,
        flagWords(schedule),
      ]);
    case 'flat':
      return JSON.stringify(['flat', schedule.fee.value, schedule.per, flagWords(schedule)]);
    case 'hourly':
    case 'fixed-plan':
      return JSON.stringify([schedule.kind, schedule.kind === 'hourly' ? schedule.rate.value : schedule.fee.value]);
  }
}

function minimumKey(minimum: MinimumReading | null): string {
  if (minimum === null) return 'none';
  return minimum.kind === 'amount' ? `amount:${minimum.amount.value}` : minimum.kind;
}

/**
 * The change from `before` to `after`; null when the brochure is the same filing, and when the firm had no record
 * (undefined: its brochure was never looked for: the first brochure step, or a firm new to the roster, which the
 * roster's own changes name): a first reading is where the record starts, not news.
 */
export function brochureChange(before: BrochureFile | undefined, after: BrochureFile): BrochureChange | null {
  if (before === undefined || after.brochure === null || before.brochure?.id === after.brochure.id) return null;
  const now = readFirmFees(after);
  const kinds: BrochureChangeKind[] = ['new-brochure'];
  if (before?.brochure) {
    const was = readFirmFees(before);
    if (scheduleKey(was.schedule) !== scheduleKey(now.schedule)) kinds.push('schedule');
    if (minimumKey(was.minimum) !== minimumKey(now.minimum)) kinds.push('minimum');
  }
  return { kinds, flags: now.schedule ? flagWords(now.schedule) : [] };
}
