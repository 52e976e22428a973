/**
 * The scheduler's query parameters. A page's own URL carries them (e.g. after the lead form), and
 * they are passed on unchanged to the scheduler, embedded or opened as a link.
 */
const PREFILL_KEYS = [
  'name',
  'email',
  'first_name',
  'last_name',
  'a1',
  'a2',
  'a3',
  'a4',
  'a5',
  'a6',
  'a7',
  'a8',
  'a9',
  'a10',
] as const;
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
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

export interface SchedulerPrefill {
  name?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  customAnswers?: Partial<Record<'a1' | 'a2' | 'a3' | 'a4' | 'a5' | 'a6' | 'a7' | 'a8' | 'a9' | 'a10', string>>;
}

export interface SchedulerUtm {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmContent?: string;
  utmTerm?: string;
}

const ANSWER_KEYS = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10'] as const;
const UTM_FIELDS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_content: 'utmContent',
  utm_term: 'utmTerm',
} as const;

/** The embedded scheduler's prefill and UTM options, from the page's query parameters. */
export function schedulerOptions(params: URLSearchParams): { prefill: SchedulerPrefill; utm: SchedulerUtm } {
  const kept = schedulerParams(params);
  const prefill: SchedulerPrefill = {};
  const name = kept.get('name');
  const email = kept.get('email');
  const firstName = kept.get('first_name');
  const lastName = kept.get('last_name');
  if (name) prefill.name = name;
  if (email) prefill.email = email;
  if (firstName) prefill.firstName = firstName;
  if (lastName) prefill.lastName = lastName;
  const answers: SchedulerPrefill['customAnswers'] = {};
  for (const key of ANSWER_KEYS) {
    const value = kept.get(key);
    if (value) answers[key] = value;
  }
  if (Object.keys(answers).length > 0) prefill.customAnswers = answers;
  const utm: SchedulerUtm = {};
  for (const [param, field] of Object.entries(UTM_FIELDS) as [
    keyof typeof UTM_FIELDS,
    (typeof UTM_FIELDS)[keyof typeof UTM_FIELDS],
  ][]) {
    const value = kept.get(param);
    if (value) utm[field] = value;
  }
  return { prefill, utm };
}

/** True for the scheduler frame's own postMessage events ("calendly.*"). */
export function isSchedulerMessage(data: unknown): data is { event: string } {
  return (
    typeof data === 'object' &&
    data !== null &&
    'event' in data &&
    typeof data.event === 'string' &&
    data.event.startsWith('calendly.')
  );
}
