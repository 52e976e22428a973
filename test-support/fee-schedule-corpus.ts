/**
 * Fee schedules written in the shapes real Form ADV Part 2A brochures use in Item 5, as a PDF's extracted text
 * gives them: table columns separated by spaces or by line breaks (a column read top to bottom), prose, ranges,
 * basis points, quarterly billing of an annual rate, hourly and fixed fees, and the ways a brochure says nothing
 * usable. Each entry is data: the pages' text and the reading a person makes of it, written out by hand (never
 * produced by the parser). __tests__/lib/brochures/fee-schedule-corpus.test.ts runs the parser over all of them.
 */

import { PROSE_SCHEDULES } from './fee-schedule-corpus-prose';
import { MORE_TABLE_SCHEDULES } from './fee-schedule-corpus-more-tables';
import { TABLE_SCHEDULES } from './fee-schedule-corpus-tables';
import { QUOTE_ONLY_SCHEDULES } from './fee-schedule-corpus-quotes';
import { WHOLE_ITEM_SCHEDULES } from './fee-schedule-corpus-whole-items';
import type { CorpusSchedule } from './fee-schedule-corpus-shape';

export type { ExpectedReading } from './fee-schedule-corpus-shape';

export const FEE_SCHEDULE_CORPUS: CorpusSchedule[] = [
  ...TABLE_SCHEDULES,
  ...MORE_TABLE_SCHEDULES,
  ...PROSE_SCHEDULES,
  ...WHOLE_ITEM_SCHEDULES,
  ...QUOTE_ONLY_SCHEDULES,
];
