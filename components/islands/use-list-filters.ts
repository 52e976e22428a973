'use client';

import { useEffect, useRef, useState } from 'react';
import type { ZipPlace } from '@/lib/geo/zip-lookup';
import { setPageQuery, usePageQuery } from './use-browser-state';
import { useReorderGlide } from './motion';

/*
 * The state a list filter keeps (the directory's firm-filter, the roster's roster-filter): filters
 * read from the address and written back to it, the ZIP table fetched only once a ZIP code is
 * asked for, and the list's glide. What they show of it is list-filter-parts.tsx.
 */

/** What differs between the lists: how filters are read, written and applied, and each shown item's key. */
interface ListFilterRules<Filters extends { zip?: string }, Item> {
  parse: (query: string) => Filters;
  has: (filters: Filters) => boolean;
  /** The query string for `filters`, keeping the address's other parameters. */
  search: (search: string, filters: Partial<Filters>) => string;
  apply: (filters: Filters, place: ZipPlace | undefined) => Item[];
  key: (item: Item) => string;
}

/** A list filter's state: the filters in the address, the items they show, and the changes a visitor makes. */
export function useListFilters<Filters extends { zip?: string }, Item, List extends HTMLElement>(
  rules: ListFilterRules<Filters, Item>,
) {
  const query = usePageQuery();
  const filters = rules.parse(query ?? '');
  const list = useRef<List>(null);
  const summary = useRef<HTMLElement>(null);
  // Nothing is announced until the visitor changes something (or arrives with filters set).
  const [touched, setTouched] = useState(false);
  // Bumped by "Clear": a new form, so half-typed values and their messages go too.
  const [resets, setResets] = useState(0);

  const filtered = rules.has(filters);
  // The ZIP code's place, once the ZIP table (about 4 KB) has loaded: fetched only once a ZIP code
  // is asked for; `unknownZip` when it has loaded and lacks it. Offline, the list keeps its order.
  const zip = filters.zip;
  const [lookup, setLookup] = useState<{ find: (zip: string) => ZipPlace | undefined } | null>(null);
  useEffect(() => {
    if (!zip || lookup) return;
    import('@/lib/geo/zip-lookup').then(
      (module) => setLookup({ find: module.zipPlace }),
      () => undefined,
    );
  }, [zip, lookup]);
  const place = zip && lookup ? lookup.find(zip) : undefined;
  const unknownZip = Boolean(zip && lookup && !place);
  const shown = rules.apply(filters, place);
  useReorderGlide(list, shown.map(rules.key).join(' '));

  const write = (next: Partial<Filters>) => {
    setTouched(true);
    setPageQuery(rules.search(window.location.search, next), 'replace');
  };
  const update = (change: Partial<Filters>) => write({ ...filters, ...change });
  // Every filter goes (the address keeps its other parameters); the clear buttons go away once
  // pressed, so focus moves to the panel's heading instead of the page's top.
  const clear = () => {
    write({});
    setResets((count) => count + 1);
    summary.current?.focus();
  };

  return { filters, filtered, touched, resets, place, unknownZip, shown, list, summary, update, clear };
}
