/**
 * The scheduler's query parameters. A page's own URL carries them (e.g. after the lead form), and
 * they are passed on unchanged to the scheduler, embedded or opened as a link.
 */
export const PREFILL_KEYS = ['name', 'email', 'first_name', 'last_name', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10'] as const;
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
const PASSED_KEYS: readonly string[] = [...PREFILL_KEYS, ...UTM_KEYS];

/** Keeps only scheduler parameters (prefill and UTM) from a query string. */
export function schedulerParams(search: string | URLSearchParams): URLSearchParams {
  const source = typeof search === 'string' ? new URLSearchParams(search) : search;
  const kept = new URLSearchParams();
  for (const [key, value] of source) {
    if (PASSED_KEYS.includes(key) && value.trim() !== '' && !kept.has(key)) kept.set(key, value.slice(0, 500));
  }
  return kept;
}

/** The scheduler URL with the given parameters appended. */
export function schedulerUrlWith(baseUrl: string, params: URLSearchParams): string {
  const url = new URL(baseUrl);
  for (const [key, value] of params) url.searchParams.set(key, value);
  return url.toString();
}
