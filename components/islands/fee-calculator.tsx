'use client';

import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { compareArrangements } from '@/lib/fees/calculator';
import {
  ARRANGEMENT_SLOTS,
  fieldRule,
  parseValues,
  settingsToValues,
  valuesFromQuery,
  valuesToQuery,
  type CalculatorConfig,
  type FormValues,
} from '@/lib/fees/form';
import { summarizeComparison } from '@/lib/fees/summary';
import { FeeArrangementFields } from './fee-arrangement-fields';
import { FeeChart } from './fee-chart';
import { FeeNumberField } from './fee-number-field';
import { FeeTables } from './fee-tables';
import { useIsHydrated } from './use-browser-state';

export interface FeeCalculatorProps {
  /** Prefix of every id inside (several calculators may share a page; no useId across islands). */
  idPrefix: string;
  config: CalculatorConfig;
}

/**
 * The fee calculator island. The server HTML is the worked example at the default inputs; on
 * wake it reads the inputs from the URL, and every change recomputes the figures and writes the
 * inputs back to the URL (replaceState), so a copied link reproduces the result. While a field
 * holds something unusable its error is shown and announced, and the figures keep the last
 * complete inputs.
 */
export function FeeCalculator({ idPrefix, config }: FeeCalculatorProps) {
  const [values, setValues] = useState<FormValues>(() => settingsToValues(config.defaults, config));
  const [settings, setSettings] = useState(config.defaults);
  const [announcement, setAnnouncement] = useState('');
  const resultsRef = useRef<HTMLElement>(null);
  const hydrated = useIsHydrated();
  const { errors } = useMemo(() => parseValues(values, config), [values, config]);
  const comparison = useMemo(() => compareArrangements(settings, settings.arrangements), [settings]);

  useEffect(() => {
    if (window.location.search === '') return;
    const fromUrl = valuesFromQuery(window.location.search, config);
    const parsed = parseValues(fromUrl, config);
    /* eslint-disable react-hooks/set-state-in-effect -- the URL can only be read after hydration, or the server HTML would not match */
    setValues(fromUrl);
    if (parsed.settings) setSettings(parsed.settings);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [config]);

  const change = (name: string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    const parsed = parseValues(next, config);
    if (parsed.settings) {
      setSettings(parsed.settings);
      setAnnouncement('');
      const url = `${window.location.pathname}?${valuesToQuery(next, config)}${window.location.hash}`;
      window.history.replaceState(window.history.state, '', url);
      return;
    }
    const [problemField, problem] =
      Object.entries(parsed.errors).find(([field]) => field === name) ?? Object.entries(parsed.errors)[0] ?? [];
    if (problemField && problem) {
      setAnnouncement(
        `${fieldRule(problemField, config.limits)?.label ?? 'A field'}: ${problem} The figures show the last complete inputs.`,
      );
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Figures already follow every keystroke; the button (for visitors without JavaScript) just leads to them.
    event.preventDefault();
    resultsRef.current?.focus();
  };

  const summary = summarizeComparison(settings, comparison);
  const id = (name: string) => `${idPrefix}-${name}`;
  const field = (name: string, label: string, options: { prefix?: string; suffix?: string; hint?: string } = {}) => (
    <FeeNumberField
      id={id(name)}
      name={name}
      label={label}
      value={values[name] ?? ''}
      error={errors[name]}
      onChange={change}
      {...options}
    />
  );

  return (
    <div className="@container" data-fee-calculator={hydrated ? 'awake' : 'worked-example'}>
      <div className="grid grid-cols-1 gap-6 @4xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {/* Its own container: the fields sit side by side only where the form itself is wide. */}
        <form
          method="get"
          onSubmit={submit}
          noValidate
          className="@container/form min-w-0 space-y-4"
          aria-label="Fee calculator inputs"
        >
          <fieldset className="min-w-0 rounded-xl border border-gray-300 bg-white p-4">
            <legend className="px-1 font-heading text-base font-semibold text-ink">Your investment</legend>
            <div className="grid grid-cols-1 gap-3 @2xl/form:grid-cols-3">
              {field('amount', 'Amount invested', { prefix: '$' })}
              {field('years', 'Years', { suffix: 'years' })}
              {field('return', 'Assumed yearly return', {
                suffix: '% a year',
                hint: 'An illustration, not a forecast: real returns rise and fall.',
              })}
            </div>
          </fieldset>
          <div className="grid grid-cols-1 gap-4 @2xl/form:grid-cols-3">
            {ARRANGEMENT_SLOTS.map((slot) => (
              <FeeArrangementFields
                key={slot}
                idPrefix={idPrefix}
                slot={slot}
                values={values}
                errors={errors}
                tieredExample={config.tieredExample}
                onChange={change}
              />
            ))}
          </div>
          {hydrated ? null : (
            // True before the island wakes and without JavaScript: the server HTML is the default example.
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-gray-800">
              The figures show a worked example with the default inputs. Changing an input recalculates them (this needs
              JavaScript).
            </p>
          )}
          <button
            type="submit"
            className="min-h-11 rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark print:hidden"
          >
            Show the figures
          </button>
        </form>
        <section
          ref={resultsRef}
          tabIndex={-1}
          aria-labelledby={id('results-heading')}
          className="min-w-0 space-y-4 outline-none"
        >
          <h3 id={id('results-heading')} className="text-xl font-bold">
            What each arrangement costs
          </h3>
          <p role="status" className="text-sm font-medium text-red-700">
            {announcement}
          </p>
          <FeeChart idPrefix={idPrefix} comparison={comparison} summary={summary} />
          <FeeTables idPrefix={idPrefix} settings={settings} comparison={comparison} />
        </section>
      </div>
    </div>
  );
}
