import { SaxesParser } from 'saxes';
import type { RosterFile } from '@/lib/content/roster-schema';
import { notableChanges } from '@/lib/roster/changes';
import { changesFeed } from '@/lib/seo/changes-feed';
import { rosterFirm } from '@/test-support/jest/roster-firms';

/**
 * /advisers/changes/ and its Atom feed (issue 47 §7): new advisers, departures with why, assets
 * moving more than 20% either way, new Item 11 answers; other updates counted, not listed.
 */
const SITE = { siteUrl: 'https://www.example.test', brandName: 'Example Guide' };
const firms = ['1', '2', '3', '4', '5'].map((crd) => rosterFirm({ crd, businessName: `FIRM ${crd} & CO` }));
/** Parses the feed (throws on XML that is not well-formed) and returns each element's text by its path. */
function read(xml: string): Record<string, string[]> {
  const texts: Record<string, string[]> = {};
  const path: string[] = [];
  const parser = new SaxesParser({ xmlns: true });
  parser.on('opentag', (tag) => {
    path.push(tag.local);
    const href = tag.attributes.href;
    if (href && typeof href !== 'string') (texts[`${path.join('/')}@href`] ??= []).push(href.value);
  });
  parser.on('text', (text) => {
    if (text.trim()) (texts[path.join('/')] ??= []).push(text);
  });
  parser.on('closetag', () => path.pop());
  parser.write(xml).close();
  return texts;
}

const aum = (before: number, after: number) => ({
  field: 'aum',
  before: String(before),
  after: String(after),
  assets: { before, after },
});
const roster: RosterFile = {
  region: [{ fips: '39061', name: 'Hamilton County, OH' }],
  firms,
  changes: {
    dataFiles: [
      { name: 'IA_FIRM_STATE_Feed_11_02_2026.xml.gz', date: '2026-11-01' },
      { name: 'IA_FIRM_SEC_Feed_11_02_2026.xml.gz', date: '2026-11-02' },
    ],
    added: [{ crd: '1', name: 'FIRM 1 & CO' }],
    removed: [{ crd: '9', name: 'GONE ADVISERS', why: 'its registration with SEC reads "TERMINATED"' }],
    changed: [
      { crd: '2', name: 'FIRM 2 & CO', changes: [aum(100_000_000, 125_000_000)] },
      { crd: '3', name: 'FIRM 3 & CO', changes: [aum(100_000_000, 75_000_000)] },
      { crd: '4', name: 'FIRM 4 & CO', changes: [aum(100_000_000, 120_000_000)] },
      {
        crd: '5',
        name: 'FIRM 5 & CO',
        changes: [
          {
            field: 'disclosures',
            before: '11',
            after: '11, 11.C(1)',
            items: { before: ['11'], after: ['11', '11.C(1)'] },
          },
        ],
      },
    ],
  },
};

test('names moves over 20% either way, new Item 11 answers, and counts the rest', () => {
  const changes = notableChanges(roster);
  expect(changes?.dataFiles[0]?.date).toBe('2026-11-02');
  expect(changes?.assetMoves.map((move) => [move.crd, move.change])).toEqual([
    ['2', 0.25],
    ['3', -0.25],
  ]);
  // Exactly +20% is not "more than 20%".
  expect(changes?.otherUpdates).toBe(1);
  expect(changes?.newDisclosures).toEqual([{ crd: '5', name: 'FIRM 5 & CO', items: ['11.C(1)'] }]);
  expect(notableChanges(null)).toBeNull();
});

test('the Atom feed has one entry per named change, dated by the data file, with stable ids and escaped text', () => {
  const xml = changesFeed(roster, SITE);
  const feed = read(xml);
  expect(feed['feed/updated']).toEqual(['2026-11-02T00:00:00Z']);
  expect(feed['feed/id']).toEqual(['https://www.example.test/advisers/changes/']);
  expect(feed['feed/entry/title']).toEqual([
    'New on the roster: Firm 1 & Co',
    'Left the roster: Gone Advisers',
    'Firm 2 & Co: assets under management +25%',
    'Firm 3 & Co: assets under management −25%',
    'Firm 5 & Co: a new answer in Item 11',
  ]);
  expect(feed['feed/entry/updated']).toEqual(Array(5).fill('2026-11-02T00:00:00Z'));
  expect(feed['feed/entry/id']?.[0]).toBe('https://www.example.test/advisers/changes/#2026-11-02-added-1');
  expect(feed['feed/entry/link@href']?.[0]).toBe('https://www.example.test/advisers/1-firm-1-and-co/');
  expect(xml).toContain('Firm 1 &amp; Co');
  // The same roster gives the same feed: a reader sees each change once.
  expect(changesFeed(roster, SITE)).toBe(xml);
});

test('before any import the feed is valid and empty', () => {
  const feed = read(changesFeed(null, SITE));
  expect(feed['feed/entry/title']).toBeUndefined();
  expect(feed['feed/updated']).toEqual(['1970-01-01T00:00:00Z']);
});
