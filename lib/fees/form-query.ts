import {
  ARRANGEMENT_SLOTS,
  isSlotKind,
  numberText,
  parseNumber,
  slotFields,
  type CalculatorConfig,
  type CalculatorSettings,
  type FormValues,
  type NumberRange,
} from './form-fields';
import { fieldRule } from './form-checks';

/**
 * The form's values to and from settings and the page's query string: values that show given
 * settings, values read (and clamped) from a URL, and the query string of the current inputs.
 */

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
