/*
 * A visitor's own details never stay in a page's address once read (PRODUCT.md, "Lead capture"):
 * the scheduler's prefill (name, e-mail, phone and answers after the lead form or the match), a ZIP
 * code, investable assets and the match's answers. A page that arrives with them in its query
 * string moves them into its history entry (history.state.personal) as the first thing the
 * islands entry does, before anything reads them or the tracker starts
 * (components/islands/client/entry.ts): Back, Forward and a reload restore them with the entry,
 * while the address, the browser's history list, the next page's referrer and analytics never see
 * them. The islands read the two together (pageQuery) and write them apart (use-browser-state.ts).
 * docs/decisions.md, "A visitor's details stay out of the address".
 */

/**
 * Query keys whose values describe the visitor: the scheduler's prefill (lib/site/scheduler.ts), the
 * list filters' ZIP code and assets (lib/directory/filters.ts, lib/roster/filters.ts) and the
 * match's answers (lib/match/questions.ts). Filters that describe firms (fee model, focus, size,
 * order) and the fee calculator's example figures stay in the address, shareable.
 */
const PERSONAL_QUERY_KEY = /^(a\d+|(first_|last_)?name|email|zip|assets|help|employer|pay|area|special)$/;

/**
 * A query string ("?…" or "", as location.search has it) in its parts, as written: `address`
 * keeps the others ("?…" or ""), `personal` the visitor's ("a=1&b=2" or ""). Keys are compared as
 * written: the site's forms and links never percent-encode these (letters, digits and "_").
 */
export function splitPersonalQuery(search: string): { address: string; personal: string } {
  const parts = search.slice(1).split('&').filter(Boolean);
  const isPersonal = (part: string) => PERSONAL_QUERY_KEY.test(part.split('=')[0] ?? '');
  const address = parts.filter((part) => !isPersonal(part));
  return { address: address.length > 0 ? `?${address.join('&')}` : '', personal: parts.filter(isPersonal).join('&') };
}

/** The personal part a history entry holds ("" when none). */
function personalOfState(state: unknown): string {
  return typeof state === 'object' && state !== null && 'personal' in state && typeof state.personal === 'string'
    ? state.personal
    : '';
}

/**
 * The history entry's state with `personal` set, keeping what else is stored there (the page
 * loader's scroll position, which it merges the same way).
 */
export function stateWith(state: unknown, personal: string): Record<string, unknown> {
  return { ...(typeof state === 'object' ? state : null), personal };
}

/** Moves the visitor's details out of the page's address into its history entry (the islands entry's first step). */
export function moveDetailsOutOfAddress(): void {
  const { address, personal } = splitPersonalQuery(window.location.search);
  if (!personal) return;
  const { pathname, hash } = window.location;
  window.history.replaceState(stateWith(window.history.state, personal), '', `${pathname}${address}${hash}`);
}

/** What the page was asked for: its address's query plus the details its history entry holds ("?…" or ""). */
export function pageQuery(): string {
  const personal = personalOfState(window.history.state);
  if (!personal) return window.location.search;
  const { search } = window.location;
  return search ? `${search}&${personal}` : `?${personal}`;
}
