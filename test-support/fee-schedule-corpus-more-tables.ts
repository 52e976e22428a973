/** More of the corpus's tables: basis points, columns side by side, page breaks, flags (see fee-schedule-corpus.ts). */

import { onPage, type CorpusSchedule } from './fee-schedule-corpus-shape';

export const MORE_TABLE_SCHEDULES: CorpusSchedule[] = [
  {
    name: 'basis points by tier, "$2 million"',
    pages: onPage(
      7,
      `Wealth management fees are charged on each tier of assets as follows:
First $2 million: 90 bps
Next $3 million: 70 bps
Above $5 million: 50 bps`,
    ),
    expected: {
      kind: 'tiers',
      tiers: [
        [0, 2_000_000, 0.9],
        [2_000_000, 5_000_000, 0.7],
        [5_000_000, null, 0.5],
      ],
      application: 'marginal',
      feeAtOneMillion: 9000,
    },
  },
  {
    name: '"$1,000,001+" row, marginal basis, negotiable',
    pages: onPage(
      14,
      `Annual Advisory Fee
$0 - $1,000,000 1.00%
$1,000,001+ 0.75%
Fees are calculated on a marginal basis. Fees are negotiable.`,
    ),
    expected: {
      kind: 'tiers',
      tiers: [
        [0, 1_000_000, 1],
        [1_000_001, null, 0.75],
      ],
      application: 'marginal',
      flags: ['negotiable'],
      feeAtOneMillion: 10_000,
    },
  },
  {
    name: 'annual and quarterly columns side by side',
    pages: onPage(
      9,
      `Account Size Annual Rate Quarterly Rate
$0 - $1,000,000 1.00% 0.25%
$1,000,001 - $2,000,000 0.80% 0.20%
Over $2,000,000 0.60% 0.15%
The fee is blended across the tiers.`,
    ),
    expected: {
      kind: 'tiers',
      tiers: [
        [0, 1_000_000, 1],
        [1_000_001, 2_000_000, 0.8],
        [2_000_000, null, 0.6],
      ],
      application: 'marginal',
      feeAtOneMillion: 10_000,
    },
  },
  {
    name: 'table continued across a page break',
    pages: [
      { page: 12, text: 'Our fee schedule is tiered:\nFirst $250,000 1.25%\nNext $750,000 1.00%' },
      { page: 13, text: 'Next $4,000,000 0.75%\nAbove $5,000,000 0.50%\nFees are billed quarterly in arrears.' },
    ],
    expected: {
      kind: 'tiers',
      tiers: [
        [0, 250_000, 1.25],
        [250_000, 1_000_000, 1],
        [1_000_000, 5_000_000, 0.75],
        [5_000_000, null, 0.5],
      ],
      application: 'marginal',
      feeAtOneMillion: 10_625,
    },
  },
  {
    name: 'maximum fees with "each tier", minimum quarterly fee',
    pages: onPage(
      6,
      `The maximum annual fees are as follows; the rate for each tier applies to the assets within it.
Up to $500,000 1.50%
$500,001 - $1,500,000 1.10%
Over $1,500,000 0.90%
Accounts are subject to a minimum quarterly fee of $625.`,
    ),
    expected: {
      kind: 'tiers',
      tiers: [
        [0, 500_000, 1.5],
        [500_001, 1_500_000, 1.1],
        [1_500_000, null, 0.9],
      ],
      application: 'marginal',
      flags: ['maximum'],
      minimumFee: [625, 'quarter'],
      feeAtOneMillion: 13_000,
    },
  },
  {
    name: 'lower edges only ("Over $250,000", "Over $1,000,000")',
    pages: onPage(8, `Annual Fee Schedule\nFirst $250,000 1.25%\nOver $250,000 1.00%\nOver $1,000,000 0.75%`),
    expected: {
      kind: 'tiers',
      tiers: [
        [0, 250_000, 1.25],
        [250_000, 1_000_000, 1],
        [1_000_000, null, 0.75],
      ],
      application: 'unstated',
      feeAtOneMillion: null,
    },
  },
  {
    name: 'tiered and "entire account" both: unclear',
    pages: onPage(
      10,
      `Our tiered fee schedule:
$0 - $750,000 1.00%
$750,001 - $3,000,000 0.80%
Over $3,000,000 0.55%
The fee rate for the entire account is determined by total household assets.`,
    ),
    expected: {
      kind: 'tiers',
      tiers: [
        [0, 750_000, 1],
        [750_001, 3_000_000, 0.8],
        [3_000_000, null, 0.55],
      ],
      application: 'unstated',
      feeAtOneMillion: null,
    },
  },
  {
    name: 'rows with tabs and non-breaking spaces, not negotiable',
    pages: onPage(
      7,
      'Assets\tFee\n$0\u00a0-\u00a0$1,000,000\t0.90%\n$1,000,001\u00a0-\u00a0$5,000,000\t0.70%\n$5,000,001\u00a0and\u00a0above\t0.50%\nFees are not negotiable. Each tier is charged its own rate.',
    ),
    expected: {
      kind: 'tiers',
      tiers: [
        [0, 1_000_000, 0.9],
        [1_000_001, 5_000_000, 0.7],
        [5_000_001, null, 0.5],
      ],
      application: 'marginal',
      feeAtOneMillion: 9000,
    },
  },
  {
    name: 'last row "Negotiable": the schedule ends where the rates end',
    pages: onPage(
      9,
      'Annual Fee Schedule\n$0 - $1,000,000 1.00%\n$1,000,001 - $5,000,000 0.75%\nOver $5,000,000 Negotiable',
    ),
    expected: {
      kind: 'tiers',
      tiers: [
        [0, 1_000_000, 1],
        [1_000_001, 5_000_000, 0.75],
      ],
      application: 'unstated',
      flags: ['negotiable'],
      feeAtOneMillion: null,
    },
  },
  {
    name: 'columns with a "Negotiable" row: edges and rates no longer line up',
    pages: onPage(
      10,
      'Account Value\n$0 – $250,000\n$250,001 – $1,000,000\nOver $1,000,000\nAnnual Fee\n1.25%\n1.00%\nNegotiable',
    ),
    expected: { kind: 'quote-only', reason: 'several-rates' },
  },
];
