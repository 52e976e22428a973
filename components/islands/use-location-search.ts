'use client';

import { useSyncExternalStore } from 'react';

/** Fired after this module changes the URL itself (history.pushState/replaceState fire nothing). */
const CHANGE_EVENT = 'islands:locationchange';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * The page's query string, for tools whose state lives in the URL. Empty in the server HTML and
 * during hydration (so the no-JavaScript markup hydrates cleanly), then the real one, updated on
 * Back/Forward and on `setLocationSearch`.
 */
export function useLocationSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
}

/** Writes a new query string: `push` adds a history entry (a new step), `replace` edits the current one. */
export function setLocationSearch(search: string, mode: 'push' | 'replace'): void {
  const url = `${window.location.pathname}${search}`;
  if (mode === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
