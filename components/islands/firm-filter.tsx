'use client';

import type { ReactElement } from 'react';
import {
  applyFilters,
  filtersSearch,
  hasFilters,
  parseFilters,
  type DirectoryFilters,
  type FilterFirm,
  type Shown,
} from '@/lib/directory/filters';
import type { FocusValue } from '@/lib/directory/focus-labels';
import { ZIP_RADIUS_MILES } from '@/lib/geo/zip-region';
import { reveal } from '@/components/ui/reveal';
import { FirmFilterForm } from './firm-filter-form';
import { FilterPanel, NoMatch } from './list-filter-parts';
import { useListFilters } from './use-list-filters';

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
  const { filters, filtered, touched, resets, place, unknownZip, shown, list, summary, update, clear } = useListFilters<
    DirectoryFilters,
    Shown<FilterFirm>,
    HTMLOListElement
  >({
    parse: (query) => parseFilters(query, { focus: focusOptions, noMinimum: offerNoMinimum }),
    has: hasFilters,
    search: filtersSearch,
    apply: (filters, place) => applyFilters(firms, filters, place),
    key: ({ firm }) => firm.slug,
  });

  const status =
    !touched && !filtered
      ? ''
      : shown.length === 0
        ? 'No firm matches all of these filters.'
        : `Showing ${shown.length} of ${firms.length} firms${place ? `, nearest office first from ${place.zip} (${place.city}, ${place.state})` : ''}.`;

  return (
    <div className="grid gap-5">
      <FilterPanel
        filtered={filtered}
        summary={summary}
        title="Filter the list or sort it by distance"
        noscript={
          <noscript>
            <p className="px-5 pb-5 text-sm text-gray-700">
              Filters need JavaScript. Every listed firm is below, in ranked order.
            </p>
          </noscript>
        }
        status={status}
      >
        <FirmFilterForm
          key={resets}
          id={id}
          filters={filters}
          focusOptions={focusOptions}
          offerNoMinimum={offerNoMinimum}
          zipNotice={
            unknownZip
              ? `${filters.zip} is not in our list of ZIP codes within ${ZIP_RADIUS_MILES} miles of downtown Cincinnati, so the firms stay in ranked order.`
              : undefined
          }
          onChange={update}
          onClear={clear}
        />
      </FilterPanel>
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
        <NoMatch onClear={clear}>
          <p>No listed firm meets every filter you set. Loosen one, or clear them all to see every firm.</p>
        </NoMatch>
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
