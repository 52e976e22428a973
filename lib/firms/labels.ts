import {
  FIRM_SOURCED_FIELDS,
  type FirmFrontMatter,
  type Methodology,
  type SiteCopy,
  type StaticCard,
  type Ownership,
  type Sourced,
} from '../content/schemas';
import { confirmedValue, recordedValue } from './sourced';

/**
 * Labels the site shows about a firm, each derived from its sourced data so no badge is a blanket
 * claim. The rules are stated on /methodology/ and tested in __tests__/lib/firm-labels.test.ts.
 */

/** A firm's name and sourced facts: what labels, scores and ranks are derived from. */
export type FirmFacts = Pick<FirmFrontMatter, 'name' | (typeof FIRM_SOURCED_FIELDS)[number]>;

export type FiduciaryScope = 'all-advice' | 'advisory-accounts';

/**
 * A fee-only RIA is a fiduciary on all its advice. A dual registrant or broker-dealer is one only
 * on its advisory accounts (brokerage falls under Regulation Best Interest), and so is a fee-based
 * RIA: its people may also sell insurance or other products for commission, outside that duty.
 */
export function fiduciaryScope(firm: Pick<FirmFacts, 'registration' | 'compensation'>): FiduciaryScope | null {
  const registration = recordedValue(firm.registration);
  const compensation = recordedValue(firm.compensation);
  // A dual registrant or broker-dealer is a fiduciary on advisory accounts only, whatever its fees.
  if (registration && registration.type !== 'RIA') return 'advisory-accounts';
  if (!registration || !compensation || compensation.model === null) return null;
  return compensation.model === 'fee-only' ? 'all-advice' : 'advisory-accounts';
}

const FIDUCIARY_LABEL: Record<FiduciaryScope, string> = {
  'all-advice': 'Fiduciary on all advice',
  'advisory-accounts': 'Fiduciary on advisory accounts only',
};
/** While its registration or fees are not recorded, the site cannot say how far a firm's duty reaches. */
export const FIDUCIARY_SCOPE_NOT_RECORDED = 'Fiduciary scope not yet recorded';

export function fiduciaryLabel(firm: Pick<FirmFacts, 'registration' | 'compensation'>): string {
  const scope = fiduciaryScope(firm);
  return scope === null ? FIDUCIARY_SCOPE_NOT_RECORDED : FIDUCIARY_LABEL[scope];
}

/** One sentence explaining the scope, shown on the profile. */
export function fiduciaryExplanation(firm: Pick<FirmFacts, 'name' | 'registration' | 'compensation'>): string {
  const scope = fiduciaryScope(firm);
  const type = recordedValue(firm.registration)?.type;
  if (scope === null || type === undefined) {
    return `We have not yet recorded ${firm.name}'s registration and how it is paid from a dated source, so we cannot yet say whether it is a fiduciary on all its advice or on advisory accounts only. Ask the firm, and check its record on the SEC's adviser search.`;
  }
  if (scope === 'all-advice') {
    return `${firm.name} is registered as an investment adviser only and is paid only by its clients, so it owes you a fiduciary duty on all the advice it gives.`;
  }
  if (type === 'RIA') {
    return `${firm.name} is a registered investment adviser and a fiduciary on its advisory accounts. It is fee-based: its people may also sell insurance or other products that pay commissions, and those sales are not covered by its fiduciary duty. Ask how each recommendation is paid for.`;
  }
  return `${firm.name} is a ${type === 'broker-dealer' ? 'broker-dealer' : 'dual registrant (investment adviser and broker-dealer)'}: it is a fiduciary on advisory accounts only. Brokerage accounts are held to the SEC's Regulation Best Interest, a different standard. Ask which kind of account you are being offered.`;
}

/**
 * "Independent" in the site's own sense (see /independent-fiduciary-advisor-cincinnati/): not
 * owned by a bank, brokerage, insurer or investor group, no in-house investment products, and an
 * adviser only, and all of that checked against the filings by a named person. Unchecked
 * ownership data never earns the label, so neither the badge nor the firm's text may claim it.
 */
export function isIndependent(firm: Pick<FirmFacts, 'ownership' | 'registration'>): boolean {
  const ownership = confirmedValue(firm.ownership);
  const registration = confirmedValue(firm.registration);
  return (
    ownership !== undefined &&
    registration !== undefined &&
    ownership.owner.kind === 'independent' &&
    ownership.ownProducts.length === 0 &&
    registration.type === 'RIA'
  );
}

