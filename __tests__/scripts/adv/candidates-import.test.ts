import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { changeLines } from '@/scripts/adv/summary/summary';
import { manyFirms } from '@/test-support/adv-feeds';
import { MARINER, sandbox, type Sandbox } from '@/test-support/jest/import-sandbox';

/**
 * Firms without a CRD: every same-name entry in the given feeds is a candidate wherever its main office
 * is (the region's first), one row per CRD with its newest filing, ranked by closeness of name, then
 * region, then assets; "not in the SEC's adviser data" only when nothing in any feed resembles the name.
 */
let box: Sandbox;
beforeEach(() => {
  box = sandbox();
});
afterEach(() => box.remove());

const ALLWORTH_CA = {
  crd: 7300001,
  name: 'ALLWORTH FINANCIAL, L.P.',
  legalName: 'ALLWORTH FINANCIAL, L.P.',
  mainAddr: { City: 'FOLSOM', State: 'CA', PostlCd: '95630' },
};

test('a firm whose namesake\'s main office is in California gets it as a candidate, not "not in the SEC\'s data"', async () => {
  const feed = box.feed({ feed: 'sec', date: '2026-11-02', firms: [MARINER, ALLWORTH_CA, ...manyFirms(5)] });
  const report = await box.run([feed]);
  const allworth = report.candidates.find((entry) => entry.slug === 'allworth-financial');
  expect(allworth?.candidates).toEqual([
    expect.objectContaining({
      crd: '7300001',
      city: 'FOLSOM',
      state: 'CA',
      filingDate: '2026-03-30',
      status: 'Approved (SEC)',
    }),
  ]);
  expect(report.notFound.map((entry) => entry.slug)).not.toContain('allworth-financial');
  expect(box.firm('allworth-financial').notInAdvData).toBeUndefined();
  // Nothing resembles Bartlett: it is recorded as absent from the newest data file.
  expect(report.notFound.map((entry) => entry.slug)).toContain('bartlett-wealth-management');
  expect(box.firm('bartlett-wealth-management').notInAdvData).toEqual({
    name: 'IA_FIRM_SEC_Feed_11_02_2026.xml.gz',
    date: '2026-11-02',
  });
});

test('a recorded "not in the SEC\'s data" is taken back once an entry resembles the firm', async () => {
  await box.run([box.feed({ feed: 'sec', date: '2026-11-01', firms: [MARINER, ...manyFirms(3)] })]);
  expect(box.firm('allworth-financial').notInAdvData).toBeDefined();
  await box.run([box.feed({ feed: 'sec', date: '2026-11-02', firms: [MARINER, ALLWORTH_CA] })]);
  expect(box.firm('allworth-financial').notInAdvData).toBeUndefined();
});

test('candidates: one row per CRD (its newest filing), by closeness of name, then region, then assets', async () => {
  const sec = box.feed({
    feed: 'sec',
    date: '2026-11-02',
    firms: [
      { crd: 7300010, name: 'FOSTER MOTLEY HOLDINGS GROUP', mainAddr: { State: 'TX', City: 'AUSTIN' } },
      {
        crd: 7300011,
        name: 'FOSTER & MOTLEY',
        mainAddr: { State: 'NY', City: 'ALBANY' },
        items: { Item5F: { Q5F1: 'Y', Q5F2C: 900 } },
      },
      {
        crd: 7300012,
        name: 'FOSTER & MOTLEY',
        mainAddr: { State: 'NY', City: 'TROY' },
        items: { Item5F: { Q5F1: 'Y', Q5F2C: 5000 } },
      },
      { crd: 7300013, name: 'FOSTER & MOTLEY, INC.', filed: '2025-01-01' },
    ],
  });
  const state = box.feed({
    feed: 'state',
    date: '2026-11-02',
    firms: [
      {
        crd: 7300013,
        name: 'FOSTER & MOTLEY, INC.',
        filed: '2026-05-05',
        stateRegulators: [{ Cd: 'OH', St: 'APPROVED' }],
      },
    ],
  });
  const report = await box.run([sec, state]);
  const rows = report.candidates.find((entry) => entry.slug === 'foster-motley')?.candidates ?? [];
  expect(rows.map((row) => [row.crd, row.state, row.filingDate, row.status])).toEqual([
    ['7300013', 'OH', '2026-05-05', 'Approved (OH)'],
    ['7300012', 'NY', '2026-03-30', 'Approved (SEC)'],
    ['7300011', 'NY', '2026-03-30', 'Approved (SEC)'],
    ['7300010', 'TX', '2026-03-30', 'Approved (SEC)'],
  ]);
});

test('the printed accept command names the feeds as they are found from the repository root', async () => {
  mkdirSync(path.join(box.dir, 'feeds'));
  const feed = box.feed({
    feed: 'sec',
    date: '2026-11-02',
    firms: [MARINER, ALLWORTH_CA],
    name: 'feeds/IA_FIRM_SEC_Feed_11_02_2026.xml.gz',
  });
  const report = await box.run([feed]);
  const line = changeLines(report)
    .split('\n')
    .find((text) => text.includes('--accept allworth-financial=7300001'));
  expect(line?.trim()).toBe(
    'to accept: npm run adv:import -- --accept allworth-financial=7300001 feeds/IA_FIRM_SEC_Feed_11_02_2026.xml.gz',
  );
  const named = line?.trim().split(' ').at(-1) ?? '';
  expect(existsSync(path.join(box.dir, named))).toBe(true);
});
