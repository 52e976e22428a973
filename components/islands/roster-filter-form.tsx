'use client';

import { useState, type FormEvent } from 'react';
import { FEE_LABELS, FEE_MODELS } from '@/lib/directory/filters';
import { FilterActions, FilterSelect, FilterTextField } from './filter-fields';
import {
  ASSET_LEVELS,
  hasRosterFilters,
  ROSTER_ORDERS,
  SIZE_BANDS,
  SIZE_LABELS,
  type RosterFilters,
} from '@/lib/roster/filters';

const ORDER_LABELS = {
  name: 'Name, A–Z',
  assets: 'Assets, largest first',
  distance: 'Distance from my ZIP code',
  fee: 'Fee at my assets',
} as const;
const DISCLOSURE_LABELS = { none: 'None reported', reported: 'Reported' } as const;
/** The Yes-only filters of Item 5.D, each a checkbox. */
const CHECKBOXES = [
  ['individuals', 'ind', 'Serves individuals (Item 5.D)'],
  ['belowHnw', 'below', 'Serves individuals below high net worth (5.D(a))'],
  ['minOk', 'min', 'Minimum at or below my assets'],
] as const;

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/**
 * The roster's controls (rendered once the island is hydrated: they need JavaScript). Selects and
 * the checkbox apply at once; the ZIP code when it has five digits, on leaving the field, or on
 * Apply / Enter, with an inline message when it cannot be read.
 */
export function RosterFilterForm({
  id,
  filters,
  zipNotice,
  onChange,
  onClear,
}: {
  id: string;
  filters: RosterFilters;
  /** Why a well-formed ZIP code does not order the list (not in the table), if so. */
  zipNotice?: string;
  onChange: (change: RosterFilters) => void;
  onClear: () => void;
}) {
  const [draft, setDraft] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();

  const commitZip = (text: string) => {
    const zip = text.trim();
    const valid = /^\d{5}$/.test(zip);
    setProblem(zip === '' || valid ? undefined : 'Enter a five-digit ZIP code.');
    if (zip === '' && filters.zip) onChange({ zip: undefined });
    if (valid && zip !== filters.zip) onChange({ zip });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    commitZip(String(new FormData(event.currentTarget).get('zip') ?? ''));
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-label="Filter or sort the advisers"
      className="grid grid-cols-1 gap-4 border-t border-gray-200 p-5 sm:grid-cols-2"
    >
      <FilterSelect
        id={`${id}-fee`}
        label="Fee model, per Form ADV"
        value={filters.fee ?? ''}
        options={options(FEE_MODELS, FEE_LABELS)}
        onChange={(value) => onChange({ fee: FEE_MODELS.find((model) => model === value) })}
      />
      <FilterSelect
        id={`${id}-size`}
        label="Assets under management"
        value={filters.size ?? ''}
        options={options(SIZE_BANDS, SIZE_LABELS)}
        onChange={(value) => onChange({ size: SIZE_BANDS.find((band) => band === value) })}
      />
      <FilterSelect
        id={`${id}-disc`}
        label="Disclosures in Item 11"
        value={filters.disclosures ?? ''}
        options={options(['none', 'reported'] as const, DISCLOSURE_LABELS)}
        onChange={(value) => onChange({ disclosures: value === 'none' || value === 'reported' ? value : undefined })}
      />
      {CHECKBOXES.map(([key, suffix, label]) => (
        <div key={key} className="flex items-center gap-3 self-end pb-2">
          <input
            id={`${id}-${suffix}`}
            type="checkbox"
            className="h-5 w-5 rounded border-gray-300 text-brand focus:ring-brand"
            checked={filters[key] ?? false}
            onChange={(event) => onChange({ [key]: event.target.checked || undefined })}
          />
          <label htmlFor={`${id}-${suffix}`} className="text-sm font-medium text-ink">
            {label}
          </label>
        </div>
      ))}
      <FilterSelect
        id={`${id}-sort`}
        label="Order"
        value={filters.order ?? ''}
        anyLabel="A–Z, or nearest first with a ZIP code"
        options={options(ROSTER_ORDERS, ORDER_LABELS)}
        onChange={(value) => onChange({ order: ROSTER_ORDERS.find((order) => order === value) })}
      />
      <FilterTextField
        id={`${id}-zip`}
        name="zip"
        label="My ZIP code"
        hint="Sorts by straight-line distance to each adviser’s main office."
        error={problem ?? zipNotice}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        value={draft ?? filters.zip ?? ''}
        onChange={(value) => {
          setDraft(value);
          if (/^\d{5}$/.test(value.trim())) commitZip(value);
        }}
        onCommit={commitZip}
      />
      <FilterSelect
        id={`${id}-at`}
        label="My investable assets"
        value={String(filters.assets ?? '')}
        options={ASSET_LEVELS.map((level) => ({ value: String(level), label: `$${level.toLocaleString('en-US')}` }))}
        onChange={(value) => onChange({ assets: Number(value) || undefined })}
      />
      <FilterActions
        className="flex flex-wrap items-end gap-3 sm:col-span-2"
        filtered={hasRosterFilters(filters)}
        onClear={onClear}
      />
    </form>
  );
}