/** Plain words for who owns the firm, e.g. "Owned by Western & Southern Financial Group (insurer)". */
export function ownershipLabel(ownership: Ownership): string {
  const owner =
    ownership.owner.kind === 'independent'
      ? 'Independently owned'
      : `Owned by ${ownership.owner.name} (${ownership.owner.parentKind})`;
  return ownership.ownProducts.length > 0
    ? `${owner}; offers its own products: ${ownership.ownProducts.join(', ')}`
    : owner;
}

/**
 * "Top rated": a checked rating of at least the method's minimum stars from at least its minimum
 * number of reviews. An unchecked rating is never called top rated.
 */
export function isTopRated(
  rating: Sourced<{ stars: number; reviews: number }>,
  rule: Methodology['topRated'],
): boolean {
  const value = confirmedValue(rating);
  return value !== undefined && value.stars >= rule.minStars && value.reviews >= rule.minReviews;
}

export interface Badge {
  id: 'fiduciary' | 'independent' | 'top-rated';
  label: string;
}

/** The badges a listed firm earns, in a fixed order. */
export function firmBadges(firm: FirmFacts, rule: Methodology['topRated']): Badge[] {
  const badges: Badge[] = [{ id: 'fiduciary', label: fiduciaryLabel(firm) }];
  if (isIndependent(firm)) badges.push({ id: 'independent', label: 'Independent' });
  if (isTopRated(firm.rating, rule)) badges.push({ id: 'top-rated', label: 'Top rated' });
  return badges;
}

/**
 * The home page's fiduciary trust point, true of every listed firm: "100% Fiduciary" only when all
 * are fiduciaries on all their advice; otherwise it counts each scope.
 */
export function fiduciaryTrustPoint(firms: readonly FirmFacts[]): { title: string; description: string } {
  const allAdvice = firms.filter((firm) => fiduciaryScope(firm) === 'all-advice').length;
  const advisoryOnly = firms.filter((firm) => fiduciaryScope(firm) === 'advisory-accounts').length;
  const unknown = firms.length - allAdvice - advisoryOnly;
  if (firms.length > 0 && allAdvice === firms.length) {
    return {
      title: '100% Fiduciary',
      description: 'Every firm we list is a fee-only registered investment adviser, a fiduciary on all its advice.',
    };
  }
  const known = `${allAdvice} of the ${firms.length} firms we list are fiduciaries on all their advice and ${advisoryOnly} on advisory accounts only`;
  return {
    title: 'Fiduciary scope shown per firm',
    description:
      unknown === 0
        ? `By their recorded registration and fees, ${known}. Each card and profile says which.`
        : `By their recorded registration and fees, ${known}; for ${unknown}, what the scope is has not yet been recorded. Each card and profile says which.`,
  };
}

/** The home page's rating trust point: how many firms meet the stated "Top rated" rule. */
function ratingTrustPoint(
  firms: readonly FirmFacts[],
  rule: Methodology['topRated'],
): { title: string; description: string } {
  const recorded = firms.filter((firm) => firm.rating.origin !== 'none').length;
  const checked = firms.filter((firm) => confirmedValue(firm.rating) !== undefined).length;
  const top = firms.filter((firm) => isTopRated(firm.rating, rule)).length;
  return {
    title: 'Ratings with their source',
    description:
      recorded === 0
        ? 'A rating appears only with the page it was read on, the day it was read and its number of reviews. None is recorded yet, so no firm is called "top rated".'
        : checked === 0
          ? 'Every rating shows where it comes from. None has been checked yet, so no firm is called "top rated".'
          : `Every rating shows its source and who checked it. ${top} of ${firms.length} firms meet our "top rated" rule (a checked ${rule.minStars.toFixed(1)}+ stars from ${rule.minReviews}+ reviews).`,
  };
}

/** The home page's trust points with the derived ones filled in from the firms' data. */
export function resolveTrustPoints(
  points: SiteCopy['trustPoints'],
  firms: readonly FirmFacts[],
  rule: Methodology['topRated'],
): StaticCard[] {
  return points.map((point) => {
    if (!('derive' in point)) return point;
    const derived = point.derive === 'fiduciary-scope' ? fiduciaryTrustPoint(firms) : ratingTrustPoint(firms, rule);
    return { icon: point.icon, ...derived };
  });
}
