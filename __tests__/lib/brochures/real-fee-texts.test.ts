import { checkFeeSchedule } from '@/lib/brochures/fee-check';
import { parseFeeSchedule } from '@/lib/brochures/fee-schedule';
import type { FeeSchedule } from '@/lib/brochures/fee-schedule-types';
import { reading } from '@/test-support/fee-reading';
import { realPages, type RealReading } from '@/test-support/real-fee-text-shape';
import { REAL_FEE_TEXTS } from '@/test-support/real-fee-texts';

/**
 * The brochure step's parse over fee texts advisers published themselves (test-support/real-fee-texts.ts): each reads
 * as a careful person reads it: the tiers, how they apply, the fee at $1M; or the quote alone where the words give
 * no one schedule. A wrong number is worse than a quote, so a quote where a reader sees numbers fails too.
 */

/** The parse as a reader's expectation is written: a quote's reason is the parser's, the reader gives words. */
function asRead(schedule: FeeSchedule): RealReading | { kind: 'quote-only' } {
  return schedule.kind === 'quote-only' ? { kind: 'quote-only' } : reading(schedule);
}

function expectedOf(reader: RealReading): RealReading | { kind: 'quote-only' } {
  return reader.kind === 'quote-only' ? { kind: 'quote-only' } : reader;
}

const PARSED = REAL_FEE_TEXTS.map((entry) => ({ entry, schedule: parseFeeSchedule(realPages(entry)) }));
const parsed = PARSED.filter(({ schedule }) => schedule.kind !== 'quote-only').length;
const total = PARSED.length;

describe('real fee texts', () => {
  it.each(PARSED.map(({ entry, schedule }) => [entry.name, entry.reader, schedule] as const))(
    '%s',
    (_name, reader, schedule) => {
      expect(asRead(schedule)).toEqual(expectedOf(reader));
    },
  );

  it(`parses ${parsed} of ${total} texts to a schedule and quotes ${total - parsed}, as a reader does`, () => {
    expect(total).toBeGreaterThanOrEqual(15);
    expect(parsed).toBe(REAL_FEE_TEXTS.filter((entry) => entry.reader.kind !== 'quote-only').length);
  });

  it('shows no parsed number whose words are missing from its quote', () => {
    for (const { schedule } of PARSED) expect(checkFeeSchedule(schedule)).toEqual([]);
  });

  it('never reads a rate typed with a leading zero as a number, even one the bounds would let through', () => {
    const fortney = REAL_FEE_TEXTS.find((entry) => entry.name.startsWith('Fortney'));
    if (fortney === undefined) throw new Error('the Fortney text is missing');
    const typo = fortney.text.replace('075 percent', '02 percent');
    expect(typo).not.toBe(fortney.text);
    expect(parseFeeSchedule([{ page: 1, text: typo }]).kind).toBe('quote-only');
  });

  it('records where and when each text was read', () => {
    for (const { entry } of PARSED) {
      expect(entry.url).toMatch(/^https?:\/\/[^/]+\//);
      expect(entry.seen).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
