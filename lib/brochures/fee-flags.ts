/**
 * The words around a schedule that change what its numbers mean: negotiable, a ceiling ("up to"), a minimum fee,
 * how tiers apply, and "not disclosed" (a fee set in other documents). Each is kept with the brochure's words.
 */

import type { Bracket, FeeFlags, FeeTier, Quoted, SourceWords, TierApplication } from './fee-schedule-types';
import type { FeeToken } from './fee-token-types';
import { wordsAt, type BrochureText } from './fee-text';

function firstMatch(doc: BrochureText, pattern: RegExp, skip?: RegExp, skipSentence?: RegExp): SourceWords | undefined {
  for (const match of doc.text.matchAll(pattern)) {
    const context = doc.text.slice(Math.max(0, match.index - 12), match.index + match[0].length);
    if (skip !== undefined && skip.test(context)) continue;
    const words = wordsAt(doc, match.index, match.index + match[0].length);
    if (skipSentence !== undefined && skipSentence.test(words.sentence)) continue;
    return words;
  }
  return undefined;
}

const OTHER_SERVICE = /financial plan|planning|hourly|consult|project/i;
const NEGOTIABLE = /\bnegotiab(?:le|ility)\b|\bnegotiated?\b/gi;
const NOT_NEGOTIABLE = /\b(not|non)[ -]?(be )?negotia/i;
/** "The normal account minimum of $1 million is negotiable": the minimum is, and the sentence says nothing of fees. */
const MINIMUM_NEGOTIABLE = /^(?!.*\bfees?\b).*\bminimum\b/i;
const NOT_DISCLOSED =
  /\bper the (fund'?s? )?governing documents|\bnot disclosed\b|\b(set forth|described|outlined|stated) in (the|each) (fund'?s? )?(governing|offering|private placement) (documents?|memorandum)/gi;
const MAXIMUM_WORDS =
  /\b(fees?|rates?|schedule) (are|is|represents?|reflects?) (the |our )?maximums?\b|\bmaximum (annual )?(fees?|rates?)\b|\bup to\b|\bnot (to )?exceed(ing)?\b|\bno more than\b/gi;

export function notDisclosedWords(doc: BrochureText): SourceWords | undefined {
  return firstMatch(doc, NOT_DISCLOSED);
}

/** The ceiling's words before a rate ("up to 1.50%"), when the lexer marked the rate as one. */
function ceilingWords(doc: BrochureText, rate: Extract<FeeToken, { type: 'rate' }>): SourceWords {
  const before = doc.text.slice(Math.max(0, rate.start - 40), rate.start);
  const matches = [...before.matchAll(MAXIMUM_WORDS)];
  const last = matches.at(-1);
  const start = last === undefined ? rate.start : rate.start - before.length + last.index;
  return wordsAt(doc, start, rate.end);
}

/**
 * The flags of the text between `start` and `end` (a schedule): a ceiling on one of its rates, or a sentence
 * saying its fees are maximums; negotiable and a minimum fee anywhere in Item 5.
 */
export function readFlags(doc: BrochureText, tokens: FeeToken[], start: number, end: number): FeeFlags {
  const flags: FeeFlags = {};
  const ceiling = tokens.find(
    (token): token is Extract<FeeToken, { type: 'rate' }> =>
      token.type === 'rate' && token.ceiling && token.start >= start && token.end <= end,
  );
  const maximum =
    ceiling === undefined
      ? firstMatch(
          doc,
          /\b(fees?|rates?|schedule) (are|is|represents?|reflects?) (the |our )?maximums?\b|\bmaximum (annual )?(fees?|rates?)\b(?! of \$)/gi,
        )
      : ceilingWords(doc, ceiling);
  if (maximum !== undefined) flags.maximum = maximum;
  const negotiable = firstMatch(doc, NEGOTIABLE, NOT_NEGOTIABLE, MINIMUM_NEGOTIABLE);
  if (negotiable !== undefined) flags.negotiable = negotiable;
  // A minimum for another service ("a minimum fee of $1,500 for a financial plan") is not this schedule's.
  const minimum = tokens.find(
    (token): token is Extract<FeeToken, { type: 'amount' }> =>
      token.type === 'amount' &&
      token.role === 'minimum-fee' &&
      !OTHER_SERVICE.test(wordsAt(doc, token.start, token.end).sentence),
  );
  if (minimum !== undefined) {
    const quoted: Quoted<number> = { value: minimum.value, ...wordsAt(doc, minimum.start, minimum.end) };
    flags.minimumFee = { ...quoted, per: minimum.per ?? 'year' };
  }
  return flags;
}

