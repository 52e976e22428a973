import { readFirmFees } from '@/lib/brochures/firm-fees';
import type { BrochureFile } from '@/lib/content/brochure-schema';

const record = (pages: { page: number; text: string }[]): BrochureFile => ({
  crd: '140195',
  brochure: {
    id: '880001',
    name: 'Form ADV Part 2A',
    kind: 'part-2a',
    filed: '2026-03-10',
    archive: 'ADV_Brochures_2026_March.zip',
    file: '140195_880001_1_20260310.pdf',
    pdf: { sha256: 'a'.repeat(64), bytes: 120_000, pages: 24 },
    item5: { pages, truncated: false },
    item7: null,
    minimums: [],
  },
});

describe("a firm's fees read from its stored brochure", () => {
  it('gives a value the page it is printed on, not the page Item 5 starts on', () => {
    const fees = readFirmFees(
      record([
        { page: 9, text: 'We are paid a fee based on the assets we manage, billed quarterly in advance.' },
        { page: 10, text: 'Our annual fee is 1.00% of assets under management.' },
      ]),
    );
    expect(fees.schedule).toMatchObject({ kind: 'tiers', tiers: [{ ratePercent: { value: 1, page: 10 } }] });
  });
});
