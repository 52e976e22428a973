import fc from 'fast-check';
import { annualFee } from '@/lib/brochures/annual-fee';
import { checkFeeSchedule } from '@/lib/brochures/fee-check';
import { parseFeeSchedule } from '@/lib/brochures/fee-schedule';
import type { FeeSchedule, FeeTier } from '@/lib/brochures/fee-schedule-types';

/**
 * Properties over any valid tier table: written in any of the shapes brochures use, it reads back as the same
 * tiers; the marginal fee never falls as assets grow; the whole-account fee is the assets at their tier's rate;
 * and changing any stored number makes the content check refuse the schedule.
 */

interface Table {
  /** Upper edges in dollars, ascending; the last tier has none. */
  edges: number[];
  /** Annual rates in percent, one per tier (edges.length + 1). */
  rates: number[];
}

const tableArbitrary: fc.Arbitrary<Table> = fc.integer({ min: 2, max: 6 }).chain((count) =>
  fc
    .record({
      steps: fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: count - 1, maxLength: count - 1 }),
      rates: fc.array(fc.integer({ min: 5, max: 300 }), { minLength: count, maxLength: count }),
    })
    .map(({ steps, rates }) => ({
      edges: steps.reduce<number[]>((edges, step) => [...edges, (edges.at(-1) ?? 0) + step * 1000], []),
      rates: rates.map((basisPoints) => basisPoints / 100),
    })),
);

const money = (dollars: number): string => `$${dollars.toLocaleString('en-US')}`;
const rate = (percent: number, inBasisPoints: boolean): string =>
  inBasisPoints ? `${Math.round(percent * 100)} bps` : `${percent.toFixed(2)}%`;

type Shape = 'range-rows' | 'first-next-rows' | 'columns' | 'prose';
type Stated = 'marginal' | 'whole-account' | 'unstated';
const STATED_WORDS: Record<Stated, string> = {
  marginal: 'Fees are charged on a tiered basis.',
  'whole-account': 'The applicable rate is applied to the entire account.',
  unstated: 'Fees are billed quarterly in advance.',
};

/** The table as a brochure's text, and the tiers' starts it states (a range row starts $1 above the last end). */
function render(table: Table, shape: Shape, stated: Stated, inBasisPoints: boolean): { text: string; from: number[] } {
  const { edges, rates } = table;
  const last = edges.at(-1) ?? 0;
  const r = (index: number): string => rate(rates[index] ?? 0, inBasisPoints);
  const rangeRows = edges.map(
    (edge, index) => `${money(index === 0 ? 0 : (edges[index - 1] ?? 0) + 1)} - ${money(edge)}`,
  );
  const rangeFrom = [0, ...edges.slice(0, -1).map((edge) => edge + 1), last];
  const relativeFrom = [0, ...edges];
  switch (shape) {
    case 'range-rows':
      return {
        text: `Assets Under Management Annual Fee\n${[...rangeRows, `Over ${money(last)}`].map((row, index) => `${row}   ${r(index)}`).join('\n')}\n${STATED_WORDS[stated]}`,
        from: rangeFrom,
      };
    case 'columns':
      return {
        text: `Account Value\n${[...rangeRows, `Over ${money(last)}`].join('\n')}\nAnnual Fee\n${rates.map((_, index) => r(index)).join('\n')}\n${STATED_WORDS[stated]}`,
        from: rangeFrom,
      };
    case 'first-next-rows': {
      const rows = edges.map((edge, index) =>
        index === 0 ? `First ${money(edge)}` : `Next ${money(edge - (edges[index - 1] ?? 0))}`,
      );
      return {
        text: `Fee Schedule\n${[...rows, `Over ${money(last)}`].map((row, index) => `${row} ${r(index)}`).join('\n')}\n${STATED_WORDS[stated]}`,
        from: relativeFrom,
      };
    }
    case 'prose': {
      const parts = edges.map(
        (edge, index) =>
          `${r(index)} on the ${index === 0 ? 'first' : 'next'} ${money(index === 0 ? edge : edge - (edges[index - 1] ?? 0))}`,
      );
      return {
        text: `Our annual fee is ${parts.join('; ')}; and ${r(edges.length)} on assets over\n${money(last)}. ${STATED_WORDS[stated]}`,
        from: relativeFrom,
      };
    }
  }
}

const shapeArbitrary = fc.constantFrom<Shape>('range-rows', 'first-next-rows', 'columns', 'prose');
const statedArbitrary = fc.constantFrom<Stated>('marginal', 'whole-account', 'unstated');

