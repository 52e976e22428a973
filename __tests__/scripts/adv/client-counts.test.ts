import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  exemptReporterFirm,
  liveFillers,
  liveSecFirm,
  oldFormFirm,
  writeLiveFeed,
  type LiveFirm,
} from '@/test-support/live-shaped-feeds';
import { readLiveSecFeed } from '@/test-support/jest/feed-files';
import { sandbox, type Sandbox } from '@/test-support/jest/import-sandbox';

/**
 * Form ADV 5.D per client type (issue 56 §1): the number of clients (or "fewer than 5") and the assets
 * for each type served, read from the feed and written to the roster and a listed firm's file. Forms
 * before 2017 give percentages only: no count is made of them.
 */
let box: Sandbox;
beforeEach(() => {
  box = sandbox();
});
afterEach(() => box.remove());

const fillers = (count: number) => liveFillers(count, 8_400_001, 'FIVE D FILLER');
const read = (firms: LiveFirm[]) => readLiveSecFeed(box.dir, firms);

test('each type served reads with its count or "fewer than 5" and its assets; types not served are left out', async () => {
  const firm = liveSecFirm(371, 'FIVE D ADVISERS');
  firm.items.Item5D = {
    Q5DA1: '40',
    Q5DA3: '12000000',
    Q5DB1: '0',
    Q5DB2: 'Fewer than 5 clients',
    Q5DB3: '9000000.40',
    Q5DH2: 'Y',
    Q5DJ1: '0',
    Q5DJ2: 'N',
    Q5DJ3: '0',
    Q5DM1: '7',
  };
  const { byCrd } = await read([firm]);
  expect(byCrd('371')?.clientCounts).toEqual([
    { type: 'a', clients: 40, fewerThanFive: false, assets: 12_000_000 },
    { type: 'b', clients: null, fewerThanFive: true, assets: 9_000_000 },
    { type: 'h', clients: null, fewerThanFive: true, assets: null },
    { type: 'm', clients: 7, fewerThanFive: false, assets: null },
  ]);
  expect(byCrd('371')?.clientTypes).toEqual(['a', 'b', 'h', 'm']);
  expect(byCrd('371')?.unknown).toEqual([]);
});

test('no Item 5.D, an empty one, or the form before 2017 (percentages only) gives no counts', async () => {
  const absent = liveSecFirm(372, 'NO FIVE D ADVISERS');
  delete absent.items.Item5D;
  const { byCrd } = await read([absent, exemptReporterFirm(373, 'EMPTY FIVE D'), oldFormFirm(374, 'OLD FORM')]);
  expect(byCrd('372')?.clientCounts).toBeNull();
  expect(byCrd('373')?.clientCounts).toBeNull();
  expect(byCrd('374')?.clientTypes).toEqual(['a', 'b', 'm', 'n']);
  expect(byCrd('374')?.clientCounts).toBeNull();
});

test('an unreadable 5.D assets value makes the client types unknown, not zero', async () => {
  const firm = liveSecFirm(375, 'ODD FIVE D ADVISERS');
  firm.items.Item5D = { Q5DA1: '40', Q5DA3: '$12 million' };
  const { byCrd } = await read([firm]);
  expect(byCrd('375')?.unknown).toEqual([expect.objectContaining({ fields: ['clientTypes'], attribute: 'Q5DA3' })]);
});

const rosterEntry = (crd: string) =>
  JSON.parse(readFileSync(path.join(box.contentDir, 'adv-roster.json'), 'utf8')).firms.find(
    (item: { crd: string }) => item.crd === crd,
  );

test("the roster holds the counts; a month whose 5.D cannot be read keeps last month's", async () => {
  const firm = liveSecFirm(8_300_011, 'FIVE D ROSTER ADVISERS');
  await box.run([writeLiveFeed(box.dir, { feed: 'sec', date: '2026-11-02', firms: [firm, ...fillers(3)] })]);
  const counts = [
    { type: 'a', clients: 1250, fewerThanFive: false, assets: 410_000_000 },
    { type: 'b', clients: 700, fewerThanFive: false, assets: 1_900_000_000 },
    { type: 'h', clients: null, fewerThanFive: true, assets: null },
    { type: 'i', clients: null, fewerThanFive: true, assets: null },
  ];
  expect(rosterEntry('8300011').clientCounts).toEqual(counts);
  const odd = { ...firm, items: { ...firm.items, Item5D: { ...firm.items.Item5D, Q5DA1: 'many' } } };
  await box.run([writeLiveFeed(box.dir, { feed: 'sec', date: '2026-12-01', firms: [odd, ...fillers(3)] })]);
  expect(rosterEntry('8300011').clientCounts).toEqual(counts);
  expect(rosterEntry('8300011').clientTypes).toEqual(['a', 'b', 'h', 'i']);
  expect(rosterEntry('8300011').dataFile.date).toBe('2026-12-01');
});

test("a listed firm's file gets the counts as a Form ADV fact with the filing's date; a pre-2017 filing writes none", async () => {
  const feed = writeLiveFeed(box.dir, {
    feed: 'sec',
    date: '2026-11-02',
    firms: [liveSecFirm(140195, 'MARINER, LLC'), oldFormFirm(105664, 'TRUEPOINT, INC.'), ...fillers(3)],
  });
  const truepointBefore = box.firm('truepoint-wealth-counsel').clientTypes;
  await box.run([feed]);
  expect(box.firm('mariner-wealth-advisors').clientTypes).toMatchObject({
    origin: 'form-adv',
    value: [
      { type: 'a', clients: 1250, fewerThanFive: false, assets: 410_000_000 },
      { type: 'b', clients: 700, fewerThanFive: false, assets: 1_900_000_000 },
      { type: 'h', clients: null, fewerThanFive: true, assets: null },
      { type: 'i', clients: null, fewerThanFive: true, assets: null },
    ],
    source: { document: 'Form ADV Part 1A, Item 5.D', date: '2026-03-27' },
    dataFile: { date: '2026-11-02' },
  });
  expect(box.firm('truepoint-wealth-counsel').clientTypes).toEqual(truepointBefore);
});

test('a listed firm whose 5.D cannot be read keeps its recorded counts, and the owner is told', async () => {
  const mariner = liveSecFirm(140195, 'MARINER, LLC');
  await box.run([writeLiveFeed(box.dir, { feed: 'sec', date: '2026-11-02', firms: [mariner, ...fillers(3)] })]);
  const recorded = box.firm('mariner-wealth-advisors').clientTypes;
  const odd = { ...mariner, items: { ...mariner.items, Item5D: { ...mariner.items.Item5D, Q5DB3: 'n/a' } } };
  const report = await box.run([
    writeLiveFeed(box.dir, { feed: 'sec', date: '2026-12-01', firms: [odd, ...fillers(3)] }),
  ]);
  expect(box.firm('mariner-wealth-advisors').clientTypes).toEqual(recorded);
  expect(report.needsPerson.map((entry) => entry.issue)).toContainEqual(
    expect.stringMatching(
      /^Types of clients \(Form ADV Part 1A, Item 5\.D\) cannot be read .*<Item5D Q5DB3> reads "n\/a"; the recorded value stays as it is/,
    ),
  );
});
