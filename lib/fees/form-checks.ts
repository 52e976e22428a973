import type { FeeArrangement, FeeTier } from './calculator';
import { formatDollars } from './format';
import {
  ARRANGEMENT_SLOTS,
  parseNumber,
  slotFields,
  type CalculatorConfig,
  type CalculatorLimits,
  type CalculatorSettings,
  type FieldErrors,
  type FormValues,
  type NumberRange,
} from './form-fields';

/**
 * What a visitor typed, checked: each numeric field's label and allowed range, and the typed values
 * turned into settings or into one message per field that cannot be used.
 */

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
