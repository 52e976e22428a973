import {
  compareArrangements,
  describeArrangement,
  projectArrangement,
  yearlyFee,
  type FeeArrangement,
} from '@/lib/fees/calculator';

/*
 * Every expected figure below was worked out by hand, following the documented order of
 * operations: growth on the start balance, then the fee on the grown balance at year end,
 * everything rounded to the cent (half cents up), the balance never below $0.
 */

const onePercent: FeeArrangement = { kind: 'percentage', tiers: [{ ratePercent: 1 }] };
const tiered: FeeArrangement = {
  kind: 'percentage',
  tiers: [{ ratePercent: 1, upTo: 1_000_000 }, { ratePercent: 0.8, upTo: 5_000_000 }, { ratePercent: 0.6 }],
};
const flat4000: FeeArrangement = { kind: 'flat', yearlyFee: 4000 };
const hourly: FeeArrangement = { kind: 'hourly', hoursPerYear: 10, hourlyRate: 300 };

describe('a flat percentage of assets', () => {
  it('charges 1% of the grown balance at the end of each year', () => {
    // Year 1: 100,000 × 5% = 5,000 growth → 105,000; fee 1% = 1,050 → 103,950.
    // Year 2: 103,950 × 5% = 5,197.50 → 109,147.50; fee 1,091.475 rounds up to 1,091.48 → 108,056.02.
    const projection = projectArrangement({ amount: 100_000, years: 2, annualReturnPercent: 5 }, onePercent);
    expect(projection.rows).toEqual([
      { year: 1, startBalance: 100_000, growth: 5000, fee: 1050, endBalance: 103_950 },
      { year: 2, startBalance: 103_950, growth: 5197.5, fee: 1091.48, endBalance: 108_056.02 },
    ]);
    // 1,050 + 1,091.48
    expect(projection.totalFees).toBe(2141.48);
    expect(projection.endingBalance).toBe(108_056.02);
  });

  it('with a negative return, charges the fee on the shrunken balance', () => {
    // 100,000 − 10% = 90,000; fee 1% = 900 → 89,100.
    const projection = projectArrangement({ amount: 100_000, years: 1, annualReturnPercent: -10 }, onePercent);
    expect(projection.rows[0]).toEqual({
      year: 1,
      startBalance: 100_000,
      growth: -10_000,
      fee: 900,
      endBalance: 89_100,
    });
  });
});

describe('a tiered percentage (marginal, like tax brackets)', () => {
  it('charges each tier only on the assets inside it', () => {
    // 800,000 sits in the first tier: 1% = 8,000.
    expect(yearlyFee(tiered, 800_000)).toBe(8000);
    // Exactly at the first breakpoint: 1% of 1,000,000 = 10,000.
    expect(yearlyFee(tiered, 1_000_000)).toBe(10_000);
    // 1% of the first 1,000,000 (10,000) + 0.8% of the next 500,000 (4,000) = 14,000, not 0.8% of all (12,000).
    expect(yearlyFee(tiered, 1_500_000)).toBe(14_000);
    // Across both breakpoints: 10,000 + 0.8% × 4,000,000 (32,000) + 0.6% × 1,000,000 (6,000) = 48,000.
    expect(yearlyFee(tiered, 6_000_000)).toBe(48_000);
  });

  it('moves into the next tier when growth crosses a breakpoint', () => {
    // 1,000,000 × 10% = 100,000 → 1,100,000; fee 10,000 + 0.8% × 100,000 (800) = 10,800 → 1,089,200.
    const projection = projectArrangement({ amount: 1_000_000, years: 1, annualReturnPercent: 10 }, tiered);
    expect(projection.rows[0]).toEqual({
      year: 1,
      startBalance: 1_000_000,
      growth: 100_000,
      fee: 10_800,
      endBalance: 1_089_200,
    });
  });
});

describe('flat and hourly fees', () => {
  it('takes the same flat fee every year', () => {
    // Year 1: 100,000 + 5,000 − 4,000 = 101,000. Year 2: 101,000 + 5,050 − 4,000 = 102,050.
    const projection = projectArrangement({ amount: 100_000, years: 2, annualReturnPercent: 5 }, flat4000);
    expect(projection.rows.map((row) => [row.growth, row.fee, row.endBalance])).toEqual([
      [5000, 4000, 101_000],
      [5050, 4000, 102_050],
    ]);
    expect(projection.totalFees).toBe(8000);
  });

  it('estimates hourly advice as hours per year × rate', () => {
    // 10 h × $300 = 3,000 a year; 50,000 at 0% → 47,000.
    expect(yearlyFee(hourly, 50_000)).toBe(3000);
    const projection = projectArrangement({ amount: 50_000, years: 1, annualReturnPercent: 0 }, hourly);
    expect(projection.endingBalance).toBe(47_000);
  });
});

