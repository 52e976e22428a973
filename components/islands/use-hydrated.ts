'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server HTML and during hydration, true once React has taken over in the browser.
 * Islands use it to swap a no-JavaScript fallback (a plain link, the browser's own form checks)
 * for the enhanced control without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
