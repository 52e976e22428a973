/** @jest-environment node */
import { getContent, getFirm } from '@/lib/content';
import {
  fiduciaryExplanation,
  fiduciaryLabel,
  fiduciaryTrustPoint,
  firmBadges,
  isIndependent,
  isTopRated,
  resolveTrustPoints,
} from '@/lib/firm-labels';
import { testFirm } from '../support/firm-facts';

const rule = { minStars: 4.8, minReviews: 100 };

describe('fiduciary scope follows the registration type and how the firm is paid', () => {
  it('a fee-only RIA is a fiduciary on all advice', () => {
    expect(fiduciaryLabel(testFirm())).toBe('Fiduciary on all advice');
  });

  it('a dual registrant or broker-dealer is a fiduciary on advisory accounts only', () => {
    expect(fiduciaryLabel(testFirm({ registration: { type: 'dual registrant' } }))).toBe(
      'Fiduciary on advisory accounts only',
    );
    expect(fiduciaryLabel(testFirm({ registration: { type: 'broker-dealer' } }))).toBe(
      'Fiduciary on advisory accounts only',
    );
  });

  it('a fee-based RIA, whose people may sell commission products, is a fiduciary on advisory accounts only, and the profile says why', () => {
    const feeBased = testFirm({ compensation: 'fee-based' });
    expect(fiduciaryLabel(feeBased)).toBe('Fiduciary on advisory accounts only');
    expect(fiduciaryExplanation(feeBased)).toMatch(
      /commissions, and those sales are not covered by its fiduciary duty/,
    );
  });

  it('labels the shipped firms by their recorded facts: Allworth (fee-based RIA) and Ross, Sinclaire on advisory accounts only', () => {
    for (const slug of ['allworth-financial', 'ross-sinclaire-associates']) {
      const firm = getFirm(slug);
      expect(firm && fiduciaryLabel(firm)).toBe('Fiduciary on advisory accounts only');
    }
    const fosterMotley = getFirm('foster-motley');
    expect(fosterMotley && fiduciaryLabel(fosterMotley)).toBe('Fiduciary on all advice');
  });
});

describe('Independent', () => {
  it('only for a checked, independently owned adviser with no products of its own', () => {
    expect(isIndependent(testFirm())).toBe(true);
    expect(isIndependent(testFirm({ unchecked: ['ownership'] }))).toBe(false);
    expect(isIndependent(testFirm({ unchecked: ['registration'] }))).toBe(false);
    expect(
      isIndependent(testFirm({ ownership: { owner: { kind: 'independent' }, ownProducts: ['Pooled funds'] } })),
    ).toBe(false);
    expect(
      isIndependent(
        testFirm({
          ownership: { owner: { kind: 'parent', name: 'Buyer', parentKind: 'private-equity' }, ownProducts: [] },
        }),
      ),
    ).toBe(false);
    expect(isIndependent(testFirm({ registration: { type: 'dual registrant' } }))).toBe(false);
  });

  it('no shipped firm is labelled independent while its ownership is unchecked', () => {
    expect(getContent().firms.filter((firm) => isIndependent(firm))).toEqual([]);
  });

  it('the public record denies it for Allworth (private-equity owners), Mariner and Creative Planning (pooled vehicles) and Fort Washington (its own funds), checked or not', () => {
    for (const slug of [
      'allworth-financial',
      'mariner-wealth-advisors',
      'creative-planning',
      'fort-washington-investment-advisors',
    ]) {
      const firm = getFirm(slug);
      if (!firm) throw new Error(slug);
      const asIfChecked = {
        ...firm,
        ownership: { ...firm.ownership, verified: true },
        registration: { ...firm.registration, verified: true },
      };
      expect([slug, isIndependent(asIfChecked)]).toEqual([slug, false]);
    }
  });
});

describe('Top rated', () => {
  it('needs a checked rating meeting both the stars and the reviews minimum', () => {
    expect(isTopRated(testFirm().rating, rule)).toBe(true);
    expect(isTopRated(testFirm({ unchecked: ['rating'] }).rating, rule)).toBe(false);
    expect(isTopRated(testFirm({ stars: 4.7 }).rating, rule)).toBe(false);
    expect(isTopRated(testFirm({ reviews: 99 }).rating, rule)).toBe(false);
  });

  it('badges follow the same rules, in a fixed order', () => {
    expect(firmBadges(testFirm(), rule).map((badge) => badge.id)).toEqual(['fiduciary', 'independent', 'top-rated']);
    expect(firmBadges(testFirm({ unchecked: ['rating', 'ownership'] }), rule).map((badge) => badge.id)).toEqual([
      'fiduciary',
    ]);
  });
});

describe('home trust points', () => {
  it('"100% Fiduciary" only when every listed firm is a fiduciary on all its advice', () => {
    expect(fiduciaryTrustPoint([testFirm(), testFirm()]).title).toBe('100% Fiduciary');
    const mixed = fiduciaryTrustPoint([testFirm(), testFirm({ compensation: 'fee-based' })]);
    expect(mixed.title).toBe('Fiduciary scope shown per firm');
    expect(mixed.description).toMatch(
      /1 of the 2 firms we list are fiduciaries on all their advice and 1 on advisory accounts only/,
    );
  });

  it('the rating point never calls a firm top rated while no rating is checked', () => {
    const { firms, copy, methodology } = getContent();
    const points = resolveTrustPoints(copy.trustPoints, firms, methodology.topRated);
    const rating = points.find((point) => /rating/i.test(point.title));
    expect(rating?.description).toMatch(/None has been checked yet, so no firm is called "top rated"/);
  });
});
