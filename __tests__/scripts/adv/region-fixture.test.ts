import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rosterFileSchema } from '@/lib/content/roster-schema';
import { notableChanges } from '@/lib/roster/changes';
import { CHANGED, REGION_FIRMS, writeRegionFixtureFeeds } from '@/test-support/region-fixture-feeds';
import { NOT_PUBLISHED_FIXTURE } from '@/test-support/region-fixture-others';
import { sandbox, type Sandbox } from '@/test-support/jest/import-sandbox';

/**
 * The feeds the production fixture build imports (and the e2e suite then reads the export of): the
 * roster holds exactly the region's registered, approved advisers among exempt, withdrawn, pending,
 * out-of-region and notice-filing ones, and the listed firms' facts are those of the hand-written fixture.
 */
let box: Sandbox;
beforeAll(() => {
  box = sandbox();
});
afterAll(() => box.remove());

test('the production fixture feeds make a roster of exactly the region’s registered, approved advisers', async () => {
  const report = await box.run(writeRegionFixtureFeeds(box.dir, new Date('2026-11-28T12:00:00Z')));
  const roster = rosterFileSchema.parse(JSON.parse(readFileSync(path.join(box.contentDir, 'adv-roster.json'), 'utf8')));
  // Truepoint (listed, CRD 105664, main office ZIP 45242 in the hand-written fixture) and the invented firms.
  const expected = [
    '105664',
    ...Array.from({ length: REGION_FIRMS.sec + REGION_FIRMS.state }, (_, i) => String(9_100_001 + i)),
  ];
  expect(roster.firms.map((firm) => firm.crd)).toEqual(expected);
  expect(roster.firms.length).toBeGreaterThanOrEqual(30);
  expect(new Set(roster.firms.map((firm) => firm.mainOffice.county))).toEqual(
    new Set(['Hamilton', 'Butler', 'Warren', 'Clermont', 'Boone', 'Kenton', 'Campbell', 'Dearborn']),
  );
  // Fee-only, fee-based and undetermined models, disclosures reported and not: something for every filter.
  const models = new Set(roster.firms.map((firm) => firm.compensation?.model ?? 'none'));
  expect(models).toEqual(new Set(['fee-only', 'fee-based', null].map((model) => model ?? 'none')));
  expect(roster.firms.some((firm) => (firm.disclosures ?? []).length > 0)).toBe(true);
  // Advisers who publish no main office: on no roster, counted for /advisers/ (the state feed's, by regulator).
  expect(roster.notPublished).toEqual({
    ...NOT_PUBLISHED_FIXTURE,
    dataFile: { name: 'IA_FIRM_STATE_Feed_11_28_2026.xml.gz', date: '2026-11-28' },
  });
  expect(report.dataFiles.map((file) => [file.name, file.malformed])).toEqual([
    ['IA_FIRM_SEC_Feed_11_28_2026.xml.gz', 0],
    ['IA_FIRM_STATE_Feed_11_28_2026.xml.gz', 0],
  ]);
  expect(box.firm('mariner-wealth-advisors').aum).toMatchObject({
    origin: 'form-adv',
    value: { total: 81_100_000_000 },
    source: { date: '2024-10-21' },
  });
});

test('last month’s fixture feeds, then this month’s, leave one change of each kind for /advisers/changes/', async () => {
  const months = sandbox();
  try {
    await months.run(writeRegionFixtureFeeds(months.dir, new Date('2026-10-29T12:00:00Z'), 'previous'));
    await months.run(writeRegionFixtureFeeds(months.dir, new Date('2026-11-28T12:00:00Z')));
    const roster = rosterFileSchema.parse(
      JSON.parse(readFileSync(path.join(months.contentDir, 'adv-roster.json'), 'utf8')),
    );
    const changes = notableChanges(roster);
    expect(changes?.dataFiles[0]).toEqual({ name: 'IA_FIRM_SEC_Feed_11_28_2026.xml.gz', date: '2026-11-28' });
    expect(changes?.added.map((firm) => firm.crd)).toEqual([String(CHANGED.added)]);
    expect(changes?.removed).toEqual([
      {
        crd: String(CHANGED.removed),
        name: 'FIXTURE DEPARTED ADVISERS',
        why: 'it is no longer in the SEC’s data files',
      },
    ]);
    expect(changes?.assetMoves).toEqual([
      expect.objectContaining({ crd: String(CHANGED.assets), before: 55_500_000, after: 111_000_000, change: 1 }),
    ]);
    expect(changes?.newDisclosures).toEqual([
      expect.objectContaining({ crd: String(CHANGED.disclosures), items: ['11'] }),
    ]);
    // Every other firm refiled with the same facts: only the filing's data file differs, which is no change of the firm.
    expect(changes?.otherUpdates).toBe(0);
  } finally {
    months.remove();
  }
});
