/**
 * Runs of brackets and rates close together, paired in the orders brochures write them: a row per tier (bracket
 * then rate, or rate then bracket) or a column of brackets then a column of rates. A pairing that could set a rate
 * beside another tier's edge is refused, never guessed.
 */

import type { FeeToken } from './fee-token-types';

type BracketToken = Extract<FeeToken, { type: 'bracket' }>;
type RateToken = Extract<FeeToken, { type: 'rate' | 'rate-range' }>;
type Item = BracketToken | RateToken;
export interface Pair {
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

/** A column heading naming a quarterly or monthly rate ("Quarterly Fee(%)"). */
const PERIODIC_HEADING = /\b(quarterly|monthly) (fee|rate)/i;

/**
 * A table's quarterly or monthly column beside its annual one: of two rates side by side where one is a fourth or a
 * twelfth of the other, the smaller. On one row; or on two lines where the extraction puts each cell on its own
 * line, when a heading names the quarterly or monthly column. Returns which of the two to drop, if either.
 */
function periodicColumn(text: string, previous: Item | undefined, token: FeeToken): 'previous' | 'token' | null {
  if (previous?.type !== 'rate' || token.type !== 'rate' || token.start - previous.end > 12) return null;
  if (text.slice(previous.end, token.start).includes('\n') && !PERIODIC_HEADING.test(text)) return null;
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

/** Each run of the text paired into two tiers or more, the longest first. */
export function pairedRuns(text: string, tokens: FeeToken[]): Pair[][] {
  return runs(text, tokens)
    .map((run) => bestPairs(text, run))
    .filter((pairs): pairs is Pair[] => pairs !== null)
    .sort((a, b) => b.length - a.length);
}
