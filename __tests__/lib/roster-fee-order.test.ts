import { annualFee } from '@/lib/brochures/annual-fee';
import { coverageLine, feesAtLevels, statedMinimum } from '@/lib/roster/fee-rows';
import {
  applyRosterFilters,
  ASSET_LEVELS,
  effectiveOrder,
  parseRosterFilters,
  rosterSearch,
  type RosterRow,
} from '@/lib/roster/filters';
import { feesOf, oneRate } from '@/test-support/jest/brochure-records';

/**
 * The roster ordered by "fee at my assets" (lowest first; firms without a figure after, A–Z, each saying why) and
 * filtered by "minimum at or below my assets" (firms stating none stay, marked): the island computes the fee from
 * plain numbers the build writes, which must give the adviser page's figure.
 */

const SCHEDULES = [
  'An annual fee of 1% on the first $1,000,000 and 0.75% thereafter.',
  'Up to $1,000,000 1.00%\n$1,000,001 to $2,000,000 0.90%\nOver $2,000,000 0.75%\nThe rate applies to the entire account.',
  'Up to $1,000,000 1.00%\n$1,000,001 to $2,000,000 0.90%\nOver $2,000,000 0.75%\nEach tier is charged at its own rate.',
  'Our fee is 0.90% of assets under management per year, subject to a minimum annual fee of $1,500.',
  '$0 – $500,000 1.00%\n$500,001 – $1,000,000 0.80%\nEach tier is charged at its own rate.',
  oneRate('1.25'),
];

const atLevels = (text: string): (number | null)[] => {
  const fees = feesAtLevels(feesOf('1', text));
  if (typeof fees === 'string') throw new Error(`no schedule: ${fees}`);
  return fees;
};

test('each row carries the adviser page’s figure at every asset level offered, and none where the schedule stops', () => {
  expect(ASSET_LEVELS).toEqual([
    100_000, 250_000, 500_000, 750_000, 1_000_000, 1_500_000, 2_000_000, 3_000_000, 5_000_000,
  ]);
  for (const text of SCHEDULES) {
    const { schedule } = feesOf('1', text);
    if (schedule === null) throw new Error('expected a schedule');
    const page = ASSET_LEVELS.map((assets) => annualFee(schedule, assets)).map((fee) =>
      fee.kind === 'fee' ? Math.round(fee.dollars) : null,
    );
    expect([text, atLevels(text)]).toEqual([text, page]);
  }
  expect(atLevels(SCHEDULES[0] ?? '')).toEqual([1000, 2500, 5000, 7500, 10_000, 13_750, 17_500, 25_000, 40_000]);
  expect(atLevels(SCHEDULES[4] ?? '').slice(4)).toEqual([9000, null, null, null, null]);
  // Its entry says which amounts it covers, since the fee order puts it last above them.
  expect(coverageLine(atLevels(SCHEDULES[4] ?? ''))).toBe(
    'Its schedule gives a fee from $100,000 to $1,000,000 of assets',
  );
  expect(coverageLine(atLevels(SCHEDULES[0] ?? ''))).toBeNull();
});

test('a firm without a figure says why in a short line; its minimum is marked, or "No minimum stated"', () => {
  expect(feesAtLevels({ ...feesOf('1', null), brochure: null })).toBe(
    'No brochure in the SEC’s archive of the last 12 months',
  );
  expect(feesAtLevels(feesOf('1', 'Up to $1,000,000 1.00%\nOver $1,000,000 0.75%'))).toBe(
    'No fee figure: its brochure does not say how its tiers apply',
  );
  expect(feesAtLevels(feesOf('1', 'We charge $250 per hour for planning.'))).toBe('No fee figure: its fee is hourly');
  expect(statedMinimum(feesOf('1', oneRate('1'), { minimums: ['We require a minimum account of $500,000.'] }))).toEqual(
    {
      min: 500_000,
      line: 'Minimum $500,000, per its brochure',
    },
  );
  expect(statedMinimum(feesOf('1', oneRate('1')))).toEqual({ line: 'No minimum stated' });
});

const row = (crd: string, fields: Partial<RosterRow> = {}): RosterRow => ({
  crd,
  model: 'fee-only',
  assets: 100_000_000,
  individuals: true,
  belowHnw: true,
  disclosures: 'none',
  at: null,
  ...fields,
});
// A–Z, as the page lists them.
const ROWS = [
  row('1'),
  row('2', { fees: atLevels(oneRate('1.25')), min: 1_000_000 }),
  row('3', { fees: atLevels(SCHEDULES[4] ?? ''), min: 250_000 }),
  row('4', { fees: atLevels(oneRate('0.80')) }),
  row('5'),
];
const crds = (shown: { row: RosterRow }[]) => shown.map((item) => item.row.crd);

test('ordered by the fee at my assets: lowest first, then the firms without a figure there, A–Z', () => {
  const shown = applyRosterFilters(ROWS, { order: 'fee', assets: 750_000 });
  expect(crds(shown)).toEqual(['4', '3', '2', '1', '5']);
  expect(shown.map((item) => item.fee)).toEqual([6000, 7000, 9375, undefined, undefined]);
  // Above the schedule's last tier, firm 3 has no figure: it joins the A–Z tail.
  const above = applyRosterFilters(ROWS, { order: 'fee', assets: 2_000_000 });
  expect(crds(above)).toEqual(['4', '2', '1', '3', '5']);
  expect(above.map((item) => item.fee)).toEqual([16_000, 25_000, undefined, null, undefined]);
  // Without assets there is no fee to order by: A–Z.
  expect(effectiveOrder({ order: 'fee' }, undefined)).toBe('name');
});

test('the minimum filter drops a firm whose stated minimum is above my assets; a firm stating none stays', () => {
  expect(crds(applyRosterFilters(ROWS, { minOk: true, assets: 500_000 }))).toEqual(['1', '3', '4', '5']);
  expect(crds(applyRosterFilters(ROWS, { minOk: true, assets: 200_000 }))).toEqual(['1', '4', '5']);
  expect(crds(applyRosterFilters(ROWS, { minOk: true }))).toEqual(['1', '2', '3', '4', '5']);
});

test('my assets, the fee order and the minimum filter live in the address', () => {
  const filters = parseRosterFilters('?sort=fee&at=750000&min=1&utm_source=x');
  // Only the levels the form offers: a fee computed at build time exists for those alone.
  expect(parseRosterFilters('?at=600000')).toEqual({});
  expect(filters).toEqual({ order: 'fee', assets: 750_000, minOk: true });
  expect(rosterSearch('?utm_source=x', filters)).toBe('?utm_source=x&sort=fee&at=750000&min=1');
  expect(parseRosterFilters('?at=-5')).toEqual({});
});
