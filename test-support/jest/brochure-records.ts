import type { BrochureFile } from '@/lib/content/brochure-schema';
import { readFirmFees, type FirmFees } from '@/lib/brochures/firm-fees';

/** readFirmFees reads a brochure id once per build: each hand-written record gets an id of its own. */
let records = 0;

/**
 * Brochure records written by hand, as `npm run adv:brochures` stores them: Item 5's text from page 9 (a list is one
 * page each: 9, 10, …) and Item 7 with the minimum's sentences on page 11 unless `minimumPage` says otherwise. Each
 * gets a new brochure id unless `id` is given.
 */
export function brochureRecord(
  crd: string,
  item5: string | readonly string[] | null,
  {
    minimums = [],
    minimumPage = 11,
    id = `${crd}0${(records += 1)}`,
    filed = '2026-10-15',
  }: { minimums?: string[]; minimumPage?: number; id?: string; filed?: string } = {},
): BrochureFile {
  const pages = typeof item5 === 'string' ? [item5] : item5;
  return {
    crd,
    brochure: {
      id,
      name: 'Form ADV Part 2A Brochure',
      kind: 'part-2a',
      filed,
      archive: 'ADV_Brochures_2026_October.zip',
      file: `${id}.pdf`,
      pdf: { sha256: 'b'.repeat(64), bytes: 120_000, pages: 20 },
      item5:
        pages === null ? null : { pages: pages.map((text, index) => ({ page: 9 + index, text })), truncated: false },
      item7: { page: minimumPage },
      minimums: minimums.map((text) => ({ item: 7 as const, page: minimumPage, text })),
    },
  };
}

/** What the pages read from a hand-written record. */
export const feesOf = (...args: Parameters<typeof brochureRecord>): FirmFees => readFirmFees(brochureRecord(...args));

/** A single rate on the whole account: a figure at every level. */
export const oneRate = (percent: string) => `Our fee is ${percent}% of assets under management per year.`;
