import type { ChangeEvent } from 'react';

export interface FeeNumberFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  /** Shown under the input and read with it, e.g. "An illustration, not a forecast". */
  hint?: string;
  error?: string;
  /** Written before the number ("$") or after it ("%", "years"). */
  prefix?: string;
  suffix?: string;
  onChange: (name: string, value: string) => void;
}

/**
 * One labelled number input of the fee calculator. Plain text with a decimal keyboard (so
 * "$500,000" can be typed or pasted), its hint and error tied to it by aria-describedby.
 */
export function FeeNumberField({ id, name, label, value, hint, error, prefix, suffix, onChange }: FeeNumberFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <div
        className={`mt-1 flex items-center rounded-lg border bg-white focus-within:ring-2 focus-within:ring-brand ${error ? 'border-red-700' : 'border-gray-400'}`}
      >
        {prefix ? (
          <span className="shrink-0 pl-3 text-gray-600" aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(name, event.target.value)}
          className="min-h-11 w-full min-w-0 rounded-lg bg-transparent px-3 py-2 text-base text-ink outline-none"
        />
        {suffix ? (
          <span className="shrink-0 pr-3 whitespace-nowrap text-gray-600" aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
