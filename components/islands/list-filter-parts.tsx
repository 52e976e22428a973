'use client';

import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useIsHydrated } from './use-browser-state';

/*
 * What both list filters show (the directory's firm-filter, the roster's roster-filter), written
 * once. Each island's wake is measured with all the code it loads, shared or not, so only the
 * larger repeated blocks are shared: a small part costs more bytes as a component than inline.
 */

/**
 * The collapsible filter panel (its heading, what it says without JavaScript, and the controls,
 * rendered once the island is hydrated: they need JavaScript), then the announced status line.
 * Filters that arrive in the address (a shared link, Back) open it, so they can be seen and changed.
 */
export function FilterPanel({
  filtered,
  summary,
  title,
  noscript,
  status,
  children,
}: {
  filtered: boolean;
  summary: RefObject<HTMLElement | null>;
  title: string;
  /** What the panel says without JavaScript: a <noscript> element, server-rendered by the page where it can be. */
  noscript: ReactNode;
  /** Empty until the visitor changes something (or arrives with filters set). */
  status: string;
  children: ReactNode;
}) {
  const hydrated = useIsHydrated();
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (hydrated && filtered && details.current) details.current.open = true;
  }, [hydrated, filtered]);
  return (
    <>
      <details ref={details} className="rounded-2xl border border-gray-200 bg-white shadow-sm">
        <summary ref={summary} className="cursor-pointer px-5 py-3 font-semibold text-brand-darker">
          {title}
        </summary>
        {noscript}
        {hydrated ? children : null}
      </details>
      <p role="status" className={status ? 'text-sm font-medium text-gray-700' : 'sr-only'}>
        {status}
      </p>
    </>
  );
}

/** The box in place of an empty list: what to do, and a button that clears every filter. */
export function NoMatch({ children, onClear }: { children: ReactNode; onClear: () => void }) {
  return (
    <div className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950">
      {children}
      <button
        type="button"
        onClick={onClear}
        className="mt-3 min-h-11 rounded-lg bg-brand px-5 text-sm font-semibold text-white hover:bg-brand-dark"
      >
        Clear all filters
      </button>
    </div>
  );
}
