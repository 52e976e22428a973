import { firmFrontMatterSchema, minimumSchema, ratingSchema, sourced, type Sourced } from '@/lib/content/schemas';
import { z } from 'zod';
import { recordedValue } from '@/lib/firms/sourced';
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

  describe('a sourced fact is in one of three states (origin person, form-adv or none)', () => {
    const fact = sourced(z.string());
    const source = { url: 'https://example.com/firm/adv', date: '2025-03-28' };

    it('refuses a value without a source address and date: a value nobody recorded is not shown', () => {
      const noDate = fact.safeParse({ origin: 'person', value: 'x', source: { url: source.url }, verified: false });
      expect(noDate.error?.issues[0]?.path).toEqual(['source', 'date']);
      const noUrl = fact.safeParse({
        origin: 'person',
        value: 'x',
        source: { document: 'Form ADV', date: source.date },
        verified: false,
      });
      expect(noUrl.error?.issues[0]?.path).toEqual(['source', 'url']);
      expect(fact.safeParse({ origin: 'person', value: 'x', verified: false }).success).toBe(false);
      // The old shape (no origin) is refused too.
      expect(fact.safeParse({ value: 'x', source, verified: false }).success).toBe(false);
      expect(fact.safeParse({ origin: 'person', value: 'x', source, verified: false }).success).toBe(true);
    });

    it('records who checked it and when only once verified', () => {
      // No check date or checker on a fact nobody checked: the site would show a check that did not happen.
      const inventedCheck = fact.safeParse({
        origin: 'person',
        value: 'x',
        source,
        checked: '2026-10-15',
        verified: false,
      });
      expect(inventedCheck.error?.issues[0]?.path).toEqual(['checked']);
      expect(inventedCheck.error?.issues[0]?.message).toMatch(/verified is false/);
      // A verified fact names the day and the person.
      const anonymous = fact.safeParse({ origin: 'person', value: 'x', source, verified: true, checked: '2026-10-15' });
      expect(anonymous.error?.issues[0]?.path).toEqual(['checkedBy']);
      expect(
        fact.safeParse({
          origin: 'person',
          value: 'x',
          source,
          verified: true,
          checked: '15/10/2026',
          checkedBy: 'A. Person',
        }).success,
      ).toBe(false);
      expect(
        fact.safeParse({
          origin: 'person',
          value: 'x',
          source,
          verified: true,
          checked: '2026-10-15',
          checkedBy: 'A. Person',
        }).success,
      ).toBe(true);
      expect(fact.safeParse({ origin: 'person', value: 'x', source }).success).toBe(false);
    });

    it('a Form ADV fact needs the data file it was imported from, and has no check by a person', () => {
      const dataFile = { name: 'IA_FIRM_SEC_Feed_2026_11_01.xml', date: '2026-11-01' };
      expect(fact.safeParse({ origin: 'form-adv', value: 'x', source, dataFile }).success).toBe(true);
      const noDataFile = fact.safeParse({ origin: 'form-adv', value: 'x', source });
      expect(noDataFile.error?.issues[0]?.path).toEqual(['dataFile']);
      expect(
        fact.safeParse({ origin: 'form-adv', value: 'x', source, dataFile: { name: dataFile.name } }).success,
      ).toBe(false);
      expect(fact.safeParse({ origin: 'form-adv', value: 'x', source, dataFile, verified: true }).success).toBe(false);
    });

    it('a fact not recorded has no value and a reason; "not-published" needs the source where it was looked for', () => {
      expect(fact.parse({ origin: 'none', reason: 'not-yet-recorded' })).toEqual({
        origin: 'none',
        value: null,
        reason: 'not-yet-recorded',
      });
      expect(fact.safeParse({ origin: 'none', value: 'x', reason: 'not-yet-recorded' }).success).toBe(false);
      expect(fact.safeParse({ origin: 'none', value: null }).success).toBe(false);
      const notPublished = fact.safeParse({ origin: 'none', value: null, reason: 'not-published' });
      expect(notPublished.error?.issues[0]?.path).toEqual(['source']);
      expect(notPublished.error?.issues[0]?.message).toMatch(/"not-published" needs the source/);
      expect(fact.safeParse({ origin: 'none', value: null, reason: 'not-published', source }).success).toBe(true);
    });

    it('a firm file that leaves out its main office and websites reads them as not yet recorded', () => {
      const allworth = getFirm('allworth-financial');
      if (!allworth) throw new Error('allworth-financial is missing');
      const rest: Record<string, unknown> = { ...firmFrontMatterSchema.strip().parse(allworth) };
      delete rest.mainOffice;
      delete rest.websites;
      const parsed = firmFrontMatterSchema.parse(rest);
      expect(parsed.mainOffice).toEqual({ origin: 'none', value: null, reason: 'not-yet-recorded' });
      expect(parsed.websites).toEqual({ origin: 'none', value: null, reason: 'not-yet-recorded' });
    });
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

  it('records the facts that differ from the first sample data (annual-fee minimums, CRDs, owners, disclosures)', () => {
    const value = <T>(fact: Sourced<T> | undefined): T | undefined => (fact ? recordedValue(fact) : undefined);
    expect(value(getFirm('truepoint-wealth-counsel')?.minimum)?.kind).toBe('annual-fee');
    expect(value(getFirm('mariner-wealth-advisors')?.minimum)?.kind).toBe('annual-fee');
    expect(value(getFirm('mariner-wealth-advisors')?.registration)?.crd).toBe('140195');
    expect(value(getFirm('truepoint-wealth-counsel')?.registration)?.crd).toBe('105664');
    expect(value(getFirm('creative-planning')?.minimum)?.kind).toBe('not-published');
    expect(value(getFirm('mariner-wealth-advisors')?.aum)).toEqual({ total: 81_100_000_000, discretionary: null });
    // HCM is not a listed firm: its registration could not be confirmed, so none is recorded.
    expect(getFirm('hcm-wealth-advisors')).toBeUndefined();
    expect(getUnconfirmedFirm('hcm-wealth-advisors')?.registration.origin).toBe('none');
    expect(value(getFirm('fort-washington-investment-advisors')?.ownership)?.owner).toEqual({
      kind: 'parent',
      name: 'Western & Southern Financial Group',
      parentKind: 'insurer',
    });
    const rossDisclosures = value(getFirm('ross-sinclaire-associates')?.disclosures) ?? [];
    expect(rossDisclosures.map((event) => event.date ?? event.amountUsd)).toEqual(['2016-06-23', 250000]);
    // What nobody recorded from a dated source is not yet recorded, however plausible it was.
    expect(getFirm('foster-motley')?.registration.origin).toBe('none');
    // Ross, Sinclaire's registration is recorded from its SEC-filed audited statement (a dual registrant).
    expect(getFirm('ross-sinclaire-associates')?.registration).toMatchObject({
      origin: 'person',
      value: { type: 'dual registrant', crd: null },
      source: { date: '2015-12-31' },
    });
    expect(getFirm('johnson-investment-counsel')?.ownership.origin).toBe('none');
  });
});
