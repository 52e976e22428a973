import { contentCopy, problemLines, publicDir, realContentDir } from '@/test-support/jest/content-copies';
import { businessModelCopy } from '@/lib/content/business-model';
import { loadContent } from '@/lib/content/load';
import { operatorSentence } from '@/lib/content/operator';

/**
 * A review is recorded only when it happened (reviewer and day together), who runs the site is an
 * owner setting the footer, /about/ and /terms/ show, and an unset business model says so.
 */
const ARTICLE = 'blog/how-to-choose-a-fiduciary-financial-advisor-in-cincinnati.md';
const ENTRY =
  'content/blog/how-to-choose-a-fiduciary-financial-advisor-in-cincinnati.md → how-to-choose-a-fiduciary-financial-advisor-in-cincinnati';
const addAfterAuthor = (lines: string) => (text: string) =>
  text.replace(/^author: .*$/m, (line) => `${line}\n${lines}`);

describe('recorded reviews', () => {
  it('the shipped pages record no review and no invented source dates', () => {
    const content = loadContent({ contentDir: realContentDir, publicDir, env: {} });
    for (const page of [...content.posts, ...content.landingPages]) {
      expect(page.reviewer).toBeUndefined();
      expect(page.reviewed).toBeUndefined();
      for (const source of page.sources) expect(source.accessed).toBeUndefined();
    }
    expect(content.authors.map((author) => author.slug)).toEqual(['lead-editor']);
  });

  it('refuses a reviewer without the day of the review, naming the missing field', () => {
    const dir = contentCopy({ [ARTICLE]: addAfterAuthor('reviewer: "lead-editor"') });
    expect(problemLines(dir)).toContainEqual(
      `${ENTRY} → reviewed: is missing although reviewer is set: record the day the review happened, or remove reviewer`,
    );
  });

  it('refuses a review day without the reviewer, naming the missing field', () => {
    const dir = contentCopy({ [ARTICLE]: addAfterAuthor('reviewed: "2026-11-20"') });
    expect(problemLines(dir)).toEqual([
      `${ENTRY} → reviewer: is missing although reviewed is set: record who reviewed the page, or remove reviewed`,
    ]);
  });

  it('still checks that a recorded reviewer is an author', () => {
    const dir = contentCopy({ [ARTICLE]: addAfterAuthor('reviewer: "nobody"\nreviewed: "2026-11-20"') });
    expect(problemLines(dir)).toEqual([
      `${ENTRY} → reviewer: "nobody" is not an author: add content/authors/nobody.md or use one of lead-editor`,
    ]);
  });
});

describe('the operator', () => {
  it('is named with its city when set, and said to be not yet named when not', () => {
    expect(operatorSentence({ operator: { name: 'Queen City Guides LLC', city: 'Cincinnati' } })).toBe(
      'Operated by Queen City Guides LLC, Cincinnati.',
    );
    expect(operatorSentence({})).toMatch(/operator of this site .* is not yet named/);
  });

  it('comes from SITE_OPERATOR_NAME and SITE_OPERATOR_CITY and appears in the terms', () => {
    const env = { SITE_OPERATOR_NAME: 'Queen City Guides LLC', SITE_OPERATOR_CITY: 'Cincinnati' };
    const content = loadContent({ contentDir: realContentDir, publicDir, env });
    expect(content.site.operator).toEqual({ name: 'Queen City Guides LLC', city: 'Cincinnati' });
    expect(content.legal.terms.html).toContain('Operated by Queen City Guides LLC, Cincinnati.');
    expect(content.legal.terms.html).not.toContain('{{operator}}');
  });

  it('the shipped terms say plainly that the operator is not yet named', () => {
    const content = loadContent({ contentDir: realContentDir, publicDir, env: {} });
    expect(content.legal.terms.html).toContain('is not yet named');
  });
});

describe('the business model without a setting', () => {
  it('says how the site is paid is not set yet, and never claims independence', () => {
    const copy = businessModelCopy({});
    expect(copy.headline).toBe('How this site is paid is not set yet');
    expect(copy.summary).toMatch(/not yet recorded whether any firm pays/);
    expect(copy.firmsPay).toBe(true);
    expect(copy.asOf).toBeUndefined();
  });

  it('carries the as-of day from SITE_BUSINESS_MODEL_AS_OF', () => {
    const content = loadContent({
      contentDir: realContentDir,
      publicDir,
      env: { SITE_BUSINESS_MODEL_AS_OF: '2026-11-20' },
    });
    expect(businessModelCopy(content.site).asOf).toBe('2026-11-20');
  });
});
