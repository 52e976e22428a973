import { getContent, getFirm } from '@/lib/content';
import {
  FIDUCIARY_SCOPE_NOT_RECORDED,
  fiduciaryExplanation,
  fiduciaryLabel,
  fiduciaryTrustPoint,
  firmBadges,
  isIndependent,
  isTopRated,
  resolveTrustPoints,
  type FirmFacts,
} from '@/lib/firms/labels';
import { recordedValue } from '@/lib/firms/sourced';
import { testFirm } from '@/test-support/jest/firm-facts';

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

  it('labels the shipped firms by their recorded facts: "not yet recorded" while registration or fees are not recorded', () => {
    // No shipped firm has both its registration and its fees recorded yet.
    for (const firm of getContent().firms) {
      const known = recordedValue(firm.registration) !== undefined && recordedValue(firm.compensation) !== undefined;
      if (!known && recordedValue(firm.registration)?.type !== 'dual registrant') {
        expect([firm.slug, fiduciaryLabel(firm)]).toEqual([firm.slug, FIDUCIARY_SCOPE_NOT_RECORDED]);
        expect(fiduciaryExplanation(firm)).toMatch(/We have not yet recorded .+'s registration and how it is paid/);
      }
    }
    const allworth = getFirm('allworth-financial');
    expect(allworth && fiduciaryLabel(allworth)).toBe('Fiduciary scope not yet recorded');
    // Once recorded, the same facts give the same labels as before: a dual registrant on advisory accounts only.
    const ross = getFirm('ross-sinclaire-associates');
    if (!ross) throw new Error('ross-sinclaire-associates is listed');
    const recorded = { ...ross, registration: testFirm({ registration: { type: 'dual registrant' } }).registration };
    expect(fiduciaryLabel(recorded)).toBe('Fiduciary on advisory accounts only');
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

  it('the public record denies it for Mariner and Creative Planning (pooled vehicles) and Fort Washington (its parent), checked or not; Allworth has no ownership recorded, so no label', () => {
    for (const slug of ['mariner-wealth-advisors', 'creative-planning', 'fort-washington-investment-advisors']) {
      const firm = getFirm(slug);
      if (!firm) throw new Error(slug);
      const ownership = firm.ownership;
      if (ownership.origin !== 'person') throw new Error(`${slug}: its ownership is recorded by a person`);
      const asIfChecked = {
        ...firm,
        ownership: { ...ownership, verified: true, checked: '2026-11-20', checkedBy: 'Jane Tester' },
        registration: testFirm().registration,
      };
      expect([slug, isIndependent(asIfChecked)]).toEqual([slug, false]);
    }
    const allworth = getFirm('allworth-financial');
    if (!allworth) throw new Error('allworth-financial is listed');
    expect(allworth.ownership.origin).toBe('none');
    expect(isIndependent({ ...allworth, registration: testFirm().registration })).toBe(false);
  });

  it('a Form ADV registration with checked independent ownership earns it; unrecorded ownership never does', () => {
    expect(isIndependent(testFirm({ fromFormAdv: ['registration'] }))).toBe(true);
    expect(isIndependent(testFirm({ unrecorded: ['ownership'] }))).toBe(false);
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
    // No rating is recorded today, so none is checked either.
    expect(firms.every((firm) => firm.rating.origin === 'none')).toBe(true);
    expect(rating?.description).toMatch(/None is recorded yet, so no firm is called "top rated"/);
  });

  it('the rating point says when ratings are recorded but none is checked, and counts the top rated once checked', () => {
    const { copy } = getContent();
    const ratingPoint = (firms: FirmFacts[]) =>
      resolveTrustPoints(copy.trustPoints, firms, rule).find((point) => /rating/i.test(point.title))?.description;
    expect(ratingPoint([testFirm({ unchecked: ['rating'] })])).toMatch(
      /None has been checked yet, so no firm is called "top rated"/,
    );
    expect(ratingPoint([testFirm(), testFirm({ stars: 4.0 })])).toMatch(/1 of 2 firms meet our "top rated" rule/);
  });

  it('"Fiduciary scope" counts firms whose scope is not recorded', () => {
    const point = fiduciaryTrustPoint([testFirm(), testFirm({ unrecorded: ['compensation'] })]);
    expect(point.title).toBe('Fiduciary scope shown per firm');
    expect(point.description).toMatch(/for 1, what the scope is has not yet been recorded/);
  });
});
