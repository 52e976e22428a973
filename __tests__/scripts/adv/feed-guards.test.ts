import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseImportArgs } from '@/scripts/adv/import/import-args';
import { manyFirms } from '@/test-support/adv-feeds';
import { CREATIVE, MARINER, sandbox, TRUEPOINT, type Sandbox } from '@/test-support/jest/import-sandbox';

/**
 * What the import refuses to be given, writing nothing: a file whose root and name name different
 * feeds, two files of one kind, a feed much smaller than the last one imported, two accepts for one
 * firm, and a firm file that is not YAML (named with its line).
 */
let box: Sandbox;
beforeEach(() => {
  box = sandbox();
});
afterEach(() => box.remove());

const LISTED = [MARINER, TRUEPOINT, CREATIVE];

async function refused(feeds: string[], message: string): Promise<void> {
  const before = box.allTexts();
  await expect(box.run(feeds, { allowShrink: false })).rejects.toThrow(message);
  expect(box.allTexts()).toEqual(before);
}

test("a state feed named as the SEC's is refused, naming the file, its root and its name", async () => {
  const state = box.feed({
    feed: 'state',
    date: '2026-11-02',
    firms: manyFirms(4),
    name: 'IA_FIRM_SEC_Feed_11_02_2026.xml.gz',
  });
  await refused(
    [state],
    'IA_FIRM_SEC_Feed_11_02_2026.xml.gz: its root <IAPDFirmStateReport> makes it the state feed, but its name says SEC; nothing was written',
  );
  // A name that names no feed is read by its root.
  const unnamed = box.feed({
    feed: 'sec',
    date: '2026-11-02',
    firms: [...LISTED, ...manyFirms(4)],
    name: 'november.xml.gz',
  });
  await box.run([unnamed]);
  expect(box.firm('mariner-wealth-advisors').aum).toMatchObject({ dataFile: { name: 'november.xml.gz' } });
});

test('the same feed given twice is refused, with both counts', async () => {
  const sec = box.feed({ feed: 'sec', date: '2026-11-02', firms: [...LISTED, ...manyFirms(5)] });
  await refused(
    [sec, sec],
    'IA_FIRM_SEC_Feed_11_02_2026.xml.gz (8 firms) and IA_FIRM_SEC_Feed_11_02_2026.xml.gz (8 firms) are both SEC feeds (the same file twice); nothing was written. Give one SEC feed and one state feed',
  );
});

test('two state feeds of different days are refused: the second would mark the first one’s firms removed', async () => {
  const sec = box.feed({ feed: 'sec', date: '2026-11-02', firms: [...LISTED, ...manyFirms(5)] });
  const first = box.feed({ feed: 'state', date: '2026-11-02', firms: manyFirms(4, 8_100_001) });
  const second = box.feed({ feed: 'state', date: '2026-11-03', firms: manyFirms(3, 8_100_001) });
  await refused(
    [sec, first, second],
    'IA_FIRM_STATE_Feed_11_02_2026.xml.gz (4 firms) and IA_FIRM_STATE_Feed_11_03_2026.xml.gz (3 firms) are both state feeds',
  );
});

test('a feed with over 10% fewer firms than the last one imported is refused with both counts; --allow-shrink goes on', async () => {
  await box.run([box.feed({ feed: 'sec', date: '2026-10-01', firms: [...LISTED, ...manyFirms(17)] })]);
  // 18 of 20 is 10% fewer: read.
  await box.run([box.feed({ feed: 'sec', date: '2026-10-15', firms: [...LISTED, ...manyFirms(15)] })], {
    allowShrink: false,
  });
  const cut = box.feed({ feed: 'sec', date: '2026-11-02', firms: [...LISTED, ...manyFirms(13)] });
  await refused(
    [cut],
    'IA_FIRM_SEC_Feed_11_02_2026.xml.gz holds 16 firms, 11% fewer than the 18 firms of IA_FIRM_SEC_Feed_10_15_2026.xml.gz, the last SEC feed imported (content/adv-data-files.json); nothing was written.',
  );
  await expect(box.run([cut], { allowShrink: false })).rejects.toThrow('run again with --allow-shrink');
  await box.run([cut], { allowShrink: true });
  expect(box.firm('mariner-wealth-advisors').aum).toMatchObject({
    dataFile: { name: 'IA_FIRM_SEC_Feed_11_02_2026.xml.gz' },
  });
});

test('a firm file whose front matter is not YAML is named with its line', async () => {
  const file = path.join(box.contentDir, 'firms', 'mariner-wealth-advisors.md');
  const lines = box.firmText('mariner-wealth-advisors').split('\n');
  lines.splice(3, 0, 'status: listed: twice');
  writeFileSync(file, lines.join('\n'));
  const sec = box.feed({ feed: 'sec', date: '2026-11-02', firms: [...LISTED, ...manyFirms(5)] });
  await refused([sec], 'content/firms/mariner-wealth-advisors.md, line 4: its front matter is not valid YAML');
});

describe('--accept on the command line', () => {
  it('a second --accept with another CRD for one firm is refused, not left to replace the first', () => {
    expect(() =>
      parseImportArgs(['--accept', 'foster-motley=111', '--accept', 'foster-motley=222', 'feed.xml.gz']),
    ).toThrow('--accept foster-motley=111 and --accept foster-motley=222: two CRDs for one firm; nothing was written');
  });

  it('reads each accept, and --allow-shrink', () => {
    const args = parseImportArgs(['--accept', 'a=1', '--accept', 'b=2', '--allow-shrink', 'feed.xml.gz']);
    expect(args).toMatchObject({ accept: { a: '1', b: '2' }, allowShrink: true, feeds: ['feed.xml.gz'] });
  });
});
