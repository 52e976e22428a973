/*
 * A visitor's own details never stay in a page's address (PRODUCT.md, "Lead capture"): the
 * scheduler's prefill (name, e-mail, phone and answers after the lead form or the match), a ZIP
 * code, investable assets and the match's answers. A page that arrives with them in its query
 * string moves them into its history entry (history.state.personal) before any other script runs
 * (the page loader, components/islands/client/page-loader.ts): Back, Forward and a reload restore
 * them with the entry, while the address, the browser's history list, the next page's referrer
 * and analytics never see them. The islands read the two together (pageQuery) and write them
 * apart (use-browser-state.ts). docs/decisions.md, "A visitor's details stay out of the address".
 *
 * Written in ES5 (`var`, no destructuring or spread): the page loader bundles this file and
 * esbuild's es5 target refuses anything newer; top-level `const`s are hoisted by the bundle.
 */
/* eslint-disable no-var -- esbuild's es5 target refuses const and let inside functions (see above) */

/**
 * Query keys whose values describe the visitor: the scheduler's prefill (lib/scheduler.ts), the
 * list filters' ZIP code and assets (lib/directory/filters.ts, lib/roster-filters.ts) and the
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
  var address: string[] = [];
  var personal: string[] = [];
  search
    .slice(1)
    .split('&')
    .forEach(function (part) {
      if (part) (PERSONAL_QUERY_KEY.test(part.split('=')[0]!) ? personal : address).push(part);
    });
  return { address: address.length ? '?' + address.join('&') : '', personal: personal.join('&') };
}

/** The personal part a history entry holds ("" when none). */
function personalOfState(state: unknown): string {
  return typeof state === 'object' && state !== null && 'personal' in state && typeof state.personal === 'string'
    ? state.personal
    : '';
}

/** The history entry's state with `changes` applied, keeping what others stored there (the scroll position). */
export function stateWith(state: unknown, changes: { personal?: string; y?: number }): Record<string, unknown> {
  return Object.assign({}, state, changes);
}

/** Moves the visitor's details out of the page's address into its history entry (the page loader's first step). */
export function moveDetailsOutOfAddress(): void {
  var split = splitPersonalQuery(location.search);
  if (split.personal)
    history.replaceState(
      stateWith(history.state, { personal: split.personal }),
      '',
      location.pathname + split.address + location.hash,
    );
}

/** What the page was asked for: its address's query plus the details its history entry holds ("?…" or ""). */
export function pageQuery(): string {
  var personal = personalOfState(history.state);
  if (!personal) return location.search;
  return (location.search ? location.search + '&' : '?') + personal;
}
