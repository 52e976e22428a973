/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rosterFileSchema } from '@/lib/content/roster-schema';
import { REGION_FIRMS, writeRegionFixtureFeeds } from '@/test-support/region-fixture-feeds';
import { sandbox, type Sandbox } from './support/import-sandbox';

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
