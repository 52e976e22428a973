import type { CriterionId, Minimum, Sourced } from './content/schemas';
import type { FirmFacts } from './firm-labels';
import { fiduciaryScope, isIndependent } from './firm-labels';

/**
 * How each criterion of the published method is scored, 0–10, from a firm's sourced facts. A
 * criterion whose facts are not all checked by a named person (`verified`) has no data and
 * scores nothing (null, counted as 0): an unchecked claim never lifts a firm up the list. The
 * words for these rules are in content/methodology.json; __tests__/lib/scoring.test.ts holds the
 * two together.
 */
export type CriterionScore = number | null;

function allVerified(...facts: Sourced<unknown>[]): boolean {
  return facts.every((fact) => fact.verified);
}

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
    if (!rating.verified) return null;
    const { stars, reviews } = rating.value;
    return round1(((stars - 1) / 4) * 10 * Math.min(1, reviews / FULL_WEIGHT_REVIEWS));
  },
  'fiduciary-scope': (firm) => {
    if (!allVerified(firm.registration, firm.compensation)) return null;
    return fiduciaryScope(firm) === 'all-advice' ? 10 : 5;
  },
  independence: (firm) => {
    if (!allVerified(firm.ownership, firm.registration)) return null;
    if (isIndependent(firm)) return 10;
    return firm.ownership.value.owner.kind === 'independent' ? 5 : 0;
  },
  'regulatory-record': ({ disclosures, registration }) => {
    if (!allVerified(disclosures, registration)) return null;
    return Math.max(0, 10 - POINTS_PER_DISCLOSURE * disclosures.value.length);
  },
  'fee-transparency': ({ compensation, minimum }) => {
    if (!allVerified(compensation, minimum)) return null;
    return (compensation.value.model === 'fee-only' ? 6 : 3) + (minimumPublished(minimum.value) ? 4 : 0);
  },
  'local-presence': ({ localPresence }) => (localPresence.verified ? localPresence.value : null),
};

/** The firm's score on one criterion, or null when its facts are not yet checked. */
export function criterionScore(id: CriterionId, firm: FirmFacts): CriterionScore {
  return RULES[id](firm);
}
