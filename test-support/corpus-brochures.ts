import type { CorpusSchedule } from './fee-schedule-corpus-shape';

/**
 * A whole Part 2A brochure's pages around one schedule of the fee schedule corpus (fee-schedule-corpus.ts): a cover,
 * Item 4 up to the page the schedule is printed on, Item 5 on the schedule's own pages (its heading added when the
 * schedule's text has none), then Items 6 and 7 with `minimum` as Item 7's sentence. Rendered to a PDF by
 * brochurePdf, the brochure reader finds Item 5 on the pages the corpus gives.
 */
const ITEM5_HEADING = /^item\s*5\b/im;

export function corpusBrochurePages(entry: CorpusSchedule, minimum: string): string[][] {
  const first = entry.pages[0]?.page ?? 2;
  const last = entry.pages.at(-1)?.page ?? first;
  const pages: string[][] = [['Form ADV Part 2A Firm Brochure', 'This brochure gives information about our services.']];
  while (pages.length < first - 1)
    pages.push(['Item 4 Advisory Business', 'We offer portfolio management and financial planning to families.']);
  for (let page = first; page <= last; page += 1) {
    const text = entry.pages.find((candidate) => candidate.page === page)?.text ?? '';
    const lines = text.split('\n');
    pages.push(page === first && !ITEM5_HEADING.test(text) ? ['Item 5 Fees and Compensation', ...lines] : lines);
  }
  pages.push([
    'Item 6 Performance-Based Fees',
    'We do not charge performance-based fees.',
    'Item 7 Types of Clients',
    `We provide advice to individuals, trusts and small businesses. ${minimum}`,
  ]);
  return pages;
}
