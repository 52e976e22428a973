/**
 * Tiers from the paired runs (tier-pairs.ts): the tiers' edges derived from the brackets in order ("next $500,000"
 * starts where the tier before ends), each value quoted with its sentence and page.
 */

import type { Bracket, FeeTier, Quoted } from './fee-schedule-types';
import type { NumberSpan } from './fee-numbers';
import type { FeeToken } from './fee-token-types';
import { wordsAt, type BrochureText } from './fee-text';
import { tierEdges, type EdgeProblem } from './tier-edges';
import { pairedRuns, type Pair } from './tier-pairs';

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
    const heading =
      rate.type === 'rate' && rate.heading !== undefined
        ? { percentHeading: wordsAt(doc, rate.heading.start, rate.heading.end) }
        : {};
    return {
      from: edge.from,
      upTo: edge.upTo,
      bracket: brackets[index] ?? null,
      ratePercent: quoted(doc, span),
      ...heading,
    };
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
  const readings = pairedRuns(doc.text, tokens)
    .map((pairs) => readingOf(doc, pairs))
    .filter((reading) => reading !== null);
  const schedules = readings.flatMap((reading) => (reading.kind === 'tiers' ? [reading.tiers] : []));
  const different = schedules.filter(
    (tiers, index) => schedules.findIndex((other) => signature(other) === signature(tiers)) === index,
  );
  if (different.length > 1) return { kind: 'several-schedules', schedules: different };
  const [reading] = readings;
  if (reading?.kind === 'tiers' && oneRateElsewhere(doc, tokens, reading)) {
    return { kind: 'several-schedules', schedules: [reading.tiers, []] };
  }
  return reading ?? null;
}

/** A rate "for any and all AUM" / "on all assets": one rate on the whole account, a schedule of its own. */
const ON_ALL_ASSETS = /^[^\n.;]{0,40}\b(any and all|all)( of the| managed| the)? (assets|aum)\b/i;

/**
 * A single rate on all assets outside the tiers ("Wealth Management … 0.5% for any and all AUM" after the tiers
 * of "Investment Management only"): the fee depends on the service, and neither schedule is chosen.
 */
function oneRateElsewhere(doc: BrochureText, tokens: FeeToken[], reading: { start: number; end: number }): boolean {
  return tokens.some(
    (token) =>
      token.type === 'rate' &&
      !token.noise &&
      token.per === 'year' &&
      (token.end <= reading.start || token.start >= reading.end) &&
      ON_ALL_ASSETS.test(doc.text.slice(token.end)),
  );
}
