/**
 * The corpus's whole Item 5 sections: a schedule among the other fees, page headers and footers, billing terms and
 * third-party costs a brochure also lists there, as the extraction gives them (see fee-schedule-corpus.ts).
 */

import { onPage, type CorpusSchedule } from './fee-schedule-corpus-shape';

export const WHOLE_ITEM_SCHEDULES: CorpusSchedule[] = [
  {
    name: 'a whole Item 5: table, planning fee, hourly rate, fund expenses, page footer',
    pages: [
      {
        page: 8,
        text: `Item 5 – Fees and Compensation
Portfolio Management Services
Our fee for portfolio management is based on a percentage of assets under management, billed
quarterly in advance. The fee is calculated on a tiered basis as follows:
Assets Under Management                Annual Fee
First $1,000,000 ....................... 1.00%
Next $2,000,000 ........................ 0.75%
$3,000,001 and above ................... 0.50%
Queen City Capital Partners, LLC Form ADV Part 2A Page 8 of 24`,
      },
      {
        page: 9,
        text: `Fees are negotiable at our discretion.
Financial Planning Services
Stand-alone financial plans are offered for a fixed fee of $2,500. Hourly consulting is available at $275 per hour.
Other Fees
Clients also pay mutual fund expense ratios and custodian transaction charges, typically 0.05% to 1.00% a year.
Queen City Capital Partners, LLC Form ADV Part 2A Page 9 of 24`,
      },
    ],
    expected: {
      kind: 'tiers',
      tiers: [
        [0, 1_000_000, 1],
        [1_000_000, 3_000_000, 0.75],
        [3_000_001, null, 0.5],
      ],
      application: 'marginal',
      flags: ['negotiable'],
      feeAtOneMillion: 10_000,
    },
  },
  {
    name: 'quarterly column before the annual one, "Less than" and "$5 million and above"',
    pages: onPage(
      10,
      `Account Value Quarterly Fee Annual Fee
Less than $500,000 0.3125% 1.25%
$500,000 - $4,999,999 0.25% 1.00%
$5 million and above 0.1875% 0.75%
The annual rate applies to the entire account value.`,
    ),
    expected: {
      kind: 'tiers',
      tiers: [
        [0, 500_000, 1.25],
        [500_000, 4_999_999, 1],
        [5_000_000, null, 0.75],
      ],
      application: 'whole-account',
      feeAtOneMillion: 10_000,
    },
  },
  {
    name: 'two programs, two schedules',
    pages: onPage(
      11,
      `Equity Strategy
First $1,000,000 1.00%
Over $1,000,000 0.80%

The following paragraphs describe how accounts are billed and how fees are deducted from the account by the custodian
each quarter, and how a partial quarter is prorated when an account opens or closes during the period.

Fixed Income Strategy
First $1,000,000 0.50%
Over $1,000,000 0.40%`,
    ),
    expected: { kind: 'quote-only', reason: 'several-schedules' },
  },
  {
    name: 'rates without a % sign under an "(%)" heading',
    pages: onPage(
      9,
      'Assets Under Management Annual Fee (%)\n$0 - $500,000 1.00\n$500,001 - $1,000,000 0.80\nOver $1,000,000 0.60',
    ),
    expected: {
      kind: 'tiers',
      tiers: [
        [0, 500_000, 1],
        [500_001, 1_000_000, 0.8],
        [1_000_000, null, 0.6],
      ],
      application: 'unstated',
      feeAtOneMillion: null,
    },
  },
  {
    name: 'a single rate among statistics and a termination charge',
    pages: onPage(
      7,
      `Our annual advisory fee is 0.95% of assets under management. Approximately 80% of our clients are retirees.
If the agreement ends within 90 days, a termination fee of 10% of the first quarter's fee applies.`,
    ),
    expected: { kind: 'tiers', tiers: [[0, null, 0.95]], application: 'one-rate', feeAtOneMillion: 9500 },
  },
];
