import { z } from 'zod';
import type { CalculatorConfig } from '@/lib/fees/form';

/**
 * content/fee-calculator.json: the fee calculator's defaults, the tiered schedule it offers and
 * the limits it accepts. The defaults follow the ranges the site states (content/services.json):
 * 0.75–1.5% of assets, $2,000–$10,000+ flat, $200–$500 an hour.
 */

const money = z.number().finite().min(0, 'must not be negative');
const percent = z.number().finite();
const range = z
  .object({ min: z.number().finite(), max: z.number().finite() })
  .strict()
  .refine((value) => value.min <= value.max, { message: 'min must not be above max' });

const tier = z
  .object({ ratePercent: percent.min(0, 'must not be negative'), upTo: money.positive().optional() })
  .strict();

/** Tiers are marginal brackets: every tier but the last ends at a breakpoint, in rising order. */
const tiers = z
  .array(tier)
  .min(1)
  .max(4)
  .superRefine((list, ctx) => {
    list.forEach((entry, index) => {
      const last = index === list.length - 1;
      if (last && entry.upTo !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: [index, 'upTo'],
          message: 'the last tier has no upper breakpoint (it covers everything above)',
        });
      if (!last && entry.upTo === undefined)
        ctx.addIssue({
          code: 'custom',
          path: [index, 'upTo'],
          message: 'every tier but the last needs the breakpoint where it ends',
        });
      const previous = list[index - 1]?.upTo;
      if (entry.upTo !== undefined && previous !== undefined && entry.upTo <= previous) {
        ctx.addIssue({ code: 'custom', path: [index, 'upTo'], message: 'breakpoints must rise from tier to tier' });
      }
    });
  });

const arrangement = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percentage'), tiers }).strict(),
  z.object({ kind: z.literal('flat'), yearlyFee: money }).strict(),
  z.object({ kind: z.literal('hourly'), hoursPerYear: money, hourlyRate: money }).strict(),
]);

type Limits = CalculatorConfig['limits'];

function within(ctx: z.RefinementCtx, value: number, limit: { min: number; max: number }, path: (string | number)[]) {
  if (value < limit.min || value > limit.max)
    ctx.addIssue({
      code: 'custom',
      path,
      message: `must be from ${limit.min} to ${limit.max} (the limits in this file)`,
    });
}

export const feeCalculatorSchema = z
  .object({
    defaults: z
      .object({
        amount: money,
        years: z.number().int('must be a whole number of years').min(0),
        annualReturnPercent: percent,
        arrangements: z
          .array(arrangement)
          .min(2, 'compare at least two arrangements')
          .max(3, 'compare at most three arrangements'),
      })
      .strict(),
    startingValues: z
      .object({ ratePercent: percent.min(0), yearlyFee: money, hoursPerYear: money, hourlyRate: money })
      .strict(),
    tieredExample: tiers.refine((list) => list.length >= 2, { message: 'a tiered example needs at least two tiers' }),
    limits: z
      .object({
        amount: range,
        years: range,
        annualReturnPercent: range,
        ratePercent: range,
        breakpoint: range,
        yearlyFee: range,
        hoursPerYear: range,
        hourlyRate: range,
      })
      .strict(),
  })
  .strict()
  .superRefine((data, ctx) => {
    const limits: Limits = data.limits;
    within(ctx, data.defaults.amount, limits.amount, ['defaults', 'amount']);
    within(ctx, data.defaults.years, limits.years, ['defaults', 'years']);
    within(ctx, data.defaults.annualReturnPercent, limits.annualReturnPercent, ['defaults', 'annualReturnPercent']);
    data.defaults.arrangements.forEach((entry, index) => {
      const path = ['defaults', 'arrangements', index];
      if (entry.kind === 'percentage') {
        // The form shows either one rate or the tiered example's rows, so a default has one or the other.
        if (entry.tiers.length > 1 && entry.tiers.length !== data.tieredExample.length) {
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'tiers'],
            message: `must have 1 tier or as many as tieredExample (${data.tieredExample.length})`,
          });
        }
        entry.tiers.forEach((item, tierIndex) =>
          within(ctx, item.ratePercent, limits.ratePercent, [...path, 'tiers', tierIndex, 'ratePercent']),
        );
      }
      if (entry.kind === 'flat') within(ctx, entry.yearlyFee, limits.yearlyFee, [...path, 'yearlyFee']);
      if (entry.kind === 'hourly') {
        within(ctx, entry.hoursPerYear, limits.hoursPerYear, [...path, 'hoursPerYear']);
        within(ctx, entry.hourlyRate, limits.hourlyRate, [...path, 'hourlyRate']);
      }
    });
    data.tieredExample.forEach((item, index) =>
      within(ctx, item.ratePercent, limits.ratePercent, ['tieredExample', index, 'ratePercent']),
    );
    within(ctx, data.startingValues.ratePercent, limits.ratePercent, ['startingValues', 'ratePercent']);
    within(ctx, data.startingValues.yearlyFee, limits.yearlyFee, ['startingValues', 'yearlyFee']);
    within(ctx, data.startingValues.hoursPerYear, limits.hoursPerYear, ['startingValues', 'hoursPerYear']);
    within(ctx, data.startingValues.hourlyRate, limits.hourlyRate, ['startingValues', 'hourlyRate']);
  }) satisfies z.ZodType<CalculatorConfig>;

export type FeeCalculatorContent = z.infer<typeof feeCalculatorSchema>;
