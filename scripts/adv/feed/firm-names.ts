/**
 * A listed firm's name against the feeds' names: the words a name is compared by, and whether two
 * names are alike (scripts/adv/feed/candidates.ts ranks the feed's entries by it; the scan reads each
 * entry's words once).
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
export function nameCloseness(listedName: string, feedName: string): number {
  const listed = new Set(nameTokens(listedName));
  const feed = new Set(nameTokens(feedName));
  const union = new Set([...listed, ...feed]);
  if (union.size === 0) return 0;
  const shared = [...listed].filter((token) => feed.has(token)).length;
  return shared / union.size;
}
