import { MIN_FIRMS_FOR_SPREAD, quantile, regionFees } from '@/lib/brochures/region-fees';
import { buildPageIndex } from '@/lib/content/page-index';
import type { BrochureFile } from '@/lib/content/brochure-schema';
import { brochureRecord, feesOf, oneRate } from '@/test-support/jest/brochure-records';
import { rosterFirm } from '@/test-support/jest/roster-firms';

/**
 * /advisers/fees/: the spread of what the region's brochures say a year of advice costs at $250k–$2M, from the
 * schedules that give a figure, with how many firms each figure rests on, and no spread from too few firms.
 */

const RATES = ['0.50', '0.75', '1.00', '1.25', '1.50'];

describe('the region’s published fees', () => {
  it('gives the median and the middle half at each level from the firms whose schedule gives a figure', () => {
    const fees = regionFees([
      ...RATES.map((rate, index) => feesOf(String(100 + index), oneRate(rate))),
      feesOf('200', 'Up to $1,000,000 1.00%\n$1,000,001 to $2,000,000 0.90%\nOver $2,000,000 0.75%'),
      feesOf('201', 'Fees are negotiable and described in the client agreement.'),
      feesOf('202', null),
      { crd: '203', brochure: null, schedule: null, minimum: null, brochureUrl: '' },
    ]);
    expect(fees.levels.map((level) => level.assets)).toEqual([250_000, 500_000, 1_000_000, 2_000_000]);
    expect(fees.levels.map((level) => level.firms)).toEqual([5, 5, 5, 5]);
    expect(fees.levels[2]?.spread).toEqual({
      median: 10_000,
      lowerQuartile: 7500,
      upperQuartile: 12_500,
      lowest: 5000,
      highest: 15_000,
    });
    expect(fees.levels[0]?.spread?.median).toBe(2500);
    // Three brochures without a figure (tiers unstated, a quote, no Item 5), and one firm with none at all.
    expect(fees).toMatchObject({ brochures: 8, withFigure: 5, newestFiled: '2026-10-15' });
  });

  it('shows no spread at a level fewer than five firms give a figure for, but still counts them', () => {
    expect(MIN_FIRMS_FOR_SPREAD).toBe(5);
    const fees = regionFees(RATES.slice(0, 4).map((rate, index) => feesOf(String(300 + index), oneRate(rate))));
    expect(fees.levels.map((level) => [level.firms, level.spread])).toEqual([
      [4, null],
      [4, null],
      [4, null],
      [4, null],
    ]);
  });

  it('counts a level only for the firms whose schedule reaches it', () => {
    const capped = '$0 – $500,000 1.00%\n$500,001 – $1,000,000 0.80%\nEach tier is charged at its own rate.';
    const fees = regionFees([
      ...RATES.map((rate, index) => feesOf(String(400 + index), oneRate(rate))),
      feesOf('410', capped),
    ]);
    const firms = fees.levels.map((level) => level.firms);
    expect(firms[0]).toBe(6);
    expect(firms[3]).toBe(5);
  });

  it('interpolates quartiles between neighbours', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4], 0.25)).toBe(1.75);
    expect(quantile([10, 20, 30, 40, 50, 60], 0.75)).toBe(47.5);
    expect(quantile([7], 0.25)).toBe(7);
  });
});

describe('the page of published fees in the page index', () => {
  const firms = RATES.map((_rate, index) => rosterFirm({ crd: String(600 + index), businessName: `FIRM ${index}` }));
  const roster = {
    region: [{ fips: '39061', name: 'Hamilton County, OH' }],
    firms,
    changes: { dataFiles: [{ name: 'feed.xml.gz', date: '2026-11-02' }], added: [], removed: [], changed: [] },
  };
  const sources = { firms: [], unconfirmedFirms: [], posts: [], landingPages: [], authors: [], legal: [], roster };
  const feesPage = (brochures: Map<string, BrochureFile>) =>
    buildPageIndex({ ...sources, brochures }).find((page) => page.path === '/advisers/fees/');

  it('is kept out of search engines until a brochure gives a fee, then dated by the newest such brochure', () => {
    expect(feesPage(new Map())).toMatchObject({ noindex: true, group: 'main' });
    const records = RATES.map((rate, index) =>
      brochureRecord(String(600 + index), oneRate(rate), { filed: `2026-09-1${index}` }),
    );
    const page = feesPage(new Map(records.map((record) => [record.crd, record])));
    expect(page?.noindex).toBeUndefined();
    expect(page?.lastModified).toBe('2026-09-14');
  });
});
