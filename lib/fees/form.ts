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
 *
 * The shapes and field names are in form-fields.ts, the checks on typed values in form-checks.ts,
 * and values to and from settings and the query string in form-query.ts.
 */
export {
  ARRANGEMENT_SLOTS,
  CALCULATOR_QUERY_KEYS,
  parseNumber,
  slotFields,
  type CalculatorConfig,
  type CalculatorLimits,
  type CalculatorSettings,
  type FieldErrors,
  type FormValues,
} from './form-fields';
export { fieldRule, parseValues } from './form-checks';
export { settingsToValues, valuesFromQuery, valuesToQuery } from './form-query';
