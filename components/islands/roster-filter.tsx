'use client';

import { useRef, useState, type ReactElement } from 'react';
import { LATER_WHOLE_ATTRIBUTE } from '@/lib/first-paint/names';
import { ZIP_REGION } from '@/lib/geo/zip-region';
import {
  applyRosterFilters,
  effectiveOrder,
  hasRosterFilters,
  parseRosterFilters,
  rosterSearch,
  type RosterFilters,
  type RosterRow,
} from '@/lib/roster/filters';
import { RosterFilterForm } from './roster-filter-form';
import { setPageQuery, useIsHydrated, usePageQuery } from './use-browser-state';
import { useFilterPanel, useZipPlace } from './use-filter-panel';
import { useReorderGlide } from './motion';

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
  const hydrated = useIsHydrated();
  const query = usePageQuery();
  const filters = parseRosterFilters(query ?? '');
  const list = useRef<HTMLUListElement>(null);
  const summary = useRef<HTMLElement>(null);
  const [touched, setTouched] = useState(false);
  const [resets, setResets] = useState(0);

  const filtered = hasRosterFilters(filters);
  const details = useFilterPanel(hydrated, filtered);
  const { place, unknown: unknownZip } = useZipPlace(filters.zip);
  const shown = applyRosterFilters(rows, filters, place);
  const order = effectiveOrder(filters, place);
  useReorderGlide(list, shown.map(({ row }) => row.crd).join(' '));

  const update = (change: RosterFilters) => {
    setTouched(true);
    setPageQuery(rosterSearch(window.location.search, { ...filters, ...change }), 'replace');
  };
  // Every filter goes (the address keeps its other parameters).
  const clear = () => {
    setTouched(true);
    setPageQuery(rosterSearch(window.location.search, {}), 'replace');
    setResets((count) => count + 1);
    summary.current?.focus();
  };

  // Why the list is not ordered by distance although a ZIP code or that order was asked for.
  const zipNotice = unknownZip
    ? `${filters.zip} is not in our list of ZIP codes within ${ZIP_REGION.radiusMiles} miles of downtown Cincinnati, so the list is not ordered by distance.`
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
      <details ref={details} className="rounded-2xl border border-gray-200 bg-white shadow-sm">
        <summary ref={summary} className="cursor-pointer px-5 py-3 font-semibold text-brand-darker">
          Filter the list or sort it by assets or distance
        </summary>
        {noScript}
        {hydrated ? (
          <RosterFilterForm
            key={resets}
            id={id}
            filters={filters}
            zipNotice={zipNotice}
            onChange={update}
            onClear={clear}
          />
        ) : null}
      </details>
      <p role="status" className={status ? 'text-sm font-medium text-gray-700' : 'sr-only'}>
        {status}
      </p>
      {shown.length === 0 ? (
        <div className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950">
          {noMatch}
          <button
            type="button"
            onClick={clear}
            className="mt-3 min-h-11 rounded-lg bg-brand px-5 text-sm font-semibold text-white hover:bg-brand-dark"
          >
            Clear all filters
          </button>
        </div>
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
