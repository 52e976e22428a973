import { checkFeeSchedule } from '@/lib/brochures/fee-check';
import { parseFeeSchedule } from '@/lib/brochures/fee-schedule';
import { FEE_SCHEDULE_CORPUS } from '@/test-support/fee-schedule-corpus';
import { reading } from '@/test-support/fee-reading';

/**
 * The parser over schedules written in the shapes real brochures use (test-support/fee-schedule-corpus.ts): what a
 * visitor would see (the tiers, the flags, the fee at $1M, or the quote and why) equals a person's reading.
 */

const PARSED = FEE_SCHEDULE_CORPUS.map((entry) => ({ entry, schedule: parseFeeSchedule(entry.pages) }));
const parsedCount = PARSED.filter(({ schedule }) => schedule.kind !== 'quote-only').length;
const total = PARSED.length;

describe('the fee schedule corpus', () => {
  it.each(PARSED.map(({ entry, schedule }) => [entry.name, entry.expected, schedule] as const))(
    '%s',
    (_name, expected, schedule) => {
      expect(reading(schedule)).toEqual(expected);
    },
  );

  it(`parses ${parsedCount} of ${total} schedules and keeps ${total - parsedCount} as the quote alone`, () => {
    expect(total).toBeGreaterThanOrEqual(30);
    const expectedParsed = FEE_SCHEDULE_CORPUS.filter((entry) => entry.expected.kind !== 'quote-only').length;
    expect(parsedCount).toBe(expectedParsed);
  });

  it('shows no parsed number whose words are missing from its quote', () => {
    for (const { schedule } of PARSED) expect(checkFeeSchedule(schedule)).toEqual([]);
  });

  it('keeps a quote for every schedule it could not read, on the page it came from', () => {
    for (const { entry, schedule } of PARSED) {
      expect(schedule.quote.length).toBeGreaterThan(0);
      const pages = entry.pages.map((page) => page.page);
      for (const part of schedule.quote) expect(pages).toContain(part.page);
    }
  });
});
