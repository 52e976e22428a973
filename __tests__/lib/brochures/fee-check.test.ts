import { checkFeeSchedule } from '@/lib/brochures/fee-check';
import { parseFeeSchedule } from '@/lib/brochures/fee-schedule';
import type { FeeSchedule, FeeTier } from '@/lib/brochures/fee-schedule-types';
import { quoteOnlyWords } from '@/lib/brochures/fee-words';

/**
 * The content check's hook: a stored schedule (parsed, or confirmed by a person in the CMS) whose numbers are not
 * in its quote, or that breaks the parse rules, is refused with the problem; the parser falls back to the quote.
 */

function tiersSchedule(text: string): Extract<FeeSchedule, { kind: 'tiers' }> {
  const schedule = parseFeeSchedule([{ page: 14, text }]);
  if (schedule.kind !== 'tiers') throw new Error(`expected tiers, got ${schedule.kind}`);
  return schedule;
}

const TABLE = 'Fees are tiered.\n$0 - $500,000 1.00%\n$500,001 - $1,000,000 0.85%\nOver $1,000,000 0.70%';

function withTier(
  schedule: Extract<FeeSchedule, { kind: 'tiers' }>,
  index: number,
  change: (tier: FeeTier) => FeeTier,
) {
  return { ...schedule, tiers: schedule.tiers.map((tier, at) => (at === index ? change(tier) : tier)) };
}

describe('the content check of a stored fee schedule', () => {
  it('accepts a parsed schedule as it is', () => {
    expect(checkFeeSchedule(tiersSchedule(TABLE))).toEqual([]);
  });

  it('refuses a rate typed differently from the brochure words it cites', () => {
    const edited = withTier(tiersSchedule(TABLE), 1, (tier) => ({
      ...tier,
      ratePercent: { ...tier.ratePercent, value: 0.9 },
    }));
    expect(checkFeeSchedule(edited)).toEqual([{ code: 'words-do-not-state-value', words: '0.85%', value: 0.9 }]);
  });

  it('refuses words that are not in the cited sentence, and a sentence that is not in the quote', () => {
    const schedule = tiersSchedule(TABLE);
    const wrongWords = withTier(schedule, 0, (tier) => ({
      ...tier,
      ratePercent: { ...tier.ratePercent, words: '0.95%', value: 0.95 },
    }));
    expect(checkFeeSchedule(wrongWords)).toEqual([{ code: 'not-in-quote', words: '0.95%', page: 14 }]);
    const otherPage = withTier(schedule, 0, (tier) => ({ ...tier, ratePercent: { ...tier.ratePercent, page: 15 } }));
    expect(checkFeeSchedule(otherPage)).toEqual([{ code: 'not-in-quote', words: '1.00%', page: 15 }]);
    expect(checkFeeSchedule({ ...schedule, quote: [{ page: 14, text: 'Fees are tiered.' }] }).length).toBeGreaterThan(
      0,
    );
  });

  it('refuses breakpoints edited out of order and rates outside 0.05–3% a year', () => {
    const schedule = tiersSchedule(TABLE);
    const swapped = {
      ...schedule,
      tiers: [schedule.tiers[1], schedule.tiers[0], schedule.tiers[2]].filter((tier) => tier !== undefined),
    };
    expect(checkFeeSchedule(swapped).map((problem) => problem.code)).toContain('breakpoints-not-ascending');
    const wrap = parseFeeSchedule([
      { page: 3, text: 'The wrap program annual fee is 3.50% of assets in the program.' },
    ]);
    expect(wrap).toMatchObject({
      kind: 'quote-only',
      reason: { code: 'invalid', problem: { code: 'rate-out-of-bounds', rate: { words: '3.50%', page: 3 } } },
    });
    if (wrap.kind === 'quote-only') expect(quoteOnlyWords(wrap.reason)).toMatch(/did not pass the checks/);
  });

  it('accepts a bare "1.00" only under a quoted heading that names the unit', () => {
    const schedule = tiersSchedule('Assets Under Management Annual Fee (%)\n$0 - $500,000 1.00\nOver $500,000 0.80');
    expect(schedule.tiers.map((tier) => [tier.ratePercent.words, tier.percentHeading?.words])).toEqual([
      ['1.00', 'Assets Under Management Annual Fee (%)'],
      ['0.80', 'Assets Under Management Annual Fee (%)'],
    ]);
    expect(checkFeeSchedule(schedule)).toEqual([]);
    const withoutHeading = withTier(schedule, 0, (tier) => ({
      from: tier.from,
      upTo: tier.upTo,
      bracket: tier.bracket,
      ratePercent: tier.ratePercent,
    }));
    expect(checkFeeSchedule(withoutHeading)).toEqual([{ code: 'words-do-not-state-value', words: '1.00', value: 1 }]);
    const headingWithoutUnit = withTier(schedule, 1, (tier) => ({
      ...tier,
      percentHeading: { words: 'Annual Fee', sentence: 'Annual Fee', page: 14 },
    }));
    expect(checkFeeSchedule(headingWithoutUnit)).toEqual([{ code: 'not-in-quote', words: 'Annual Fee', page: 14 }]);
  });

  it('keeps a schedule the parser could not read as its quote, on its page, with why', () => {
    const range = parseFeeSchedule([
      { page: 8, text: 'Our annual fee ranges from 0.75% - 1% of assets, depending on services.' },
    ]);
    expect(range).toMatchObject({
      kind: 'quote-only',
      quote: [{ page: 8, text: 'Our annual fee ranges from 0.75% - 1% of assets, depending on services.' }],
    });
    if (range.kind === 'quote-only')
      expect(quoteOnlyWords(range.reason)).toBe('The brochure gives a range (0.75% to 1.00%), not one fee.');
    expect(checkFeeSchedule(range)).toEqual([]);
    expect(parseFeeSchedule([])).toEqual({ kind: 'quote-only', reason: { code: 'no-schedule' }, quote: [] });
  });

  it('names each value’s page when a table runs across a page break', () => {
    const schedule = parseFeeSchedule([
      { page: 12, text: 'Our fee schedule is tiered:\nFirst $250,000 1.25%\nNext $750,000 1.00%' },
      { page: 13, text: 'Over $1,000,000 0.50%' },
    ]);
    if (schedule.kind !== 'tiers') throw new Error(`expected tiers, got ${schedule.kind}`);
    expect(schedule.tiers.map((tier) => [tier.ratePercent.page, tier.ratePercent.sentence])).toEqual([
      [12, 'First $250,000 1.25%'],
      [12, 'Next $750,000 1.00%'],
      [13, 'Over $1,000,000 0.50%'],
    ]);
    expect(schedule.quote.map((part) => part.page)).toEqual([12, 13]);
  });
});
