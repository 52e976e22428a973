'use client';

import { useRef, useState, type ReactElement } from 'react';
import {
  applyFilters,
  filtersSearch,
  hasFilters,
  parseFilters,
  type DirectoryFilters,
  type FilterFirm,
} from '@/lib/directory/filters';
import type { FocusValue } from '@/lib/directory/focus-labels';
import { ZIP_REGION } from '@/lib/geo/zip-region';
import { reveal } from '@/components/ui/reveal';
import { FirmFilterForm } from './firm-filter-form';
import { setPageQuery, useIsHydrated, usePageQuery } from './use-browser-state';
import { useFilterPanel, useZipPlace } from './use-filter-panel';
import { useReorderGlide } from './motion';

/** The box around each firm's card. */
const CARD_BOX = 'rounded-2xl border border-gray-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md sm:p-6';

export interface FirmFilterProps {
  /** Prefix of the controls' ids, unique on the page. */
  id: string;
  firms: FilterFirm[];
  /** The speciality choices offered (each matches a listed firm), in order. */
  focusOptions: FocusValue[];
  /** Offer "Only firms with no minimum": only when a listed firm publishes none (else it could only empty the list). */
  offerNoMinimum: boolean;
  /** Each firm's card, server-rendered, in the same (ranked) order as `firms`. */
  cards: ReactElement[];
  /** How many advisers the region's roster holds (0 before the first import): a ZIP code then also leads there. */
  rosterCount: number;
}

/**
 * Filters over the server-rendered ranked list: fee model, a minimum the visitor meets, a
 * speciality, "no minimum", and a ZIP code that orders the firms by distance to their nearest
 * office. Without JavaScript the whole list is there and the controls are hidden; with it, the
 * state lives in the address (shareable, Back restores it) and each change is announced.
 */
export function FirmFilter({ id, firms, focusOptions, offerNoMinimum, cards, rosterCount }: FirmFilterProps) {
  const hydrated = useIsHydrated();
  const query = usePageQuery();
  const filters = parseFilters(query ?? '', {
    focus: focusOptions,
    noMinimum: offerNoMinimum,
  });
  const list = useRef<HTMLOListElement>(null);
  const summary = useRef<HTMLElement>(null);
  // Nothing is announced until the visitor changes something (or arrives with filters set).
  const [touched, setTouched] = useState(false);
  // Bumped by "Clear": a new form, so half-typed values and their messages go too.
  const [resets, setResets] = useState(0);

  const filtered = hasFilters(filters);
  const details = useFilterPanel(hydrated, filtered);
  const { place, unknown: unknownZip } = useZipPlace(filters.zip);
  const shown = applyFilters(firms, filters, place);
  useReorderGlide(list, shown.map(({ firm }) => firm.slug).join(' '));

  const update = (change: DirectoryFilters) => {
    setTouched(true);
    setPageQuery(filtersSearch(window.location.search, { ...filters, ...change }), 'replace');
  };
  // The clear buttons go away once pressed; focus moves to the panel's heading instead of the page's top.
  const clear = () => {
    update({ fee: undefined, assets: undefined, focus: undefined, noMinimum: undefined, zip: undefined });
    setResets((count) => count + 1);
    summary.current?.focus();
  };

  const status =
    !touched && !filtered
      ? ''
      : shown.length === 0
        ? 'No firm matches all of these filters.'
        : `Showing ${shown.length} of ${firms.length} firms${place ? `, nearest office first from ${place.zip} (${place.city}, ${place.state})` : ''}.`;

  return (
    <div className="grid gap-5">
      <details ref={details} className="rounded-2xl border border-gray-200 bg-white shadow-sm">
        <summary ref={summary} className="cursor-pointer px-5 py-3 font-semibold text-brand-darker">
          Filter the list or sort it by distance
        </summary>
        <noscript>
          <p className="px-5 pb-5 text-sm text-gray-700">
            Filters need JavaScript. Every listed firm is below, in ranked order.
          </p>
        </noscript>
        {hydrated ? (
          <FirmFilterForm
            key={resets}
            id={id}
            filters={filters}
            focusOptions={focusOptions}
            offerNoMinimum={offerNoMinimum}
            zipNotice={
              unknownZip
                ? `${filters.zip} is not in our list of ZIP codes within ${ZIP_REGION.radiusMiles} miles of downtown Cincinnati, so the firms stay in ranked order.`
                : undefined
            }
            onChange={update}
            onClear={clear}
          />
        ) : null}
      </details>
      <p role="status" className={status ? 'text-sm font-medium text-gray-700' : 'sr-only'}>
        {status}
      </p>
      {place && rosterCount > 0 ? (
        <p className="text-sm text-gray-700" data-roster-near="true">
          Beyond the firms we list:{' '}
          <a href={`/advisers/?zip=${place.zip}`} className="font-semibold text-brand underline underline-offset-2">
            all {rosterCount} registered advisers of the region, nearest first from {place.zip}
          </a>{' '}
          (regulator data from each firm’s Form ADV).
        </p>
      ) : null}
      {shown.length === 0 ? (
        <div className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950">
          <p>No listed firm meets every filter you set. Loosen one, or clear them all to see every firm.</p>
          <button
            type="button"
            onClick={clear}
            className="mt-3 min-h-11 rounded-lg bg-brand px-5 text-sm font-semibold text-white hover:bg-brand-dark"
          >
            Clear all filters
          </button>
        </div>
      ) : null}
      <ol ref={list} className="grid gap-5">
        {shown.map(({ firm, miles }) => {
          const index = firms.indexOf(firm);
          return (
            <li
              key={firm.slug}
              data-firm={firm.slug}
              data-key={firm.slug}
              // The entrance animation is for the first view only: a card a filter brings back appears at once.
              className={touched ? CARD_BOX : `${reveal(index).className} ${CARD_BOX}`}
            >
              {miles !== undefined && place ? (
                <p className="mb-3 inline-flex rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand-darker">
                  About {miles < 10 ? miles.toFixed(1) : Math.round(miles)} miles from {place.zip}
                </p>
              ) : null}
              {cards[index]}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
