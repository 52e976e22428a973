import { contentCopy, problemLines } from '@/test-support/jest/content-copies';
import { manyFirms } from '@/test-support/adv-feeds';
import { CREATIVE, MARINER, sandbox, TRUEPOINT, type Sandbox } from '@/test-support/jest/import-sandbox';

/**
 * `--accept slug=CRD` is a person's decision the import carries out; it refuses, writing nothing, an
 * accept that would give a firm another firm's CRD, replace one it has, or a CRD in no given feed.
 */
let box: Sandbox;
let feeds: string[];
beforeEach(() => {
  box = sandbox();
  feeds = [
    box.feed({
      feed: 'sec',
      date: '2026-11-02',
      firms: [
        MARINER,
        TRUEPOINT,
        CREATIVE,
        { crd: 7200001, name: 'ROSS, SINCLAIRE & ASSOCIATES, LLC' },
        { crd: 7200002, name: 'UNRELATED ORCHARD ADVISERS' },
        ...manyFirms(5),
      ],
    }),
  ];
});
afterEach(() => box.remove());

async function refused(accept: Record<string, string>, message: string, replace = false): Promise<void> {
  const before = box.allTexts();
  await expect(box.run(feeds, { accept, replace })).rejects.toThrow(message);
  expect(box.allTexts()).toEqual(before);
}

test("accepting Mariner's CRD for Truepoint, which has its own, is refused and nothing is written", async () => {
  await refused(
    { 'truepoint-wealth-counsel': '140195' },
    '--accept truepoint-wealth-counsel=140195: content/firms/truepoint-wealth-counsel.md already has CRD 105664; nothing was written. Add --replace to change it',
  );
});

test("with --replace, another firm's CRD is still refused", async () => {
  await refused(
    { 'truepoint-wealth-counsel': '140195' },
    "--accept truepoint-wealth-counsel=140195: CRD 140195 is content/firms/mariner-wealth-advisors.md's; nothing was written",
    true,
  );
});

test('one CRD accepted for two firms is refused', async () => {
  await refused(
    { 'ross-sinclaire-associates': '7200001', 'hcm-wealth-advisors': '7200001' },
    'one CRD for two firms; nothing was written',
  );
});

test('a CRD in none of the given feeds is refused, naming the feeds', async () => {
  await refused(
    { 'ross-sinclaire-associates': '7299999' },
    '--accept ross-sinclaire-associates=7299999: CRD 7299999 is in none of the given feeds (IA_FIRM_SEC_Feed_11_02_2026.xml.gz); nothing was written',
  );
});

test('--replace changes a CRD a firm has, to one no other firm holds', async () => {
  await box.run(feeds, { accept: { 'truepoint-wealth-counsel': '7200002' }, replace: true });
  expect(box.firm('truepoint-wealth-counsel').registration.value).toMatchObject({ crd: '7200002' });
});

test("an accepted entry whose name does not resemble the firm's is written with a warning under Needs a person", async () => {
  const report = await box.run(feeds, { accept: { 'ross-sinclaire-associates': '7200002' } });
  expect(box.firm('ross-sinclaire-associates').registration.value).toMatchObject({ crd: '7200002' });
  expect(report.needsPerson).toContainEqual(
    expect.objectContaining({
      slug: 'ross-sinclaire-associates',
      issue:
        'The accepted CRD 7200002 is "UNRELATED ORCHARD ADVISERS", a name that does not resemble "Ross, Sinclaire & Associates": check it is the same firm',
    }),
  );
});

test('an accepted entry with a resembling name brings no warning', async () => {
  const report = await box.run(feeds, { accept: { 'ross-sinclaire-associates': '7200001' } });
  expect(report.needsPerson.filter((entry) => entry.issue.includes('does not resemble'))).toEqual([]);
});

test('the content check refuses two firms with one CRD, naming both files', () => {
  const copy = contentCopy({
    'firms/truepoint-wealth-counsel.md': (text) => text.replace('crd: "105664"', 'crd: "140195"'),
  });
  expect(problemLines(copy)).toEqual(
    expect.arrayContaining([
      'content/firms/mariner-wealth-advisors.md → mariner-wealth-advisors → registration.value.crd: CRD 140195 is also the CRD of content/firms/truepoint-wealth-counsel.md: one CRD belongs to one firm',
      'content/firms/truepoint-wealth-counsel.md → truepoint-wealth-counsel → registration.value.crd: CRD 140195 is also the CRD of content/firms/mariner-wealth-advisors.md: one CRD belongs to one firm',
    ]),
  );
});
