import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mainOfficeNotPublished } from '@/scripts/adv/feed/feed-record';
import { prSummary } from '@/scripts/adv/summary/summary';
import { changeLines } from '@/scripts/adv/summary/summary-lines';
import {
  exemptReporterFirm,
  fullSecNumberFirm,
  liveFillers,
  liveSecFirm,
  notPublishedFirm,
  oldFormFirm,
  writeLiveFeed,
  type LiveFirm,
} from '@/test-support/live-shaped-feeds';
import { readLiveSecFeed } from '@/test-support/jest/feed-files';
import { sandbox, type Sandbox } from '@/test-support/jest/import-sandbox';

/**
 * The shapes of the SEC's live files (issue 53, test-support/live-shaped-feeds.ts) are read, not
 * refused: tolerant per field, strict per identity. Each of these stopped today's main, e.g.
 * `firm 361 → <Item5D Q5DI2>: expected Y or N, got "Fewer than 5 clients"`.
 */
let box: Sandbox;
beforeEach(() => {
  box = sandbox();
});
afterEach(() => box.remove());

const fillers = (count: number) => liveFillers(count, 8_100_001, 'LIVE FILLER ADVISERS');
const read = (firms: LiveFirm[], bytes: 'latin1' | 'utf8' = 'latin1') => readLiveSecFeed(box.dir, firms, bytes);

test('"Fewer than 5 clients" (and Y) reads as a type served; N and empty as not', async () => {
  const firm = liveSecFirm(361, 'QUEEN CITY CAPITAL');
  firm.items.Item5D = { Q5DA1: '40', Q5DI2: 'Fewer than 5 clients', Q5DH2: 'Y', Q5DJ2: 'N', Q5DK2: '', Q5DB1: '0' };
  const { readings, byCrd } = await read([firm]);
  expect(readings[0]?.problems).toEqual([]);
  expect(byCrd('361')?.clientTypes).toEqual(['a', 'h', 'i']);
  expect(byCrd('361')?.unknown).toEqual([]);
});

test('empty Item elements read as not reported: no fee model of nulls, no "serves no one", no assets', async () => {
  const { byCrd } = await read([exemptReporterFirm(362, 'EMPTY ITEMS FUND ADVISERS')]);
  expect(byCrd('362')).toMatchObject({
    compensation: null,
    clientTypes: null,
    assets: null,
    totalEmployees: null,
    advisoryEmployees: null,
    unknown: [],
  });
});

test("the pre-2017 form's 5.D columns read as the types served, its letters mapped to today's", async () => {
  const { byCrd } = await read([oldFormFirm(363, 'OLD FORM ADVISERS')]);
  // (a) 26-50%, (b) 51-75%, (i) corporations → today's (m), (m) other → today's (n); (g) only by assets → not read.
  expect(byCrd('363')?.clientTypes).toEqual(['a', 'b', 'm', 'n']);
  expect(byCrd('363')?.unknown).toEqual([]);
});

test('a main office with only a phone number is not published: the firm is read, never placed by phone or mailing address', async () => {
  const { readings, byCrd } = await read([notPublishedFirm(364, 'HOME OFFICE ADVISERS')]);
  expect(readings[0]?.problems).toEqual([]);
  const record = byCrd('364');
  expect(record?.mainOffice).toBeNull();
  expect(record && mainOfficeNotPublished(record)).toBe(true);
});

test('FirmIaFullSecNb stands in for an absent SECNb', async () => {
  const { byCrd } = await read([fullSecNumberFirm(365, 'FULL NUMBER ADVISERS')]);
  expect(byCrd('365')?.secNumber).toBe('801-365');
});

test('a feed where half the firms publish no main office is read, not refused by the 1% rule', async () => {
  const firms = [...fillers(40), ...Array.from({ length: 60 }, (_, i) => notPublishedFirm(8_200_001 + i, `HOME ${i}`))];
  const feed = writeLiveFeed(box.dir, { feed: 'sec', date: '2026-11-02', firms });
  const report = await box.run([feed]);
  expect(report.dataFiles[0]).toMatchObject({ firms: 100, malformed: 0 });
  const roster = JSON.parse(readFileSync(path.join(box.contentDir, 'adv-roster.json'), 'utf8'));
  const crds: string[] = roster.firms.map((firm: { crd: string }) => firm.crd);
  // Their mailing address and phone are in Cincinnati: still not placed on the region's roster.
  expect(crds.filter((crd) => crd.startsWith('82'))).toEqual([]);
  expect(crds).toContain('8100001');
});

