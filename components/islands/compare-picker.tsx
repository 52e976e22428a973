import type { FormEvent } from 'react';
import { MAX_COMPARED } from '@/lib/firms/compare';

export interface PickerFirm {
  slug: string;
  name: string;
  rank: number | null;
  /** "#1", or "#1 (tied)" when the position is shared; undefined while nothing is ranked. */
  rankText: string | undefined;
}

/**
 * The firm checkboxes. A plain GET form to /compare/ (`?firms=a&firms=b`), so it is a real form
 * without JavaScript; once awake, each tick updates the table at once and the button is not needed.
 */
export function ComparePicker({
  firms,
  selected,
  hydrated,
  idPrefix,
  onToggle,
  onClear,
  onSubmit,
}: {
  firms: readonly PickerFirm[];
  selected: readonly string[];
  hydrated: boolean;
  idPrefix: string;
  onToggle: (slug: string, checked: boolean) => void;
  onClear: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const full = selected.length >= MAX_COMPARED;
  return (
    <form
      method="get"
      action="/compare/"
      onSubmit={onSubmit}
      className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5 print:hidden"
    >
      <fieldset>
        <legend className="font-heading text-lg font-bold">Choose two to four firms</legend>
        <p id={`${idPrefix}-hint`} className="mt-1 text-sm text-gray-600">
          {firms.some((firm) => firm.rankText !== undefined)
            ? 'Firms are listed in rank order.'
            : 'Firms are listed A–Z (not yet ranked).'}{' '}
          {hydrated && full ? `You have chosen ${MAX_COMPARED}: untick one to choose another.` : ''}
        </p>
        <ul className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-2">
          {firms.map((firm) => {
            const checked = selected.includes(firm.slug);
            return (
              <li key={firm.slug}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
                  <input
                    type="checkbox"
                    name="firms"
                    value={firm.slug}
                    checked={checked}
                    disabled={hydrated && full && !checked}
                    aria-describedby={`${idPrefix}-hint`}
                    onChange={(event) => onToggle(firm.slug, event.currentTarget.checked)}
                    className="h-5 w-5 accent-brand"
                  />
                  <span>
                    {firm.rankText === undefined ? null : <span className="text-gray-600">{firm.rankText} </span>}
                    {firm.name}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand px-5 text-sm font-semibold text-white hover:bg-brand-dark"
        >
          Compare chosen firms
        </button>
        {hydrated && selected.length > 0 ? (
          <button
            type="button"
            onClick={onClear}
            className="inline-flex min-h-11 items-center rounded-lg border border-brand px-5 text-sm font-semibold text-brand hover:bg-brand-soft"
          >
            Clear choice
          </button>
        ) : null}
      </div>
    </form>
  );
}
