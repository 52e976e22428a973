import { checkRosterForProduction } from '@/lib/content/gate-roster';
import { buildPageIndex } from '@/lib/content/page-index';
import { IssueCollector } from '@/lib/content/report';
import { adviserPath } from '@/lib/site/paths';
import {
  disclosuresLabel,
  feeModelLabel,
  regionFigures,
  rosterByName,
  rosterLinks,
  rosterSource,
} from '@/lib/roster/list';
import { rosterFirmJsonLd, rosterListJsonLd } from '@/lib/seo/json-ld';
import { rosterFirm } from '@/test-support/jest/roster-firms';

/** The roster's pages as data: order, the region's figures, the words for Form ADV's answers, the index and JSON-LD. */
const firms = [
  rosterFirm({ crd: '3', businessName: 'ZEPHYR ADVISERS', aum: { total: 100, discretionary: null }, accounts: 5 }),
  rosterFirm({ crd: '1', businessName: 'ASH COUNSEL', aum: null, accounts: null, clientTypes: ['g'] }),
  rosterFirm({
    crd: '2',
    businessName: 'MAPLE PLANNING',
    aum: { total: 300, discretionary: null },
    accounts: 15,
    disclosures: ['11.C(1)'],
  }),
  rosterFirm({
    crd: '4',
    businessName: 'BIRCH PARTNERS',
    aum: { total: 200, discretionary: null },
    accounts: 10,
    compensation: null,
  }),
];
const roster = {
  region: [{ fips: '39061', name: 'Hamilton County, OH' }],
  firms,
  changes: {
    dataFiles: [{ name: 'IA_FIRM_SEC_Feed_11_02_2026.xml.gz', date: '2026-11-02' }],
    added: [],
    removed: [],
    changed: [],
  },
};

it('lists A–Z by name: an order that says nothing about merit', () => {
  expect(rosterByName(roster).map((firm) => firm.businessName)).toEqual([
    'ASH COUNSEL',
    'BIRCH PARTNERS',
    'MAPLE PLANNING',
    'ZEPHYR ADVISERS',
  ]);
  expect(rosterByName(null)).toEqual([]);
  expect(rosterSource(roster)).toEqual({ name: 'IA_FIRM_SEC_Feed_11_02_2026.xml.gz', date: '2026-11-02' });
  expect(rosterSource(null)).toBeNull();
});

it("the region's medians count only the firms that report the figure, and the counts say what the filings show", () => {
  expect(regionFigures(firms)).toEqual({
    firms: 4,
    assets: { median: 200, of: 3 },
    employees: { median: 10, of: 4 },
    // The other plain fields of the table: the same invented value in every firm (test-support/jest/roster-firms.ts).
    plain: expect.objectContaining({ accounts: { median: 10, of: 3 } }),
    feeOnly: 3,
    servesIndividuals: 3,
    disclosuresReported: 1,
  });
  expect(regionFigures(firms.slice(0, 2)).assets).toEqual({ median: 100, of: 1 });
  expect(regionFigures([]).assets).toEqual({ median: null, of: 0 });
});

it('Item 11 reads "None reported in its Form ADV filed {date}" or "Reported: see its IAPD page", never "clean"', () => {
  expect(disclosuresLabel(rosterFirm(), '30 Mar 2026')).toBe('None reported in its Form ADV filed 30 Mar 2026');
  expect(disclosuresLabel(rosterFirm({ disclosures: ['11'] }), '30 Mar 2026')).toBe('Reported: see its IAPD page');
  expect(disclosuresLabel(rosterFirm({ disclosures: null }), '30 Mar 2026')).toBe(
    'Not in its Form ADV data: see its IAPD page',
  );
});

it('the fee model is labelled only where derived, always "per Form ADV"', () => {
  expect(feeModelLabel(rosterFirm())).toBe('Fee-only, per Form ADV');
  const basedOn = {
    methods: ['commissions' as const],
    model: 'fee-based' as const,
    rule: 'Form ADV answers Yes to 5.E(5)',
  };
  expect(feeModelLabel(rosterFirm({ compensation: basedOn }))).toBe('Fee-based, per Form ADV');
  expect(feeModelLabel(rosterFirm({ compensation: { ...basedOn, model: null } }))).toBe('Fee model not derived');
  expect(feeModelLabel(rosterFirm({ compensation: null }))).toBe('Fee model not derived');
});

it('links to the IAPD summary, the Form ADV Part 1 and the Form CRS by CRD', () => {
  expect(rosterLinks('123456').map((link) => link.href)).toEqual([
    'https://adviserinfo.sec.gov/firm/summary/123456',
    'https://reports.adviserinfo.sec.gov/reports/ADV/123456/PDF/123456.pdf',
    'https://reports.adviserinfo.sec.gov/crs/crs_123456.pdf',
  ]);
  expect(adviserPath('123456', 'Élan & Co., LLC')).toBe('/advisers/123456-elan-and-co-llc/');
});

describe('the page index', () => {
  const sources = { firms: [], unconfirmedFirms: [], posts: [], landingPages: [], authors: [], legal: [] };
  it('lists a page per roster firm, dated by its filing, and /advisers/ indexable', () => {
    const index = buildPageIndex({ ...sources, roster });
    const advisers = index.filter((page) => page.type === 'adviser');
    expect(advisers.map((page) => [page.path, page.lastModified])).toContainEqual([
      '/advisers/2-maple-planning/',
      '2026-03-30',
    ]);
    expect(advisers).toHaveLength(4);
    expect(index.find((page) => page.path === '/advisers/')?.noindex).toBeUndefined();
  });
  it('before the first import: no roster page, and /advisers/ kept out of search engines', () => {
    const index = buildPageIndex({ ...sources, roster: null });
    expect(index.filter((page) => page.type === 'adviser')).toEqual([]);
    expect(index.find((page) => page.path === '/advisers/')?.noindex).toBe(true);
  });
});

it('JSON-LD: an unordered list without positions; each firm an Organization with its CRD and IAPD page', () => {
  const list = rosterListJsonLd(firms, 'Registered investment advisers in Greater Cincinnati');
  expect(list.itemListOrder).toBe('https://schema.org/ItemListUnordered');
  expect(JSON.stringify(list)).not.toContain('"position"');
  expect(rosterFirmJsonLd(firms[0]!)).toMatchObject({
    '@type': 'Organization',
    name: 'Zephyr Advisers',
    identifier: { '@type': 'PropertyValue', propertyID: 'CRD', value: '3' },
    sameAs: ['https://adviserinfo.sec.gov/firm/summary/3'],
  });
  expect(JSON.stringify(rosterFirmJsonLd(firms[0]!))).not.toContain('telephone');
});

describe('the production gate on the roster', () => {
  const check = (today: string) => {
    const issues = new IssueCollector();
    checkRosterForProduction(roster, new Date(`${today}T12:00:00Z`), issues);
    return issues.issues.map((issue) => `${issue.file} → ${issue.entry} → ${issue.field}: ${issue.message}`);
  };
  it('accepts a data file at most 90 days old', () => {
    expect(check('2027-01-31')).toEqual([]);
  });
  it('refuses one older, naming the file, its date and what to run', () => {
    expect(check('2027-02-01')).toEqual([
      'content/adv-roster.json → roster → firms.dataFile: 4 entries come from the SEC data file IA_FIRM_SEC_Feed_11_02_2026.xml.gz of ' +
        '2026-11-02, more than 90 days old: run the Form ADV refresh (npm run adv:import) with the current feeds',
    ]);
  });
});
