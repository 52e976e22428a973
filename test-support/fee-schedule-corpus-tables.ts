/** The corpus's tables, laid out as PDF text extraction gives them (see fee-schedule-corpus.ts). */

import { onPage, type CorpusSchedule } from './fee-schedule-corpus-shape';

export const TABLE_SCHEDULES: CorpusSchedule[] = [
  {
    name: 'AUM table with "$0 - $500,000 1.00%" rows, tiered basis',
    pages: onPage(
      9,
      `Item 5 – Fees and Compensation
Our annual fee is based on the assets under management, according to the following schedule:
Assets Under Management        Annual Fee
$0 - $500,000                  1.00%
$500,001 - $1,000,000          0.85%
$1,000,001 - $5,000,000        0.70%
Over $5,000,000                0.50%
Fees are charged on a tiered basis. Fees are billed quarterly in advance.`,
    ),
    expected: {
      kind: 'tiers',
      tiers: [
        [0, 500_000, 1],
        [500_001, 1_000_000, 0.85],
        [1_000_001, 5_000_000, 0.7],
        [5_000_000, null, 0.5],
      ],
      application: 'marginal',
      feeAtOneMillion: 9250,
    },
  },
  {
    name: 'columns extracted one after the other, whole account',
    pages: onPage(
      11,
      `Account Value
$0 – $250,000
$250,001 – $1,000,000
$1,000,001 – $3,000,000
Above $3,000,000
Annual Fee
1.25%
1.00%
0.80%
0.60%
The applicable rate is applied to the entire account value.`,
    ),
    expected: {
      kind: 'tiers',
      tiers: [
        [0, 250_000, 1.25],
        [250_001, 1_000_000, 1],
        [1_000_001, 3_000_000, 0.8],
        [3_000_000, null, 0.6],
      ],
      application: 'whole-account',
      feeAtOneMillion: 10_000,
    },
  },
  {
    name: 'First / Next / Next / Over table',
    pages: onPage(
      8,
      `Portfolio Management Fee Schedule
First $500,000          1.00%
Next $500,000           0.80%
Next $1,000,000         0.60%
Over $2,000,000         0.40%`,
    ),
    expected: {
      kind: 'tiers',
      tiers: [
        [0, 500_000, 1],
        [500_000, 1_000_000, 0.8],
        [1_000_000, 2_000_000, 0.6],
        [2_000_000, null, 0.4],
      ],
      application: 'marginal',
      feeAtOneMillion: 9000,
    },
  },
  {
    name: 'table that does not say how its tiers apply',
    pages: onPage(
      10,
      `Assets Under Management Annual Fee
$0 - $500,000 1.00%
$500,001 - $2,000,000 0.75%
$2,000,001 - $10,000,000 0.50%
$10,000,001 and above 0.35%
Fees are payable quarterly in advance.`,
    ),
    expected: {
      kind: 'tiers',
      tiers: [
        [0, 500_000, 1],
        [500_001, 2_000_000, 0.75],
        [2_000_001, 10_000_000, 0.5],
        [10_000_001, null, 0.35],
      ],
      application: 'unstated',
      feeAtOneMillion: null,
    },
  },
  {
    name: 'breakpoint schedule, "Up to" first row',
    pages: onPage(
      12,
      `Breakpoint Fee Schedule
Up to $1,000,000 1.00%
$1,000,001 to $2,000,000 0.90%
Over $2,000,000 0.75%
When an account reaches a breakpoint, the lower rate applies to the entire account.`,
    ),
    expected: {
      kind: 'tiers',
      tiers: [
        [0, 1_000_000, 1],
        [1_000_001, 2_000_000, 0.9],
        [2_000_000, null, 0.75],
      ],
      application: 'whole-account',
      feeAtOneMillion: 10_000,
    },
  },
  {
    name: 'ranges with the second amount written without "$", incremental',
    pages: onPage(
      10,
      'Fees are applied incrementally.\n$0 – 500,000 1.00%\n$500,001 – 1,000,000 0.80%\n$1,000,001 and above 0.60%',
    ),
    expected: {
      kind: 'tiers',
      tiers: [
        [0, 500_000, 1],
        [500_001, 1_000_000, 0.8],
        [1_000_001, null, 0.6],
      ],
      application: 'marginal',
      feeAtOneMillion: 9000,
    },
  },
];
