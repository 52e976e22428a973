import type { Criterion, CriterionId } from '../content/schemas';
import type { FirmFacts } from './labels';
import { criterionScore, type CriterionScore } from './criteria-scores';

/** What ranking needs of a firm: its name (for the tie order) and its sourced facts. */
export type Rankable = FirmFacts & { slug: string };

export type Ranked<T extends Rankable> = T & {
  /** 1 = best; firms with the same total share a position ("1, 1, 3"). Null while the list is not ranked. */
  rank: number | null;
  /** True when another firm has the same total, so the same position. */
  tied: boolean;
  /** Weighted score out of 10 over the criteria in use, rounded to two decimals; null while none is. */
  score: number | null;
  /** Each criterion's score; null where the firm's facts are not yet confirmed ("not recorded"). */
  criterionScores: Partial<Record<CriterionId, CriterionScore>>;
};

/** Σ(score × weight) / Σ(weight) over the given criteria, out of 10. */
export function weightedScore(
  scores: Partial<Record<CriterionId, CriterionScore>>,
  criteria: readonly Criterion[],
): number {
  const totalWeight = criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
  if (totalWeight === 0) return 0;
  const sum = criteria.reduce((acc, criterion) => acc + (scores[criterion.id] ?? 0) * criterion.weight, 0);
  return Math.round((sum / totalWeight) * 100) / 100;
}

/**
 * The criteria a ranking may rest on: those with data (confirmed facts) for every firm listed. A
 * criterion only some firms have data for would rank firms on what we happen to have recorded,
 * not on the firms, so it waits (PRODUCT.md, "Rank comes from a published method").
 */
export function criteriaInUse<T extends Rankable>(firms: readonly T[], criteria: readonly Criterion[]): Criterion[] {
  if (firms.length === 0) return [];
  return criteria.filter((criterion) => firms.every((firm) => criterionScore(criterion.id, firm) !== null));
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/**
 * The one ranking rule of the site: highest weighted score over the criteria in use first. Equal
 * totals are a tie: the firms share the position and are listed alphabetically by name, a neutral
 * order that favours no firm. While no criterion is in use, nothing is ranked: the firms are listed
 * A–Z with no position. Pure: the same facts always give the same ranks, and no rank is ever typed
 * by hand.
 */
export function rankFirms<T extends Rankable>(firms: readonly T[], criteria: readonly Criterion[]): Ranked<T>[] {
  const inUse = criteriaInUse(firms, criteria);
  const scored = firms.map((firm) => {
    const criterionScores: Partial<Record<CriterionId, CriterionScore>> = Object.fromEntries(
      criteria.map((criterion) => [criterion.id, criterionScore(criterion.id, firm)]),
    );
    return { firm, criterionScores, score: inUse.length > 0 ? weightedScore(criterionScores, inUse) : null };
  });
  if (inUse.length === 0) {
    return scored
      .sort((a, b) => byName(a.firm, b.firm))
      .map(({ firm, criterionScores }) => ({ ...firm, rank: null, tied: false, score: null, criterionScores }));
  }
  scored.sort((a, b) => (b.score ?? 0) - (a.score ?? 0) || byName(a.firm, b.firm));
  return scored.map(({ firm, criterionScores, score }) => {
    const rank = scored.findIndex((other) => other.score === score) + 1;
    const tied = scored.filter((other) => other.score === score).length > 1;
    return { ...firm, rank, tied, score, criterionScores };
  });
}

/** Whether a list of firms carries ranks (at least one criterion in use). */
export function isRanked(firms: readonly { rank: number | null }[]): boolean {
  return firms.some((firm) => firm.rank !== null);
}

/** "#1", or "#1 (tied)" when the position is shared; undefined while the list is not ranked. */
export function rankLabel(firm: { rank: number | null; tied: boolean }): string | undefined {
  if (firm.rank === null) return undefined;
  return firm.tied ? `#${firm.rank} (tied)` : `#${firm.rank}`;
}

/** "Ranked on 3 of 6 criteria (…)", or that nothing is ranked yet and why: said wherever a list is shown. */
export function rankingBasis(inUse: readonly Criterion[], criteria: readonly Criterion[]): string {
  return inUse.length === 0
    ? `Not yet ranked: none of the ${criteria.length} criteria of our method is recorded and confirmed for every listed firm, so the firms are listed A–Z with no positions.`
    : `Ranked on ${inUse.length} of ${criteria.length} criteria (${inUse.map((criterion) => criterion.label).join(', ')}); the others wait until they are recorded for every listed firm.`;
}

/** The title of a list of firms: the page's own while ranked, an honest one while not. */
export const UNRANKED_LIST_TITLE = 'Firms we list, A–Z (not yet ranked)';
export function listTitle(firms: readonly { rank: number | null }[], rankedTitle: string): string {
  return isRanked(firms) ? rankedTitle : UNRANKED_LIST_TITLE;
}
