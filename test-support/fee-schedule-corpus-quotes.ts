/** The corpus's brochures that give no schedule to compute with: the quote stands alone (see fee-schedule-corpus.ts). */

import { onPage, type CorpusSchedule } from './fee-schedule-corpus-shape';

export const QUOTE_ONLY_SCHEDULES: CorpusSchedule[] = [
  {
    name: 'range "0.75% - 1%"',
    pages: onPage(
      8,
      'Our annual fee ranges from 0.75% - 1% of assets under management, depending on the services provided.',
    ),
    expected: { kind: 'quote-only', reason: 'range' },
  },
  {
    name: 'range "between 0.50% to 1.25%"',
    pages: onPage(9, 'Fees range between 0.50% to 1.25% annually and are negotiable.'),
    expected: { kind: 'quote-only', reason: 'range' },
  },
  {
    name: 'financial planning fees "from $1,500 to $5,000"',
    pages: onPage(10, 'Financial planning fees range from $1,500 to $5,000 depending on complexity.'),
    expected: { kind: 'quote-only', reason: 'range' },
  },
  {
    name: 'a tier whose rate is a range',
    pages: onPage(
      11,
      'Assets Under Management Annual Fee\n$0 - $1,000,000 1.00%\n$1,000,001 - $5,000,000 0.60% - 0.80%\nOver $5,000,000 Negotiable',
    ),
    expected: { kind: 'quote-only', reason: 'range' },
  },
  {
    name: '"per the governing documents"',
    pages: onPage(
      12,
      'Management fees for the private funds we advise are charged per the governing documents of each fund.',
    ),
    expected: { kind: 'quote-only', reason: 'not-disclosed' },
  },
  {
    name: '"not disclosed"',
    pages: onPage(
      7,
      'The fee arrangement with each institutional client is individually negotiated and not disclosed in this brochure.',
    ),
    expected: { kind: 'quote-only', reason: 'not-disclosed' },
  },
  {
    name: 'two rates for two kinds of account',
    pages: onPage(
      9,
      'Equity accounts are charged an annual fee of 1.00% and fixed income accounts an annual fee of 0.50%.',
    ),
    expected: { kind: 'quote-only', reason: 'several-rates' },
  },
  {
    name: 'wrap fee above 3%',
    pages: onPage(10, 'The wrap program annual fee is 3.50% of assets in the program.'),
    expected: { kind: 'quote-only', reason: 'invalid' },
  },
  {
    name: 'breakpoints out of order (a typo in the brochure)',
    pages: onPage(8, 'Annual Fee Schedule\n$0 - $1,000,000 1.00%\n$500,000 - $2,000,000 0.80%\nOver $2,000,000 0.60%'),
    expected: { kind: 'quote-only', reason: 'invalid' },
  },
  {
    name: 'a quarterly rate only',
    pages: onPage(7, 'The advisory fee is 0.25% per quarter of assets under management, billed in advance.'),
    expected: { kind: 'quote-only', reason: 'periodic-rate-only' },
  },
  {
    name: 'no fee stated in Item 5',
    pages: onPage(6, 'We do not charge fees based on assets. Please see Item 4 for a description of our services.'),
    expected: { kind: 'quote-only', reason: 'no-schedule' },
  },
  {
    name: 'planning fee and hourly rate both offered',
    pages: onPage(
      9,
      'Financial plans are offered for a fixed fee of $2,000. Follow-up advice is charged at $200 per hour.',
    ),
    expected: { kind: 'quote-only', reason: 'several-fees' },
  },
  {
    name: 'a rate written in words ("one percent") would shift every rate to the wrong tier',
    pages: onPage(
      8,
      'The fee is one percent on the first $500,000, 0.80% on the next $500,000, and 0.60% on assets over $1,000,000.',
    ),
    expected: { kind: 'quote-only', reason: 'invalid' },
  },
];
