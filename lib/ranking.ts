import { FIRM_SLUGS, type Criterion, type FirmScores } from './content/schemas';

/** What ranking needs of a firm: its slug and its per-criterion scores. */
export interface Rankable {
  slug: string;
  scores: FirmScores;
}

export type Ranked<T extends Rankable> = T & {
  /** 1 = best. */
  rank: number;
  /** Weighted score out of 10, rounded to two decimals. */
  score: number;
};

/**
 * The weighted score of one firm: Σ(score × weight) / Σ(weight), out of 10. A criterion the firm
 * has no score for counts as 0 (the content check reports the missing score).
 */
export function weightedScore(scores: FirmScores, criteria: readonly Criterion[]): number {
  const totalWeight = criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
  if (totalWeight === 0) return 0;
  const sum = criteria.reduce((acc, criterion) => acc + (scores.criteria[criterion.id] ?? 0) * criterion.weight, 0);
  return Math.round((sum / totalWeight) * 100) / 100;
}

/** Position of a slug in FIRM_SLUGS, the fixed list of the ten firms; unknown slugs sort after them. */
function listedOrder(slug: string): number {
  const index = (FIRM_SLUGS as readonly string[]).indexOf(slug);
  return index === -1 ? FIRM_SLUGS.length : index;
}

/**
 * The one ranking rule of the site: highest weighted score first; equal scores keep the order of
 * the fixed list of the ten firm slugs (FIRM_SLUGS), then alphabetical slug order. Pure: the same
 * scores always give the same ranks, and no rank is ever typed by hand.
 */
export function rankFirms<T extends Rankable>(firms: readonly T[], criteria: readonly Criterion[]): Ranked<T>[] {
  return firms
    .map((firm) => ({ firm, score: weightedScore(firm.scores, criteria) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        listedOrder(a.firm.slug) - listedOrder(b.firm.slug) ||
        a.firm.slug.localeCompare(b.firm.slug),
    )
    .map(({ firm, score }, index) => ({ ...firm, rank: index + 1, score }));
}
