import { getContent, getFirms, getPageIndex } from '@/lib/content';
import { FIRM_SOURCED_FIELDS, type Sourced } from '@/lib/content/schemas';
import { firmMetaDescription } from '@/lib/firms/summary';
import { isRanked } from '@/lib/firms/ranking';
import {
  NOT_PUBLISHED,
  NOT_YET_RECORDED,
  confirmedValue,
  factText,
  isConfirmed,
  isRecorded,
  isUnchecked,
  recordedValue,
} from '@/lib/firms/sourced';

/**
 * The guard over the real content/ (issue 38 §4; PRODUCT.md "Trust"): no firm fact has a value
 * without a recorded source, and while the ranking is not in use, no rank is named anywhere a
 * firm is described (its meta description, the page index's kinds).
 */
const { firms, unconfirmedFirms } = getContent();

describe('every firm fact in content/ has a recorded source, or no value', () => {
  const facts = [...firms, ...unconfirmedFirms].flatMap((firm) =>
    FIRM_SOURCED_FIELDS.map((field) => ({ where: `content/firms/${firm.slug}.md → ${field}`, fact: firm[field] })),
  );

  it.each(facts.map(({ where, fact }) => [where, fact] as const))('%s', (_where, fact) => {
    const sourced = fact as Sourced<unknown>;
    switch (sourced.origin) {
      case 'none':
        expect(sourced.value).toBeNull();
        if (sourced.reason === 'not-published') expect(sourced.source?.url).toMatch(/^https?:\/\//);
        return;
      case 'form-adv':
        expect(sourced.source.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(sourced.dataFile.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        return;
      case 'person':
        expect(sourced.value).not.toBeNull();
        expect(sourced.source.url).toMatch(/^https?:\/\//);
        expect(sourced.source.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        // A check is shown only with the day and the person.
        if (sourced.verified) expect([sourced.checked, sourced.checkedBy].every(Boolean)).toBe(true);
        else expect([sourced.checked, sourced.checkedBy]).toEqual([undefined, undefined]);
    }
  });
});

describe('no rank is named while the ranking is not in use', () => {
  const listed = getFirms();

  it('the shipped list is not ranked today (when it is, the checks below name the rank instead)', () => {
    expect(isRanked(listed)).toBe(false);
  });

  it.each(listed.map((firm) => [firm.slug, firm] as const))(
    '%s: meta description and page-index kind',
    (slug, firm) => {
      const description = firmMetaDescription(firm);
      const kind = getPageIndex().find((page) => page.path === `/firm/${slug}/`)?.kind;
      if (isRanked(listed)) {
        expect(description).toMatch(/Ranked #\d+/);
        expect(kind).toMatch(/#\d+/);
        return;
      }
      expect(description).not.toMatch(/#\d|Ranked #|\(tied\)|top[- ]rated/i);
      expect(description).toContain('Listed, not yet ranked');
      expect(kind).toBe('Firm profile');
    },
  );
});

describe('firmMetaDescription', () => {
  const [firm] = getFirms();
  if (!firm) throw new Error('a listed firm');

  it('says only what is recorded, and "Listed, not yet ranked" without a rank', () => {
    const unrecorded = {
      ...firm,
      compensation: { origin: 'none' as const, value: null, reason: 'not-yet-recorded' as const },
    };
    expect(firmMetaDescription({ ...unrecorded, rank: null, tied: false, score: null })).toBe(
      `${firm.name}, Cincinnati: fee structure not yet recorded, fiduciary scope not yet recorded. Listed, not yet ranked; public records to verify it.`,
    );
  });

  it('fits a search result (at most 160 characters) for every listed firm, a long name losing the closing words', () => {
    for (const listed of getFirms()) expect(firmMetaDescription(listed).length).toBeLessThanOrEqual(160);
    const long = {
      ...firm,
      name: 'Fort Washington Investment Advisors and Partners',
      rank: null,
      tied: false,
      score: null,
    };
    expect(firmMetaDescription(long)).toMatch(/Listed, not yet ranked\.$/);
  });

  it('names the rank once the list is ranked, and never a rating', () => {
    const ranked = { ...firm, rank: 2, tied: true, score: 7.5 };
    const description = firmMetaDescription(ranked);
    expect(description).toContain('Ranked #2 (tied); public records to verify it.');
    expect(description).not.toMatch(/\/5\.0|stars|reviews/);
  });
});

describe('lib/firms/sourced: what the site may do with a fact', () => {
  const source = { url: 'https://example.org/firm/adv', date: '2026-03-01' };
  const unchecked: Sourced<number> = { origin: 'person', value: 5, source, verified: false };
  const checked: Sourced<number> = {
    origin: 'person',
    value: 6,
    source,
    verified: true,
    checked: '2026-11-20',
    checkedBy: 'Jane Tester',
  };
  const fromAdv: Sourced<number> = {
    origin: 'form-adv',
    value: 7,
    source,
    dataFile: { name: 'IA_FIRM_SEC_Feed_11_01_2026.xml', date: '2026-11-01' },
  };
  const notYet: Sourced<number> = { origin: 'none', value: null, reason: 'not-yet-recorded' };
  const notPublished: Sourced<number> = { origin: 'none', value: null, reason: 'not-published', source };

  it('isRecorded / recordedValue: a value by a person or from Form ADV, checked or not', () => {
    expect([unchecked, checked, fromAdv, notYet, notPublished].map(isRecorded)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect([unchecked, checked, fromAdv, notYet, notPublished].map(recordedValue)).toEqual([
      5,
      6,
      7,
      undefined,
      undefined,
    ]);
  });

  it('isConfirmed / confirmedValue: Form ADV, or a person’s value a named person checked', () => {
    expect([unchecked, checked, fromAdv, notYet, notPublished].map(isConfirmed)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
    expect([unchecked, checked, fromAdv, notYet].map(confirmedValue)).toEqual([undefined, 6, 7, undefined]);
  });

  it('isUnchecked: the † marker, only on a person’s value nobody checked', () => {
    expect([unchecked, checked, fromAdv, notYet, notPublished].map(isUnchecked)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('factText: the value formatted, or what stands in its place', () => {
    const format = (value: number) => `${value} people`;
    expect([unchecked, fromAdv, notYet, notPublished].map((fact) => factText(fact, format))).toEqual([
      '5 people',
      '7 people',
      NOT_YET_RECORDED,
      NOT_PUBLISHED,
    ]);
    expect([NOT_YET_RECORDED, NOT_PUBLISHED]).toEqual(['Not yet recorded', 'Not published by the firm']);
  });
});
