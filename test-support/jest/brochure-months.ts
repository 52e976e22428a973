import type { FixtureBrochure, FixtureMonth } from '@/test-support/brochure-archive';

/**
 * The archive the command's end-to-end test reads: 13 monthly zips in the names the SEC has used, each padded with
 * other firms' PDFs, holding the listed firms' brochures in the shapes that test the rules (a Part 2A with a table of
 * contents, a newer 2B supplement and appendix, a corrupt PDF, a brochure older than 12 months) and a roster firm's.
 */
export const MARINER_2A: FixtureBrochure = {
  crd: '140195',
  id: '880001',
  name: 'Form ADV Part 2A Firm Brochure',
  filed: '2025-03-20',
  pages: [
    [
      'Table of Contents',
      'Item 4 Advisory Business ........ 2',
      'Item 5 Fees and Compensation ........ 3',
      'Item 6 Performance-Based Fees ...... 4',
      'Item 7 Types of Clients ....... 4',
    ],
    ['Item 4 Advisory Business', 'We manage portfolios for families of Greater Cincinnati.'],
    [
      'ITEM 5 – FEES AND COMPENSATION',
      'Our annual fee is 1.00% on the first $1,000,000 and 0.75% thereafter, billed quarterly in advance.',
    ],
    [
      'Item 6 – Performance-Based Fees',
      'We charge no performance-based fees.',
      'Item 7 – Types of Clients',
      'We serve individuals and trusts. We require a minimum account size of $250,000.',
    ],
  ],
};
const MARINER_2B: FixtureBrochure = {
  crd: '140195',
  id: '880002',
  name: 'Part 2B Brochure Supplement',
  filed: '2026-01-10',
  pages: [['Item 1 Cover Page', 'Jane Doe']],
};
const MARINER_WRAP: FixtureBrochure = {
  crd: '140195',
  id: '880003',
  name: 'Wrap Fee Program Brochure',
  filed: '2025-12-05',
  pages: [['Item 4 Services, Fees and Compensation']],
};
const TRUEPOINT_CORRUPT: FixtureBrochure = {
  crd: '105664',
  id: '770001',
  name: 'Form ADV Part 2A',
  filed: '2025-11-03',
  bytes: Buffer.from('%PDF-1.7\nnot a pdf at all'),
};
const CREATIVE_OLD: FixtureBrochure = {
  crd: '105348',
  id: '660001',
  name: 'Form ADV Part 2A',
  filed: '2025-01-20',
  pages: [['Item 5: Fees & Compensation', 'An old brochure the run must not read.']],
};
export const ROSTER_2A: FixtureBrochure = {
  crd: '9100001',
  id: '990001',
  name: 'Firm Brochure (Part 2A)',
  filed: '2026-01-05',
  pages: [
    [
      'Item 5: Fees & Compensation',
      'We charge a flat fee of $2,500 per year for planning, payable in quarterly installments.',
      'Item 7: Types of Clients',
      'We have no minimum account size.',
    ],
  ],
};

const MONTH_NAMES = [
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const others = { count: 200, bytes: 250_000 };
export const months: FixtureMonth[] = [
  { year: '2025', fileName: 'adv_brochures_2025_jan', brochures: [CREATIVE_OLD], others },
  ...MONTH_NAMES.map((month) => ({
    year: '2025',
    fileName: `adv-brochures-2025-${month}`,
    brochures: { march: [MARINER_2A], november: [TRUEPOINT_CORRUPT], december: [MARINER_WRAP] }[month] ?? [],
    others,
  })),
  { year: '2026', fileName: 'ADV_Brochures_2026_January_1_of_2.zip', brochures: [ROSTER_2A], others },
  { year: '2026', fileName: 'ADV_Brochures_2026_January_2_of_2.zip', brochures: [MARINER_2B], others },
];
