'use client';

import { useRef, useState, type FormEvent } from 'react';
import { track } from '@/lib/analytics/track';
import { useIsHydrated } from './use-browser-state';
import { ASSET_RANGES, TOPICS, validateLead, type Errors, type FieldName } from './lead-form-fields';
import { LeadSelect } from './lead-form-select';

export interface LeadFormProps {
  /** Prefix of the form's element ids, unique on the page (ids come from props: islands hydrate as separate roots). */
  id: string;
  title: string;
  subtitle: string;
  /** Slug of the landing page: becomes utm_campaign. */
  campaign: string;
  /** Shown when the page is for larger households, e.g. "$500,000". */
  minimumAssets?: string;
}

/**
 * The landing pages' lead form. It is a plain GET form to /schedule-online/ whose field names are
 * the scheduler's own prefill parameters (name, email, a1–a3) plus UTM values, so it works without
 * JavaScript (with the browser's built-in checks). With JavaScript it shows accessible inline
 * errors, keeps what was typed, and moves focus to the first problem.
 */
export function LeadForm({ id, title, subtitle, campaign, minimumAssets }: LeadFormProps) {
  const [errors, setErrors] = useState<Errors>({});
  // Until hydration the browser's own checks apply; then this form shows its own inline errors.
  const hydrated = useIsHydrated();

  // Counted once each: the first thing typed, and a submission that passes the checks (never what was typed).
  const started = useRef(false);
  const markStarted = () => {
    if (started.current) return;
    started.current = true;
    track('Lead form started', { form: campaign });
  };

  const fieldId = (name: string) => `${id}-${name}`;
  const errorId = (name: FieldName) => `${id}-${name}-error`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      a1: String(data.get('a1') ?? ''),
    };
    const found = validateLead(values);
    setErrors(found);
    markStarted();
    const first = (['name', 'email', 'a1'] as const).find((name) => found[name]);
    if (first) {
      event.preventDefault();
      form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    } else {
      track('Lead form submitted', { form: campaign });
    }
  };

  const describedBy = (name: FieldName, hintId?: string) =>
    [hintId, errors[name] ? errorId(name) : undefined].filter(Boolean).join(' ') || undefined;

  const inputClass = (name: FieldName) =>
    `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-ink shadow-sm focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none ${
      errors[name] ? 'border-red-600' : 'border-gray-300'
    }`;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-lg">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      <p className="mt-2 text-sm text-gray-600">{subtitle}</p>
      {minimumAssets ? (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          For households with investable assets over {minimumAssets}.
        </p>
      ) : null}
      <form
        action="/schedule-online/"
        method="get"
        noValidate={hydrated}
        onSubmit={onSubmit}
        onInput={markStarted}
        className="mt-5 space-y-4"
      >
        <input type="hidden" name="utm_source" value="website" />
        <input type="hidden" name="utm_medium" value="lead-form" />
        <input type="hidden" name="utm_campaign" value={campaign} />
        <div>
          <label htmlFor={fieldId('name')} className="block text-sm font-medium text-ink">
            Full name{' '}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          </label>
          <input
            id={fieldId('name')}
            name="name"
            type="text"
            autoComplete="name"
            required
            minLength={2}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            className={inputClass('name')}
          />
          {errors.name ? (
            <p id={errorId('name')} className="mt-1 text-sm font-medium text-red-700">
              {errors.name}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={fieldId('email')} className="block text-sm font-medium text-ink">
            E-mail{' '}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          </label>
          <input
            id={fieldId('email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            className={inputClass('email')}
          />
          {errors.email ? (
            <p id={errorId('email')} className="mt-1 text-sm font-medium text-red-700">
              {errors.email}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={fieldId('a1')} className="block text-sm font-medium text-ink">
            Phone <span className="font-normal text-gray-600">(optional)</span>
          </label>
          <input
            id={fieldId('a1')}
            name="a1"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            pattern="[+\(\)0-9 .\-]{7,20}"
            aria-invalid={errors.a1 ? true : undefined}
            aria-describedby={describedBy('a1')}
            className={inputClass('a1')}
          />
          {errors.a1 ? (
            <p id={errorId('a1')} className="mt-1 text-sm font-medium text-red-700">
              {errors.a1}
            </p>
          ) : null}
        </div>
        <LeadSelect
          id={fieldId('a2')}
          name="a2"
          label="Investable assets"
          emptyLabel="Prefer not to say"
          options={ASSET_RANGES}
        />
        <LeadSelect
          id={fieldId('a3')}
          name="a3"
          label="What would you like help with?"
          emptyLabel="Not sure yet"
          options={TOPICS}
        />
        <div role="alert" className="sr-only">
          {Object.keys(errors).length > 0
            ? `Please fix ${Object.keys(errors).length === 1 ? 'one field' : `${Object.keys(errors).length} fields`} before continuing.`
            : ''}
        </div>
        <button
          type="submit"
          className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-dark"
        >
          Continue to Scheduling
        </button>
        <p className="text-xs text-gray-600">
          Next you pick a time for your free consultation. <span aria-hidden="true">*</span> Required.
        </p>
      </form>
    </section>
  );
}
