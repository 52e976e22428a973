import { createHash } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROSTER_PLAIN_IDS } from '@/lib/adv/field-lists';
import { rosterFileSchema } from '@/lib/content/roster-schema';
import { everyOf } from '@/lib/records';
import { prSummary } from '@/scripts/adv/summary/summary';
import type { FirmSpec } from '@/test-support/adv-feeds';
import { MARINER, sandbox, type Sandbox } from '@/test-support/jest/import-sandbox';

/**
 * The region's roster: every adviser whose Form ADV main office ZIP lies in one of the region's
 * counties (content/site.json), registered (not an exempt reporter) and approved; notice filings never
 * make a firm local. Each entry copies the filing; each import says what it added, removed and changed.
 */
let box: Sandbox;
beforeEach(() => {
  box = sandbox();
});
afterEach(() => box.remove());

const at = (zip: string, city: string, state: string) => ({ mainAddr: { PostlCd: zip, City: city, State: state } });
const HAMILTON: FirmSpec = { crd: 7600001, name: 'QUEEN CITY PLANNING', ...at('45202-3300', 'CINCINNATI', 'OH') };
const KENTON: FirmSpec = { crd: 7600002, name: 'LICKING RIVER ADVISERS', ...at('41011', 'COVINGTON', 'KY') };
const BUTLER: FirmSpec = { crd: 7600003, name: 'WEST CHESTER WEALTH', ...at('45069', 'WEST CHESTER', 'OH') };
const DEARBORN: FirmSpec = { crd: 7600004, name: 'LAWRENCEBURG COUNSEL', ...at('47025', 'LAWRENCEBURG', 'IN') };
const DAYTON: FirmSpec = { crd: 7600010, name: 'GEM CITY ADVISERS', ...at('45402', 'DAYTON', 'OH') };
const NOTICE_ONLY: FirmSpec = { crd: 7600011, name: 'HUDSON NOTICE ADVISERS', ...at('10001', 'NEW YORK', 'NY') };
const EXEMPT: FirmSpec = {
  ...HAMILTON,
  crd: 7600012,
  name: 'EXEMPT FUND ADVISERS',
  rgstn: { FirmType: 'ERA', St: 'ACTIVE' },
};
const WITHDRAWING: FirmSpec = { ...HAMILTON, crd: 7600013, name: 'CLOSING ADVISERS', rgstn: { St: 'TERMREQUEST' } };
const STATE_EXEMPT: FirmSpec = {
  ...KENTON,
  crd: 7600014,
  name: 'STATE EXEMPT ADVISERS',
  exemptRegulators: [{ Cd: 'KY', St: 'ACTIVE' }],
};
const STATE_FIRM: FirmSpec = {
  ...KENTON,
  crd: 7600015,
  name: 'BOONE COUNTY PLANNING',
  ...at('41042', 'FLORENCE', 'KY'),
  stateRegulators: [{ Cd: 'KY', St: 'APPROVED' }],
};

function feeds(
  date = '2026-11-02',
  sec: FirmSpec[] = [MARINER, HAMILTON, KENTON, BUTLER, DEARBORN, DAYTON, NOTICE_ONLY, EXEMPT, WITHDRAWING],
  state: FirmSpec[] = [STATE_EXEMPT, STATE_FIRM],
) {
  return [box.feed({ feed: 'sec', date, firms: sec }), box.feed({ feed: 'state', date, firms: state })];
}

const rosterPath = () => path.join(box.contentDir, 'adv-roster.json');
const roster = () => rosterFileSchema.parse(JSON.parse(readFileSync(rosterPath(), 'utf8')));

test('holds exactly the region’s registered, approved advisers, by their main office’s county', async () => {
  const report = await box.run(feeds());
  expect(roster().firms.map((firm) => [firm.crd, firm.mainOffice.county])).toEqual([
    ['7600001', 'Hamilton'],
    ['7600002', 'Kenton'],
    ['7600003', 'Butler'],
    ['7600004', 'Dearborn'],
    ['7600015', 'Boone'],
  ]);
  expect(roster().region).toEqual([
    { fips: '39061', name: 'Hamilton County, OH' },
    { fips: '39017', name: 'Butler County, OH' },
    { fips: '39165', name: 'Warren County, OH' },
    { fips: '39025', name: 'Clermont County, OH' },
    { fips: '21015', name: 'Boone County, KY' },
    { fips: '21117', name: 'Kenton County, KY' },
    { fips: '21037', name: 'Campbell County, KY' },
    { fips: '18029', name: 'Dearborn County, IN' },
  ]);
  expect(report.roster).toMatchObject({ firms: 5, rewritten: true });
  expect(prSummary(report)).toContain('5 registered advisers with a main office in the region: 5 added, 0 removed');
});