function tiersOf(schedule: FeeSchedule): FeeTier[] {
  if (schedule.kind !== 'tiers') throw new Error(`expected tiers, got ${JSON.stringify(schedule).slice(0, 400)}`);
  return schedule.tiers;
}

describe('a valid tier table written as a brochure writes it', () => {
  it('reads back as the same tiers, applied as the brochure says', () => {
    fc.assert(
      fc.property(
        tableArbitrary,
        shapeArbitrary,
        statedArbitrary,
        fc.boolean(),
        (table, shape, stated, inBasisPoints) => {
          const { text, from } = render(table, shape, stated, inBasisPoints);
          const schedule = parseFeeSchedule([{ page: 9, text }]);
          const tiers = tiersOf(schedule);
          expect(tiers.map((tier) => [tier.from, tier.upTo, tier.ratePercent.value])).toEqual(
            table.rates.map((ratePercent, index) => [from[index], table.edges[index] ?? null, ratePercent]),
          );
          // "next $X" and "on assets over $X" write the tiers as slices: marginal, unclear if the brochure also says
          // "the entire account"; "First $X" and "Over $X" rows alone say nothing either way.
          const slices = shape === 'prose' || (shape === 'first-next-rows' && table.edges.length > 1);
          const expected = !slices ? stated : stated === 'whole-account' ? 'unstated' : 'marginal';
          expect(schedule.kind === 'tiers' && schedule.application.kind).toBe(expected);
          expect(checkFeeSchedule(schedule)).toEqual([]);
        },
      ),
    );
  });

  it('charges a marginal fee that never falls as assets grow, between the lowest and highest rate', () => {
    fc.assert(
      fc.property(
        tableArbitrary,
        fc.integer({ min: 1, max: 40_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        (table, assets, more) => {
          const schedule = parseFeeSchedule([{ page: 3, text: render(table, 'range-rows', 'marginal', false).text }]);
          const low = annualFee(schedule, assets);
          const high = annualFee(schedule, assets + more);
          if (low.kind !== 'fee' || high.kind !== 'fee') throw new Error('a marginal schedule gives a fee');
          expect(high.dollars).toBeGreaterThanOrEqual(low.dollars);
          expect(low.dollars).toBeLessThanOrEqual((assets * Math.max(...table.rates)) / 100 + 0.01);
          expect(low.dollars).toBeGreaterThanOrEqual((assets * Math.min(...table.rates)) / 100 - 0.01);
        },
      ),
    );
  });

  it('charges the whole account at the rate of the tier it falls in', () => {
    fc.assert(
      fc.property(tableArbitrary, fc.integer({ min: 1, max: 40_000_000 }), (table, assets) => {
        const schedule = parseFeeSchedule([{ page: 3, text: render(table, 'columns', 'whole-account', false).text }]);
        const tierIndex = table.edges.findIndex((edge) => assets <= edge);
        const ratePercent = table.rates[tierIndex === -1 ? table.edges.length : tierIndex] ?? Number.NaN;
        const fee = annualFee(schedule, assets);
        if (fee.kind !== 'fee') throw new Error('a whole-account schedule gives a fee');
        // To the cent: a half cent may round either way after binary arithmetic.
        expect(Math.abs(fee.dollars - (assets * ratePercent) / 100)).toBeLessThanOrEqual(0.006);
      }),
    );
  });

  it('is refused by the content check once any of its numbers differs from its words', () => {
    fc.assert(
      fc.property(tableArbitrary, fc.nat(), fc.boolean(), (table, pick, changeRate) => {
        const schedule = parseFeeSchedule([{ page: 4, text: render(table, 'range-rows', 'marginal', false).text }]);
        const tiers = tiersOf(schedule);
        const index = pick % tiers.length;
        const changed = tiers.map((tier, at) => {
          if (at !== index) return tier;
          if (changeRate)
            return { ...tier, ratePercent: { ...tier.ratePercent, value: tier.ratePercent.value + 0.01 } };
          const amounts = (tier.bracket?.amounts ?? []).map((amount) => ({ ...amount, value: amount.value + 1000 }));
          return { ...tier, bracket: tier.bracket === null ? null : { ...tier.bracket, amounts } };
        });
        if (schedule.kind !== 'tiers') throw new Error('expected tiers');
        expect(checkFeeSchedule({ ...schedule, tiers: changed }).length).toBeGreaterThan(0);
      }),
    );
  });
});
