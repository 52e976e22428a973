/**
 * `parseFeeSchedule`: Item 5's pages in, one reading out: tiers, a flat fee, an hourly rate, a fixed plan fee, or
 * the quote alone with why. The parser prefers a schedule of the assets it manages (tiers, then a single rate),
 * then one fee of another kind; it reads a schedule only where the words give one, and a reading that fails the
 * checks (fee-check.ts) falls back to the quote, with the reason.
 */

import type {
  BrochurePage,
  FeeFlags,
  FeeSchedule,
  FeeTier,
  ParsedFeeSchedule,
  Quoted,
  QuoteText,
  SourceWords,
} from './fee-schedule-types';
import { checkFeeSchedule } from './fee-check';
import { notDisclosedWords, readFlags, tierApplication } from './fee-flags';
import { brochureText, feeSentences, quoteBetween, wordsAt, type BrochureText } from './fee-text';
import type { NumberSpan } from './fee-numbers';
import { feeTokens } from './fee-tokens';
import type { FeeToken } from './fee-token-types';
import { readTiers } from './fee-tiers';

type Token<T extends FeeToken['type']> = Extract<FeeToken, { type: T }>;

function quoted(doc: BrochureText, span: NumberSpan): Quoted<number> {
  return { value: span.value, ...wordsAt(doc, span.start, span.end) };
}

/** The schedule's own text, plus each sentence a flag or a value was read from that it does not already hold. */
function withSentences(quote: QuoteText[], sources: (SourceWords | undefined)[]): QuoteText[] {
  const result = quote.map((part) => ({ ...part }));
  for (const source of sources) {
    if (source === undefined) continue;
    const part = result.find((candidate) => candidate.page === source.page);
    if (part === undefined) result.push({ page: source.page, text: source.sentence });
    else if (!part.text.replace(/\s+/g, ' ').includes(source.sentence)) part.text += ` … ${source.sentence}`;
  }
  return result.sort((a, b) => a.page - b.page);
}

function distinct<T extends { value: number }>(values: T[]): T[] {
  return values.filter((value, index) => values.findIndex((other) => other.value === value.value) === index);
}

function tiersSchedule(
  doc: BrochureText,
  tokens: FeeToken[],
  tiers: FeeTier[],
  start: number,
  end: number,
): ParsedFeeSchedule {
  const flags = readFlags(doc, tokens, start, end);
  const application = tierApplication(doc, tiers);
  const applied =
    application.kind === 'marginal' || application.kind === 'whole-account' ? application.words : undefined;
  const quote = withSentences(quoteBetween(doc, start, end), [
    applied,
    flags.maximum,
    flags.negotiable,
    flags.minimumFee,
    ...tiers.map((tier) => tier.percentHeading),
  ]);
  return { kind: 'tiers', tiers, application, flags, quote };
}

/** Outside a table, a rate is the adviser's yearly fee only in a sentence about a fee or a charge. */
const FEE_SENTENCE = /fee|charge|bill|advis|manage|annual|annum|per year|a year|rate|pay|cost|bps|basis points/i;

function singleRate(doc: BrochureText, tokens: FeeToken[]): FeeSchedule | null {
  const own = tokens.filter(
    (token): token is Token<'rate' | 'rate-range'> =>
      (token.type === 'rate' || token.type === 'rate-range') &&
      !token.noise &&
      FEE_SENTENCE.test(wordsAt(doc, token.start, token.end).sentence),
  );
  const range = own.find((token): token is Token<'rate-range'> => token.type === 'rate-range');
  if (range !== undefined) {
    return {
      kind: 'quote-only',
      reason: { code: 'range', unit: 'percent', low: quoted(doc, range.low), high: quoted(doc, range.high) },
      quote: feeSentences(doc),
    };
  }
  const rates = own.filter((token): token is Token<'rate'> => token.type === 'rate');
  const annual = rates.filter((rate) => rate.per === 'year');
  const [periodic] = rates.filter((rate) => rate.per !== 'year');
  if (annual.length === 0 && periodic !== undefined)
    return {
      kind: 'quote-only',
      reason: { code: 'periodic-rate-only', rate: quoted(doc, periodic) },
      quote: feeSentences(doc),
    };
  const values = distinct(annual);
  if (values.length > 1)
    return {
      kind: 'quote-only',
      reason: { code: 'several-rates', rates: values.map((rate) => quoted(doc, rate)) },
      quote: feeSentences(doc),
    };
  const [rate] = values;
  if (rate === undefined) return null;
  const tier: FeeTier = { from: 0, upTo: null, bracket: null, ratePercent: quoted(doc, rate) };
  return tiersSchedule(doc, tokens, [tier], rate.start, rate.end);
}

