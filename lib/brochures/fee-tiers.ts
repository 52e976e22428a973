/**
 * Tiers from the tokens: runs of brackets and rates close together, paired in the orders brochures write them
 * (a row per tier, bracket then rate or rate then bracket, or a column of brackets then a column of rates), and
 * the tiers' edges derived from the brackets in order ("next $500,000" starts where the tier before ends).
 */

import type { Bracket, FeeTier, Quoted } from './fee-schedule-types';
import type { NumberSpan } from './fee-numbers';
import type { FeeToken } from './fee-tokens';
import { wordsAt, type BrochureText } from './fee-text';
import { tierEdges, type EdgeProblem } from './tier-edges';

type BracketToken = Extract<FeeToken, { type: 'bracket' }>;
type RateToken = Extract<FeeToken, { type: 'rate' | 'rate-range' }>;
type Item = BracketToken | RateToken;
interface Pair {
  bracket: BracketToken;
  rate: RateToken;
}

/** Tokens further apart than this (in characters) are not one schedule. */
const LARGEST_GAP = 120;

function isRate(item: Item): item is RateToken {
  return item.type !== 'bracket';
}

/** Row by row (alternating) or a column of edges then a column of rates (blocked); null when neither. */
function pairsOf(items: Item[], allowBlocked: boolean): Pair[] | null {
  const half = items.length / 2;
  const [first, second] = items;
  if (first === undefined || second === undefined || items.length < 4 || !Number.isInteger(half)) return null;
  const alternating =
    isRate(first) !== isRate(second) &&
    items.every((item, index) => isRate(item) === isRate(index % 2 === 0 ? first : second));
  const blocked =
    allowBlocked && items.every((item, index) => isRate(item) === (index < half ? isRate(first) : !isRate(first)));
  if (!alternating && !blocked) return null;
  const pairs: Pair[] = [];
  for (let index = 0; index < half; index += 1) {
    const a = alternating ? items[index * 2] : items[index];
    const b = alternating ? items[index * 2 + 1] : items[index + half];
    if (a === undefined || b === undefined) return null;
    if (isRate(a) && !isRate(b)) pairs.push({ bracket: b, rate: a });
    else if (!isRate(a) && isRate(b)) pairs.push({ bracket: a, rate: b });
    else return null;
  }
  return pairs;
}

/**
 * A table's quarterly or monthly column beside its annual one, on the same row: of two rates side by side where one
 * is a fourth or a twelfth of the other, the smaller. Returns which of the two to drop, if either.
 */
function periodicColumn(text: string, previous: Item | undefined, token: FeeToken): 'previous' | 'token' | null {
  if (previous?.type !== 'rate' || token.type !== 'rate' || token.start - previous.end > 12) return null;
  if (text.slice(previous.end, token.start).includes('\n')) return null;
  const ratio = (small: number, large: number) => [4, 12].some((periods) => Math.abs(small * periods - large) < 0.0051);
  if (ratio(token.value, previous.value)) return 'token';
  return ratio(previous.value, token.value) ? 'previous' : null;
}

/** Runs of brackets and annual rates of the adviser's own fee, each token close to the one before. */
function runs(text: string, tokens: FeeToken[]): Item[][] {
  const result: Item[][] = [];
  let run: Item[] = [];
  let lastEnd = Number.NEGATIVE_INFINITY;
  for (const token of tokens) {
    if (
      token.type === 'amount' ||
      (token.type !== 'bracket' && token.noise) ||
      (token.type === 'rate' && token.per !== 'year')
    )
      continue;
    const periodic = periodicColumn(text, run.at(-1), token);
    if (periodic === 'token') continue;
    if (periodic === 'previous') run.pop();
    if (token.start - lastEnd > LARGEST_GAP && run.length > 0) {
      result.push(run);
      run = [];
    }
    run.push(token);
    lastEnd = token.end;
  }
  if (run.length > 0) result.push(run);
  return result;
}

/** The separators (commas, semicolons) in the text between two offsets. */
function separators(text: string, from: number, to: number): number {
  return from < to ? (text.slice(from, to).match(/[,;]/g)?.length ?? 0) : 0;
}

/**
 * Whether a row-by-row pairing keeps each rate with its own edge: in "1.10% on assets up to $1,000,000, 0.90% on …"
 * commas and semicolons fall between the tiers, not inside them. A pairing shifted by one token (a rate missed)
 * puts them inside, and is refused rather than shown with each rate beside the wrong edge.
 */
