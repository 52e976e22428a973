import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { changedCopy, problemLines } from '@/test-support/jest/content-copies';

/** The content check of a person's "Fee schedule checked" on a listed firm (content/firms/*.md). */
const MARINER = 'firms/mariner-wealth-advisors.md';

const brochure = (id: string, item5: string) => ({
  crd: '140195',
  brochure: {
    id,
    name: 'Form ADV Part 2A',
    kind: 'part-2a',
    filed: '2026-03-10',
    archive: 'ADV_Brochures_2026_March.zip',
    file: `140195_${id}_1_20260310.pdf`,
    pdf: { sha256: 'a'.repeat(64), bytes: 120_000, pages: 24 },
    item5: { pages: [{ page: 9, text: item5 }], truncated: false },
    item7: null,
    minimums: [],
  },
});

const TIERED = 'Our annual fee is 1.00% on the first $1,000,000 and 0.75% thereafter, on a tiered basis.';

function withConfirmation(brochureId: string, record: object): string {
  return changedCopy((dir) => {
    const file = path.join(dir, MARINER);
    const confirmed = `feeScheduleConfirmed:\n  brochureId: "${brochureId}"\n  by: Dana Reyes\n  on: 2026-04-02\nspecialties:`;
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^specialties:/m, confirmed));
    mkdirSync(path.join(dir, 'adv-brochures'), { recursive: true });
    writeFileSync(path.join(dir, 'adv-brochures', '140195.json'), JSON.stringify(record));
  });
}

const confirmationProblems = (dir: string) => problemLines(dir).filter((line) => line.includes('feeScheduleConfirmed'));

describe('a confirmed fee schedule', () => {
  it('passes when it names the brochure on record and that brochure’s schedule reads as a table', () => {
    expect(confirmationProblems(withConfirmation('880001', brochure('880001', TIERED)))).toEqual([]);
  });

  it('is refused once a newer brochure replaced the one confirmed', () => {
    expect(confirmationProblems(withConfirmation('880001', brochure('990002', TIERED)))).toEqual([
      expect.stringMatching(/names brochure 880001, but the firm's brochure is now 990002 \(filed 2026-03-10\)/),
    ]);
  });

  it('is refused when the schedule fails its checks and only the words are shown', () => {
    // 4.5% a year is outside 0.05–3%: the parse keeps the quote alone.
    const invalid = 'Our annual fee is 4.50% of assets under management.';
    expect(confirmationProblems(withConfirmation('880003', brochure('880003', invalid)))).toEqual([
      expect.stringMatching(/could not be read as a table/),
    ]);
  });
});
