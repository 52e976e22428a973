import type { AdvFirmRecord } from './feed-record';

/**
 * Finding a listed firm that has no CRD yet among the feed's 40,000 entries: a name that resembles
 * it and a main office in the region. The import only proposes; the owner confirms one by CRD.
 */

/** Legal-form words: "HCM WEALTH ADVISORS, LLC" and "HCM Wealth Advisors" are one name. */
const LEGAL_SUFFIXES = new Set([
  'llc',
  'inc',
  'incorporated',
  'lp',
  'llp',
  'lllp',
  'pllc',
  'pc',
  'co',
  'corp',
  'corporation',
  'company',
  'ltd',
  'limited',
  'the',
]);

/**
 * Words most adviser names share. They still count for an exact match, but a match needs the
 * listed name's other words: "HCM Wealth Advisors" must not find every "… Wealth Advisors".
 */
const GENERIC_WORDS = new Set([
  'and',
  'of',
  'wealth',
  'advisors',
  'advisers',
  'advisor',
  'adviser',
  'advisory',
  'management',
  'managers',
  'capital',
  'financial',
  'finance',
  'investment',
  'investments',
  'investors',
  'partners',
  'group',
  'planning',
  'planners',
  'asset',
  'assets',
  'counsel',
  'services',
  'associates',
  'trust',
  'private',
  'retirement',
  'strategies',
  'consulting',
  'securities',
  'fiduciary',
  'global',
]);

/** Lower case, accents off, "&" → "and", punctuation dropped ("L.P." → "lp"), legal suffixes dropped. */
function nameTokens(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[.'’]/g, '')
    .split(/[^a-z\d]+/)
    .filter((token) => token !== '' && !LEGAL_SUFFIXES.has(token));
}

/**
 * True when every distinctive word of the listed name appears in the feed's name (also written
 * together: "True Point" finds "TRUEPOINT"), or, for a listed name made only of common words,
 * when the two names are the same words in the same order.
 */
export function resemblesFirmName(listedName: string, feedName: string): boolean {
  const listed = nameTokens(listedName);
  const feed = nameTokens(feedName);
  const distinctive = listed.filter((token) => !GENERIC_WORDS.has(token));
  if (distinctive.length === 0) return listed.length > 0 && listed.join(' ') === feed.join(' ');
  const feedWords = new Set(feed);
  if (distinctive.every((token) => feedWords.has(token))) return true;
  const joined = distinctive.join('');
  return feedWords.has(joined) || feed.some((token, i) => i + 1 < feed.length && token + feed[i + 1] === joined);
}

/** The region the site covers: Greater Cincinnati spans Ohio, Kentucky and Indiana. */
const REGION_STATES = new Set(['OH', 'KY', 'IN']);

export function isRegionalCandidate(record: AdvFirmRecord): boolean {
  return record.mainOffice.state !== null && REGION_STATES.has(record.mainOffice.state.toUpperCase());
}

export interface CandidateSummary {
  crd: string;
  name: string;
  city: string;
  state: string | null;
  /** 5.F(2)(c) in USD, null when the firm reports none. */
  aum: number | null;
}

/** What the owner needs to tell candidates apart before `--accept {slug}={CRD}`. */
export function candidateSummary(record: AdvFirmRecord): CandidateSummary {
  return {
    crd: record.crd,
    name: record.businessName,
    city: record.mainOffice.city,
    state: record.mainOffice.state,
    aum: record.assets?.total ?? null,
  };
}
