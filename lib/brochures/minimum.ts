/**
 * `parseMinimum`: the sentences of Item 7 that state a minimum account size, read into an amount, "none", or the
 * quote alone. An amount keeps its words, sentence and page; whether it may be waived or negotiated is a flag.
 * A minimum fee ("a minimum annual fee of $1,000") is not a minimum account and is left to the fee schedule.
 */

import type { BrochurePage, Quoted, QuoteText, SourceWords } from './fee-schedule-types';
import { brochureText, collapseSpaces, wordsAt, type BrochureText } from './fee-text';
import { moneyValue } from './fee-numbers';

export type MinimumReading =
  | { kind: 'amount'; amount: Quoted<number>; waivable?: SourceWords; negotiable?: SourceWords }
  | { kind: 'none'; words: SourceWords }
  | { kind: 'quote-only'; why: 'no-amount' | 'several-amounts'; quote: QuoteText[] };

const AMOUNT = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:\s?(million|mm|m|k|thousand)\b)?\+?/gi;
const NO_MINIMUM = new RegExp(
  [
    '\\b(no (stated |set |required )?(account |investment |asset )?minimums?',
    '(does|do) not (require|impose|have|maintain) (a |any )?(stated )?(account |investment |asset )?minimum',
    'without (a |any )?minimum|not subject to (a |any )?minimum)\\b|\\bminimum[^.]{0,40}\\b(none|n/a)\\b',
  ].join('|'),
  'gi',
);
const WAIVABLE =
  /\bwaive[sd]?\b|\bwaiver\b|\bexceptions?\b|\b(at|in) (our|its|the adviser's) (sole )?discretion\b|\blower(ed)?\b|\breduce[sd]?\b|\bsmaller (accounts?|amounts?)\b/gi;
const NEGOTIABLE = /\bnegotiab(le|ility)\b|\bnegotiated?\b/gi;
/** Words before an amount that make it a fee, not an account size. */
const FEE_BEFORE = /(fee|charge|per hour|hourly)( of| is)?\s*$/i;
const FEE_AFTER = /^\s*(per (hour|year|quarter|month)|annually|hourly|(annual |quarterly )?(fee|retainer))/i;

function firstWords(doc: BrochureText, pattern: RegExp): SourceWords | undefined {
  const [match] = doc.text.matchAll(pattern);
  return match === undefined ? undefined : wordsAt(doc, match.index, match.index + match[0].length);
}

/** Amounts in a sentence about a minimum, leaving out fees. */
function minimumAmounts(doc: BrochureText): Quoted<number>[] {
  const amounts: Quoted<number>[] = [];
  for (const match of doc.text.matchAll(AMOUNT)) {
    const value = moneyValue(match[0]);
    const start = match.index;
    const end = start + match[0].length;
    const before = doc.text.slice(Math.max(0, start - 30), start);
    const after = doc.text.slice(end, end + 30);
    if (value === null || FEE_BEFORE.test(before) || FEE_AFTER.test(after)) continue;
    const words = wordsAt(doc, start, end);
    if (/minimum|at least/i.test(words.sentence)) amounts.push({ value, ...words });
  }
  return amounts;
}

/** Item 7's sentences about a minimum (with their pages) read as one minimum, or the quote and why not. */
export function parseMinimum(sentences: BrochurePage[]): MinimumReading {
  const doc = brochureText(sentences);
  const quote = sentences
    .map(({ page, text }) => ({ page, text: collapseSpaces(text).replace(/\s+/g, ' ') }))
    .filter((part) => part.text !== '');
  const amounts = minimumAmounts(doc);
  const values = new Set(amounts.map((amount) => amount.value));
  const [amount] = amounts;
  if (values.size > 1) return { kind: 'quote-only', why: 'several-amounts', quote };
  if (amount === undefined) {
    const none = firstWords(doc, NO_MINIMUM);
    return none === undefined ? { kind: 'quote-only', why: 'no-amount', quote } : { kind: 'none', words: none };
  }
  const reading: MinimumReading = { kind: 'amount', amount };
  const waivable = firstWords(doc, WAIVABLE);
  const negotiable = firstWords(doc, NEGOTIABLE);
  if (waivable !== undefined) reading.waivable = waivable;
  if (negotiable !== undefined) reading.negotiable = negotiable;
  return reading;
}
