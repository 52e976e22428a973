import type { BrochureFile } from '@/lib/content/brochure-schema';
import { formatDate } from '@/lib/format';
import { brochureChangeNames, brochureChanges, brochureChangeText } from '@/lib/roster/brochure-changes';
import { changesFeed } from '@/lib/seo/changes-feed';
import { brochureRecord, oneRate } from '@/test-support/jest/brochure-records';
import { rosterFirm } from '@/test-support/jest/roster-firms';

/**
 * /advisers/changes/ and its feed name what the last brochure step changed (issue 56 §7): a new brochure, a changed
 * fee schedule or minimum, with the new schedule's flags; a change an older run recorded is not named again.
 */
const roster = {
  region: [{ fips: '39061', name: 'Hamilton County, OH' }],
  firms: [
    rosterFirm({ crd: '9001', businessName: 'ASH COUNSEL LLC' }),
    rosterFirm({ crd: '9002', businessName: 'BIRCH PARTNERS' }),
    rosterFirm({ crd: '9003', businessName: 'CEDAR WEALTH' }),
  ],
  changes: { dataFiles: [{ name: 'feed.xml.gz', date: '2026-11-02' }], added: [], removed: [], changed: [] },
};

const withChange = (record: BrochureFile, change: BrochureFile['change']): BrochureFile => ({ ...record, change });
const records = new Map<string, BrochureFile>([
  [
    '9002',
    withChange(brochureRecord('9002', `${oneRate('1.10')} Fees are negotiable.`, { filed: '2026-10-03' }), {
      month: '2026-10',
      previous: { id: '4400', filed: '2025-10-01' },
      kinds: ['new-brochure', 'schedule', 'minimum'],
    }),
  ],
  [
    '9001',
    withChange(brochureRecord('9001', oneRate('1.00'), { filed: '2026-10-20' }), {
      month: '2026-10',
      previous: null,
      kinds: ['new-brochure'],
    }),
  ],
  // Kept from an older run: not named again.
  [
    '9003',
    withChange(brochureRecord('9003', oneRate('0.90')), { month: '2026-08', previous: null, kinds: ['new-brochure'] }),
  ],
]);

describe('the brochure changes of the last run', () => {
  const changes = brochureChanges(records, brochureChangeNames(roster, []));

  it('lists the newest run’s changes A–Z, with what changed and the flags, in words', () => {
    expect(changes?.month).toBe('2026-10');
    expect(changes?.items.map((item) => item.name)).toEqual(['Ash Counsel LLC', 'Birch Partners']);
    expect(changes?.items.map((item) => brochureChangeText(item, formatDate))).toEqual([
      'a new brochure filed October 20, 2026 (its first recorded)',
      'a new brochure filed October 3, 2026 (replacing the one filed October 1, 2025); its fee schedule and its minimum changed; The brochure says fees are negotiable.',
    ]);
    expect(brochureChanges(new Map([['9001', brochureRecord('9001', oneRate('1'))]]), new Map())).toBeNull();
  });

  it('puts each in the changes feed, linked to the adviser’s page', () => {
    const feed = changesFeed(roster, { siteUrl: 'https://www.example.test', brandName: 'Example' }, changes);
    expect(feed).toContain('<title>Birch Partners: a changed fee or minimum</title>');
    expect(feed).toContain('<title>Ash Counsel LLC: a new brochure</title>');
    expect(feed).toContain('href="https://www.example.test/advisers/9002-birch-partners/"');
    expect(feed).toContain('<id>https://www.example.test/advisers/changes/#2026-10-brochure-9002-2026-10-03</id>');
    expect(feed).not.toContain('Cedar');
  });
});
