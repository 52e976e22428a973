/** @jest-environment node */
import { getContent, getFirm } from '@/lib/content';
import type { Ownership, Registration } from '@/lib/content/schemas';
import {
  fiduciaryLabel,
  fiduciaryScope,
  fiduciaryTrustPoint,
  firmBadges,
  isIndependent,
  isTopRated,
  resolveTrustPoints,
  type LabelledFirm,
} from '@/lib/firm-labels';

const source = { document: 'test' };
const fact = <T>(value: T) => ({ value, source, checked: '2026-11-23', verified: false });
const registration = (type: Registration['type'], foundInPublicRecords = true): Registration => ({
  type,
  regulator: 'SEC',
  crd: foundInPublicRecords ? '123456' : null,
  foundInPublicRecords,
  legalName: 'Test LLC',
});
const independent: Ownership = { owner: { kind: 'independent' }, ownProducts: [] };
const firm = (
  overrides: Partial<{ registration: Registration; ownership: Ownership; stars: number; reviews: number }> = {},
): LabelledFirm => ({
  name: 'Test Advisers',
  rating: fact({ stars: overrides.stars ?? 4.9, reviews: overrides.reviews ?? 150 }),
  ownership: fact(overrides.ownership ?? independent),
  registration: fact(overrides.registration ?? registration('RIA')),
});
const rule = { minStars: 4.8, minReviews: 100 };

describe('fiduciary scope follows the registration type', () => {
  it('an RIA is a fiduciary on all advice; a dual registrant or broker-dealer on advisory accounts only', () => {
    expect(fiduciaryLabel(registration('RIA'))).toBe('Fiduciary on all advice');
    expect(fiduciaryLabel(registration('dual registrant'))).toBe('Fiduciary on advisory accounts only');
    expect(fiduciaryLabel(registration('broker-dealer'))).toBe('Fiduciary on advisory accounts only');
  });

  it('a firm not found in the public adviser records is not confirmed', () => {
    expect(fiduciaryScope(registration('RIA', false))).toBe('unconfirmed');
    expect(fiduciaryLabel(registration('RIA', false))).toBe('Fiduciary status not confirmed');
  });

  it('labels the shipped firms: Ross, Sinclaire on advisory accounts only, HCM not confirmed', () => {
    expect(fiduciaryLabel(getFirm('ross-sinclaire-associates')?.registration.value ?? registration('RIA'))).toBe(
      'Fiduciary on advisory accounts only',
    );
    expect(fiduciaryScope(getFirm('hcm-wealth-advisors')?.registration.value ?? registration('RIA'))).toBe(
      'unconfirmed',
    );
  });
});

describe('Independent', () => {
  it('only for an independently owned adviser with no products of its own', () => {
    expect(isIndependent(firm())).toBe(true);
    expect(
      isIndependent(
        firm({ ownership: { owner: { kind: 'parent', name: 'Insurer Co', parentKind: 'insurer' }, ownProducts: [] } }),
      ),
    ).toBe(false);
    expect(isIndependent(firm({ ownership: { owner: { kind: 'independent' }, ownProducts: ['House Funds'] } }))).toBe(
      false,
    );
    expect(isIndependent(firm({ registration: registration('dual registrant') }))).toBe(false);
  });

  it('is withheld from Fort Washington (insurer-owned), Ross, Sinclaire (broker-dealer) and Johnson (own funds)', () => {
    const independentSlugs = getContent()
      .firms.filter(isIndependent)
      .map((candidate) => candidate.slug);
    expect(independentSlugs).not.toContain('fort-washington-investment-advisors');
    expect(independentSlugs).not.toContain('ross-sinclaire-associates');
    expect(independentSlugs).not.toContain('johnson-investment-counsel');
    expect(independentSlugs).toContain('foster-motley');
  });
});

describe('Top rated and badges', () => {
  it('needs both the minimum stars and the minimum number of reviews', () => {
    expect(isTopRated({ stars: 4.8, reviews: 100 }, rule)).toBe(true);
    expect(isTopRated({ stars: 5.0, reviews: 14 }, rule)).toBe(false);
    expect(isTopRated({ stars: 4.7, reviews: 500 }, rule)).toBe(false);
  });

  it('lists only the badges a firm earns', () => {
    expect(firmBadges(firm(), rule).map((badge) => badge.label)).toEqual([
      'Fiduciary on all advice',
      'Independent',
      'Top rated',
    ]);
    expect(
      firmBadges(firm({ registration: registration('dual registrant'), stars: 4.6, reviews: 93 }), rule).map(
        (badge) => badge.label,
      ),
    ).toEqual(['Fiduciary on advisory accounts only']);
  });
});

describe('home trust points', () => {
  it('say "100% Fiduciary" only when every firm is an adviser only', () => {
    expect(fiduciaryTrustPoint([firm(), firm()]).title).toBe('100% Fiduciary');
    const mixed = fiduciaryTrustPoint([firm(), firm({ registration: registration('dual registrant') })]);
    expect(mixed.title).not.toMatch(/100%/);
    expect(mixed.description).toBe(
      '1 of the 2 firms we list are fiduciaries on all their advice; 1 on advisory accounts only. Each card and profile says which.',
    );
  });

  it('the shipped home page does not claim "100% Fiduciary" while Ross, Sinclaire is listed', () => {
    const { copy, firms, methodology } = getContent();
    const titles = resolveTrustPoints(copy.trustPoints, firms, methodology.topRated).map((point) => point.title);
    expect(titles).toHaveLength(4);
    expect(titles).not.toContain('100% Fiduciary');
    expect(titles).toContain('Fiduciary scope shown per firm');
  });
});
