/** Real fee texts that state asset-based rates in sentences and lists (see real-fee-texts.ts). */

import type { RealFeeText } from './real-fee-text-shape';

const SEEN = '2026-11-29';

export const REAL_FEE_PROSE: RealFeeText[] = [
  {
    name: 'Liles: "1.00% for the first $500,000", rates of one twelfth a month, above $5,000,000 negotiable',
    url: 'http://lilesassociates.com/compensation/',
    seen: SEEN,
    text: `The monthly rate is one twelfth (1/12) of the following annual rates:

  1.00% for the first $500,000
     .80% for the next $500,000
        .60% for the next $2,000,000
        .40% for the next $2,000,000

The annual rate for aggregate values in excess of $5,000,000 is negotiable.`,
    reader: {
      kind: 'tiers',
      tiers: [
        [0, 500_000, 1],
        [500_000, 1_000_000, 0.8],
        [1_000_000, 3_000_000, 0.6],
        [3_000_000, 5_000_000, 0.4],
      ],
      application: 'marginal',
      flags: ['negotiable'],
      feeAtOneMillion: 9000,
    },
  },
  {
    name: 'Resource Consulting: cells run together ("$1,000,000.90%"), "Portion of assets", a minimum fee',
    url: 'http://www.resourceconsulting.com/about-us/our-fees/',
    seen: SEEN,
    text: `The investment advisory fee is based on the fee schedule below, subject to a minimum annual investment \
advisory fee of $9,000. The minimum is waived, however, for the first six months of a financial planning \
engagement.Our annual investment advisory fee schedule for assets under management is as follows:
Portion of assets up to $1,000,000.90%
Portion of assets between $1,000,000 and $10,000,000.50%
Portion of assets in excess of $10,000,000.25%
As an example: For $3,000,000 under management, the annual fee calculation would be:
First $1,000,000 × .009$9,000
Next $2,000,000 × .005$10,000
Total Annual Investment Advisory Fee$19,000`,
    reader: {
      kind: 'tiers',
      tiers: [
        [0, 1_000_000, 0.9],
        [1_000_000, 10_000_000, 0.5],
        [10_000_000, null, 0.25],
      ],
      application: 'marginal',
      minimumFee: [9000, 'year'],
      feeAtOneMillion: 9000,
    },
  },
  {
    name: 'A brochure’s Item 5: "varies between 0.50% and 2.00%", negotiable',
    url: 'https://9atuat.azurewebsites.net/Adviser/801-72176',
    seen: SEEN,
    text: `Advisory Fees
We provide investment management services for an annual fee based upon a percentage of the value of assets
under management (“Management Fee”). The Management Fee is exclusive of, and in addition to brokerage
commissions, transaction fees, and other related costs and expenses which are incurred by the client. We do not,
however, receive any portion of these commissions, fees, and costs. The Management Fee is prorated and charged
quarterly, in advance, based upon the market value of the assets being managed as of the last day of the previous
quarter. The Management Fee varies between 0.50% and 2.00% depending upon the market value of the assets
managed and the type of services to be rendered.
If deposits or withdrawals in excess of $100,000 are made after inception of a billing period, the fee payable with
respect to those assets will be prorated to reflect the change in portfolio value.
In our sole discretion, we may negotiate to charge a lesser fee based upon certain criteria.`,
    reader: { kind: 'quote-only', why: 'a range of rates, none for given assets' },
  },
  {
    name: 'Everlong: "$0 - $1 million 1.00%", "$1 million and up 0.60%", a blended fee with a worked example',
    url: 'http://www.everlongfinancial.com/services-fees',
    seen: SEEN,
    text: `The Investment Management service fee is billed and payable quarterly in advance based on the value of \
the client’s managed accounts on the last day of the quarter. The advisory fee is a blended fee and is calculated \
by assessing the percentage rates using the predefined levels of assets as shown in the chart below, resulting in \
a combined weighted fee.

 

Assets Under Management

Annual Advisory Fee

$0 - $1 million

1.00%

$1 million and up

0.60%

 

Fee example: An Investment Management client with an account valued at $1,500,000 would pay an effective fee of \
0.87% with an annual fee of $13,000. The quarterly fee is determined by the following calculation: (($1,000,000 x \
1.00%) + ($500,000 x 0.60%)) ÷ 4 = $3,250 ($13,000 annual).`,
    reader: {
      kind: 'tiers',
      tiers: [
        [0, 1_000_000, 1],
        [1_000_000, null, 0.6],
      ],
      application: 'marginal',
      feeAtOneMillion: 10_000,
    },
  },
  {
    name: 'Aurora: "$15,000 - $1,000,000 1.0%" (the account minimum as the first edge), a blended fee',
    url: 'http://aurorafinancialpim.com/gallery/',
    seen: SEEN,
    text: `Our  advisory fee is based on the market value of the assets under management and is calculated as follows:
Account Value Annual Advisory Fee:
Advisory fee is billed on a quarterly basis, paid in advance. Account value (excluding cash in the account) based \
on the account value on the last business day of the prior month.

Assets Under Management          Annual Fee

$15,000 - $1,000,000                         1.0%

$1,000,001 - $4,000,000                   0.50%

$4,000,001 - and above                     0.30%

The advisory fee is a blended fee and is calculated by assessing the percentage rates using the predefined levels \
of assets as shown in the above chart and applying the fee to the account value as of the last day of the previous \
quarter resulting in a combined weighted fee.  Cash in the account is excluded from the calculation.  For example, \
an account valued at $2,000,000 would pay an effective fee of 0.75% with the annual fee of
$15,000.`,
    reader: {
      kind: 'tiers',
      tiers: [
        [15_000, 1_000_000, 1],
        [1_000_001, 4_000_000, 0.5],
        [4_000_001, null, 0.3],
      ],
      application: 'marginal',
      // The brochure's own example charges the whole first $1,000,000 at 1.00%: $15,000 is the smallest account.
      feeAtOneMillion: 10_000,
    },
  },
];
