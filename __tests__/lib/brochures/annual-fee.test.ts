import { annualFee, FEE_TABLE_ASSETS, feeTable } from '@/lib/brochures/annual-fee';
import { parseFeeSchedule } from '@/lib/brochures/fee-schedule';
import { applicationWords, flagWords, noFigureWords } from '@/lib/brochures/fee-words';

/**
 * "What it would cost you": a dollar figure only where the schedule parsed and the brochure says how its tiers
 * apply, the minimum fee only where stated, and otherwise no number with a reason the page can say.
 */

const read = (text: string) => parseFeeSchedule([{ page: 9, text }]);
const dollars = (text: string) => feeTable(read(text)).map(({ fee }) => (fee.kind === 'fee' ? fee.dollars : fee.why));

const BREAKPOINTS = 'Up to $1,000,000 1.00%\n$1,000,001 to $2,000,000 0.90%\nOver $2,000,000 0.75%';

describe('the annual fee at an amount of assets', () => {
  it('gives the no-JavaScript table at $250k, $500k, $1M and $2M for a marginal schedule', () => {
    expect(FEE_TABLE_ASSETS).toEqual([250_000, 500_000, 1_000_000, 2_000_000]);
    expect(dollars('An annual fee of 1% on the first $1,000,000 and 0.75% thereafter.')).toEqual([
      2500, 5000, 10_000, 17_500,
    ]);
  });

  it('charges a whole-account schedule at one rate and a marginal one slice by slice', () => {
    expect(dollars(`${BREAKPOINTS}\nThe rate applies to the entire account.`)).toEqual([2500, 5000, 10_000, 18_000]);
    expect(dollars(`${BREAKPOINTS}\nEach tier is charged at its own rate.`)).toEqual([2500, 5000, 10_000, 19_000]);
    const whole = read(`${BREAKPOINTS}\nThe rate applies to the entire account.`);
    if (whole.kind !== 'tiers') throw new Error('expected tiers');
    expect(applicationWords(whole.application)).toBe('The whole account is charged the rate of the tier it falls in.');
    expect(whole.application).toMatchObject({ words: { words: 'the entire account' } });
  });

  it('gives no figure, and says why, where the brochure does not say how its tiers apply', () => {
    expect(dollars(BREAKPOINTS)).toEqual(['tiers-unstated', 'tiers-unstated', 'tiers-unstated', 'tiers-unstated']);
    expect(noFigureWords('tiers-unstated')).toMatch(
      /does not say whether its rates apply to each slice or to the whole account/,
    );
  });

  it('counts a stated minimum annual or quarterly fee, and only then', () => {
    const withMinimum = read(
      'Our fee is 0.90% of assets under management per year, subject to a minimum annual fee of $1,500.',
    );
    expect(annualFee(withMinimum, 100_000)).toEqual({
      kind: 'fee',
      dollars: 1500,
      atMost: false,
      negotiable: false,
      minimumApplied: true,
    });
    expect(annualFee(withMinimum, 1_000_000)).toMatchObject({ dollars: 9000, minimumApplied: false });
    expect(annualFee(read('Our fee is 0.90% of assets under management per year.'), 100_000)).toMatchObject({
      dollars: 900,
    });
    const planMinimum = read(
      'Our fee is 0.90% of assets under management. Financial plans carry a minimum fee of $1,500.',
    );
    expect(annualFee(planMinimum, 100_000)).toMatchObject({ dollars: 900, minimumApplied: false });
    const quarterly = read(
      'Fees are tiered.\nFirst $500,000 1.50%\nOver $500,000 1.00%\nA minimum quarterly fee of $625 applies.',
    );
    expect(annualFee(quarterly, 100_000)).toMatchObject({ dollars: 2500, minimumApplied: true });
    expect(flagWords(quarterly)).toEqual(['A minimum fee of $625 a quarter.']);
  });

  it('marks a figure from an "up to" rate as a maximum and a negotiable fee as negotiable', () => {
    const ceiling = read('Fees are up to 1.5% annually of assets under management and are negotiable.');
    expect(annualFee(ceiling, 1_000_000)).toEqual({
      kind: 'fee',
      dollars: 15_000,
      atMost: true,
      negotiable: true,
      minimumApplied: false,
    });
    expect(flagWords(ceiling)).toEqual([
      'The brochure gives this as a maximum: the fee may be lower.',
      'The brochure says fees are negotiable.',
    ]);
  });

  it('gives a flat fee whatever the assets, by the year', () => {
    expect(dollars('Ongoing planning is offered for $150 per month.')).toEqual([1800, 1800, 1800, 1800]);
  });

  it('gives no figure for hourly or plan fees, a range, or assets outside the schedule', () => {
    expect(annualFee(read('Advice is charged at $250 per hour.'), 1_000_000)).toEqual({
      kind: 'no-figure',
      why: 'hourly',
    });
    expect(annualFee(read('A financial plan costs a fixed fee of $3,000.'), 1_000_000)).toEqual({
      kind: 'no-figure',
      why: 'fixed-plan',
    });
    expect(annualFee(read('Our fee ranges from 0.75% - 1% of assets.'), 1_000_000)).toEqual({
      kind: 'no-figure',
      why: 'quote-only',
    });
    const closed = read('Fees are tiered.\n$0 - $1,000,000 1.00%\n$1,000,001 - $5,000,000 0.80%');
    expect(annualFee(closed, 10_000_000)).toEqual({ kind: 'no-figure', why: 'above-last-tier' });
    const fromAQuarterMillion = read('Fees are tiered.\n$250,000 - $1,000,000 1.00%\nOver $1,000,000 0.80%');
    expect(annualFee(fromAQuarterMillion, 100_000)).toEqual({ kind: 'no-figure', why: 'below-first-tier' });
    expect(annualFee(closed, 0)).toEqual({ kind: 'no-figure', why: 'no-assets' });
    expect(annualFee(closed, Number.NaN)).toEqual({ kind: 'no-figure', why: 'no-assets' });
  });
});
