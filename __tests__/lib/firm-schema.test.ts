/** @jest-environment node */
import { firmFrontMatterSchema, minimumSchema, ratingSchema, sourced } from '@/lib/content/schemas';
import { z } from 'zod';
import { getFirm, getUnconfirmedFirm } from '@/lib/content';

/** The firm schema accepts any true value, not only the ranges of the sample data. */
describe('firm schema', () => {
  it.each([
    [5.0, 14],
    [4.2, 300000],
    [1.0, 0],
  ])('accepts a rating of %s from %s reviews', (stars, reviews) => {
    expect(ratingSchema.safeParse({ stars, reviews }).success).toBe(true);
  });

  it.each([
    [{ stars: 5.1, reviews: 10 }, 'stars'],
    [{ stars: 0.9, reviews: 10 }, 'stars'],
    [{ stars: 4.5, reviews: -1 }, 'reviews'],
    [{ stars: 4.5, reviews: 2.5 }, 'reviews'],
  ])('rejects %j (field %s)', (value, field) => {
    const result = ratingSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('models an asset minimum, a minimum annual fee (amount known or not published) and no minimum', () => {
    expect(minimumSchema.parse({ kind: 'assets', amount: 250000 })).toEqual({ kind: 'assets', amount: 250000 });
    expect(minimumSchema.parse({ kind: 'annual-fee', amount: 7500 })).toEqual({ kind: 'annual-fee', amount: 7500 });
    expect(minimumSchema.parse({ kind: 'annual-fee', amount: null })).toEqual({ kind: 'annual-fee', amount: null });
    expect(minimumSchema.parse({ kind: 'none' })).toEqual({ kind: 'none' });
    expect(minimumSchema.safeParse({ kind: 'assets' }).success).toBe(false);
    expect(minimumSchema.safeParse({ kind: 'none', amount: 5 }).success).toBe(false);
  });

  it('requires a source with a url or a document on every fact, and who checked it and when only once verified', () => {
    const fact = sourced(z.string());
    expect(fact.safeParse({ value: 'x', source: { document: 'Form ADV' }, verified: false }).success).toBe(true);
    const noSource = fact.safeParse({ value: 'x', source: { date: '2026-01-01' }, verified: false });
    expect(noSource.error?.issues[0]?.message).toBe('needs a url or a document name');
    // No check date or checker on a fact nobody checked: the site would show a check that did not happen.
    const inventedCheck = fact.safeParse({
      value: 'x',
      source: { url: 'https://example.com/' },
      checked: '2026-10-15',
      verified: false,
    });
    expect(inventedCheck.error?.issues[0]?.path).toEqual(['checked']);
    expect(inventedCheck.error?.issues[0]?.message).toMatch(/verified is false/);
    // A verified fact names the day and the person.
    const anonymous = fact.safeParse({
      value: 'x',
      source: { url: 'https://example.com/' },
      verified: true,
      checked: '2026-10-15',
    });
    expect(anonymous.error?.issues[0]?.path).toEqual(['checkedBy']);
    expect(
      fact.safeParse({
        value: 'x',
        source: { url: 'https://example.com/' },
        verified: true,
        checked: '15/10/2026',
        checkedBy: 'A. Person',
      }).success,
    ).toBe(false);
    expect(
      fact.safeParse({
        value: 'x',
        source: { url: 'https://example.com/', date: '2025-03-28' },
        verified: true,
        checked: '2026-10-15',
        checkedBy: 'A. Person',
      }).success,
    ).toBe(true);
    expect(fact.safeParse({ value: 'x', source: { url: 'https://example.com/' } }).success).toBe(false);
  });

  it('no longer accepts a hand-typed rank', () => {
    const allworth = getFirm('allworth-financial');
    if (!allworth) throw new Error('allworth-financial is missing');
    // The loaded firm minus what the loader adds (slug, rank, score, About HTML) is its front matter.
    const frontMatter = firmFrontMatterSchema.strip().parse(allworth);
    expect(firmFrontMatterSchema.safeParse(frontMatter).success).toBe(true);
    const withRank = firmFrontMatterSchema.safeParse({ ...frontMatter, rank: 1 });
    expect(withRank.error?.issues[0]?.message).toMatch(/rank/);
  });

  it('records the facts that differ from the first sample data (annual-fee minimums, missing CRD, owners)', () => {
    expect(getFirm('truepoint-wealth-counsel')?.minimum.value.kind).toBe('annual-fee');
    expect(getFirm('mariner-wealth-advisors')?.minimum.value.kind).toBe('annual-fee');
    expect(getFirm('mariner-wealth-advisors')?.registration.value.crd).toBe('140195');
    expect(getFirm('truepoint-wealth-counsel')?.registration.value.crd).toBe('105664');
    expect(getFirm('creative-planning')?.minimum.value.kind).toBe('not-published');
    // HCM is not a listed firm: its registration could not be confirmed.
    expect(getFirm('hcm-wealth-advisors')).toBeUndefined();
    expect(getUnconfirmedFirm('hcm-wealth-advisors')?.registration.value.crd).toBeNull();
    expect(getFirm('fort-washington-investment-advisors')?.ownership.value.owner).toEqual({
      kind: 'parent',
      name: 'Western & Southern Financial Group',
      parentKind: 'insurer',
    });
    expect(getFirm('ross-sinclaire-associates')?.registration.value.type).toBe('dual registrant');
    const rossDisclosures = getFirm('ross-sinclaire-associates')?.disclosures.value ?? [];
    expect(rossDisclosures.map((event) => event.date ?? event.amountUsd)).toEqual(['2016-06-23', 250000]);
    expect(getFirm('johnson-investment-counsel')?.ownership.value.ownProducts.length).toBeGreaterThan(0);
  });
});