test('each entry copies the filing: assets, accounts, staff, client types, fees with their rule, Item 11, data file', async () => {
  const files = feeds();
  await box.run(files);
  const queenCity = roster().firms.find((firm) => firm.crd === '7600001');
  expect(queenCity).toEqual({
    crd: '7600001',
    businessName: 'QUEEN CITY PLANNING',
    legalName: 'QUEEN CITY PLANNING, LLC',
    mainOffice: {
      street: '001 INVENTED STREET',
      city: 'CINCINNATI',
      state: 'OH',
      zip: '45202',
      county: 'Hamilton',
      countyFips: '39061',
    },
    filingDate: '2026-03-30',
    registration: { regulator: 'SEC', status: 'APPROVED' },
    aum: { total: 320_000_000, discretionary: 300_000_000 },
    // Every plain field of the table: null when the filing lacks its column, as these feeds do but for 5.F(2)(f).
    ...everyOf(ROSTER_PLAIN_IDS, () => null),
    accounts: 185,
    employees: { total: 12, advisory: 6 },
    clientTypes: ['a', 'b', 'h'],
    // 5.D per type: the count or "fewer than 5", and the assets filed for it (none filed for (h)).
    clientCounts: [
      { type: 'a', clients: 120, fewerThanFive: false, assets: 90_000_000 },
      { type: 'b', clients: 60, fewerThanFive: false, assets: 230_000_000 },
      { type: 'h', clients: null, fewerThanFive: true, assets: null },
    ],
    compensation: {
      methods: ['percentage-of-assets'],
      model: 'fee-only',
      rule: 'Form ADV answers No to 5.E(5), 6.A(1), 6.A(2), 6.A(6), 7.A(1) and 7.A(12)',
    },
    affiliations: [],
    disclosures: [],
    websites: ['https://www.firm7600001.example/'],
    dataFile: {
      name: 'IA_FIRM_SEC_Feed_11_02_2026.xml.gz',
      date: '2026-11-02',
      sha256: createHash('sha256').update(readFileSync(files[0]!)).digest('hex'),
    },
  });
});

test('a second run over the same feeds leaves the roster file untouched', async () => {
  await box.run(feeds());
  const before = readFileSync(rosterPath(), 'utf8');
  const mtime = statSync(rosterPath()).mtimeMs;
  const report = await box.run(feeds());
  expect(readFileSync(rosterPath(), 'utf8')).toBe(before);
  expect(statSync(rosterPath()).mtimeMs).toBe(mtime);
  expect(report.roster.rewritten).toBe(false);
});

test('the next import says who was added, who was removed and why, and which facts changed', async () => {
  await box.run(feeds());
  const grown = { ...HAMILTON, items: { Item5F: { Q5F1: 'Y', Q5F2A: 100, Q5F2C: 500_000_000, Q5F2F: 190 } } };
  const moved = { ...KENTON, ...at('45402', 'DAYTON', 'OH') };
  const newcomer: FirmSpec = { crd: 7600020, name: 'NEW MARKET ADVISERS', ...at('45040', 'MASON', 'OH') };
  await box.run(
    feeds('2026-12-01', [grown, moved, BUTLER, { ...DEARBORN, rgstn: { St: 'TERMINATED' } }, newcomer], [STATE_EXEMPT]),
  );
  const { changes } = roster();
  expect(changes.added).toEqual([{ crd: '7600020', name: 'NEW MARKET ADVISERS' }]);
  expect(changes.removed).toEqual([
    {
      crd: '7600002',
      name: 'LICKING RIVER ADVISERS',
      why: 'its main office (DAYTON, OH, Montgomery County) is outside the region',
    },
    { crd: '7600004', name: 'LAWRENCEBURG COUNSEL', why: 'its registration with SEC reads "TERMINATED"' },
    { crd: '7600015', name: 'BOONE COUNTY PLANNING', why: 'it is no longer in the SEC’s data files' },
  ]);
  expect(changes.changed).toEqual([
    {
      crd: '7600001',
      name: 'QUEEN CITY PLANNING',
      changes: [
        {
          field: 'aum',
          before: '$320,000,000 ($300,000,000 discretionary)',
          after: '$500,000,000 ($100 discretionary)',
          // The totals, so /advisers/changes/ can name a move over 20% (here +56%).
          assets: { before: 320_000_000, after: 500_000_000 },
        },
        { field: 'accounts', before: '185', after: '190' },
      ],
    },
  ]);
  expect(changes.dataFiles.map((file) => file.name)).toEqual([
    'IA_FIRM_SEC_Feed_12_01_2026.xml.gz',
    'IA_FIRM_STATE_Feed_12_01_2026.xml.gz',
  ]);
});

test('a roster firm whose record this month cannot be read keeps last month’s entry and goes before a person', async () => {
  await box.run(feeds());
  const entry = roster().firms.find((firm) => firm.crd === '7600003');
  const odd = { ...BUTLER, filed: 'twelve' };
  const report = await box.run(
    feeds('2026-12-01', [
      MARINER,
      HAMILTON,
      KENTON,
      odd,
      DEARBORN,
      ...Array.from({ length: 100 }, (_, i) => ({ crd: 7700000 + i, name: `FILLER ${i}` })),
    ]),
  );
  expect(roster().firms.find((firm) => firm.crd === '7600003')).toEqual(entry);
  expect(report.needsPerson).toContainEqual({
    slug: null,
    name: 'WEST CHESTER WEALTH',
    crd: '7600003',
    file: 'IA_FIRM_SEC_Feed_12_01_2026.xml.gz',
    issue: `On the region's roster, but its record this month could not be read (IA_FIRM_SEC_Feed_12_01_2026.xml.gz → <Filing Dt>: expected a date YYYY-MM-DD, got "twelve"): last month's entry is kept`,
  });
});

test('the region is the owner’s setting: other counties select other firms; an unknown county is refused', async () => {
  const site = path.join(box.contentDir, 'site.json');
  const settings = JSON.parse(readFileSync(site, 'utf8'));
  writeFileSync(site, JSON.stringify({ ...settings, regionCounties: ['39113'] }));
  await box.run(feeds());
  expect(roster().firms.map((firm) => firm.crd)).toEqual(['7600010']);
  writeFileSync(site, JSON.stringify({ ...settings, regionCounties: ['39999'] }));
  await expect(box.run(feeds())).rejects.toThrow(
    'content/site.json → regionCounties: 39999 is not a county FIPS code of the ZIP data',
  );
});
