/**
 * Real fee texts found after the parser's changes for the first nineteen (see real-fee-texts.ts): written down with
 * a reader's expectation before the parser was run on them, so they measure it on words it was not tuned to.
 */

import type { RealFeeText } from './real-fee-text-shape';

const SEEN = '2026-11-29';

export const REAL_FEE_HELD_OUT: RealFeeText[] = [
  {
    name: 'Robinson: a column of edges starting "Next", rates "of assets, plus", the first tiers waived above $10M',
    url: 'https://www.robinsonvalue.com/fee-schedule/',
    seen: SEEN,
    text: `The annual fee as stated in the Investment Management Agreement is based on a percentage of the \
investable assets according to the following schedule:

  • Next $1,000,000
  • Next $4,000,000
  • Next $5,000,000
  • Next $15,000,000
  • Over $25,000,000
  • 1.00% of assets, plus
  • 0.75% of assets, plus
  • 0.50% of assets, plus
  • 0.35% of assets, plus
  • 0.20% of assets

For any account over $10,000,000, the first 2 tiers of fees, 1.00% and 0.75%, are waived, with the result that the \
fee on the first $10,000,000 is 0.50% of assets. Fixed Income Only portfolios are managed at a 30% discount to the \
standard fee schedule. New accounts are subject to a one million dollar ($1,000,000) minimum market value at \
inception.`,
    reader: {
      kind: 'quote-only',
      why: 'above $10,000,000 the first two tiers are waived: the table alone states a wrong fee there',
    },
  },
  {
    name: 'Vista: cells run together without a space ("First $500,0001.00% per year"), "Balance over"',
    url: 'https://vista-im.com/fees/',
    seen: SEEN,
    text: `Fees for portfolio management services are assessed as a percentage of the account assets under \
management, calculated, invoiced and payable quarterly in arrears according to the following schedule:

Discretionary account management:

  • Assets Under ManagementFee
  • First $500,0001.00% per year
  • Next $1,500,0000.75% per year
  • Balance over $2,000,0000.50% per year

The normal account minimum of $1 million is negotiable based upon adviser-client relationship and at the sole \
discretion of the investment adviser.`,
    reader: {
      kind: 'tiers',
      tiers: [
        [0, 500_000, 1],
        [500_000, 2_000_000, 0.75],
        [2_000_000, null, 0.5],
      ],
      application: 'marginal',
      feeAtOneMillion: 8750,
    },
  },
  {
    name: 'Pure: three schedules, for equity, fixed income and cash accounts',
    url: 'https://www.purewm.com/fee-structure',
    seen: SEEN,
    text: `Equity/Balanced Portfolio Fee Schedule

Assets under Management                    Annual Advisory Fee

Up to $1,000,000                                     0.80%

 

$1,000,001 to $3,000,000                        0.60%

 

Over $3,000,000                                      0.40%

Fixed Income Fee Schedule

Assets under Management                    Annual Advisory Fee

Up to $1,000,000                                     0.40%

 

$1,000,001 to $3,000,000                        0.30%

 

Over $3,000,000                                     0.20%

Cash/CDs (non-profit and corporate cash accounts) Fee Schedule

Assets under Management                    Annual Advisory Fee

Up to $1,000,000                                     0.20%

 

$1,000,001 to $3,000,000                        0.15%

 

Over $3,000,000                                     0.10%`,
    reader: { kind: 'quote-only', why: 'three schedules, one per kind of account' },
  },
  {
    name: 'Loveless: "Next $500,000 - $1,000,000" rows, "1.5 %" with a space, a $400 minimum fee, hourly planning',
    url: 'https://www.loveless-wealth.com/about/our-fees.html',
    seen: SEEN,
    text: `We are compensated for managing investment portfolios based upon a percentage of the market value of \
assets managed. Fees may be negotiable.

Investment Management Fee Schedule:

AssetRange Annual Rate
First $500,000 1.5 %
Next $500,000 - $1,000,000 1.0 %
Next $1,000,000 - $20,000,000 0.75%
Next $20,000,000 - $50,000,000 0.375%
Next $50,000,000 - $200,000,000 0.25%

Billing is quarterly at ¼ of annual rate and in arrears.
Cash flows over $10,000 are prorated.
Accounts are subject to a $400 minimum annual fee.

We charge $350.00 per hour for financial planning services.`,
    reader: {
      kind: 'tiers',
      tiers: [
        [0, 500_000, 1.5],
        [500_000, 1_000_000, 1],
        [1_000_000, 20_000_000, 0.75],
        [20_000_000, 50_000_000, 0.375],
        [50_000_000, 200_000_000, 0.25],
      ],
      application: 'marginal',
      flags: ['negotiable'],
      minimumFee: [400, 'year'],
      feeAtOneMillion: 12_500,
    },
  },
  {
    name: 'CWM: the schedule is a picture on the page; the words say "tiered" and "negotiable" only',
    url: 'https://www.buildwithcwm.com/advisory-fees',
    seen: SEEN,
    text: `Our standard advisory fee is based on the market value of the assets under management (AUM) and is \
calculated as follows:

Picture 23.png

The annual fees are negotiable and are prorated and paid in arrears on a monthly or quarterly basis. The advisory \
fee is a tiered fee and is calculated by assessing the percentage rates using the predefined levels of assets as \
shown in the above chart and applying the fee based on the average daily balance of the account over the previous \
month.`,
    reader: { kind: 'quote-only', why: 'no rate in the words' },
  },
];
