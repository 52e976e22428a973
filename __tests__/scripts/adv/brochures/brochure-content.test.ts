import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { changedCopy, problemLines } from '@/test-support/jest/content-copies';

const brochure = {
  id: '880001',
  name: 'Form ADV Part 2A',
  kind: 'part-2a',
  filed: '2026-03-10',
  archive: 'ADV_Brochures_2026_March.zip',
  file: '140195_880001_1_20260310.pdf',
  pdf: { sha256: 'a'.repeat(64), bytes: 120_000, pages: 24 },
  item5: { pages: [{ page: 9, text: 'Our annual fee is 1.00% of assets.' }], truncated: false },
  item7: { page: 12 },
  minimums: [{ item: 7, page: 12, text: 'We require a minimum account size of $250,000.' }],
};

const withRecords = (records: Record<string, unknown>) =>
  changedCopy((dir) => {
    mkdirSync(path.join(dir, 'adv-brochures'));
    for (const [name, record] of Object.entries(records))
      writeFileSync(path.join(dir, 'adv-brochures', name), JSON.stringify(record));
  });

describe('the content check of content/adv-brochures/', () => {
  it('passes a brochure record and a "none" record', () => {
    expect(
      problemLines(
        withRecords({ '140195.json': { crd: '140195', brochure }, '105348.json': { crd: '105348', brochure: null } }),
      ),
    ).toEqual([]);
  });

  it('refuses Item 5 text over the cap over its pages, a record without a page, and a file named for another CRD', () => {
    const problems = problemLines(
      withRecords({
        '140195.json': {
          crd: '140195',
          brochure: {
            ...brochure,
            item5: {
              pages: [
                { page: 9, text: 'x'.repeat(5000) },
                { page: 10, text: 'x'.repeat(3001) },
              ],
              truncated: true,
            },
          },
        },
        '105664.json': { crd: '105664', brochure: { ...brochure, minimums: [{ item: 7, text: 'Minimum $1.' }] } },
        '105348.json': { crd: '140195', brochure: null },
      }),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^content\/adv-brochures\/105348\.json → 140195 → crd: must be named 140195\.json$/),
      expect.stringMatching(/^content\/adv-brochures\/105664\.json → .*minimums\[0\]\.page: /),
      expect.stringMatching(
        /^content\/adv-brochures\/140195\.json → .*item5\.pages: must hold 8000 characters at most in all/,
      ),
    ]);
  });
});
