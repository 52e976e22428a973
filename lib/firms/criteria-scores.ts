import type { CriterionId, Minimum } from '../content/schemas';
import type { FirmFacts } from './labels';
import { fiduciaryScope, isIndependent } from './labels';
import { confirmedValue } from './sourced';

/**
 * How each criterion of the published method is scored, 0–10, from a firm's sourced facts. A
 * criterion whose facts are not all confirmed (from Form ADV, or checked by a named person) has no
 * data for that firm (null): an unchecked claim never lifts a firm up the list, and a criterion
 * counts in the ranking only once every listed firm has data for it (lib/firms/ranking.ts). The words for
 * these rules are in content/methodology.json; __tests__/lib/scoring.test.ts holds the two together.
 */
export type CriterionScore = number | null;

/** Whether the filings state the firm's minimum (an amount, or that there is none). */
function minimumPublished(minimum: Minimum): boolean {
  switch (minimum.kind) {
    case 'assets':
    case 'none':
      return true;
    case 'annual-fee':
      return minimum.amount !== null;
    case 'not-published':
      return false;
  }
}

/** Stars mapped from 1–5 onto 0–10, scaled down when fewer than this many reviews stand behind them. */
const FULL_WEIGHT_REVIEWS = 50;
/** Points a regulatory record loses per recorded disciplinary event. */
const POINTS_PER_DISCLOSURE = 3;

const round1 = (value: number) => Math.round(value * 10) / 10;

const RULES: Record<CriterionId, (firm: FirmFacts) => CriterionScore> = {
  'client-reviews': ({ rating }) => {
    const value = confirmedValue(rating);
    if (!value) return null;
    return round1(((value.stars - 1) / 4) * 10 * Math.min(1, value.reviews / FULL_WEIGHT_REVIEWS));
  },
  'fiduciary-scope': (firm) => {
    if (!confirmedValue(firm.registration) || !confirmedValue(firm.compensation)) return null;
    return fiduciaryScope(firm) === 'all-advice' ? 10 : 5;
  },
  independence: (firm) => {
    const ownership = confirmedValue(firm.ownership);
    if (!ownership || !confirmedValue(firm.registration)) return null;
    if (isIndependent(firm)) return 10;
    return ownership.owner.kind === 'independent' ? 5 : 0;
  },
  'regulatory-record': ({ disclosures, registration }) => {
    const events = confirmedValue(disclosures);
    if (!events || !confirmedValue(registration)) return null;
    return Math.max(0, 10 - POINTS_PER_DISCLOSURE * events.length);
  },
  'fee-transparency': ({ compensation, minimum }) => {
    const fees = confirmedValue(compensation);
    const entry = confirmedValue(minimum);
    if (!fees || !entry || fees.model === null) return null;
    return (fees.model === 'fee-only' ? 6 : 3) + (minimumPublished(entry) ? 4 : 0);
  },
  'local-presence': ({ localPresence }) => confirmedValue(localPresence) ?? null,
};

/** The firm's score on one criterion, or null when its facts are not yet confirmed. */
export function criterionScore(id: CriterionId, firm: FirmFacts): CriterionScore {
  return RULES[id](firm);
}
