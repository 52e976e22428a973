/**
 * Item 5's numbers as tokens, each with its offsets in the brochure text: annual rates, ranges of rates, the
 * edges of tiers (brackets) and other amounts (an hourly rate, a flat or minimum fee). What a number is comes
 * from the few words written right before and after it on the same line, never from its size.
 */

import type { BracketKind, FeePeriod } from './fee-schedule-types';
import type { AmountRole, FeeToken } from './fee-token-types';
import { headedRateTokens } from './fee-headed-rates';
import { sentenceAround, type BrochureText } from './fee-text';
import { lineAfter, lineBefore, moneyValue, periodOf, rateValue, type NumberSpan } from './fee-numbers';

const RATE = /(?<![\d.,$])(\d{1,3}(?:\.\d+)?|\.\d+)\s?(%|percent\b|per cent\b|bps\b|basis points?\b)/gi;
const MONEY = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:\s?(million|mm|m|k|thousand)\b)?(\+)?/gi;
const BARE_THOUSANDS = /^\s*(\d{1,3}(?:,\d{3})+)(?![\d%])/;
const RANGE_JOIN = /^\s?(?:-|–|—|to|through)\s?$/i;
const RATE_RANGE_START = /(?<![\d.,$])(\d{1,3}(?:\.\d+)?|\.\d+)\s?%?\s?(?:-|–|—|to)\s?$/;

/** Words of a rate's sentence that mark it as another cost than the adviser's own fee. */
const NOISE = new RegExp(
  [
    'expense ratio|12b-1|mutual fund|exchange[- ]traded|\\betfs?\\b|interest|late (fee|charge)|commission|sales (charge|load)',
    'custodian|transaction|per (share|trade)|performance[- ]based|hurdle|solicit|referral|revenue shar',
  ].join('|'),
  'i',
);
const OWN_FEE =
  /advisory fee|management fee|our fee|annual fee|assets under (management|advisement)|fee schedule|wealth management/i;

/** Words just before a rate, in its clause, that make it another number than a yearly fee on assets. */
const NOISE_BEFORE =
  /\b(terminat|cancel|refund|penalt|late|incentive|performance|carried|hurdle|approximately|roughly|allocat|clients|household)[^.;%$]*$/i;
function isNoise(doc: BrochureText, start: number, end: number): boolean {
  const { sentence } = sentenceAround(doc, start, end);
  const before = doc.text.slice(Math.max(0, start - 50), start);
  const clause = before.slice(Math.max(before.lastIndexOf('.'), before.lastIndexOf(';'), before.lastIndexOf(',')) + 1);
  return (NOISE.test(sentence) && !OWN_FEE.test(sentence)) || NOISE_BEFORE.test(clause);
}

function rateTokens(doc: BrochureText): FeeToken[] {
  const tokens: FeeToken[] = [];
  for (const match of doc.text.matchAll(RATE)) {
    const start = match.index;
    const end = start + match[0].length;
    const value = rateValue(match[0]);
    if (value === null) continue;
    const before = lineBefore(doc.text, start);
    const noise = isNoise(doc, start, end);
    const rangeStart = RATE_RANGE_START.exec(doc.text.slice(Math.max(0, start - 16), start));
    const previous = tokens.at(-1);
    if (rangeStart !== null) {
      const lowStart = start - rangeStart[0].length;
      const lowEnd = lowStart + (rangeStart[0].match(/^[\d.]+\s?%?/)?.[0].trimEnd().length ?? 0);
      if (previous?.type === 'rate' && previous.start === lowStart) tokens.pop();
      const low = rateValue(doc.text.slice(lowStart, lowEnd)) ?? rateValue(`${doc.text.slice(lowStart, lowEnd)}%`);
      if (low !== null) {
        tokens.push({
          type: 'rate-range',
          start: lowStart,
          end,
          low: { value: low, start: lowStart, end: lowEnd },
          high: { value, start, end },
          noise,
        });
        continue;
      }
    }
    const ceiling =
      /(up to|not (to )?exceed(ing)?|maximum( annual)?( fee| rate)?( of| is)?|no more than|as much as|as high as)\s*$/.test(
        before,
      );
    tokens.push({ type: 'rate', value, start, end, per: periodOf(before, lineAfter(doc.text, end)), ceiling, noise });
  }
  return tokens;
}

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
  const openEnded = /^\s*(and (above|over|up|greater|more)|or (more|greater|above|over)|plus\b)/.test(after);
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
  const minimumFee =
    /minimum (annual |yearly |quarterly |monthly )?(fee|charge)( of| is)?\s*$/.test(before) ||
    /^\s*(annual |yearly )?minimum( annual)? fee/.test(after);
  if (minimumFee)
    return ['minimum-fee', /quarterly/.test(before) ? 'quarter' : /monthly/.test(before) ? 'month' : 'year'];
  if (/minimum|at least\s*$/.test(before)) return ['minimum-account', null];
  if (/^\s*(per|a|each|\/)\s*(year|annum|yr)\b|^\s*annually\b|^\s*(annual|yearly) (flat )?(fee|retainer)/.test(after))
    return ['periodic', 'year'];
  if (/(annual|yearly) (flat |fixed |retainer )?(fee|retainer)( of| is)?\s*$/.test(before)) return ['periodic', 'year'];
  const period = periodOf(before, after);
  if (period !== 'year') return ['periodic', period];
  const { sentence } = sentenceAround(doc, start, end);
  if (/financial plan|planning fee|fixed fee|flat fee|one-time|project fee|plan fee/i.test(sentence))
    return ['plan', null];
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
    const bare = BARE_THOUSANDS.exec(tail.replace(/^\s?(?:-|–|—|to|through)/i, ''));
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
