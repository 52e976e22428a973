/**
 * The compare view's selection lives in its URL (`/compare/?firms=a,b,c`) so it can be shared and
 * bookmarked. Pure and import-free: it runs in the /compare/ island and in jest.
 */
export const MAX_COMPARED = 4;

/**
 * The firms to compare from a query string: `firms=a,b,c` (the island's links) or repeated
 * `firms=a&firms=b` (the no-JavaScript form). Unknown slugs and repeats are dropped, the order of
 * first mention is kept, and at most MAX_COMPARED are taken.
 */
export function parseCompareSelection(search: string | URLSearchParams, knownSlugs: readonly string[]): string[] {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const requested = params
    .getAll('firms')
    .flatMap((value) => value.split(','))
    .map((slug) => slug.trim().toLowerCase());
  const selected: string[] = [];
  for (const slug of requested) {
    if (selected.length === MAX_COMPARED) break;
    if (knownSlugs.includes(slug) && !selected.includes(slug)) selected.push(slug);
  }
  return selected;
}

/** The query string for a selection; slugs are URL-safe, so the commas stay readable. */
export function compareSearch(slugs: readonly string[]): string {
  return slugs.length === 0 ? '' : `?firms=${slugs.join(',')}`;
}

/** The compare page's path for a selection, e.g. a card's "Compare" link. */
export function compareHref(slugs: readonly string[]): string {
  return `/compare/${compareSearch(slugs)}`;
}
