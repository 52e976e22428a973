/**
 * The calculator's inputs as form fields. The same flat names are the `<input name>` of the
 * server-rendered GET form and the keys of the page's query string, so a submitted form, a
 * shared link and the island's `history.replaceState` all speak one format:
 *
 *   amount=500000&years=20&return=5
 *   fee1=percentage&fee1_rate1=1            (fee1_tiered=on adds fee1_rate2…, fee1_upto1…)
 *   fee2=flat&fee2_amount=4000
 *   fee3=hourly&fee3_hours=10&fee3_hourly=300   (fee3=none compares two arrangements)
 *
 * Values read from a URL are checked and clamped to the configured limits; anything unreadable
 * keeps its default. Values typed by a visitor are checked and reported field by field instead.
 */

import type { FeeArrangement, FeeKind, FeeTier, ProjectionInput } from './calculator';
import { formatDollars } from './format';

interface NumberRange {
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
const isSlotKind = (value: string | null): value is SlotKind =>
  value !== null && (KINDS as readonly string[]).includes(value);

/** "$500,000", "1.5%" or " 20 " → a number; anything else → NaN. */
export function parseNumber(raw: string): number {
  const cleaned = raw.replace(/[$,%\s]/g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/** Numbers written back into the form and the URL: no exponent, no float noise. */
function numberText(value: number): string {
  return String(Math.round(value * 10_000) / 10_000);
}

/** The form values that show `settings` (unused kinds and tiers get their starting values). */
export function settingsToValues(settings: CalculatorSettings, config: CalculatorConfig): FormValues {
  const values: FormValues = {
    amount: numberText(settings.amount),
    years: numberText(settings.years),
    return: numberText(settings.annualReturnPercent),
  };
  const start = config.startingValues;
  for (const slot of ARRANGEMENT_SLOTS) {
    const fields = slotFields(slot);
    const arrangement = settings.arrangements[slot - 1];
    values[fields.kind] = arrangement?.kind ?? 'none';
    config.tieredExample.forEach((tier, index) => {
      values[fields.rate(index + 1)] = numberText(index === 0 ? start.ratePercent : tier.ratePercent);
      if (tier.upTo !== undefined) values[fields.upTo(index + 1)] = numberText(tier.upTo);
    });
    values[fields.yearlyFee] = numberText(start.yearlyFee);
    values[fields.hours] = numberText(start.hoursPerYear);
    values[fields.hourlyRate] = numberText(start.hourlyRate);
    if (arrangement?.kind === 'percentage') {
      const tiered = arrangement.tiers.length > 1;
      if (tiered) values[fields.tiered] = 'on';
      arrangement.tiers.forEach((tier, index) => {
        values[fields.rate(index + 1)] = numberText(tier.ratePercent);
        if (tier.upTo !== undefined) values[fields.upTo(index + 1)] = numberText(tier.upTo);
      });
    } else if (arrangement?.kind === 'flat') {
      values[fields.yearlyFee] = numberText(arrangement.yearlyFee);
    } else if (arrangement?.kind === 'hourly') {
      values[fields.hours] = numberText(arrangement.hoursPerYear);
      values[fields.hourlyRate] = numberText(arrangement.hourlyRate);
    }
  }
  return values;
}

/** The field names that matter for the current values (the rest are remembered, not used). */
function activeFieldNames(values: FormValues, config: CalculatorConfig): string[] {
  const names = ['amount', 'years', 'return'];
  for (const slot of ARRANGEMENT_SLOTS) {
    const fields = slotFields(slot);
    const kind = values[fields.kind];
    names.push(fields.kind);
    if (kind === 'percentage') {
      if (values[fields.tiered] === 'on') {
        names.push(fields.tiered);
        config.tieredExample.forEach((tier, index) => {
          names.push(fields.rate(index + 1));
          if (tier.upTo !== undefined) names.push(fields.upTo(index + 1));
        });
      } else {
        names.push(fields.rate(1));
      }
    } else if (kind === 'flat') {
      names.push(fields.yearlyFee);
    } else if (kind === 'hourly') {
      names.push(fields.hours, fields.hourlyRate);
    }
  }
  return names;
}

interface FieldRule {
  label: string;
  range: NumberRange;
  whole?: boolean;
  money?: boolean;
  suffix?: string;
}

function describeRange(rule: FieldRule): string {
  const show = (value: number) => (rule.money ? formatDollars(value) : `${value}${rule.suffix ?? ''}`);
  return `from ${show(rule.range.min)} to ${show(rule.range.max)}`;
}

/** The rule every numeric field follows: its label (for messages) and its allowed range. */
export function fieldRule(name: string, limits: CalculatorLimits): FieldRule | undefined {
  if (name === 'amount') return { label: 'Amount invested', range: limits.amount, money: true };
  if (name === 'years') return { label: 'Years', range: limits.years, whole: true };
  if (name === 'return') return { label: 'Assumed yearly return', range: limits.annualReturnPercent, suffix: '%' };
  const match = /^fee\d_(rate|upto|amount|hours|hourly)\d?$/.exec(name);
  switch (match?.[1]) {
    case 'rate':
      return { label: 'Rate', range: limits.ratePercent, suffix: '%' };
    case 'upto':
      return { label: 'Breakpoint', range: limits.breakpoint, money: true };
    case 'amount':
      return { label: 'Flat yearly fee', range: limits.yearlyFee, money: true };
    case 'hours':
      return { label: 'Hours per year', range: limits.hoursPerYear };
    case 'hourly':
      return { label: 'Hourly rate', range: limits.hourlyRate, money: true };
    default:
      return undefined;
  }
}

/** The problem with one typed value, or undefined when it is usable. */
function checkNumber(raw: string, rule: FieldRule): string | undefined {
  if (raw.trim() === '') return `Enter a number ${describeRange(rule)}.`;
  const value = parseNumber(raw);
  if (Number.isNaN(value)) return `Enter a number ${describeRange(rule)}, digits only.`;
  if (rule.whole && !Number.isInteger(value)) return 'Enter a whole number of years.';
  if (value < rule.range.min || value > rule.range.max) return `Enter a number ${describeRange(rule)}.`;
  return undefined;
}

/**
 * Turns the visitor's typed values into settings, or reports every field that cannot be used
 * (keyed by field name) so each message can sit beside its input.
 */
export function parseValues(
  values: FormValues,
  config: CalculatorConfig,
): { settings: CalculatorSettings | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const read = (name: string): number => {
    const rule = fieldRule(name, config.limits);
    const raw = values[name] ?? '';
    const problem = rule ? checkNumber(raw, rule) : 'Unknown field.';
    if (problem) errors[name] = problem;
    return parseNumber(raw);
  };
  const amount = read('amount');
  const years = read('years');
  const annualReturnPercent = read('return');
  const arrangements: FeeArrangement[] = [];
  for (const slot of ARRANGEMENT_SLOTS) {
    const fields = slotFields(slot);
    const kind = values[fields.kind];
    if (kind === 'percentage') {
      if (values[fields.tiered] === 'on') {
        const tiers: FeeTier[] = config.tieredExample.map((example, index) => {
          const ratePercent = read(fields.rate(index + 1));
          if (example.upTo === undefined) return { ratePercent };
          return { ratePercent, upTo: read(fields.upTo(index + 1)) };
        });
        tiers.forEach((tier, index) => {
          const previous = tiers[index - 1]?.upTo;
          const name = fields.upTo(index + 1);
          if (tier.upTo !== undefined && previous !== undefined && !errors[name] && tier.upTo <= previous) {
            errors[name] = `Enter a breakpoint above the previous one (${formatDollars(previous)}).`;
          }
        });
        arrangements.push({ kind: 'percentage', tiers });
      } else {
        arrangements.push({ kind: 'percentage', tiers: [{ ratePercent: read(fields.rate(1)) }] });
      }
    } else if (kind === 'flat') {
      arrangements.push({ kind: 'flat', yearlyFee: read(fields.yearlyFee) });
    } else if (kind === 'hourly') {
      arrangements.push({ kind: 'hourly', hoursPerYear: read(fields.hours), hourlyRate: read(fields.hourlyRate) });
    } else if (kind !== 'none' || slot < 3) {
      errors[fields.kind] = 'Choose how this arrangement is paid.';
    }
  }
  if (Object.keys(errors).length > 0) return { settings: null, errors };
  return { settings: { amount, years, annualReturnPercent, arrangements }, errors };
}

const clamp = (value: number, range: NumberRange) => Math.min(range.max, Math.max(range.min, value));

/**
 * Form values from a query string, starting from the defaults: known numeric keys are clamped to
 * their range (years rounded to whole years), unreadable ones ignored, and the "tiered" checkbox
 * follows GET-form rules (absent means off, once its arrangement appears in the URL).
 */
export function valuesFromQuery(search: string, config: CalculatorConfig): FormValues {
  const params = new URLSearchParams(search);
  const values = settingsToValues(config.defaults, config);
  for (const name of Object.keys(values)) {
    const raw = params.get(name);
    if (raw === null) continue;
    const rule = fieldRule(name, config.limits);
    if (!rule) continue;
    const value = parseNumber(raw);
    if (Number.isNaN(value)) continue;
    values[name] = numberText(clamp(rule.whole ? Math.round(value) : value, rule.range));
  }
  for (const slot of ARRANGEMENT_SLOTS) {
    const fields = slotFields(slot);
    const kind = params.get(fields.kind);
    // Only the third arrangement may be left out: the page always compares at least two.
    if (!isSlotKind(kind) || (kind === 'none' && slot < 3)) continue;
    values[fields.kind] = kind;
    if (params.get(fields.tiered) === 'on') values[fields.tiered] = 'on';
    else delete values[fields.tiered];
  }
  return values;
}

/** The query string (without "?") that reproduces the current inputs. */
export function valuesToQuery(values: FormValues, config: CalculatorConfig): string {
  const params = new URLSearchParams();
  for (const name of activeFieldNames(values, config)) {
    const raw = values[name];
    if (raw === undefined) continue;
    const value = parseNumber(raw);
    params.set(name, Number.isNaN(value) ? raw.trim() : numberText(value));
  }
  return params.toString();
}
