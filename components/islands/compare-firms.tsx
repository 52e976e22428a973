'use client';

import { useRef, type FormEvent } from 'react';
import { compareSearch, parseCompareSelection } from '@/lib/firms/compare';
import type { FirmSummary } from '@/lib/firms/summary';
import { ComparePicker } from './compare-picker';
import { CompareTable, type CompareContact } from './compare-table';
import { setPageQuery, useIsHydrated, usePageQuery } from './use-browser-state';

export interface CompareFirmsProps {
  /** Every listed firm, in rank order. */
  firms: FirmSummary[];
  contact: CompareContact;
  idPrefix: string;
}

/**
 * /compare/: pick two to four firms and see them side by side. The server HTML (and the page
 * without JavaScript) shows all the firms; once awake, the selection is read from and written to
 * the URL (`?firms=a,b,c`), so a comparison can be shared, bookmarked and restored with Back.
 */
export function CompareFirms({ firms, contact, idPrefix }: CompareFirmsProps) {
  const hydrated = useIsHydrated();
  const selected = parseCompareSelection(
    usePageQuery() ?? '',
    firms.map((firm) => firm.slug),
  );
  const tableRef = useRef<HTMLDivElement>(null);

  // Replace, not push: ticking boxes should not fill the Back button's history.
  const update = (next: string[]) => setPageQuery(compareSearch(next), 'replace');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The table already follows the ticks; the button only takes the visitor to it.
    event.preventDefault();
    tableRef.current?.querySelector<HTMLElement>('[data-compare-region]')?.focus();
  };

  const shown = selected.length > 0 ? firms.filter((firm) => selected.includes(firm.slug)) : firms;
  const status =
    selected.length === 0
      ? `Showing all ${firms.length} firms. Choose two to four to compare them side by side.`
      : selected.length === 1
        ? `Showing ${shown[0]?.name ?? 'one firm'}. Choose at least one more firm to compare.`
        : `Comparing ${shown.map((firm) => firm.name).join(', ')}.`;

  return (
    <div className="space-y-6">
      <ComparePicker
        firms={firms}
        selected={selected}
        hydrated={hydrated}
        idPrefix={idPrefix}
        onToggle={(slug, checked) =>
          // Ticking a ticked firm again (a click React and the wake-up both saw) changes nothing.
          update(
            checked
              ? [...selected.filter((candidate) => candidate !== slug), slug]
              : selected.filter((candidate) => candidate !== slug),
          )
        }
        onClear={() => update([])}
        onSubmit={onSubmit}
      />
      <p role="status" className="text-sm font-medium text-gray-700 print:hidden" data-compare-status="true">
        {status}
      </p>
      <div ref={tableRef}>
        <CompareTable firms={shown} contact={contact} idPrefix={idPrefix} />
      </div>
    </div>
  );
}
