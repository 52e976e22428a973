'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ZipPlace } from '@/lib/geo/zip-lookup';

/*
 * What the list filters share (the directory's firm-filter, the roster's roster-filter): the ZIP
 * table, fetched only once a ZIP code is asked for, and the filter panel opened by filters that
 * arrive in the address.
 */

/**
 * The ZIP code's place, once the ZIP table (about 4 KB) has loaded; `unknown` when the table has
 * loaded and lacks it. Offline, the table never loads and the list keeps its order.
 */
export function useZipPlace(zip: string | undefined): { place: ZipPlace | undefined; unknown: boolean } {
  const [lookup, setLookup] = useState<{ find: (zip: string) => ZipPlace | undefined } | null>(null);
  useEffect(() => {
    if (!zip || lookup) return;
    import('@/lib/geo/zip-lookup').then(
      (module) => setLookup({ find: module.zipPlace }),
      () => undefined,
    );
  }, [zip, lookup]);
  const place = zip && lookup ? lookup.find(zip) : undefined;
  return { place, unknown: Boolean(zip && lookup && !place) };
}

/**
 * The filter panel's <details>: filters from the address (a shared link, Back) open it, so they
 * can be seen and changed.
 */
export function useFilterPanel(hydrated: boolean, filtered: boolean): RefObject<HTMLDetailsElement | null> {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (hydrated && filtered && details.current) details.current.open = true;
  }, [hydrated, filtered]);
  return details;
}
