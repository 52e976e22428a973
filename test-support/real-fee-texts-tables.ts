/** Real fee texts laid out as tables (see real-fee-texts.ts): rows, columns, quarterly beside annual rates. */

import type { RealFeeText } from './real-fee-text-shape';

const SEEN = '2026-11-29';

export const REAL_FEE_TABLES: RealFeeText[] = [
  {
    name: 'Fortney: "percent" spelled out, a typo "075 percent", "On all amounts thereafter"',
    url: 'http://markfortney.com/fortneyadvisors/firm-brochure/item-5-fees-and-compensation/',
    seen: SEEN,
    text: `Item 5 – Fees and Compensation

The annual fee for investment management services will be charged as a percentage of assets under management, \
according to the schedule below.

Account Value                    Annual Fee

On the first $500,000   0.90 percent
On the next $500,000   075 percent
On the next $1 million   0.60 percent
On the next $1 million   0.45 percent
On the next $2 million   0.30 percent
On the next $4 Million  0.25 percent
On all amounts thereafter  0.20 percent`,
    reader: { kind: 'quote-only', why: '"075 percent" may be 0.75% or 0.075%: no reader may choose one' },
  },
  {
    name: 'BLBB: capitals, FIRST / NEXT / THEREAFTER, a minimum fee',
    url: 'https://blbb.com/contact/',
    seen: SEEN,
    text: `ASSETS UNDER MANAGEMENT FEE
FIRST $1,000,000 1.00%
NEXT $1,000,000 0.85%
NEXT $3,000,000 0.70%
NEXT $5,000,000 0.55%
THEREAFTER 0.40%
MINIMUM FEE $1,500`,
    reader: {
      kind: 'tiers',
      tiers: [
        [0, 1_000_000, 1],
        [1_000_000, 2_000_000, 0.85],
        [2_000_000, 5_000_000, 0.7],
        [5_000_000, 10_000_000, 0.55],
        [10_000_000, null, 0.4],
      ],
      application: 'marginal',
      minimumFee: [1500, 'year'],
      feeAtOneMillion: 10_000,
    },
  },
  {
    name: 'IFA: quarterly and annual columns, "assets in excess of $10 million", "tiered fee"',
    url: 'https://data.ifa.com/content/charts/150/7122/package/index.html',
    seen: SEEN,
    text: `Tier
Step Amount ($)
Quarterly Fee(%)
Annual Fee (%)
1
first $500,000
0.2250%
0.90%
2
next $500,000
0.1875%
0.75%
3
next $1 million
0.1500%
0.60%
4
next $2 million
0.1125%
0.45%
5
next $2 million
0.0750%
0.30%
6
next $4 million
0.0625%
0.25%
7
assets in excess of $10 million
0.0500%
0.20%
Please note this is a tiered fee* schedule.`,
    reader: {
      kind: 'tiers',
      tiers: [
        [0, 500_000, 0.9],
        [500_000, 1_000_000, 0.75],
        [1_000_000, 2_000_000, 0.6],
        [2_000_000, 4_000_000, 0.45],
        [4_000_000, 6_000_000, 0.3],
        [6_000_000, 10_000_000, 0.25],
        [10_000_000, null, 0.2],
      ],
      application: 'marginal',
      feeAtOneMillion: 8250,
    },
  },
  {
    name: 'Cassady Schiller: "$0 ‐ $1,000,000" (a Unicode hyphen), ".80%", "All funds thereafter"',
    url: 'https://www.cassadyschillerwealth.com/firm-profile/master-disclosure-page/fee-schedule/',
    seen: SEEN,
    text: `Fee Schedule


Account Value Annual Fee
$0 ‐ $1,000,000 1.00%
Next $1,000,000   .80%
Next $3,000,000   .60%
Next $5,000,000   .45%
All funds thereafter   .30%


Fees are computed and billed quarterly, in advance.`,
    reader: {
      kind: 'tiers',
      tiers: [
        [0, 1_000_000, 1],
        [1_000_000, 2_000_000, 0.8],
        [2_000_000, 5_000_000, 0.6],
        [5_000_000, 10_000_000, 0.45],
        [10_000_000, null, 0.3],
      ],
      application: 'marginal',
      feeAtOneMillion: 10_000,
    },
  },
  {
    name: 'Strategence: "between … and …" columns whose top row has no rate ("Let’s Talk")',
    url: 'https://strategencecapital.com/advisory-fee-schedule/',
    seen: SEEN,
    text: `If your account is between and then your annual fee rate is:
$0 $99,999 1.00%
100,000 999,999 0.75%
1,000,000 4,999,999 0.50%
5,000,000 ? Let’s Talk`,
    reader: { kind: 'quote-only', why: 'no rate above $5,000,000 ("? Let’s Talk")' },
  },
  {
    name: 'Altman Sacks: quarterly and set-up fee columns, "$5,000,000 or More", billed at a flat rate',
    url: 'https://altmansacks.com/fee-schedule/',
    seen: SEEN,
    text: `Account Value | Annualized Asset Allocation Fee |
Quarterly Asset Allocation Fee |
Non-Retirement Account Set-up Fee |
Retirement or Trust Account Set-up Fee |
$250,000 or Less | 2.00% | 0.5000% | $250 | $2,000 |
$250,001 – $499,999 | 1.75% | 0.4375% | $500 | $2,000 |
$500,000 – $749,999 | 1.50% | 0.3750% | $750 | $2,000 |
$750,000 – $999,999 | 1.25% | 0.3125% | $1,000 | $2,000 |
$1,000,000 – $2,499,999 | 1.10% | 0.2750% | $1,500 | $2,000 |
$2,500,000 – $4,999,999 | 1.05% | 0.2625% | $2,000 | $2,000 |
$5,000,000 or More | 1.00% | 0.2500% | $2,000 | $2,000 |
3. Investment Supervisory Services Flat Rate Fee. The Allocation Fee shall be billed at a flat rate. For example, \
if the Account value is $500,001, then the entire Account will be billed at 1.50%.`,
    reader: {
      kind: 'tiers',
      tiers: [
        [0, 250_000, 2],
        [250_001, 499_999, 1.75],
        [500_000, 749_999, 1.5],
        [750_000, 999_999, 1.25],
        [1_000_000, 2_499_999, 1.1],
        [2_500_000, 4_999_999, 1.05],
        [5_000_000, null, 1],
      ],
      application: 'whole-account',
      feeAtOneMillion: 11_000,
    },
  },
  {
    name: 'W-RIA: "$10,000 to $500,000", "$500,001 or more .95%", non-negotiable, tiers’ application unstated',
    url: 'https://w-ria.com/?p=792',
    seen: SEEN,
    text: `Fees for Investment Management Services
Assets Under Management | Annual Rate |
$10,000 to $500,000 | 1.00% |
$500,001 or more | .95% |
Sample Fee Calculation:
Investments of $200,000 | $200,000 @1.00% | Monthly Fee of $166.67
Our fees for investment management services are non-negotiable. We require a minimum investment of $10,000 for an \
advisory engagement.`,
    reader: {
      kind: 'tiers',
      tiers: [
        [10_000, 500_000, 1],
        [500_001, null, 0.95],
      ],
      application: 'unstated',
      feeAtOneMillion: null,
    },
  },
];