function keepsRowsTogether(text: string, pairs: Pair[]): boolean {
  const spans = pairs.map(({ bracket, rate }) => ({
    start: Math.min(bracket.start, rate.start),
    end: Math.max(bracket.end, rate.end),
    gap: [Math.min(bracket.end, rate.end), Math.max(bracket.start, rate.start)] as const,
  }));
  const interleaved = spans.every((span, index) => index === 0 || span.start >= (spans[index - 1]?.end ?? 0));
  if (!interleaved) return true;
  const within = spans.reduce((count, { gap }) => count + separators(text, gap[0], gap[1]), 0);
  const between = spans.reduce(
    (count, span, index) => count + (index === 0 ? 0 : separators(text, spans[index - 1]?.end ?? 0, span.start)),
    0,
  );
  return within <= between;
}

/** How many of a pairing's tiers stand on one line each (a table's rows), to choose between equal pairings. */
function rowsOnOneLine(text: string, pairs: Pair[]): number {
  return pairs.filter(
    ({ bracket, rate }) =>
      !text.slice(Math.min(bracket.end, rate.end), Math.max(bracket.start, rate.start)).includes('\n'),
  ).length;
}

/**
 * The pairing of a run with the most tiers (then the most rows on one line), trimming at most two stray tokens
 * from either end of a row-by-row run. Columns are paired only whole: with a token missing from one column (a
 * "Negotiable" row), trimming would set every rate beside another row's edge.
 */
function bestPairs(text: string, run: Item[]): Pair[] | null {
  let best: Pair[] | null = null;
  for (let head = 0; head <= 2; head += 1) {
    for (let tail = 0; tail <= 2; tail += 1) {
      const pairs = pairsOf(run.slice(head, run.length - tail), head === 0 && tail === 0);
      if (pairs === null || pairs.length < 2 || !keepsRowsTogether(text, pairs)) continue;
      const better =
        best === null ||
        pairs.length > best.length ||
        (pairs.length === best.length && rowsOnOneLine(text, pairs) > rowsOnOneLine(text, best));
      if (better) best = pairs;
    }
  }
  return best;
}

function quoted(doc: BrochureText, span: NumberSpan): Quoted<number> {
  return { value: span.value, ...wordsAt(doc, span.start, span.end) };
}

export type TierReading =
  | { kind: 'tiers'; tiers: FeeTier[]; start: number; end: number }
  | { kind: 'rate-range'; token: Extract<FeeToken, { type: 'rate-range' }> }
  | { kind: 'edge-problem'; bracket: Bracket; code: EdgeProblem['code'] }
  | { kind: 'several-schedules'; schedules: FeeTier[][] };

function readingOf(doc: BrochureText, pairs: Pair[]): TierReading | null {
  const range = pairs.find((pair) => pair.rate.type === 'rate-range')?.rate;
  if (range !== undefined && range.type === 'rate-range') return { kind: 'rate-range', token: range };
  const brackets: Bracket[] = pairs.map(({ bracket }) => ({
    kind: bracket.kind,
    amounts: bracket.amounts.map((amount) => quoted(doc, amount)),
    ...wordsAt(doc, bracket.start, bracket.end),
  }));
  const edges = tierEdges(
    brackets.map(({ kind, amounts }) => ({ kind, amounts: amounts.map((amount) => amount.value) })),
  );
  if (!Array.isArray(edges)) {
    const bracket = brackets[edges.index];
    return bracket === undefined ? null : { kind: 'edge-problem', bracket, code: edges.code };
  }
  const tiers = pairs.map(({ rate }, index): FeeTier => {
    const edge = edges[index] ?? { from: 0, upTo: null };
    const span = rate.type === 'rate' ? rate : rate.high;
    return { from: edge.from, upTo: edge.upTo, bracket: brackets[index] ?? null, ratePercent: quoted(doc, span) };
  });
  const positions = pairs.flatMap(({ bracket, rate }) => [bracket.start, bracket.end, rate.start, rate.end]);
  return { kind: 'tiers', tiers, start: Math.min(...positions), end: Math.max(...positions) };
}

const signature = (tiers: FeeTier[]): string =>
  JSON.stringify(tiers.map((tier) => [tier.from, tier.upTo, tier.ratePercent.value]));

/**
 * The schedule with the most tiers in the text, or null when no run pairs into two tiers or more. Two different
 * schedules (one per program or account type) are not chosen between: the brochure's words stand alone.
 */
export function readTiers(doc: BrochureText, tokens: FeeToken[]): TierReading | null {
  const readings = runs(doc.text, tokens)
    .map((run) => bestPairs(doc.text, run))
    .filter((pairs): pairs is Pair[] => pairs !== null)
    .sort((a, b) => b.length - a.length)
    .map((pairs) => readingOf(doc, pairs))
    .filter((reading) => reading !== null);
  const schedules = readings.flatMap((reading) => (reading.kind === 'tiers' ? [reading.tiers] : []));
  const different = schedules.filter(
    (tiers, index) => schedules.findIndex((other) => signature(other) === signature(tiers)) === index,
  );
  if (different.length > 1) return { kind: 'several-schedules', schedules: different };
  return readings[0] ?? null;
}
