import { sentenceCase } from '@/lib/format';
import type { AdvFirmRecord } from './feed-record';
import type { FoundRecord } from './feed-scan';
import { preferredRecord } from './registration';

/**
 * Finding a listed firm that has no CRD yet among the feeds' 45,000 entries: every entry whose name
 * resembles it, wherever its main office is (a firm's namesake may be based in California), the
 * region's first. The import only proposes; the owner confirms one by CRD.
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
export function nameTokens(name: string): string[] {
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
 * A test of feed names (as nameTokens) against one listed name: true when every distinctive word of
 * the listed name appears in the feed's name (also written together: "True Point" finds "TRUEPOINT"),
 * or, for a listed name made only of common words, when the two names are the same words in the same
 * order. The listed name is read once, so 45,000 entries cost one set look-up each.
 */
export function nameMatcher(listedName: string): (feed: readonly string[]) => boolean {
  const listed = nameTokens(listedName);
  const distinctive = listed.filter((token) => !GENERIC_WORDS.has(token));
  if (distinctive.length === 0) {
    const words = listed.join(' ');
    return (feed) => listed.length > 0 && feed.join(' ') === words;
  }
  const joined = distinctive.join('');
  return (feed) => {
    if (distinctive.every((token) => feed.includes(token))) return true;
    return feed.some((token, i) => token === joined || (i + 1 < feed.length && token + feed[i + 1] === joined));
  };
}

export function resemblesFirmName(listedName: string, feedName: string): boolean {
  return nameMatcher(listedName)(nameTokens(feedName));
}

/**
 * How close two names are, 0–1: the share of words they have in common (legal suffixes aside), so
 * "TRUEPOINT WEALTH COUNSEL LLC" is closer to "Truepoint Wealth Counsel" than "TRUEPOINT, INC." is.
 */
function nameCloseness(listedName: string, feedName: string): number {
  const listed = new Set(nameTokens(listedName));
  const feed = new Set(nameTokens(feedName));
  const union = new Set([...listed, ...feed]);
  if (union.size === 0) return 0;
  const shared = [...listed].filter((token) => feed.has(token)).length;
  return shared / union.size;
}

/** The states of Greater Cincinnati: Ohio, Kentucky and Indiana. */
const REGION_STATES: ReadonlySet<string> = new Set(['OH', 'KY', 'IN']);

export function inRegionStates(state: string | null): boolean {
  return state !== null && REGION_STATES.has(state.toUpperCase());
}

export interface CandidateSummary {
  crd: string;
  name: string;
  city: string;
  state: string | null;
  /** 5.F(2)(c) in USD, null when the firm reports none. */
  aum: number | null;
  filingDate: string;
  /** The registration as the site says it, e.g. "Approved (SEC)", "Active (exempt reporting adviser, SEC)". */
  status: string;
  /** The data file the entry is in. */
  file: string;
}

function candidateSummary(found: FoundRecord): CandidateSummary {
  const { record } = found;
  const { registration } = record;
  const regulator =
    registration.kind === 'exempt' ? `exempt reporting adviser, ${registration.regulator}` : registration.regulator;
  return {
    crd: record.crd,
    name: record.businessName,
    // A main office the filing does not publish is said so, never guessed.
    city: record.mainOffice?.city ?? 'main office not published',
    state: record.mainOffice === null ? '—' : record.mainOffice.state,
    aum: record.assets?.total ?? null,
    filingDate: record.filingDate,
    status: `${sentenceCase(registration.status)} (${regulator})`,
    file: found.dataFile.name,
  };
}

/** How many entries the summary shows for one firm; the rest are counted. */
export const SHOWN_CANDIDATES = 10;

/**
 * The entries that resemble a firm without a CRD, one per CRD (its preferred record: the newest
 * filing), ordered by closeness of name, then the region's states first, then assets (largest first).
 */
export function rankCandidates(listedName: string, entries: readonly FoundRecord[]): CandidateSummary[] {
  const byCrd = new Map<string, FoundRecord>();
  for (const entry of entries) {
    const previous = byCrd.get(entry.record.crd);
    byCrd.set(entry.record.crd, previous ? preferredRecord(previous, entry) : entry);
  }
  const closeness = (record: AdvFirmRecord) =>
    Math.max(nameCloseness(listedName, record.businessName), nameCloseness(listedName, record.legalName));
  return [...byCrd.values()]
    .map((entry) => ({
      entry,
      close: closeness(entry.record),
      region: inRegionStates(entry.record.mainOffice?.state ?? null),
    }))
    .sort(
      (a, b) =>
        b.close - a.close ||
        Number(b.region) - Number(a.region) ||
        (b.entry.record.assets?.total ?? -1) - (a.entry.record.assets?.total ?? -1) ||
        a.entry.record.crd.localeCompare(b.entry.record.crd),
    )
    .map(({ entry }) => candidateSummary(entry));
}
