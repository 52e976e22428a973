import { prSummary } from '@/scripts/adv/summary/summary';
import { manyFirms, type FirmSpec } from '@/test-support/adv-feeds';
import { MARINER, sandbox, TRUEPOINT, type Sandbox } from '@/test-support/jest/import-sandbox';

/**
 * One record among 45,000 whose identity cannot be read (CRD, a name, registration, filing date) never
 * stops the monthly refresh: a firm the import neither writes nor proposes is skipped, counted and
 * listed; a listed firm's or a candidate's still stops it, naming the file, the firm and the element; a
 * feed with more than 1% such records is refused whole. (An odd value of any other field is not a
 * malformed record at all: __tests__/scripts/adv/live-shapes.test.ts.)
 */
let box: Sandbox;
beforeEach(() => {
  box = sandbox();
});
afterEach(() => box.remove());

const ODD: [string, FirmSpec, string][] = [
  ['no filing date', { crd: 7000001, name: 'UNDATED ADVISERS', filed: null }, '<Filing>: is missing'],
  [
    'an impossible filing date',
    { crd: 7000002, name: 'ODD DATE ADVISERS', filed: '2026-02-30' },
    '<Filing Dt>: expected a date YYYY-MM-DD, got "2026-02-30"',
  ],
  [
    'no registration status',
    { crd: 7000003, name: 'UNREGISTERED ADVISERS', rgstn: { FirmType: 'Registered', St: null } },
    '<Rgstn St>: is missing',
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
    firms: [MARINER, { ...TRUEPOINT, filed: null }, ...manyFirms(120)],
  });
  await expect(box.run([feed])).rejects.toThrow(
    'IA_FIRM_SEC_Feed_11_02_2026.xml.gz → firm 105664 → <Filing>: is missing',
  );
  expect(box.allTexts()).toEqual(before);
});

test('an odd record whose name resembles a firm without a CRD stops the import: it would be proposed', async () => {
  const odd = { crd: 7000010, name: 'FOSTER & MOTLEY, INC.', filed: 'last spring' };
  const feed = box.feed({ feed: 'sec', date: '2026-11-02', firms: [MARINER, odd, ...manyFirms(120)] });
  await expect(box.run([feed])).rejects.toThrow(
    'IA_FIRM_SEC_Feed_11_02_2026.xml.gz → firm 7000010 → <Filing Dt>: expected a date YYYY-MM-DD, got "last spring"',
  );
});

test('more than 1% of a feed malformed: the feed is refused as a whole, named, and nothing is written', async () => {
  const before = box.allTexts();
  const odd = manyFirms(3, 7100001).map((firm) => ({ ...firm, filed: 'n/a' }));
  const feed = box.feed({ feed: 'state', date: '2026-11-02', firms: [...odd, ...manyFirms(200)] });
  await expect(box.run([feed])).rejects.toThrow(
    /^IA_FIRM_STATE_Feed_11_02_2026\.xml\.gz → 3 of 203 firms are malformed, more than 1%: the feed's layout may have changed \(first: firm 7100001 → <Filing Dt>: expected a date YYYY-MM-DD, got "n\/a"\)$/,
  );
  expect(box.allTexts()).toEqual(before);
});

test('exactly 1% malformed is still read', async () => {
  const odd = manyFirms(2, 7100001).map((firm) => ({ ...firm, filed: null }));
  const feed = box.feed({ feed: 'sec', date: '2026-11-02', firms: [MARINER, ...odd, ...manyFirms(197)] });
  const report = await box.run([feed]);
  expect(report.dataFiles[0]).toMatchObject({ firms: 200, malformed: 2 });
});
