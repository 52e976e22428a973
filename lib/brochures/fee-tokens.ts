/**
 * Item 5's numbers as tokens, each with its offsets in the brochure text: annual rates, ranges of rates, the
 * edges of tiers (brackets) and other amounts (an hourly rate, a flat or minimum fee). What a number is comes
 * from the few words written right before and after it on the same line, never from its size.
 */

import type { BracketKind, FeePeriod } from './fee-schedule-types';
import type { AmountRole, FeeToken } from './fee-token-types';
import { headedRateTokens } from './fee-headed-rates';
import { sentenceAround, type BrochureText } from './fee-text';
import { DASH, lineAfter, lineBefore, moneyValue, periodOf, type NumberSpan } from './fee-numbers';
import { rateTokens } from './fee-rate-tokens';

// Cents never run into a % sign: "$1,000,000.90%" is an amount and a rate (GLUED_RATE).
const MONEY = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+(?![\d%]))?(?:\s?(million|mm|m|k|thousand)\b)?(\+)?/gi;
const BARE_THOUSANDS = /^\s*(\d{1,3}(?:,\d{3})+)(?![\d%])/;
const RANGE_JOIN = new RegExp(`^\\s?(?:${DASH}|to|through)\\s?$`, 'i');

/** The kind of edge an amount is, and how many characters of keyword before it belong to its words. */
function bracketKind(before: string, after: string, isRange: boolean): [BracketKind, number] | null {
  if (isRange) return ['range', 0];
  const keyed: [RegExp, BracketKind][] = [
    [/(first|initial)\s*$/, 'first'],
    [/next\s*$/, 'next'],
    [/(over|above|in excess of|greater than|more than|exceeding|beyond)\s*$/, 'over'],
    [/(up to|less than|under|below|not exceeding)\s*$/, 'up-to'],
  ];
  // "$5,000,000 and above": open-ended whatever came before it ("accounts of").
  const openEnded = new RegExp(
    `^\\s*(${DASH}\\s*)?(and (above|over|up|greater|more)|or (more|greater|above|over)|plus\\b)`,
  ).test(after);
  // "$250,000 or Less": the first tier, written after its amount.
  if (/^\s*(or (less|under|below)|and (under|below|less))\b/.test(after)) return ['up-to', 0];
  for (const [pattern, kind] of keyed) {
    const match = pattern.exec(before);
    if (match === null || (kind === 'up-to' && openEnded)) continue;
    return [kind, before.length - match.index];
  }
  return openEnded ? ['over', 0] : null;
}

function amountRole(
  doc: BrochureText,
  before: string,
  after: string,
  start: number,
  end: number,
): [AmountRole, FeePeriod | null] {
  // "per hour" may be wrapped onto the next line of a PDF's prose ("$200 per" / "hour."): the unit is read across it.
  const unit = doc.text.slice(end, end + 24).toLowerCase();
  if (/^\s*(per|an|each|\/)\s*(hour|hr)\b|^\s*hourly\b/.test(unit) || /hourly (rate|fee)( of| is|:)?\s*$/.test(before))
    return ['hourly', null];
  // "a minimum annual investment advisory fee of $9,000": the words reach further back than the usual 40 characters.
  const minimumFee =
    /minimum (annual |yearly |quarterly |monthly )?([a-z]+ ){0,2}(fee|charge)( of| is)?\s*$/.test(
      lineBefore(doc.text, start, 60),
    ) || /^\s*(annual |yearly )?minimum( annual)? fee/.test(after);
  if (minimumFee)
    return ['minimum-fee', /quarterly/.test(before) ? 'quarter' : /monthly/.test(before) ? 'month' : 'year'];
  if (/minimum|at least\s*$/.test(before)) return ['minimum-account', null];
  if (/^\s*(per|a|each|\/)\s*(year|annum|yr)\b|^\s*annually\b|^\s*(annual|yearly) (flat )?(fee|retainer)/.test(after))
    return ['periodic', 'year'];
  if (/(annual|yearly) (flat |fixed |retainer )?(fee|retainer)( of| is)?\s*$/.test(before)) return ['periodic', 'year'];
  const period = periodOf(before, after);
  if (period !== 'year') return ['periodic', period];
  const { sentence } = sentenceAround(doc, start, end);
  // A project's price is a fee of its own ("project work is $2500"), one of several where others are stated.
  if (/financial plan|planning fee|fixed fee|flat fee|one-time|project|plan fee/i.test(sentence)) return ['plan', null];
  return ['plain', null];
}

function moneyTokens(doc: BrochureText): FeeToken[] {
  const spans: NumberSpan[] = [];
  for (const match of doc.text.matchAll(MONEY)) {
    const value = moneyValue(match[0]);
    if (value !== null) spans.push({ value, start: match.index, end: match.index + match[0].length });
  }
  const tokens: FeeToken[] = [];
  for (let index = 0; index < spans.length; index += 1) {
    const span = spans[index];
    if (span === undefined) continue;
    const amounts = [span];
    const next = spans[index + 1];
    const before = lineBefore(doc.text, span.start);
    const joinAnd = /between\s*$/.test(before) ? /^\s?and\s?$/i : RANGE_JOIN;
    const tail = doc.text.slice(span.end, span.end + 40);
    const bare = BARE_THOUSANDS.exec(tail.replace(new RegExp(`^\\s?(?:${DASH}|to|through)`, 'i'), ''));
    if (next !== undefined && joinAnd.test(doc.text.slice(span.end, next.start))) {
      amounts.push(next);
      index += 1;
    } else if (bare !== null && RANGE_JOIN.test(tail.slice(0, tail.search(/\d/)))) {
      const bareStart = span.end + tail.search(/\d/);
      const value = moneyValue(bare[1] ?? '');
      if (value !== null) amounts.push({ value, start: bareStart, end: bareStart + (bare[1] ?? '').length });
    }
    const last = amounts.at(-1) ?? span;
    const after = lineAfter(doc.text, last.end);
    const bracket: [BracketKind, number] | null =
      doc.text.charAt(span.end - 1) === '+' ? ['over', 0] : bracketKind(before, after, amounts.length === 2);
    if (bracket !== null) {
      tokens.push({ type: 'bracket', start: span.start - bracket[1], end: last.end, kind: bracket[0], amounts });
      continue;
    }
    const [role, per] = amountRole(doc, before, after, span.start, span.end);
    tokens.push({ ...span, type: 'amount', role, per });
  }
  return tokens;
}

/** Words for the rest of the account after the last stated edge ("thereafter", "on the remainder", …). */
const REST = new RegExp(
  [
    '\\b(thereafter|on the (remainder|balance|remaining (assets|amount|balance))',
    'on all (remaining )?assets (above|over|in excess of) (that|this|those)( amount| level)?',
    'on any (amount|assets) (above|over) (that|this))\\b',
  ].join('|'),
  'gi',
);

function restTokens(doc: BrochureText): FeeToken[] {
  return [...doc.text.matchAll(REST)].map((match) => ({
    type: 'bracket',
    start: match.index,
    end: match.index + match[0].length,
    kind: 'rest',
    amounts: [],
  }));
}

/** Every token of the text, in order. */
export function feeTokens(doc: BrochureText): FeeToken[] {
  return [...rateTokens(doc), ...headedRateTokens(doc), ...moneyTokens(doc), ...restTokens(doc)].sort(
    (a, b) => a.start - b.start,
  );
}
