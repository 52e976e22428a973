/** Real fee texts that give no one schedule (see real-fee-texts.ts): several fees or schedules, no numbers. */

import type { RealFeeText } from './real-fee-text-shape';

const SEEN = '2026-11-29';

export const REAL_FEE_QUOTES: RealFeeText[] = [
  {
    name: 'Grand LF: an hourly rate "not to exceed $350" and a fixed fee "not to exceed $7,800"',
    url: 'https://grandlf.com/our-fees/',
    seen: SEEN,
    text: `Initial Engagement: How we charge to develop the initial comprehensive financial plan depends on the \
size, complexity, and nature of your personal and financial situation and the amount of time it will take to \
analyze and summarize the plan and perform the services you desire. Initial financial planning is offered at an \
hourly rate not to exceed $350 per hour with a maximum fixed fee not to exceed $7,800 for the initial engagement.`,
    reader: { kind: 'quote-only', why: 'two fees, both ceilings' },
  },
  {
    name: 'Lodestar: a retainer "starts at $4000", projects $2500, hourly $200',
    url: 'https://lodestarfm.com/what-i-do/what-it-costs/',
    seen: SEEN,
    text: `Retainer: Annual fee starts at $4000 and increases based on complexity and value created for the \
client. Complexity is determined by net worth, investable assets and income. This fee is all-inclusive.

Projects. Generally, project work is $2500. A project is a limited engagement to address specific financial \
concerns over a set period of time. It is not comprehensive financial planning.

Hourly. Lodestar will rarely charge an hourly fee of $200.`,
    reader: { kind: 'quote-only', why: 'three fees for three services, the retainer only a floor' },
  },
  {
    name: 'Trail FP: two asset schedules for two services, a monthly and an hourly fee',
    url: 'https://www.trailfp.com/fees/',
    seen: SEEN,
    text: `Financial Planning only

  • $150/month for ongoing planning
  • $100/hour for project based planning, such as developing a financial plan.

Investment Management only

  • 1.0% of Assets Under Management (AUM) for the first $360,000 of AUM
  • 0.5% for any AUM above $360,000

Wealth Management (both Financial Planning and Investment Management)

  • $150/month for financial planning
  • 0.5% investment management for any and all AUM`,
    reader: {
      kind: 'quote-only',
      why: 'the asset fee depends on the service: tiers for one, 0.5% on all assets for the other',
    },
  },
  {
    name: 'Shorepoint: the schedule is not in the page’s text; the words say only that the fee is negotiable',
    url: 'https://shorepointadvisors.com/fees-compensation',
    seen: SEEN,
    text: `Our fee for portfolio management services is based on a percentage of the assets in your account and is \
set forth in the following annual fee schedule. Please note that certain legacy clients may be billed under a \
different fee schedule.
Our annual portfolio management fee is billed and payable, quarterly in advance, based on the client account \
balance at end of billing period. Our advisory fee is negotiable, depending on individual client circumstances.`,
    reader: { kind: 'quote-only', why: 'no number in the words' },
  },
  {
    name: 'B. D. Lowder: a progressive scale described without a number',
    url: 'http://bdlowder.com/our-company/fee-only/percentage-of-assets-managed/',
    seen: SEEN,
    text: `Investment management clients are generally charged a percentage of assets managed for our service.  \
Our investment management fees are applied on a progressive scale (i.e. if your portfolio is worth $2 million, the \
percentage fee applied to the first million would be more than the percentage fee on the second million).  To put \
it another way, the larger your account gets, the lower the percentage fee that is applied to it.`,
    reader: { kind: 'quote-only', why: 'no rate in the words' },
  },
  {
    name: 'DAS: percentages of the client’s income, not of assets, and three upfront fees',
    url: 'https://dasfinancialhealth.com/fee-structure/',
    seen: SEEN,
    text: `Upfront Fee Schedule (based on conplexity)

      Basic: $1,000

      Intermediate: $1,500

      Advanced: $2,000

        Monthly Retainer Fee (based on Annual Income*)

        Base: 1% of Annual Income for Annual Income limit of 125K

        Additional 0.75% for Annual Income greater than 125K and less than 250K

        Additional 0.5% for Annual Income greater than 250K

          *Calculated from previous year’s annual income`,
    reader: { kind: 'quote-only', why: 'the rates are of income, not of assets; three upfront fees' },
  },
  {
    name: 'Altiora: retainer ranges and one-time plan fees',
    url: 'http://altiora.com/pricing.html',
    seen: SEEN,
    text: `Retainer Engagements - Annual Fee*

  • Personal CFO: $10,000 to $50,000
  • Investment Management: $6,000 to $10,000
  • Income Tax: $1,500 to $6,000

*Typical fee range depending on complexity and/or customization.

Initial Planning - One-Time Fee

  • Investment Plan: $1,500
  • Income Tax Plan: $1,500
  • Financial Plan: $3,000
  • Comprehensive Investment, Tax, and Financial Plan: $5,000`,
    reader: { kind: 'quote-only', why: 'ranges and several fees' },
  },
];
