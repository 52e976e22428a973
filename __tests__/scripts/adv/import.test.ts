import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runImport } from '@/scripts/adv/import/run-import';
import { parseFirmFile } from '@/scripts/adv/import/firm-file';
import { manyFirms, writeFeed } from '@/test-support/adv-feeds';

/**
 * The whole import on a copy of content/ (never content/ itself: fixture values must not reach the
 * site): what it writes into each firm's file, the CRD candidates, --accept and --dry-run, and that
 * a broken feed stops it before any firm file changes.
 */
const ROOT = path.join(__dirname, '..', '..', '..');
const FIXTURES = path.join(ROOT, '__tests__', 'fixtures', 'adv');
const SEC = path.join(FIXTURES, 'IA_FIRM_SEC_Feed_11_01_2026.xml');
const STATE = path.join(FIXTURES, 'IA_FIRM_STATE_Feed_11_01_2026.xml');

let contentDir: string;
beforeEach(() => {
  contentDir = path.join(mkdtempSync(path.join(tmpdir(), 'adv-import-')), 'content');
  cpSync(path.join(ROOT, 'content'), contentDir, { recursive: true });
});
afterEach(() => rmSync(path.dirname(contentDir), { recursive: true, force: true }));

const firmText = (slug: string) => readFileSync(path.join(contentDir, 'firms', `${slug}.md`), 'utf8');
const firm = (slug: string) => parseFirmFile(slug, `content/firms/${slug}.md`, firmText(slug)).data;
const allFirmTexts = () =>
  readdirSync(path.join(contentDir, 'firms')).map((name) => readFileSync(path.join(contentDir, 'firms', name), 'utf8'));

test('writes every Form ADV fact with its origin, filing date, IAPD page, item and data file', async () => {
  const report = await runImport({ contentDir, feeds: [SEC, STATE], dryRun: false, accept: {} });
  const mariner = firm('mariner-wealth-advisors');
  const dataFile = { name: 'IA_FIRM_SEC_Feed_11_01_2026.xml', date: '2026-11-01' };
  for (const field of ['registration', 'aum', 'employees', 'compensation', 'disclosures', 'mainOffice'] as const) {
    const fact = mariner[field];
    expect(fact.origin).toBe('form-adv');
    if (fact.origin !== 'form-adv') continue;
    expect(fact.source.url).toBe('https://adviserinfo.sec.gov/firm/summary/140195');
    expect(fact.source.date).toBe('2024-10-21');
    expect(fact.source.document).toMatch(/^Form ADV Part 1A, Item/);
    expect(fact.dataFile).toEqual(dataFile);
  }
  expect(mariner.aum.value).toEqual({ total: 81_100_000_000, discretionary: null });
  expect(mariner.registration.value).toMatchObject({ crd: '140195', regulator: 'SEC', type: 'RIA' });
  expect(mariner.mainOffice.value).toMatchObject({ city: 'OVERLAND PARK', state: 'KS' });
  expect(mariner.disclosures.value).toEqual([]);
  // What Form ADV does not hold stays as a person recorded it, and the listed (local) address stays.
  const before = parseFirmFile(
    'mariner-wealth-advisors',
    'x',
    readFileSync(path.join(ROOT, 'content/firms/mariner-wealth-advisors.md'), 'utf8'),
  ).data;
  expect(mariner.minimum).toEqual(before.minimum);
  expect(mariner.ownership).toEqual(before.ownership);
  expect(mariner.rating).toEqual(before.rating);
  expect(mariner.address).toBe(before.address);
  // The report says old → new for a value a person had recorded from another source.
  const changes = report.firms.find((entry) => entry.slug === 'mariner-wealth-advisors')?.changes ?? [];
  const aum = changes.find((change) => change.field === 'aum');
  expect(aum?.before).toContain('recorded by a person from https://advisorsandinvestors.com/firms/mariner-llc');
  expect(aum?.after).toBe('$81.1 billion (Form ADV filed 21 Oct 2024)');
  expect(changes.find((change) => change.field === 'employees')).toMatchObject({ before: null });
});

test('lists the resembling regional firms for a firm without a CRD and writes nothing for it', async () => {
  const before = firmText('hcm-wealth-advisors');
  const report = await runImport({ contentDir, feeds: [SEC, STATE], dryRun: false, accept: {} });
  const hcm = report.candidates.find((entry) => entry.slug === 'hcm-wealth-advisors');
  expect(hcm?.candidates.map((candidate) => candidate.crd)).toEqual(['9990003']);
  expect(hcm?.candidates[0]).toMatchObject({ state: 'OH' });
  expect(firmText('hcm-wealth-advisors')).toBe(before);
  // A firm without a CRD and nothing resembling it is recorded as absent from that data file.
  expect(report.notFound.map((entry) => entry.slug)).toContain('bartlett-wealth-management');
  expect(firm('bartlett-wealth-management').notInAdvData).toEqual({
    name: 'IA_FIRM_SEC_Feed_11_01_2026.xml',
    date: '2026-11-01',
  });
});

test('--accept slug=CRD imports the accepted firm and lists it', async () => {
  const report = await runImport({
    contentDir,
    feeds: [SEC, STATE],
    dryRun: false,
    accept: { 'hcm-wealth-advisors': '9990003' },
  });
  const hcm = firm('hcm-wealth-advisors');
  expect(hcm.status).toBe('listed');
  expect(hcm.statusNote).toBeUndefined();
  expect(hcm.registration).toMatchObject({ origin: 'form-adv', value: { crd: '9990003' } });
  expect(report.firms.find((entry) => entry.slug === 'hcm-wealth-advisors')?.changes[0]).toMatchObject({
    field: 'status',
    before: 'unconfirmed',
    after: 'listed',
  });
});

test('an --accept for a firm that does not exist stops the import', async () => {
  await expect(runImport({ contentDir, feeds: [SEC], dryRun: false, accept: { 'no-such-firm': '1' } })).rejects.toThrow(
    'there is no content/firms/no-such-firm.md',
  );
});

test('--dry-run reports the same changes and writes no file', async () => {
  const before = allFirmTexts();
  const dry = await runImport({ contentDir, feeds: [SEC, STATE], dryRun: true, accept: {} });
  expect(allFirmTexts()).toEqual(before);
  const real = await runImport({ contentDir, feeds: [SEC, STATE], dryRun: false, accept: {} });
  expect(dry.firms).toEqual(real.firms);
  expect(dry.dryRun).toBe(true);
});

test('a listed firm whose identity cannot be read stops the import with the file, firm and element, and no file changes', async () => {
  const before = allFirmTexts();
  const broken = writeFeed(path.dirname(contentDir), {
    feed: 'sec',
    date: '2026-11-02',
    firms: [{ crd: 140195, name: 'MARINER, LLC', filed: '03/30/2026' }, ...manyFirms(3)],
  });
  await expect(runImport({ contentDir, feeds: [broken], dryRun: false, accept: {} })).rejects.toThrow(
    'IA_FIRM_SEC_Feed_11_02_2026.xml.gz → firm 140195 → <Filing Dt>: expected a date YYYY-MM-DD, got "03/30/2026"',
  );
  expect(allFirmTexts()).toEqual(before);
});

test('a second run on the imported content finds nothing to change', async () => {
  await runImport({ contentDir, feeds: [SEC, STATE], dryRun: false, accept: {} });
  const again = await runImport({ contentDir, feeds: [SEC, STATE], dryRun: false, accept: {} });
  expect(again.firms.every((entry) => entry.changes.length === 0)).toBe(true);
});
