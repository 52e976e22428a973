import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { firmFileText, parseFirmFile, patchFirm, type FirmPatch } from '@/scripts/adv/import/firm-file';
import { prSummary } from '@/scripts/adv/summary/summary';
import { MARINER, sandbox, TRUEPOINT, type Sandbox } from '@/test-support/jest/import-sandbox';

/**
 * Nothing a person recorded is replaced by less, and what needs a person's judgement is put before the
 * owner: a listed firm whose main office left OH/KY/IN, whose CRD left the feeds, or whose disclosures
 * differ from what a person recorded.
 */
let box: Sandbox;
beforeEach(() => {
  box = sandbox();
});
afterEach(() => box.remove());

function edit(slug: string, patch: FirmPatch): void {
  const file = path.join(box.contentDir, 'firms', `${slug}.md`);
  writeFileSync(file, firmFileText(patchFirm(parseFirmFile(slug, file, box.firmText(slug)), patch)));
}

const WITHOUT_ITEM_11 = { Item11: null, Item11A: null, Item11C: null };

test('a record without Item 11 leaves the disclosures as they are; one with it writes them', async () => {
  await box.run([
    box.feed({ feed: 'sec', date: '2026-11-01', firms: [MARINER, { ...TRUEPOINT, items: WITHOUT_ITEM_11 }] }),
  ]);
  expect(box.firm('truepoint-wealth-counsel').disclosures).toEqual({
    origin: 'none',
    value: null,
    reason: 'not-yet-recorded',
  });
  expect(box.firm('mariner-wealth-advisors').disclosures).toMatchObject({ origin: 'form-adv', value: [] });
  const firstDisclosures = box.firm('mariner-wealth-advisors').disclosures;
  await box.run([box.feed({ feed: 'sec', date: '2026-11-02', firms: [{ ...MARINER, items: WITHOUT_ITEM_11 }] })]);
  expect(box.firm('mariner-wealth-advisors').disclosures).toEqual(firstDisclosures);
});

test("accepting Ross, Sinclaire's CRD keeps its recorded SEC order and FINRA fine, and puts the difference before a person", async () => {
  const recorded = box.firm('ross-sinclaire-associates').disclosures;
  const feed = box.feed({
    feed: 'sec',
    date: '2026-11-02',
    firms: [MARINER, { crd: 7400001, name: 'ROSS, SINCLAIRE & ASSOCIATES, LLC' }],
  });
  const report = await box.run([feed], { accept: { 'ross-sinclaire-associates': '7400001' } });
  expect(box.firm('ross-sinclaire-associates').disclosures).toEqual(recorded);
  expect(box.firm('ross-sinclaire-associates').registration).toMatchObject({
    origin: 'form-adv',
    value: { crd: '7400001' },
  });
  const issue = report.needsPerson.find((entry) => entry.slug === 'ross-sinclaire-associates')?.issue;
  expect(issue).toBe(
    'Disclosures: a person recorded 2 events; its Form ADV filed 2026-03-30 has no Item 11 question answered Yes. The recorded events stay: compare them with the IAPD page',
  );
  const body = prSummary(report);
  expect(body.indexOf('Disclosures: a person recorded 2 events')).toBeLessThan(body.indexOf('## What changed'));
});

test('a missing element never erases a value: no Item 5.F keeps the recorded assets, no website keeps the websites', async () => {
  const assets = box.firm('truepoint-wealth-counsel').aum;
  await box.run([
    box.feed({
      feed: 'sec',
      date: '2026-11-01',
      firms: [{ ...TRUEPOINT, websites: ['WWW.TRUEPOINT-FIXTURE.EXAMPLE'] }],
    }),
  ]);
  const websites = box.firm('truepoint-wealth-counsel').websites;
  expect(websites).toMatchObject({ origin: 'form-adv', value: ['https://www.truepoint-fixture.example/'] });
  await box.run([
    box.feed({ feed: 'sec', date: '2026-11-02', firms: [{ ...TRUEPOINT, items: { Item5F: null }, websites: [] }] }),
  ]);
  expect(box.firm('truepoint-wealth-counsel').aum.origin).toBe('form-adv');
  edit('truepoint-wealth-counsel', { aum: assets });
  await box.run([
    box.feed({ feed: 'sec', date: '2026-11-03', firms: [{ ...TRUEPOINT, items: { Item5F: null }, websites: [] }] }),
  ]);
  expect(box.firm('truepoint-wealth-counsel').aum).toEqual(assets);
  expect(box.firm('truepoint-wealth-counsel').websites).toEqual(websites);
});

test('a fee model a person recorded is not replaced by a filing that does not settle it', async () => {
  edit('truepoint-wealth-counsel', {
    compensation: {
      origin: 'person',
      value: { model: 'fee-only', basis: 'AUM-based', methods: [], affiliations: [] },
      source: { url: 'https://www.example.com/brochure', date: '2026-01-01' },
      verified: false,
    },
  });
  const report = await box.run([
    box.feed({ feed: 'sec', date: '2026-11-02', firms: [{ ...TRUEPOINT, items: { Item7A: null } }] }),
  ]);
  expect(box.firm('truepoint-wealth-counsel').compensation).toMatchObject({
    origin: 'person',
    value: { model: 'fee-only' },
  });
  expect(report.needsPerson.map((entry) => entry.issue)).toContainEqual(
    expect.stringContaining('does not settle fee-only or fee-based; the fee-only a person recorded stays'),
  );
});

test('Needs a person: a main office that moved to Texas, and a CRD that left the feeds', async () => {
  await box.run([box.feed({ feed: 'sec', date: '2026-11-01', firms: [MARINER, TRUEPOINT] })]);
  const texas = { ...TRUEPOINT, mainAddr: { Strt1: '9 FIXTURE ROAD', City: 'AUSTIN', State: 'TX', PostlCd: '78701' } };
  const report = await box.run([box.feed({ feed: 'sec', date: '2026-11-02', firms: [texas] })]);
  expect(report.needsPerson).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        slug: 'truepoint-wealth-counsel',
        issue:
          'Its main office moved from CINCINNATI, OH to AUSTIN, TX, outside Ohio, Kentucky and Indiana: is it still a firm of the region?',
      }),
      expect.objectContaining({
        slug: 'mariner-wealth-advisors',
        crd: '140195',
        issue: expect.stringContaining('CRD 140195 is in none of the given feeds: nothing was written'),
      }),
    ]),
  );
});

test('a discretionary amount above the total: the assets are not written, with a note', async () => {
  const before = box.firm('truepoint-wealth-counsel').aum;
  const odd = { ...TRUEPOINT, items: { Item5F: { Q5F1: 'Y', Q5F2A: 900_000_000, Q5F2C: 500_000_000 } } };
  const report = await box.run([box.feed({ feed: 'sec', date: '2026-11-02', firms: [odd] })]);
  expect(box.firm('truepoint-wealth-counsel').aum).toEqual(before);
  expect(report.needsPerson.map((entry) => entry.issue)).toContain(
    'Form ADV 5.F(2)(a) discretionary assets (900000000) are above the total 5.F(2)(c) (500000000): the assets were not written',
  );
});
