import type { Criterion, CriterionId } from './content/schemas';
import type { FirmFacts } from './firm-labels';
import { criterionScore, type CriterionScore } from './scoring';

/** What ranking needs of a firm: its name (for the tie order) and its sourced facts. */
export type Rankable = FirmFacts & { slug: string };

export type Ranked<T extends Rankable> = T & {
  /** 1 = best; firms with the same total share a position ("1, 1, 3"). */
  rank: number;
  /** True when another firm has the same total, so the same position. */
  tied: boolean;
  /** Weighted score out of 10, rounded to two decimals. */
  score: number;
  /** Each criterion's score; null where the firm's facts are not yet checked ("no data", counts as 0). */
  criterionScores: Partial<Record<CriterionId, CriterionScore>>;
};

/** Σ(score × weight) / Σ(weight), out of 10; a criterion without data adds nothing. */
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
 * The one ranking rule of the site: highest weighted score first. Equal totals are a tie: the
 * firms share the position and are listed alphabetically by name, a neutral order that favours
 * no firm. Pure: the same facts always give the same ranks, and no rank is ever typed by hand.
 */
export function rankFirms<T extends Rankable>(firms: readonly T[], criteria: readonly Criterion[]): Ranked<T>[] {
  const scored = firms
    .map((firm) => {
      const criterionScores: Partial<Record<CriterionId, CriterionScore>> = Object.fromEntries(
        criteria.map((criterion) => [criterion.id, criterionScore(criterion.id, firm)]),
      );
      return { firm, criterionScores, score: weightedScore(criterionScores, criteria) };
    })
    .sort((a, b) => b.score - a.score || a.firm.name.localeCompare(b.firm.name, 'en'));
  return scored.map(({ firm, criterionScores, score }) => {
    const rank = scored.findIndex((other) => other.score === score) + 1;
    const tied = scored.filter((other) => other.score === score).length > 1;
    return { ...firm, rank, tied, score, criterionScores };
  });
}

/** "#1", or "#1 (tied)" when the position is shared. */
export function rankLabel(firm: { rank: number; tied: boolean }): string {
  return firm.tied ? `#${firm.rank} (tied)` : `#${firm.rank}`;
}
