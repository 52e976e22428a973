/** The filter panel's fields: a text box with hint and error, and a select with "Any". */
const CONTROL =
  'mt-1 block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-ink shadow-sm focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none';
const LABEL = 'block text-sm font-medium text-ink';

/** A labelled text box with its hint and, when there is one, its error (both read with the field). */
export function FilterTextField({
  id,
  label,
  hint,
  error,
  onChange,
  onCommit,
  ...input
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  error?: string;
  value: string;
  inputMode: 'decimal' | 'numeric';
  autoComplete: string;
  maxLength?: number;
  onChange: (value: string) => void;
  /** On leaving the field (Enter and Apply submit the form, which commits every field). */
  onCommit: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        className={CONTROL}
        {...input}
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event) => onCommit(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled select whose first choice, "Any" (or `anyLabel`), sets no filter (value ""). */
export function FilterSelect({
  id,
  label,
  value,
  options,
  anyLabel = 'Any',
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  anyLabel?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select id={id} className={CONTROL} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The panel's buttons: Apply (submits the typed fields) and, while a filter is set, Clear filters. */
export function FilterActions({
  filtered,
  onClear,
  className,
}: {
  filtered: boolean;
  onClear: () => void;
  className: string;
}) {
  return (
    <div className={className}>
      <button
        type="submit"
        className="min-h-11 rounded-lg bg-brand px-5 text-sm font-semibold text-white hover:bg-brand-dark"
      >
        Apply
      </button>
      {filtered ? (
        <button
          type="button"
          onClick={onClear}
          className="min-h-11 rounded-lg border border-brand px-4 text-sm font-semibold text-brand hover:bg-brand-soft"
        >
          Clear filters
        </button>
      ) : null}
    </div>
  );
}