const NEGATED_MARGINAL =
  /\b(not|non)[ -](tiered|blended|marginal)\b|\bnot (calculated |charged |applied )?on a (tiered|blended|marginal) basis\b/gi;
const MARGINAL = new RegExp(
  [
    '\\b(marginal|blended|incremental(ly)?|tiered|each (tier|level|breakpoint|portion|increment|slice)',
    'portion of (the )?(account|assets) (within|in|that falls (within|in)) each',
    'portion of (the )?(account|assets) (up to|between|in excess of|over|above))\\b',
  ].join('|'),
  'gi',
);
const WHOLE_ACCOUNT =
  /\b(breakpoints?|(the )?(entire|whole) (account|portfolio|balance|relationship|value|household|assets)( value)?|total account value|all assets (in the account )?(are|will be) (charged|billed|assessed) at)\b/gi;

/** "on the assets over $X": the rate applies to the amount above $X, a slice of the account. */
const SLICE_BEFORE = /\bon (all )?(the )?(assets|amounts?|portions?|balances?)( of the account)?\s*$/i;

/** "Next" before a range ("Next $500,000 - $1,000,000 1.0 %"): the row is the next slice of the account. */
const NEXT_BEFORE = /\bnext\s*$/i;

/** The words that make a bracket a slice of the account, or null when it is not written as one. */
function sliceWords(bracket: Bracket): SourceWords | null {
  const { sentence, page } = bracket;
  if (bracket.kind === 'next' || bracket.kind === 'rest') return { words: bracket.words, sentence, page };
  const at = sentence.indexOf(bracket.words);
  if (at <= 0) return null;
  const before = sentence.slice(0, at);
  if (bracket.kind === 'over' && SLICE_BEFORE.test(before)) return { words: bracket.words, sentence, page };
  const next = NEXT_BEFORE.exec(before);
  if (bracket.kind !== 'range' || next === null) return null;
  return { words: sentence.slice(next.index, at + bracket.words.length), sentence, page };
}

function matchesOf(doc: BrochureText, pattern: RegExp, without: { start: number; end: number }[]): SourceWords[] {
  return [...doc.text.matchAll(pattern)]
    .filter((match) => !without.some((span) => match.index < span.end && match.index + match[0].length > span.start))
    .map((match) => wordsAt(doc, match.index, match.index + match[0].length));
}

/**
 * How the tiers apply. Marginal: the brochure says "tiered", "blended", "marginal", "each tier", or writes its
 * tiers as slices ("on the next $500,000", "0.75% thereafter"). Whole account: "breakpoint", "the entire account",
 * "not tiered". Both, or neither: unstated, and no dollar figure is computed.
 */
export function tierApplication(doc: BrochureText, tiers: FeeTier[]): TierApplication {
  if (tiers.length === 1) return { kind: 'one-rate' };
  const negations = [...doc.text.matchAll(NEGATED_MARGINAL)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
  const slices = tiers.flatMap((tier) => (tier.bracket === null ? [] : [sliceWords(tier.bracket)]));
  const marginal: SourceWords[] = [...matchesOf(doc, MARGINAL, negations), ...slices.filter((words) => words !== null)];
  const whole = [...matchesOf(doc, NEGATED_MARGINAL, []), ...matchesOf(doc, WHOLE_ACCOUNT, [])];
  const [marginalWords] = marginal;
  const [wholeWords] = whole;
  if (marginalWords !== undefined && wholeWords !== undefined)
    return { kind: 'unstated', why: 'both-words', words: [marginalWords, wholeWords] };
  if (marginalWords !== undefined) return { kind: 'marginal', words: marginalWords };
  if (wholeWords !== undefined) return { kind: 'whole-account', words: wholeWords };
  return { kind: 'unstated', why: 'no-words', words: [] };
}
