'use client';

import { useSyncExternalStore } from 'react';
import { pageQuery, splitPersonalQuery, stateWith } from '@/lib/personal-query';

/*
 * What islands know only in the browser: the page's query string and path, and whether React has
 * hydrated the island yet. Each hook returns its server value (null or false) in the server HTML
 * and during hydration, so the first client render matches the HTML exactly, then the real value.
 */

/** Fired after `setPageQuery` changes the URL (history.pushState/replaceState fire nothing). */
const CHANGE_EVENT = 'islands:locationchange';

/** The query string changes on Back/Forward and on `setPageQuery`. */
function subscribeToQuery(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The path and hydration never change while an island lives (there is no client-side navigation). */
const subscribeToNothing = () => () => undefined;

const readQuery = pageQuery;
const readPath = () => window.location.pathname;
const readTrue = () => true;
const serverNull = () => null;
const serverFalse = () => false;

/**
 * The page's query string (e.g. "?category=Retirement"), or null in the server HTML and until
 * hydrated: its address's query plus the visitor's details its history entry holds (a ZIP code,
 * the match's answers: lib/personal-query.ts), as the islands read them.
 */
export function usePageQuery(): string | null {
  return useSyncExternalStore(subscribeToQuery, readQuery, serverNull);
}

/** The page's path (e.g. "/firm/unknown/"), or null in the server HTML and until hydrated. */
export function usePagePath(): string | null {
  return useSyncExternalStore(subscribeToNothing, readPath, serverNull);
}

/**
 * False in the server HTML and during hydration, true once React owns the island: the switch for
 * behaviour that needs JavaScript running (inline validation, one-step-at-a-time forms, maps).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, readTrue, serverFalse);
}

/**
 * Writes a new query string, for tools whose state lives in the URL: `push` adds a history entry
 * (a new step), `replace` edits the current one. The visitor's details in it go to the history
 * entry, never into the address (lib/personal-query.ts). `usePageQuery` follows at once.
 */
export function setPageQuery(search: string, mode: 'push' | 'replace'): void {
  const { address, personal } = splitPersonalQuery(search);
  const url = `${window.location.pathname}${address}`;
  if (mode === 'push') window.history.pushState({ personal }, '', url);
  else window.history.replaceState(stateWith(window.history.state, personal), '', url);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