test('UTF-8 bytes under an ISO-8859-1 declaration are read as UTF-8: no mojibake in a firm file or the roster', async () => {
  const truepoint = { ...liveSecFirm(105664, 'TRUEPOINT WEALTH COUNSEL®'), websites: ['WWW.TRUEPOINTWEALTH.COM'] };
  const feed = writeLiveFeed(box.dir, {
    feed: 'sec',
    date: '2026-11-02',
    firms: [truepoint, ...fillers(3)],
    bytes: 'utf8',
  });
  const report = await box.run([feed]);
  expect(report.dataFiles[0]?.readAsUtf8Despite).toBe('ISO-8859-1');
  expect(prSummary(report)).toContain('It declares the encoding ISO-8859-1, but its bytes are UTF-8');
  const text = box.firmText('truepoint-wealth-counsel');
  expect(text).toContain('TRUEPOINT WEALTH COUNSEL®, LLC');
  expect(text).not.toContain('Â');
  const roster = readFileSync(path.join(box.contentDir, 'adv-roster.json'), 'utf8');
  expect(roster).toContain('"businessName": "TRUEPOINT WEALTH COUNSEL®"');
  expect(roster).not.toContain('Â');
});

test('a Latin-1 file that declares ISO-8859-1 is still read as it declares', async () => {
  const { data, byCrd } = await read([liveSecFirm(366, 'CAFÉ CAPITAL')], 'latin1');
  expect(data.readAsUtf8Despite).toBeNull();
  expect(byCrd('366')?.businessName).toBe('CAFÉ CAPITAL');
});

test('a web host without a dot ("HTTP://WWW.LINKEDIN/NAME") is dropped', async () => {
  const feed = writeLiveFeed(box.dir, {
    feed: 'sec',
    date: '2026-11-02',
    firms: [liveSecFirm(105664, 'TRUEPOINT, INC.'), ...fillers(3)],
  });
  await box.run([feed]);
  const websites = box.firm('truepoint-wealth-counsel').websites;
  expect(websites.origin === 'form-adv' && websites.value).toEqual(['https://www.firm105664.example/']);
});

test("a listed firm's unreadable value keeps that recorded fact, goes before a person, and its other facts are refreshed", async () => {
  const mariner = liveSecFirm(140195, 'MARINER, LLC');
  mariner.items.Item5F = { ...mariner.items.Item5F, Q5F2C: '2,310,000,000' };
  mariner.items.Item5E = { ...mariner.items.Item5E, Q5E1: 'Yes' };
  const before = box.firm('mariner-wealth-advisors');
  const feed = writeLiveFeed(box.dir, { feed: 'sec', date: '2026-11-02', firms: [mariner, ...fillers(3)] });
  const report = await box.run([feed]);
  const after = box.firm('mariner-wealth-advisors');
  expect(after.aum).toEqual(before.aum);
  expect(after.compensation).toEqual(before.compensation);
  expect(after.employees).toMatchObject({ origin: 'form-adv', value: { total: 58, advisory: 31 } });
  const issues = report.needsPerson
    .filter((entry) => entry.slug === 'mariner-wealth-advisors')
    .map((entry) => entry.issue);
  expect(issues).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        /^Assets under management .*<Item5F Q5F2C> reads "2,310,000,000"; the recorded value stays as it is/,
      ),
      expect.stringMatching(
        /^How it is paid .*<Item5E Q5E1> reads "Yes"; nothing is recorded, and nothing was written/,
      ),
    ]),
  );
  const summary = prSummary(report);
  expect(summary).toContain('## Values the import could not read');
  expect(summary).toMatch(/`<Item5F Q5F2C>`: 1 firm, first firm 140195: "2,310,000,000"/);
  expect(changeLines(report)).toContain('could not read <Item5E Q5E1> of 1 firm (first firm 140195: "Yes")');
});

test("a roster firm's unreadable value keeps last month's value; its other facts are refreshed", async () => {
  const firm = liveSecFirm(8_300_001, 'FOUNTAIN SQUARE ADVISERS');
  await box.run([writeLiveFeed(box.dir, { feed: 'sec', date: '2026-11-02', firms: [firm, ...fillers(3)] })]);
  const odd = { ...firm, items: { ...firm.items, Item5A: { TtlEmp: 'about sixty' }, Item5B: { Q5B1: '33' } } };
  await box.run([writeLiveFeed(box.dir, { feed: 'sec', date: '2026-12-01', firms: [odd, ...fillers(3)] })]);
  const roster = JSON.parse(readFileSync(path.join(box.contentDir, 'adv-roster.json'), 'utf8'));
  const entry = roster.firms.find((item: { crd: string }) => item.crd === '8300001');
  expect(entry.employees).toEqual({ total: 58, advisory: 31 });
  expect(entry.dataFile.date).toBe('2026-12-01');
  const newcomer = {
    ...liveSecFirm(8_300_002, 'NEW ROSTER ADVISERS'),
    items: { ...firm.items, Item5A: { TtlEmp: 'n/a' } },
  };
  await box.run([writeLiveFeed(box.dir, { feed: 'sec', date: '2026-12-02', firms: [odd, newcomer, ...fillers(3)] })]);
  const next = JSON.parse(readFileSync(path.join(box.contentDir, 'adv-roster.json'), 'utf8'));
  expect(next.firms.find((item: { crd: string }) => item.crd === '8300002').employees).toEqual({
    total: null,
    advisory: null,
  });
});
