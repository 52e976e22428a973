'use client';

import { useSyncExternalStore } from 'react';

// Nothing in the browser location changes while an island lives (no client-side navigation).
const subscribe = () => () => undefined;

/**
 * A value that only the browser knows (the page's query string, its path), read once hydration is
 * over: `null` in the server HTML and during hydration, so the first client render matches the
 * HTML exactly, then the real value. `read` must return a string (a stable snapshot).
 */
export function useAfterHydration(read: () => string): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

const readSearch = () => window.location.search;
const readPath = () => window.location.pathname;
const readTrue = () => 'true';

/** The page's query string once hydrated (e.g. "?category=Retirement"), else null. */
export const usePageQuery = () => useAfterHydration(readSearch);
/** The page's path once hydrated (e.g. "/firm/unknown/"), else null. */
export const usePagePath = () => useAfterHydration(readPath);
/** False in the server HTML and during hydration, true once React owns the island. */
export const useHydrated = () => useAfterHydration(readTrue) !== null;
