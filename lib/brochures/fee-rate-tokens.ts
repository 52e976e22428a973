/**
 * Item 5's rates as tokens (fee-tokens.ts reads the amounts): annual rates and ranges of rates, each with its
 * offsets, its period, whether it is a ceiling, and whether its words make it another cost than the adviser's fee.
 */

import type { FeeToken } from './fee-token-types';
import { sentenceAround, type BrochureText } from './fee-text';
import { DASH, lineAfter, lineBefore, periodOf, rateValue } from './fee-numbers';

const RATE = /(?<![\d.,$])(\d{1,3}(?:\.\d+)?|\.\d+)\s?(%|percent\b|per cent\b|bps\b|basis points?\b)/gi;
const RATE_RANGE_START = new RegExp(`(?<![\\d.,$])(\\d{1,3}(?:\\.\\d+)?|\\.\\d+)\\s?%?\\s?(?:${DASH}|to)\\s?$`);

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
  /\b(terminat|cancel|refund|penalt|late|incentive|performance|carried|hurdle|approximately|roughly|allocat|clients|household|effective)[^.;%$]*$|(\s[x×]|@)\s*$/i;
function isNoise(doc: BrochureText, start: number, end: number): boolean {
  const { sentence } = sentenceAround(doc, start, end);
  const before = doc.text.slice(Math.max(0, start - 50), start);
  const clause = before.slice(Math.max(before.lastIndexOf('.'), before.lastIndexOf(';'), before.lastIndexOf(',')) + 1);
  return (NOISE.test(sentence) && !OWN_FEE.test(sentence)) || NOISE_BEFORE.test(clause);
}

/**
 * A rate run into the amount before it, as a table's cells extracted without a space: "$1,000,000.90%" or
 * "$500,0001.00%". The amount's groups of three digits say where it ends.
 */
const GLUED_RATE = /\$\d{1,3}(?:,\d{3})+(\d{0,2}\.\d{1,4}\s?%)/g;

/**
 * "075 percent": a leading zero without a point is a typo that may mean 0.75% or 75%. It stays a token (so no other
 * rate moves into its row) whose value is no number, which the checks refuse: the schedule is kept as its quote.
 */
const LEADING_ZERO = /^0\d/;

function rateMatches(text: string): { index: number; words: string }[] {
  const glued = [...text.matchAll(GLUED_RATE)].map((match) => {
    const words = match[1] ?? '';
    return { index: match.index + match[0].length - words.length, words };
  });
  const spaced = [...text.matchAll(RATE)].map((match) => ({ index: match.index, words: match[0] }));
  return [...spaced, ...glued].sort((a, b) => a.index - b.index);
}

export function rateTokens(doc: BrochureText): FeeToken[] {
  const tokens: FeeToken[] = [];
  for (const match of rateMatches(doc.text)) {
    const start = match.index;
    const end = start + match.words.length;
    const value = LEADING_ZERO.test(match.words) ? Number.NaN : rateValue(match.words);
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
