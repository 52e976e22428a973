'use client';

import { useState, type FormEvent } from 'react';
import { FilterActions, FilterSelect, FilterTextField } from './filter-fields';
import { FOCUS_LABELS, type FocusValue } from '@/lib/directory/focus-labels';
import { FEE_LABELS, FEE_MODELS, hasFilters, parseAmount, type DirectoryFilters } from '@/lib/directory/filters';

/**
 * The filter controls (rendered once the island is hydrated: they need JavaScript). Selects and
 * the checkbox apply at once; the amount and ZIP code apply when they are complete, on leaving
 * the field or on Apply / Enter, with an inline message when they cannot be read.
 */
export function FirmFilterForm({
  id,
  filters,
  focusOptions,
  offerNoMinimum,
  zipNotice,
  onChange,
  onClear,
}: {
  id: string;
  filters: DirectoryFilters;
  focusOptions: FocusValue[];
  offerNoMinimum: boolean;
  /** Why a well-formed ZIP code does not order the list (not in the table), if so. */
  zipNotice?: string;
  onChange: (change: DirectoryFilters) => void;
  onClear: () => void;
}) {
  const [draft, setDraft] = useState<{ assets?: string; zip?: string }>({});
  const [problem, setProblem] = useState<{ assets?: string; zip?: string }>({});
  const filtered = hasFilters(filters);

  const commitAssets = (text: string) => {
    const amount = parseAmount(text);
    const empty = text.trim() === '';
    setProblem((current) => ({
      ...current,
      assets: empty || amount ? undefined : 'Enter an amount such as 250,000 or 1.5m.',
    }));
    if (empty && filters.assets !== undefined) onChange({ assets: undefined });
    if (amount && amount !== filters.assets) onChange({ assets: amount });
    // Once applied, the field shows the amount as read ("600k" → "600,000").
    if (amount || empty) setDraft((current) => ({ ...current, assets: undefined }));
  };
  const commitZip = (text: string) => {
    const zip = text.trim();
    const valid = /^\d{5}$/.test(zip);
    setProblem((current) => ({ ...current, zip: zip === '' || valid ? undefined : 'Enter a five-digit ZIP code.' }));
    if (zip === '' && filters.zip) onChange({ zip: undefined });
    if (valid && zip !== filters.zip) onChange({ zip });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    commitAssets(String(data.get('assets') ?? ''));
    commitZip(String(data.get('zip') ?? ''));
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-label="Filter the firms"
      className="grid gap-4 border-t border-gray-200 p-5 sm:grid-cols-2 lg:grid-cols-3"
    >
      <FilterSelect
        id={`${id}-fee`}
        label="How the firm is paid"
        value={filters.fee ?? ''}
        options={FEE_MODELS.map((model) => ({ value: model, label: FEE_LABELS[model] }))}
        onChange={(value) => onChange({ fee: FEE_MODELS.find((model) => model === value) })}
      />
      <FilterSelect
        id={`${id}-focus`}
        label="Speciality or who they serve"
        value={filters.focus ?? ''}
        options={focusOptions.map((value) => ({ value, label: FOCUS_LABELS[value] }))}
        onChange={(value) => onChange({ focus: value || undefined })}
      />
      <FilterTextField
        id={`${id}-assets`}
        name="assets"
        label="My investable assets ($)"
        hint="Hides firms whose published asset minimum is higher."
        error={problem.assets}
        inputMode="decimal"
        autoComplete="off"
        value={draft.assets ?? (filters.assets === undefined ? '' : filters.assets.toLocaleString('en-US'))}
        onChange={(value) => setDraft((current) => ({ ...current, assets: value }))}
        onCommit={commitAssets}
      />
      <FilterTextField
        id={`${id}-zip`}
        name="zip"
        label="My ZIP code"
        hint="Sorts by straight-line distance to each firm’s office."
        error={problem.zip ?? zipNotice}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        value={draft.zip ?? filters.zip ?? ''}
        onChange={(value) => {
          setDraft((current) => ({ ...current, zip: value }));
          if (/^\d{5}$/.test(value.trim())) commitZip(value);
        }}
        onCommit={commitZip}
      />
      {offerNoMinimum ? (
        <div className="flex items-center gap-3 self-center">
          <input
            id={`${id}-nomin`}
            type="checkbox"
            className="h-5 w-5 rounded border-gray-300 text-brand focus:ring-brand"
            checked={filters.noMinimum ?? false}
            onChange={(event) => onChange({ noMinimum: event.target.checked || undefined })}
          />
          <label htmlFor={`${id}-nomin`} className="text-sm font-medium text-ink">
            Only firms with no minimum
          </label>
        </div>
      ) : null}
      <FilterActions className="flex flex-wrap items-end gap-3" filtered={filtered} onClear={onClear} />
    </form>
  );
}
