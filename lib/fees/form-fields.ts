import type { FeeArrangement, FeeKind, FeeTier, ProjectionInput } from './calculator';

/**
 * The calculator form's shapes and names: its settings and limits, the field names of each
 * arrangement slot, the keys every calculator URL carries, and numbers read from and written to
 * the fields.
 */

export interface NumberRange {
  min: number;
  max: number;
}

export interface CalculatorLimits {
  amount: NumberRange;
  years: NumberRange;
  annualReturnPercent: NumberRange;
  ratePercent: NumberRange;
  breakpoint: NumberRange;
  yearlyFee: NumberRange;
  hoursPerYear: NumberRange;
  hourlyRate: NumberRange;
}

/** What the calculator computes: the projection inputs plus two or three arrangements. */
export interface CalculatorSettings extends ProjectionInput {
  arrangements: FeeArrangement[];
}

/** Everything the calculator needs from content/fee-calculator.json (plain JSON: island props). */
export interface CalculatorConfig {
  defaults: CalculatorSettings;
  /** Where a visitor starts when an arrangement switches kind or turns tiers on. */
  startingValues: { ratePercent: number; yearlyFee: number; hoursPerYear: number; hourlyRate: number };
  /** The tiers offered when a visitor ticks "tiered"; its length is the number of tier rows. */
  tieredExample: FeeTier[];
  limits: CalculatorLimits;
}

export type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string>;

export const ARRANGEMENT_SLOTS = [1, 2, 3] as const;
type SlotKind = FeeKind | 'none';

/** Field names of one arrangement slot. */
export function slotFields(slot: number) {
  const base = `fee${slot}`;
  return {
    kind: base,
    tiered: `${base}_tiered`,
    rate: (tier: number) => `${base}_rate${tier}`,
    upTo: (tier: number) => `${base}_upto${tier}`,
    yearlyFee: `${base}_amount`,
    hours: `${base}_hours`,
    hourlyRate: `${base}_hourly`,
  };
}

/** Keys that every calculator URL carries: their presence means the page shows a shared result. */
export const CALCULATOR_QUERY_KEYS = [
  'amount',
  'years',
  'return',
  ...ARRANGEMENT_SLOTS.map((slot) => slotFields(slot).kind),
] as const;

const KINDS: readonly SlotKind[] = ['percentage', 'flat', 'hourly', 'none'];
export const isSlotKind = (value: string | null): value is SlotKind =>
  value !== null && (KINDS as readonly string[]).includes(value);

/** "$500,000", "1.5%" or " 20 " → a number; anything else → NaN. */
export function parseNumber(raw: string): number {
  const cleaned = raw.replace(/[$,%\s]/g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/** Numbers written back into the form and the URL: no exponent, no float noise. */
export function numberText(value: number): string {
  return String(Math.round(value * 10_000) / 10_000);
}
