import {
  FIRM_SOURCED_FIELDS,
  type FirmFrontMatter,
  type Methodology,
  type SiteCopy,
  type StaticCard,
  type Ownership,
  type Rating,
  type Registration,
  type Sourced,
} from './content/schemas';

/**
 * Labels the site shows about a firm, each derived from its sourced data so no badge is a blanket
 * claim. The rules are stated on /methodology/ and tested in __tests__/lib/firm-labels.test.ts.
 */

/** What a firm needs for these labels; a loaded `Firm` satisfies it. */
export interface LabelledFirm {
  name: string;
  rating: Sourced<Rating>;
  ownership: Sourced<Ownership>;
  registration: Sourced<Registration>;
}

export type FiduciaryScope = 'all-advice' | 'advisory-accounts' | 'unconfirmed';

/**
 * An RIA is a fiduciary on all its advice; a dual registrant or broker-dealer only on its advisory
 * accounts (brokerage accounts fall under Regulation Best Interest). A firm not found in the public
 * adviser records has no confirmed registration, so no confirmed duty either.
 */
export function fiduciaryScope(registration: Registration): FiduciaryScope {
  if (!registration.foundInPublicRecords) return 'unconfirmed';
  return registration.type === 'RIA' ? 'all-advice' : 'advisory-accounts';
}

const FIDUCIARY_LABEL: Record<FiduciaryScope, string> = {
  'all-advice': 'Fiduciary on all advice',
  'advisory-accounts': 'Fiduciary on advisory accounts only',
  unconfirmed: 'Fiduciary status not confirmed',
};

export function fiduciaryLabel(registration: Registration): string {
  return FIDUCIARY_LABEL[fiduciaryScope(registration)];
}

/** One sentence explaining the scope, shown on the profile. */
export function fiduciaryExplanation(firm: LabelledFirm): string {
  switch (fiduciaryScope(firm.registration.value)) {
    case 'all-advice':
      return `${firm.name} is registered as an investment adviser only, so it owes you a fiduciary duty on all the advice it gives.`;
    case 'advisory-accounts':
      return `${firm.name} is a ${firm.registration.value.type === 'broker-dealer' ? 'broker-dealer' : 'dual registrant (investment adviser and broker-dealer)'}: it is a fiduciary on advisory accounts only. Brokerage accounts are held to the SEC's Regulation Best Interest, a different standard. Ask which kind of account you are being offered.`;
    case 'unconfirmed':
      return `We have not confirmed ${firm.name}'s registration in the public adviser records, so we cannot confirm that it owes you a fiduciary duty.`;
  }
}

/**
 * "Independent" in the site's own sense (see /independent-fiduciary-advisor-cincinnati/): not
 * owned by a bank, brokerage or insurer, no in-house investment products, and an adviser only.
 */
export function isIndependent(firm: Pick<LabelledFirm, 'ownership' | 'registration'>): boolean {
  const { owner, ownProducts } = firm.ownership.value;
  return owner.kind === 'independent' && ownProducts.length === 0 && firm.registration.value.type === 'RIA';
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

/** "Top rated": at least the method's minimum stars from at least its minimum number of reviews. */
export function isTopRated(rating: Rating, rule: Methodology['topRated']): boolean {
  return rating.stars >= rule.minStars && rating.reviews >= rule.minReviews;
}

export interface Badge {
  id: 'fiduciary' | 'independent' | 'top-rated';
  label: string;
}

/** The badges a firm earns, in a fixed order. */
export function firmBadges(firm: LabelledFirm, rule: Methodology['topRated']): Badge[] {
  const badges: Badge[] = [{ id: 'fiduciary', label: fiduciaryLabel(firm.registration.value) }];
  if (isIndependent(firm)) badges.push({ id: 'independent', label: 'Independent' });
  if (isTopRated(firm.rating.value, rule)) badges.push({ id: 'top-rated', label: 'Top rated' });
  return badges;
}

/**
 * The home page's fiduciary trust point, true of every listed firm: "100% Fiduciary" only when all
 * are advisers only; otherwise it says the duty covers advisory accounts and counts the exceptions.
 */
export function fiduciaryTrustPoint(firms: readonly LabelledFirm[]): { title: string; description: string } {
  const scopes = firms.map((firm) => fiduciaryScope(firm.registration.value));
  const allAdvice = scopes.filter((scope) => scope === 'all-advice').length;
  if (firms.length > 0 && allAdvice === firms.length) {
    return {
      title: '100% Fiduciary',
      description: 'Every firm we list is a registered investment adviser, a fiduciary on all the advice it gives.',
    };
  }
  const partial = scopes.filter((scope) => scope === 'advisory-accounts').length;
  const unconfirmed = scopes.filter((scope) => scope === 'unconfirmed').length;
  const parts = [`${allAdvice} of the ${firms.length} firms we list are fiduciaries on all their advice`];
  if (partial > 0) parts.push(`${partial} on advisory accounts only`);
  if (unconfirmed > 0) parts.push(`${unconfirmed} not yet confirmed`);
  return {
    title: 'Fiduciary scope shown per firm',
    description: `${parts.join('; ')}. Each card and profile says which.`,
  };
}

/** The home page's rating trust point: how many firms meet the stated "Top rated" rule. */
function ratingTrustPoint(
  firms: readonly LabelledFirm[],
  rule: Methodology['topRated'],
): { title: string; description: string } {
  const top = firms.filter((firm) => isTopRated(firm.rating.value, rule)).length;
  return {
    title: 'Sourced ratings',
    description: `Every rating shows its source and the day we checked it. ${top} of ${firms.length} firms meet our "top rated" rule (${rule.minStars.toFixed(1)}+ stars from ${rule.minReviews}+ reviews).`,
  };
}

/** Whether anything the site shows about the firm is still unverified sample data. */
export function hasUnverifiedFacts(
  firm: Pick<FirmFrontMatter, (typeof FIRM_SOURCED_FIELDS)[number] | 'scores'>,
): boolean {
  return (
    !firm.scores.verified ||
    FIRM_SOURCED_FIELDS.some((field) => !firm[field].verified) ||
    firm.registration.value.crd === null
  );
}

/** The home page's trust points with the derived ones filled in from the firms' data. */
export function resolveTrustPoints(
  points: SiteCopy['trustPoints'],
  firms: readonly LabelledFirm[],
  rule: Methodology['topRated'],
): StaticCard[] {
  return points.map((point) => {
    if (!('derive' in point)) return point;
    const derived = point.derive === 'fiduciary-scope' ? fiduciaryTrustPoint(firms) : ratingTrustPoint(firms, rule);
    return { icon: point.icon, ...derived };
  });
}
