/** The corpus's schedules written as sentences (see fee-schedule-corpus.ts). */

import { onPage, type CorpusSchedule } from './fee-schedule-corpus-shape';

export const PROSE_SCHEDULES: CorpusSchedule[] = [
  {
    name: '"1% on the first $1,000,000 and 0.75% thereafter"',
    pages: onPage(8, 'We charge an annual fee of 1% on the first $1,000,000 and 0.75% thereafter.'),
    expected: {
      kind: 'tiers',
      tiers: [
        [0, 1_000_000, 1],
        [1_000_000, null, 0.75],
      ],
      application: 'marginal',
      feeAtOneMillion: 10_000,
    },
  },
  {
    name: 'rate first, "on the next", "on assets over", split across lines',
    pages: onPage(
      9,
      `The annual advisory fee is 1.00% on the first $500,000; 0.80% on the
next $500,000; and 0.60% on assets over $1,000,000. Fees are deducted from
the client's account quarterly in advance.`,
    ),
    expected: {
      kind: 'tiers',
      tiers: [
        [0, 500_000, 1],
        [500_000, 1_000_000, 0.8],
        [1_000_000, null, 0.6],
      ],
      application: 'marginal',
      feeAtOneMillion: 9000,
    },
  },
  {
    name: '"0.85% of assets" with quarterly billing',
    pages: onPage(
      7,
      'Our annual advisory fee is 0.85% of assets under management, billed quarterly in advance based on the account value on the last day of the previous quarter.',
    ),
    expected: { kind: 'tiers', tiers: [[0, null, 0.85]], application: 'one-rate', feeAtOneMillion: 8500 },
  },
  {
    name: 'annual rate with its quarterly share in brackets',
    pages: onPage(10, 'The annual fee is 1.00% (0.25% per quarter), charged quarterly in advance.'),
    expected: { kind: 'tiers', tiers: [[0, null, 1]], application: 'one-rate', feeAtOneMillion: 10_000 },
  },
  {
    name: '"75 bps" a year',
    pages: onPage(6, 'We charge 75 bps per year on all assets under management.'),
    expected: { kind: 'tiers', tiers: [[0, null, 0.75]], application: 'one-rate', feeAtOneMillion: 7500 },
  },
  {
    name: '"up to 1.5%"',
    pages: onPage(
      9,
      "Fees are up to 1.5% annually of assets under management, depending on the complexity of the client's situation.",
    ),
    expected: {
      kind: 'tiers',
      tiers: [[0, null, 1.5]],
      application: 'one-rate',
      flags: ['maximum'],
      feeAtOneMillion: 15_000,
    },
  },
  {
    name: 'single rate with a minimum annual fee and expense ratios nearby',
    pages: onPage(
      11,
      `Our fee is 0.90% of assets under management per year, subject to a minimum annual fee of $1,500.
Clients also pay mutual fund expense ratios, typically 0.05% to 0.75%, which are separate.`,
    ),
    expected: {
      kind: 'tiers',
      tiers: [[0, null, 0.9]],
      application: 'one-rate',
      minimumFee: [1500, 'year'],
      feeAtOneMillion: 9000,
    },
  },
  {
    name: '"1 percent" in words, negotiable',
    pages: onPage(
      8,
      'The annual advisory fee is 1 percent of assets under management. Fees may be negotiated in certain circumstances.',
    ),
    expected: {
      kind: 'tiers',
      tiers: [[0, null, 1]],
      application: 'one-rate',
      flags: ['negotiable'],
      feeAtOneMillion: 10_000,
    },
  },
  {
    name: 'between … and … prose tiers, incremental',
    pages: onPage(
      12,
      `Fees are calculated incrementally: 1.10% on assets up to $1,000,000, 0.90% on assets between
$1,000,001 and $3,000,000, and 0.70% on assets above $3,000,000.`,
    ),
    expected: {
      kind: 'tiers',
      tiers: [
        [0, 1_000_000, 1.1],
        [1_000_001, 3_000_000, 0.9],
        [3_000_000, null, 0.7],
      ],
      application: 'marginal',
      feeAtOneMillion: 11_000,
    },
  },
  {
    name: '"$2,500 per year" flat fee',
    pages: onPage(
      7,
      'Our ongoing wealth management service is offered for a flat fee of $2,500 per year, billed quarterly.',
    ),
    expected: { kind: 'flat', fee: 2500, per: 'year' },
  },
  {
    name: 'monthly subscription',
    pages: onPage(6, 'Ongoing financial planning is offered for $150 per month, billed to your credit card.'),
    expected: { kind: 'flat', fee: 150, per: 'month' },
  },
  {
    name: '"$250 per hour"',
    pages: onPage(8, 'Hourly consultations are charged at $250 per hour, billed in arrears.'),
    expected: { kind: 'hourly', rate: 250 },
  },
  {
    name: '"Hourly rate: $300"',
    pages: onPage(9, 'Project-based advice\nHourly rate: $300\nInvoices are due upon receipt.'),
    expected: { kind: 'hourly', rate: 300 },
  },
  {
    name: 'fixed fee for a financial plan',
    pages: onPage(
      10,
      'A comprehensive financial plan is offered for a fixed fee of $3,000, half payable when the engagement begins.',
    ),
    expected: { kind: 'fixed-plan', fee: 3000 },
  },
  {
    name: 'annual retainer written before the amount',
    pages: onPage(7, 'Clients pay an annual retainer of $4,800, payable in monthly installments of $400.'),
    expected: { kind: 'flat', fee: 4800, per: 'year' },
  },
  {
    name: 'breakpoint prose, whole account',
    pages: onPage(
      13,
      `Accounts with assets up to $2,000,000 pay 1.00% and accounts with assets over $2,000,000 pay 0.80%.
All assets in the account are charged at the rate of the breakpoint the account value falls in.`,
    ),
    expected: {
      kind: 'tiers',
      tiers: [
        [0, 2_000_000, 1],
        [2_000_000, null, 0.8],
      ],
      application: 'whole-account',
      feeAtOneMillion: 10_000,
    },
  },
];
