/** @jest-environment node */
import { prSummary } from '@/lib/adv/summary';
import { manyFirms, type FirmSpec } from '@/test-support/adv-feeds';
import { MARINER, sandbox, TRUEPOINT, type Sandbox } from './support/import-sandbox';

/**
 * One odd record among 45,000 never stops the monthly refresh: a firm the import neither writes nor
 * proposes is skipped, counted and listed; a listed firm's or a candidate's odd record still stops it,
 * naming the file, the firm and the element; a feed with more than 1% odd records is refused whole.
 */
let box: Sandbox;
beforeEach(() => {
  box = sandbox();
});
afterEach(() => box.remove());

const ODD: [string, FirmSpec, string][] = [
  [
    '"1,234" employees',
    { crd: 7000001, name: 'ODD COUNT ADVISERS', items: { Item5A: { TtlEmp: '1,234' } } },
    '<Item5A TtlEmp>: expected a whole number, got "1,234"',
  ],
  [
    'a missing street',
    { crd: 7000002, name: 'NO STREET ADVISERS', mainAddr: { Strt1: null } },
    '<MainAddr Strt1>: is missing',
  ],
  [
    '"Yes" for "Y"',
    { crd: 7000003, name: 'WORDY ADVISERS', items: { Item11: { Q11: 'Yes' } } },
    '<Item11 Q11>: expected Y or N, got "Yes"',
  ],
];

test.each(ODD)(
  'one other firm with %s is skipped, counted and listed; the listed firms are still refreshed',
  async (_, odd, problem) => {
    const feed = box.feed({ feed: 'sec', date: '2026-11-02', firms: [MARINER, TRUEPOINT, odd, ...manyFirms(120)] });
    const report = await box.run([feed]);
    expect(report.dataFiles[0]).toMatchObject({
      firms: 123,
      malformed: 1,
      malformedExamples: [{ crd: String(odd.crd), problem }],
    });
    expect(box.firm('mariner-wealth-advisors').registration.origin).toBe('form-adv');
    expect(box.firm('truepoint-wealth-counsel').employees.origin).toBe('form-adv');
    expect(prSummary(report)).toContain(`- firm ${odd.crd}: `);
  },
);

test("the same odd value in a listed firm's record stops the import, naming file, firm and element", async () => {
  const before = box.allTexts();
  const feed = box.feed({
    feed: 'sec',
    date: '2026-11-02',
    firms: [MARINER, { ...TRUEPOINT, mainAddr: { Strt1: null } }, ...manyFirms(120)],
  });
  await expect(box.run([feed])).rejects.toThrow(
    'IA_FIRM_SEC_Feed_11_02_2026.xml.gz → firm 105664 → <MainAddr Strt1>: is missing',
  );
  expect(box.allTexts()).toEqual(before);
});

test('an odd record whose name resembles a firm without a CRD stops the import: it would be proposed', async () => {
  const odd = { crd: 7000010, name: 'FOSTER & MOTLEY, INC.', items: { Item5F: { Q5F1: 'Y', Q5F2C: 'about 2M' } } };
  const feed = box.feed({ feed: 'sec', date: '2026-11-02', firms: [MARINER, odd, ...manyFirms(120)] });
  await expect(box.run([feed])).rejects.toThrow(
    'IA_FIRM_SEC_Feed_11_02_2026.xml.gz → firm 7000010 → <Item5F Q5F2C>: expected a dollar amount in digits, got "about 2M"',
  );
});

test('more than 1% of a feed malformed: the feed is refused as a whole, named, and nothing is written', async () => {
  const before = box.allTexts();
  const odd = manyFirms(3, 7100001).map((firm) => ({ ...firm, items: { Item5A: { TtlEmp: 'n/a' } } }));
  const feed = box.feed({ feed: 'state', date: '2026-11-02', firms: [...odd, ...manyFirms(200)] });
  await expect(box.run([feed])).rejects.toThrow(
    /^IA_FIRM_STATE_Feed_11_02_2026\.xml\.gz → 3 of 203 firms are malformed, more than 1%: the feed's layout may have changed \(first: firm 7100001 → <Item5A TtlEmp>: expected a whole number, got "n\/a"\)$/,
  );
  expect(box.allTexts()).toEqual(before);
});

test('exactly 1% malformed is still read', async () => {
  const odd = manyFirms(2, 7100001).map((firm) => ({ ...firm, items: { Item5A: { TtlEmp: '-4' } } }));
  const feed = box.feed({ feed: 'sec', date: '2026-11-02', firms: [MARINER, ...odd, ...manyFirms(197)] });
  const report = await box.run([feed]);
  expect(report.dataFiles[0]).toMatchObject({ firms: 200, malformed: 2 });
});
