/**
 * One optional question of the lead form as a labelled native select whose first option is "no
 * answer" (an empty value). Plain markup imported by the lead-form island.
 */

interface LeadSelectProps {
  /** The select's element id (unique on the page). */
  id: string;
  /** The scheduler's prefill parameter the answer goes to, e.g. "a2". */
  name: string;
  label: string;
  /** The first option's text; it sends an empty value. */
  emptyLabel: string;
  options: readonly string[];
}

export function LeadSelect({ id, name, label, emptyLabel, options }: LeadSelectProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue=""
        className="mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-ink shadow-sm focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none"
      >
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
