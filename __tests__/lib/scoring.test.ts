import { getContent } from '@/lib/content';
import { CRITERION_IDS } from '@/lib/content/schemas';
import { criterionScore } from '@/lib/firms/criteria-scores';
import { testFirm } from '@/test-support/jest/firm-facts';

describe('criteria are derived from checked facts', () => {
  it('client reviews: stars mapped onto 0–10, scaled down below 50 reviews', () => {
    expect(criterionScore('client-reviews', testFirm({ stars: 5, reviews: 200 }))).toBe(10);
    expect(criterionScore('client-reviews', testFirm({ stars: 4, reviews: 200 }))).toBe(7.5);
    expect(criterionScore('client-reviews', testFirm({ stars: 5, reviews: 25 }))).toBe(5);
  });

  it('fiduciary scope: 10 for a fee-only RIA, 5 for advisory accounts only', () => {
    expect(criterionScore('fiduciary-scope', testFirm())).toBe(10);
    expect(criterionScore('fiduciary-scope', testFirm({ compensation: 'fee-based' }))).toBe(5);
    expect(criterionScore('fiduciary-scope', testFirm({ registration: { type: 'dual registrant' } }))).toBe(5);
  });

  it('independence: 10 independent, 5 independently owned with own products, 0 owned by a parent', () => {
    expect(criterionScore('independence', testFirm())).toBe(10);
    expect(
      criterionScore(
        'independence',
        testFirm({ ownership: { owner: { kind: 'independent' }, ownProducts: ['Funds'] } }),
      ),
    ).toBe(5);
    expect(
      criterionScore(
        'independence',
        testFirm({ ownership: { owner: { kind: 'parent', name: 'Insurer', parentKind: 'insurer' }, ownProducts: [] } }),
      ),
    ).toBe(0);
  });

  it('regulatory record: 10 with no events, 3 less per recorded event, never below 0', () => {
    expect(criterionScore('regulatory-record', testFirm())).toBe(10);
    expect(criterionScore('regulatory-record', testFirm({ disclosures: 2 }))).toBe(4);
    expect(criterionScore('regulatory-record', testFirm({ disclosures: 5 }))).toBe(0);
  });

  it('fee transparency: fee-only 6 or fee-based 3, plus 4 when the minimum is published', () => {
    expect(criterionScore('fee-transparency', testFirm())).toBe(10);
    expect(criterionScore('fee-transparency', testFirm({ compensation: 'fee-based' }))).toBe(7);
    expect(criterionScore('fee-transparency', testFirm({ minimum: { kind: 'not-published' } }))).toBe(6);
    expect(criterionScore('fee-transparency', testFirm({ minimum: { kind: 'annual-fee', amount: null } }))).toBe(6);
  });

  it('local presence: the recorded judgement', () => {
    expect(criterionScore('local-presence', testFirm({ localPresence: 7 }))).toBe(7);
  });

  it('any unchecked or unrecorded input means no data (null) for that criterion', () => {
    const cases = [
      ['client-reviews', 'rating'],
      ['fiduciary-scope', 'compensation'],
      ['fiduciary-scope', 'registration'],
      ['independence', 'ownership'],
      ['regulatory-record', 'disclosures'],
      ['fee-transparency', 'minimum'],
      ['local-presence', 'localPresence'],
    ] as const;
    for (const [criterion, fact] of cases) {
      expect([criterion, criterionScore(criterion, testFirm({ unchecked: [fact] }))]).toEqual([criterion, null]);
      expect([criterion, criterionScore(criterion, testFirm({ unrecorded: [fact] }))]).toEqual([criterion, null]);
    }
  });

  it('a Form ADV fact counts as confirmed: it is the regulator’s own record', () => {
    const fromAdv = testFirm({ fromFormAdv: ['registration', 'compensation', 'disclosures'], disclosures: 1 });
    expect(criterionScore('fiduciary-scope', fromAdv)).toBe(10);
    expect(criterionScore('regulatory-record', fromAdv)).toBe(7);
  });

  it("the published method words every criterion the code scores, and Ross, Sinclaire's two recorded events would cost it 6 points", () => {
    const { methodology, firms } = getContent();
    expect(methodology.criteria.map((criterion) => criterion.id).sort()).toEqual([...CRITERION_IDS].sort());
    const ross = firms.find((firm) => firm.slug === 'ross-sinclaire-associates');
    if (!ross) throw new Error('Ross, Sinclaire is listed');
    if (ross.disclosures.origin !== 'person') throw new Error('Ross, Sinclaire’s disclosures are recorded by a person');
    // As recorded today (not yet checked, registration not recorded), the criterion has no data.
    expect(criterionScore('regulatory-record', ross)).toBeNull();
    const checked = {
      ...ross,
      disclosures: { ...ross.disclosures, verified: true, checked: '2026-11-20', checkedBy: 'Jane Tester' },
      registration: testFirm({ registration: { type: 'dual registrant' } }).registration,
    };
    expect(criterionScore('regulatory-record', checked)).toBe(4);
  });
});