describe('edge inputs', () => {
  it('zero amount: nothing grows and no fee can be taken', () => {
    const projection = projectArrangement({ amount: 0, years: 5, annualReturnPercent: 5 }, flat4000);
    expect(projection.rows).toHaveLength(5);
    expect(projection.rows.every((row) => row.fee === 0 && row.endBalance === 0)).toBe(true);
    expect(projection.totalFees).toBe(0);
  });

  it('zero years: no rows, no fees, the amount unchanged', () => {
    const projection = projectArrangement({ amount: 250_000, years: 0, annualReturnPercent: 5 }, onePercent);
    expect(projection).toEqual({ rows: [], totalFees: 0, endingBalance: 250_000 });
  });

  it('zero return: the balance only falls by the fees', () => {
    // 100,000 − 1,000 = 99,000; − 990 = 98,010; − 980.10 = 97,029.90. Fees 1,000 + 990 + 980.10 = 2,970.10.
    const projection = projectArrangement({ amount: 100_000, years: 3, annualReturnPercent: 0 }, onePercent);
    expect(projection.rows.map((row) => row.fee)).toEqual([1000, 990, 980.1]);
    expect(projection.endingBalance).toBe(97_029.9);
    expect(projection.totalFees).toBe(2970.1);
  });

  it('a fee larger than the balance takes what is left and the balance stops at $0', () => {
    // 3,000 at 0%: the $4,000 fee can only take 3,000 → 0; year 2 takes nothing.
    const projection = projectArrangement({ amount: 3000, years: 2, annualReturnPercent: 0 }, flat4000);
    expect(projection.rows.map((row) => [row.fee, row.endBalance])).toEqual([
      [3000, 0],
      [0, 0],
    ]);
    expect(projection.totalFees).toBe(3000);
    expect(yearlyFee(hourly, 1200)).toBe(1200);
  });

  it('rounds growth and fees to the cent', () => {
    // 12,345.67 × 1.25% = 154.320875 → 154.32; 12,345.67 − 154.32 = 12,191.35.
    const fee = projectArrangement(
      { amount: 12_345.67, years: 1, annualReturnPercent: 0 },
      { kind: 'percentage', tiers: [{ ratePercent: 1.25 }] },
    );
    expect(fee.rows[0]?.fee).toBe(154.32);
    expect(fee.endingBalance).toBe(12_191.35);
    // 33.33 × 5% = 1.6665 → 1.67 (half cent up); 33.33 + 1.67 = 35.00, no fee at 0%.
    const growth = projectArrangement(
      { amount: 33.33, years: 1, annualReturnPercent: 5 },
      { kind: 'percentage', tiers: [{ ratePercent: 0 }] },
    );
    expect(growth.rows[0]?.growth).toBe(1.67);
    expect(growth.endingBalance).toBe(35);
  });
});

describe('comparing arrangements', () => {
  it('finds the arrangement that leaves the most and how far behind the others are', () => {
    // 100,000 for 1 year at 5% = 105,000 before fees.
    // 1%: fee 1,050 → 103,950. Flat: 4,000 → 101,000. Hourly: 3,000 → 102,000.
    const comparison = compareArrangements({ amount: 100_000, years: 1, annualReturnPercent: 5 }, [
      onePercent,
      flat4000,
      hourly,
    ]);
    expect(comparison.noFeeEndingBalance).toBe(105_000);
    expect(comparison.projections.map((projection) => projection.endingBalance)).toEqual([103_950, 101_000, 102_000]);
    expect(comparison.bestIndex).toBe(0);
    // 103,950 − 101,000 = 2,950; 103,950 − 102,000 = 1,950.
    expect(comparison.shortfallVsBest).toEqual([0, 2950, 1950]);
  });

  it('at the site defaults, a 1% fee costs more than $4,000 flat over 20 years', () => {
    const comparison = compareArrangements({ amount: 500_000, years: 20, annualReturnPercent: 5 }, [
      onePercent,
      flat4000,
    ]);
    // Year 1 by hand: 500,000 + 25,000 = 525,000; 1% = 5,250 vs 4,000 flat.
    expect(comparison.projections.map((projection) => projection.rows[0]?.fee)).toEqual([5250, 4000]);
    expect(comparison.bestIndex).toBe(1);
    expect(comparison.shortfallVsBest[0]).toBeGreaterThan(0);
  });
});

describe('describeArrangement', () => {
  it('names each arrangement the way the tables label it', () => {
    expect(describeArrangement(onePercent)).toBe('1.00% of assets');
    expect(describeArrangement(tiered)).toBe('1.00% up to $1,000,000, 0.80% to $5,000,000, 0.60% above $5,000,000');
    expect(describeArrangement(flat4000)).toBe('$4,000 flat per year');
    expect(describeArrangement(hourly)).toBe('10 hours × $300 per year');
  });
});