const FEE_WORDS = /\b(fees?|costs?|charges?|charged|priced?|retainer)\b/i;

/** A flat, fixed-plan or hourly fee, when Item 5 states exactly one such fee and no range of them. */
function otherFee(doc: BrochureText, tokens: FeeToken[]): FeeSchedule | null {
  const amounts = tokens.filter(
    (token): token is Token<'amount'> =>
      token.type === 'amount' && (token.role === 'periodic' || token.role === 'plan' || token.role === 'hourly'),
  );
  // A range of fees is said in a sentence about a fee; a table's "$0 - $500,000" row without its rate is not one.
  const ranges = tokens.filter(
    (token): token is Token<'bracket'> =>
      token.type === 'bracket' &&
      token.kind === 'range' &&
      FEE_WORDS.test(wordsAt(doc, token.start, token.end).sentence),
  );
  const [range] = ranges;
  const [low, high] = range?.amounts ?? [];
  if (low !== undefined && high !== undefined && amounts.length === 0) {
    return {
      kind: 'quote-only',
      reason: { code: 'range', unit: 'dollars', low: quoted(doc, low), high: quoted(doc, high) },
      quote: feeSentences(doc),
    };
  }
  const fees = distinct(amounts);
  if (fees.length > 1)
    return {
      kind: 'quote-only',
      reason: { code: 'several-fees', fees: fees.map((fee) => quoted(doc, fee)) },
      quote: feeSentences(doc),
    };
  const [fee] = fees;
  if (fee === undefined) return null;
  const flags: FeeFlags = readFlags(doc, tokens, fee.start, fee.end);
  const value = quoted(doc, fee);
  const quote = withSentences(
    [{ page: value.page, text: value.sentence }],
    [flags.maximum, flags.negotiable, flags.minimumFee],
  );
  if (fee.role === 'hourly') return { kind: 'hourly', rate: value, flags, quote };
  if (fee.role === 'plan') return { kind: 'fixed-plan', fee: value, flags, quote };
  return { kind: 'flat', fee: value, per: fee.per ?? 'year', flags, quote };
}

function readSchedule(doc: BrochureText): FeeSchedule {
  const tokens = feeTokens(doc);
  const tiers = readTiers(doc, tokens);
  if (tiers?.kind === 'tiers') return tiersSchedule(doc, tokens, tiers.tiers, tiers.start, tiers.end);
  if (tiers?.kind === 'rate-range') {
    const { low, high } = tiers.token;
    return {
      kind: 'quote-only',
      reason: { code: 'range', unit: 'percent', low: quoted(doc, low), high: quoted(doc, high) },
      quote: feeSentences(doc),
    };
  }
  if (tiers?.kind === 'several-schedules') {
    return {
      kind: 'quote-only',
      reason: { code: 'several-schedules', count: tiers.schedules.length },
      quote: feeSentences(doc),
    };
  }
  if (tiers?.kind === 'edge-problem')
    return {
      kind: 'quote-only',
      reason: { code: 'invalid', problem: { code: tiers.code, bracket: tiers.bracket } },
      quote: feeSentences(doc),
    };
  const reading = singleRate(doc, tokens) ?? otherFee(doc, tokens);
  if (reading !== null) return reading;
  const notDisclosed = notDisclosedWords(doc);
  if (notDisclosed !== undefined)
    return { kind: 'quote-only', reason: { code: 'not-disclosed', words: notDisclosed }, quote: feeSentences(doc) };
  return { kind: 'quote-only', reason: { code: 'no-schedule' }, quote: feeSentences(doc) };
}

/** Item 5's fee schedule from its pages' text (as the PDF extraction gives it), or its quote and why not. */
export function parseFeeSchedule(pages: BrochurePage[]): FeeSchedule {
  const doc = brochureText(pages);
  const schedule = readSchedule(doc);
  const [problem] = checkFeeSchedule(schedule);
  if (problem === undefined) return schedule;
  return {
    kind: 'quote-only',
    reason: { code: 'invalid', problem },
    quote: schedule.kind === 'quote-only' ? schedule.quote : feeSentences(doc),
  };
}
