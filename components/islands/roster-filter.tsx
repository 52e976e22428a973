'use client';

import type { ReactElement } from 'react';
import { LATER_WHOLE_ATTRIBUTE } from '@/lib/first-paint/names';
import { ZIP_RADIUS_MILES } from '@/lib/geo/zip-region';
import {
  applyRosterFilters,
  effectiveOrder,
  hasRosterFilters,
  parseRosterFilters,
  rosterSearch,
  type RosterFilters,
  type RosterRow,
  type ShownRow,
} from '@/lib/roster/filters';
import { RosterFilterForm } from './roster-filter-form';
import { FilterPanel, NoMatch } from './list-filter-parts';
import { useListFilters } from './use-list-filters';

export interface RosterFilterProps {
  /** Prefix of the controls' ids, unique on the page. */
  id: string;
  /** Each adviser, A–Z, as the filters need it. */
  rows: RosterRow[];
  /** Each adviser's entry, server-rendered, in the same order as `rows`. */
  entries: ReactElement[];
  /** What the panel says without JavaScript, server-rendered (its words need not be in the island's code). */
  noScript: ReactElement;
  /** What the list says when no adviser passes every filter, server-rendered. */
  noMatch: ReactElement;
}

const ORDER_WORDS = {
  name: 'A–Z by name',
  assets: 'largest assets first',
  distance: 'nearest first',
  fee: 'lowest fee first',
} as const;

/**
 * Filters and orders over the server-rendered roster (A–Z): fee model, size and Item 11 as each
 * Form ADV gives them, "serves individuals", and the order by name, assets or distance from a ZIP
 * code. Without JavaScript the whole list is there and the controls are hidden; with it, the
 * state lives in the address (shareable, Back restores it), each change is announced, and the
 * entries glide to their new places (motion.ts; not under reduced motion).
 */
export function RosterFilter({ id, rows, entries, noScript, noMatch }: RosterFilterProps) {
  const { filters, filtered, touched, resets, place, unknownZip, shown, list, summary, update, clear } = useListFilters<
    RosterFilters,
    ShownRow,
    HTMLUListElement
  >({
    parse: parseRosterFilters,
    has: hasRosterFilters,
    search: rosterSearch,
    apply: (filters, place) => applyRosterFilters(rows, filters, place),
    key: ({ row }) => row.crd,
  });
  const order = effectiveOrder(filters, place);

  // Why the list is not ordered by distance although a ZIP code or that order was asked for.
  const zipNotice = unknownZip
    ? `${filters.zip} is not in our list of ZIP codes within ${ZIP_RADIUS_MILES} miles of downtown Cincinnati, so the list is not ordered by distance.`
    : filters.order === 'distance' && !filters.zip
      ? 'Enter your ZIP code to sort by distance.'
      : undefined;
  const status =
    !touched && !filtered
      ? ''
      : shown.length === 0
        ? 'No adviser matches all of these filters.'
        : `Showing ${shown.length} of ${rows.length} advisers, ${place && order === 'distance' ? `nearest first from ${place.zip} (${place.city}, ${place.state})` : ORDER_WORDS[order]}.`;

  // Beside an entry: its distance, or its brochure's fee at the visitor's assets (its entry says what its schedule covers).
  const badge = (miles?: number, fee?: number | null) =>
    miles !== undefined && place
      ? `About ${miles < 10 ? miles.toFixed(1) : Math.round(miles)} miles from ${place.zip}`
      : order === 'fee' && fee != null
        ? `About $${fee.toLocaleString('en-US')} a year`
        : '';
  return (
    <div className="grid grid-cols-1 gap-4">
      <FilterPanel
        filtered={filtered}
        summary={summary}
        title="Filter the list or sort it by assets or distance"
        noscript={noScript}
        status={status}
      >
        <RosterFilterForm
          key={resets}
          id={id}
          filters={filters}
          zipNotice={zipNotice}
          onChange={update}
          onClear={clear}
        />
      </FilterPanel>
      {shown.length === 0 ? (
        <NoMatch onClear={clear}>{noMatch}</NoMatch>
      ) : (
        <ul
          ref={list}
          className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white"
          data-adviser-list="true"
          // 250 rows: the browser lays out those near the screen only, so the first paint's loader
          // renders the list as one part (lib/first-paint/names.ts).
          {...{ [LATER_WHOLE_ATTRIBUTE]: '' }}
        >
          {shown.map(({ row, miles, fee }) => (
            <li
              key={row.crd}
              className="p-4 [contain-intrinsic-block-size:auto_7rem] [content-visibility:auto]"
              data-crd={row.crd}
              data-key={row.crd}
            >
              {badge(miles, fee) ? (
                <p className="mb-2 inline-flex rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand-darker">
                  {badge(miles, fee)}
                </p>
              ) : null}
              {entries[rows.indexOf(row)]}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
