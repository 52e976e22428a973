import {
  applyRosterFilters,
  effectiveOrder,
  parseRosterFilters,
  rosterSearch,
  type RosterRow,
} from '@/lib/roster/filters';

/**
 * The roster's filters (issue 47 §3): each keeps only the advisers whose Form ADV shows the value
 * asked for; the orders are A–Z, largest assets first, or nearest first from a ZIP code; the state
 * round-trips through the address and keeps the campaign tags.
 */
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
  row('1', { model: 'fee-based', assets: 2_000_000_000, at: [39.25, -84.3] }),
  row('2', { model: null, assets: null, individuals: null, disclosures: null }),
  row('3', { assets: 40_000_000, individuals: false, disclosures: 'reported', at: [39.1, -84.51] }),
  row('4', { assets: 600_000_000, at: [39.05, -84.6] }),
];
const crds = (shown: { row: RosterRow }[]) => shown.map((item) => item.row.crd);
const DOWNTOWN = { lat: 39.1015, lng: -84.5125 };

test('with no filter every adviser is shown, A–Z', () => {
  expect(crds(applyRosterFilters(ROWS, {}))).toEqual(['1', '2', '3', '4']);
});

test('fee-only keeps only the filings that show it: an adviser whose model is not derived is not shown as fee-only', () => {
  expect(crds(applyRosterFilters(ROWS, { fee: 'fee-only' }))).toEqual(['3', '4']);
  expect(crds(applyRosterFilters(ROWS, { fee: 'fee-based' }))).toEqual(['1']);
});

test('size bands by assets under management, and "none reported" for a firm with none', () => {
  expect(crds(applyRosterFilters(ROWS, { size: 'under-100m' }))).toEqual(['3']);
  expect(crds(applyRosterFilters(ROWS, { size: '100m-1b' }))).toEqual(['4']);
  expect(crds(applyRosterFilters(ROWS, { size: 'over-1b' }))).toEqual(['1']);
  expect(crds(applyRosterFilters(ROWS, { size: 'none' }))).toEqual(['2']);
});

test('serves individuals and Item 11 keep only the filings that answer', () => {
  expect(crds(applyRosterFilters(ROWS, { individuals: true }))).toEqual(['1', '4']);
  expect(crds(applyRosterFilters(ROWS, { disclosures: 'reported' }))).toEqual(['3']);
  expect(crds(applyRosterFilters(ROWS, { disclosures: 'none' }))).toEqual(['1', '4']);
});

test('by assets: largest first, a firm reporting none last', () => {
  expect(crds(applyRosterFilters(ROWS, { order: 'assets' }))).toEqual(['1', '4', '3', '2']);
});

test('with a ZIP code: nearest first, with the miles; a firm without a known location last', () => {
  const shown = applyRosterFilters(ROWS, { zip: '45202' }, DOWNTOWN);
  expect(crds(shown)).toEqual(['3', '4', '1', '2']);
  expect(shown[0]?.miles).toBeLessThan(1);
  expect(shown[3]?.miles).toBeUndefined();
  expect(effectiveOrder({ zip: '45202' }, DOWNTOWN)).toBe('distance');
  // Asked to sort by name, a ZIP code does not reorder.
  expect(crds(applyRosterFilters(ROWS, { zip: '45202', order: 'name' }, DOWNTOWN))).toEqual(['1', '2', '3', '4']);
  // Distance without a known place (no ZIP, or one not in the table): A–Z.
  expect(effectiveOrder({ order: 'distance' }, undefined)).toBe('name');
});

test('the state round-trips through the address, keeps other parameters and ignores what it cannot read', () => {
  const filters = parseRosterFilters(
    '?utm_source=news&fee=fee-only&size=100m-1b&ind=1&disc=none&sort=assets&zip=45202',
  );
  expect(filters).toEqual({
    fee: 'fee-only',
    size: '100m-1b',
    individuals: true,
    disclosures: 'none',
    order: 'assets',
    zip: '45202',
  });
  expect(rosterSearch('?utm_source=news&fee=fee-based', filters)).toBe(
    '?utm_source=news&fee=fee-only&size=100m-1b&ind=1&disc=none&sort=assets&zip=45202',
  );
  expect(parseRosterFilters('?fee=cheap&size=huge&ind=yes&disc=maybe&sort=best&zip=4520')).toEqual({});
  expect(rosterSearch('?fee=fee-only&utm_source=news', {})).toBe('?utm_source=news');
});

test('"serves individuals below high net worth" keeps only the filings whose 5.D(a) shows such clients', () => {
  const rows = [
    row('1'),
    row('2', { belowHnw: false }), // high-net-worth individuals only
    row('3', { individuals: null, belowHnw: null }), // no Item 5.D
    row('4'),
  ];
  expect(crds(applyRosterFilters(rows, { belowHnw: true }))).toEqual(['1', '4']);
  expect(crds(applyRosterFilters(rows, { individuals: true }))).toEqual(['1', '2', '4']);
  const filters = parseRosterFilters('?below=1&utm_source=news');
  expect(filters).toEqual({ belowHnw: true });
  expect(rosterSearch('?utm_source=news', filters)).toBe('?utm_source=news&below=1');
  expect(parseRosterFilters('?below=yes')).toEqual({});
});
