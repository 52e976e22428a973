import type { FeeTier } from '@/lib/fees/calculator';
import { FEE_KIND_LABELS } from '@/lib/fees/calculator';
import { slotFields, type FieldErrors, type FormValues } from '@/lib/fees/form';
import { slotLetter } from '@/lib/fees/summary';
import { FeeNumberField } from './fee-number-field';

export interface FeeArrangementFieldsProps {
  idPrefix: string;
  /** 1, 2 or 3. */
  slot: number;
  values: FormValues;
  errors: FieldErrors;
  /** The tier rows offered when "tiered" is ticked. */
  tieredExample: FeeTier[];
  onChange: (name: string, value: string) => void;
}

/** The inputs of one fee arrangement: how it is paid, then that kind's parameters. */
export function FeeArrangementFields({
  idPrefix,
  slot,
  values,
  errors,
  tieredExample,
  onChange,
}: FeeArrangementFieldsProps) {
  const fields = slotFields(slot);
  const kind = values[fields.kind] ?? 'none';
  const tiered = values[fields.tiered] === 'on';
  const id = (name: string) => `${idPrefix}-${name}`;
  const field = (name: string, label: string, options: { prefix?: string; suffix?: string; hint?: string } = {}) => (
    <FeeNumberField
      key={name}
      id={id(name)}
      name={name}
      label={label}
      value={values[name] ?? ''}
      error={errors[name]}
      onChange={onChange}
      {...options}
    />
  );
  const letter = slotLetter(slot - 1);
  return (
    <fieldset className="min-w-0 rounded-xl border border-gray-300 bg-white p-4">
      <legend className="px-1 font-heading text-base font-semibold text-ink">Arrangement {letter}</legend>
      <label htmlFor={id(fields.kind)} className="block text-sm font-semibold text-ink">
        How it is paid
      </label>
      <select
        id={id(fields.kind)}
        name={fields.kind}
        value={kind}
        onChange={(event) => onChange(fields.kind, event.target.value)}
        className="mt-1 min-h-11 w-full rounded-lg border border-gray-400 bg-white px-3 text-base text-ink"
      >
        <option value="percentage">{FEE_KIND_LABELS.percentage}</option>
        <option value="flat">{FEE_KIND_LABELS.flat}</option>
        <option value="hourly">{FEE_KIND_LABELS.hourly}</option>
        {slot === 3 ? <option value="none">None (compare two)</option> : null}
      </select>
      {errors[fields.kind] ? <p className="mt-1 text-sm font-medium text-red-700">{errors[fields.kind]}</p> : null}
      <div className="mt-3 space-y-3">
        {kind === 'percentage' ? (
          <>
            <div className="flex items-center gap-2">
              <input
                id={id(fields.tiered)}
                name={fields.tiered}
                type="checkbox"
                value="on"
                checked={tiered}
                onChange={(event) => onChange(fields.tiered, event.target.checked ? 'on' : '')}
                className="h-5 w-5 accent-brand"
              />
              <label htmlFor={id(fields.tiered)} className="text-sm text-ink">
                Tiered: a lower rate above each breakpoint
              </label>
            </div>
            {tiered
              ? tieredExample.map((tier, index) => {
                  const previous = tieredExample[index - 1];
                  const rateLabel =
                    index === 0
                      ? `Rate ${letter}, first tier`
                      : `Rate ${letter}, tier ${index + 1}${previous && tier.upTo === undefined ? ', above the last breakpoint' : ''}`;
                  return (
                    <div key={index} className="grid gap-3 @sm/form:grid-cols-2 @2xl/form:grid-cols-1">
                      {field(fields.rate(index + 1), rateLabel, { suffix: '%' })}
                      {tier.upTo !== undefined
                        ? field(fields.upTo(index + 1), `Tier ${index + 1} of ${letter} ends at`, { prefix: '$' })
                        : null}
                    </div>
                  );
                })
              : field(fields.rate(1), `Yearly rate ${letter}`, { suffix: '% of assets' })}
          </>
        ) : null}
        {kind === 'flat' ? field(fields.yearlyFee, `Flat fee ${letter}`, { prefix: '$', suffix: 'a year' }) : null}
        {kind === 'hourly' ? (
          <div className="grid gap-3 @sm/form:grid-cols-2 @2xl/form:grid-cols-1">
            {field(fields.hours, `Hours per year ${letter}`, { suffix: 'hours' })}
            {field(fields.hourlyRate, `Hourly rate ${letter}`, { prefix: '$', suffix: 'an hour' })}
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
