import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadContent } from '@/lib/content/load';
import type { LoadOptions } from '@/lib/content/types';
import { ContentValidationError } from '@/lib/content/report';
import {
  changedCopy,
  contentCopy,
  problemLines,
  problemLinesOf,
  publicDir,
  realContentDir as realDir,
  replaceOnce,
} from '@/test-support/jest/content-copies';

/**
 * `fixtures/broken-content/` is a small copy of the real content with mistakes a site owner could
 * make (see its README.md). Loading it must fail once, naming every problem as
 * `file → entry → field: message`.
 */
const brokenDir = path.join(__dirname, '..', 'fixtures', 'broken-content');

function loadError(options: LoadOptions): ContentValidationError {
  let thrown: unknown;
  try {
    loadContent(options);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(ContentValidationError);
  return thrown as ContentValidationError;
}

const MISSING_FIRMS = [
  'truepoint-wealth-counsel',
  'hcm-wealth-advisors',
  'johnson-investment-counsel',
  'fort-washington-investment-advisors',
  'bartlett-wealth-management',
  'creative-planning',
  'ross-sinclaire-associates',
];

/** Problems found while reading each file on its own (JSON and front matter against their schemas). */
const ENTRY_PROBLEMS: (string | RegExp)[] = [
  'content/fee-calculator.json → fee calculator → defaults.years: must be from 0 to 50 (the limits in this file)',
  'content/firms/allworth-financial.md → allworth-financial → rating.value.stars: must be at most 5.0',
  // A required field left out: the message comes from zod, the location is what matters.
  /^content\/firms\/foster-motley\.md → foster-motley → aum: .+/,
  // A value without a dated source is a value nobody recorded: refused, naming file, entry and field.
  /^content\/firms\/allworth-financial\.md → allworth-financial → aum\.source\.date: .+/,
  // "Not published by the firm" is itself a finding: it records where it was looked for.
  'content/firms/foster-motley.md → foster-motley → minimum.source: is missing: "not-published" needs the source where you looked (its URL and date)',
  /^content\/blog\/how-to-choose-a-fiduciary-financial-advisor-in-cincinnati\.md → how-to-choose-a-fiduciary-financial-advisor-in-cincinnati → category: .*"Advisor Selection".*"Tax Planning"/,
  // Editorial signals: a review day needs its reviewer (even when other fields fail too), and each
  // source names its publisher at an https:// address.
  'content/blog/how-to-choose-a-fiduciary-financial-advisor-in-cincinnati.md → how-to-choose-a-fiduciary-financial-advisor-in-cincinnati → reviewer: is missing although reviewed is set: record who reviewed the page, or remove reviewed',
  /^content\/blog\/how-to-choose-a-fiduciary-financial-advisor-in-cincinnati\.md → how-to-choose-a-fiduciary-financial-advisor-in-cincinnati → sources\[0\]\.publisher: .+/,
  'content/blog/how-to-choose-a-fiduciary-financial-advisor-in-cincinnati.md → how-to-choose-a-fiduciary-financial-advisor-in-cincinnati → sources[0].url: must be an https:// URL',
];

/**
 * Problems found by validateContent and validateMethodology: references, file names, required
 * files, rendered text, collections as a whole.
 */
const CROSS_ENTRY_PROBLEMS: string[] = [
  'content/firms/mariner-wealth-advisors.md → mariner-wealth-advisors → About text: must contain the phrase "Cincinnati financial advisor" as whole words (it becomes a link)',
  'content/legal/terms.md → terms → (file): is missing',
  'content/authors/guest-writer.md → guest-writer → bio: must not be empty: write a short bio below the front matter',
  ...MISSING_FIRMS.map(
    (slug) => `content/firms/${slug}.md → ${slug} → (file): is missing: every one of the ten firms needs its file`,
  ),
  'content/methodology.json → methodology → criteria[].weight: weights add up to 95; they must add up to 100',
  'content/blog/advisor-fees.md → advisor-fees → title: the file must be named "financial-advisor-fees-explained-aum-hourly-and-flat-fee-compared.md" (the slug derived from the title)',
  'content/landing/cincinnati-wealth-management.md → cincinnati-wealth-management → body: link "/about" points to no page of the site (site paths end with "/")',
  'content/landing/tax-planning.md → tax-planning → sections[2].links: link "/estate-planning/" points to no page of the site (site paths end with "/")',
  'content/landing/retirement-income-planning.md → retirement-income-planning → sections[2].image.src: file public/images/missing-chart.svg does not exist',
  'content/services.json → core[2] "Estate Planning" → href: link "/estate-planning/" points to no page of the site (site paths end with "/")',
  'content/blog/estate-planning-basics-for-ohio-and-northern-kentucky-families.md → estate-planning-basics-for-ohio-and-northern-kentucky-families → author: "jane-doe" is not an author: add content/authors/jane-doe.md or use one of guest-writer, lead-editor, reviewing-editor',
  'content/landing/cincinnati-wealth-management.md → cincinnati-wealth-management → reviewer: must be a different person from the author',
  'content/landing/retirement-income-planning.md → retirement-income-planning → sources: the page states numeric rules (ages, rates or limits of a public body), so it must list its sources',
];

function expectExactly(lines: string[], expected: (string | RegExp)[]) {
  expect(lines).toHaveLength(expected.length);
  for (const pattern of expected) {
    if (typeof pattern === 'string') expect(lines).toContain(pattern);
    else expect(lines.filter((line) => pattern.test(line))).toHaveLength(1);
  }
}

describe('loadContent on the broken fixture', () => {
  it('throws one ContentValidationError that lists every problem as file → entry → field: message', () => {
    const error = loadError({ contentDir: brokenDir, publicDir, env: {} });
    const lines = problemLinesOf(error);
    expect(error.message.split('\n')[0]).toMatch(/^Content check failed with 28 problems\. /);
    expectExactly(lines, [...ENTRY_PROBLEMS, ...CROSS_ENTRY_PROBLEMS]);
    for (const line of lines) expect(line).toMatch(/^\S.* → .+ → .+: .+$/);
    expect(error.issues).toHaveLength(lines.length);
  });

  it('still lists every content problem when an environment override is also wrong', () => {
    const error = loadError({ contentDir: brokenDir, publicDir, env: { SITE_PHONE: '555' } });
    expectExactly(problemLinesOf(error), [
      'environment → SITE_PHONE → phone: must be a US number written like (513) 555-0100 (value set by the SITE_PHONE environment variable)',
      ...ENTRY_PROBLEMS,
      ...CROSS_ENTRY_PROBLEMS,
    ]);
  });
});

describe('one broken file does not hide the others’ problems', () => {
  const SERVICES_LINK = 'content/services.json → core[2] "Estate Planning" → href:';

  it('an unreadable services.json is reported, and every cross-entry rule still runs', () => {
    const dir = changedCopy(
      (copy) => writeFileSync(path.join(copy, 'services.json'), '{ "core": [', 'utf8'),
      brokenDir,
    );
    const lines = problemLinesOf(loadError({ contentDir: dir, publicDir, env: {} }));
    expect(lines.filter((line) => line.startsWith('content/services.json → (file) → (whole entry): '))).toHaveLength(1);
    expectExactly(lines, [
      /^content\/services\.json → \(file\) → \(whole entry\): /,
      ...ENTRY_PROBLEMS,
      ...CROSS_ENTRY_PROBLEMS.filter((line) => !line.startsWith(SERVICES_LINK)),
    ]);
  });

  it('a services.json that fails its schema is reported with the same cross-entry problems', () => {
    const dir = changedCopy((copy) => writeFileSync(path.join(copy, 'services.json'), '{}', 'utf8'), brokenDir);
    const lines = problemLinesOf(loadError({ contentDir: dir, publicDir, env: {} }));
    expect(lines.some((line) => line.startsWith('content/services.json → services → '))).toBe(true);
    for (const problem of CROSS_ENTRY_PROBLEMS.filter((line) => !line.startsWith(SERVICES_LINK))) {
      expect(lines).toContain(problem);
    }
  });
});

describe('rules on whole collections (validateContent)', () => {
  it('a missing legal file is reported once; one that fails its schema is not also called missing', () => {
    const dir = changedCopy((copy) => {
      rmSync(path.join(copy, 'legal', 'terms.md'));
      const privacy = path.join(copy, 'legal', 'privacy-policy.md');
      writeFileSync(privacy, readFileSync(privacy, 'utf8').replace(/^updated: .*$/m, 'updated: "soon"'));
    });
    const lines = problemLinesOf(loadError({ contentDir: dir, publicDir, env: {} }));
    expect(lines).toContain('content/legal/terms.md → terms → (file): is missing');
    const privacy = lines.filter((line) => line.startsWith('content/legal/privacy-policy.md → privacy-policy → '));
    expect(privacy.length).toBeGreaterThan(0);
    for (const line of privacy) expect(line).toMatch(/ → updated: /);
  });

  it.each(['firm', 'blog', 'authors', 'og', 'about'])('a landing page may not take the route name "%s"', (name) => {
    const dir = changedCopy((copy) =>
      cpSync(path.join(copy, 'landing', 'simply-money.md'), path.join(copy, 'landing', `${name}.md`)),
    );
    const lines = problemLinesOf(loadError({ contentDir: dir, publicDir, env: {} }));
    expect(lines).toContain(
      `content/landing/${name}.md → ${name} → (file name): clashes with a fixed page of the site`,
    );
  });
});

describe('environment overrides of the owner settings', () => {
  it('SITE_PHONE replaces the phone number of content/site.json', () => {
    const content = loadContent({ contentDir: realDir, publicDir, env: { SITE_PHONE: '(513) 555-0199' } });
    expect(content.site.phone).toBe('(513) 555-0199');
  });

  it('other settings can be overridden too, and an empty variable changes nothing', () => {
    const content = loadContent({
      contentDir: realDir,
      publicDir,
      env: {
        SITE_URL: 'https://advisors.example.org',
        SITE_EMAIL: 'team@example.org',
        SITE_LINKEDIN_URL: 'https://www.linkedin.com/company/example',
        SITE_PHONE: '  ',
      },
    });
    expect(content.site.siteUrl).toBe('https://advisors.example.org');
    expect(content.site.email).toBe('team@example.org');
    expect(content.site.social.linkedin).toBe('https://www.linkedin.com/company/example');
    expect(content.site.phone).toBe('(513) 555-0100');
  });

  it('an invalid SITE_PHONE fails with a message naming the SITE_PHONE environment variable', () => {
    const error = loadError({ contentDir: realDir, publicDir, env: { SITE_PHONE: '555' } });
    expect(problemLinesOf(error)).toEqual([
      'environment → SITE_PHONE → phone: must be a US number written like (513) 555-0100 (value set by the SITE_PHONE environment variable)',
    ]);
    expect(error.message).toContain('SITE_PHONE environment variable');
  });

  it('an invalid SITE_URL is blamed on the variable, not on content/site.json', () => {
    const error = loadError({ contentDir: realDir, publicDir, env: { SITE_URL: 'http://insecure.example.com/' } });
    const lines = problemLinesOf(error);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines)
      expect(line).toMatch(/^environment → SITE_URL → siteUrl: .+ \(value set by the SITE_URL environment variable\)$/);
  });
});

describe('the business model setting', () => {
  it('ships as "none", and the terms say no firm pays us', () => {
    const content = loadContent({ contentDir: realDir, publicDir, env: {} });
    expect(content.site.businessModel).toBe('none');
    expect(content.legal.terms.html).toContain('No firm listed here pays us anything');
    expect(content.legal.terms.html).not.toContain('{{how-we-are-paid}}');
  });

  it('SITE_BUSINESS_MODEL switches the model, and the terms follow it', () => {
    const content = loadContent({
      contentDir: realDir,
      publicDir,
      env: { SITE_BUSINESS_MODEL: 'per-introduction-fees' },
    });
    expect(content.site.businessModel).toBe('per-introduction-fees');
    expect(content.legal.terms.html).toContain('that firm pays us a fee for the introduction');
    expect(content.legal.terms.html).not.toContain('No firm listed here pays us');
  });

  it('an unknown model is blamed on the variable and lists the allowed values', () => {
    const error = loadError({ contentDir: realDir, publicDir, env: { SITE_BUSINESS_MODEL: 'affiliate' } });
    expect(problemLinesOf(error)).toEqual([
      'environment → SITE_BUSINESS_MODEL → businessModel: must be one of: none, listing-fees, per-introduction-fees, revenue-share (value set by the SITE_BUSINESS_MODEL environment variable)',
    ]);
  });
});

describe('the phrases of a firm’s About text', () => {
  it('a copy of the real content loads without problems', () => {
    const content = loadContent({ contentDir: contentCopy(), publicDir, env: {} });
    // Ten firm files: nine listed and ranked, one whose registration could not be confirmed.
    expect(content.firms).toHaveLength(9);
    expect(content.unconfirmedFirms.map((firm) => firm.slug)).toEqual(['hcm-wealth-advisors']);
  });

  it('a phrase that can never become a link (only "Cincinnati financial advisors", plural) is reported', () => {
    const dir = contentCopy({
      'firms/foster-motley.md': replaceOnce(/Cincinnati financial advisor /g, 'Cincinnati financial advisors '),
    });
    let content: ReturnType<typeof loadContent> | undefined;
    let lines: string[] = [];
    try {
      content = loadContent({ contentDir: dir, publicDir, env: {} });
    } catch (error) {
      if (!(error instanceof ContentValidationError)) throw error;
      lines = problemLinesOf(error);
    }
    // Either the build stops naming the firm's About text, or the phrase is linked: never a silent miss.
    const linked =
      content?.firms.find((firm) => firm.slug === 'foster-motley')?.aboutHtml.includes('<a href="/">') ?? false;
    const reported = lines.some((line) =>
      line.startsWith('content/firms/foster-motley.md → foster-motley → About text: '),
    );
    expect({ linked, reported }).not.toEqual({ linked: false, reported: false });
  });
});

/**
 * The rules the fixture above does not break, each shown on a copy of the real content with one
 * entry broken: the build stops with exactly that entry's problems.
 */
describe('one broken entry in a copy of the real content', () => {
  /** The front matter of a Markdown file with `body` as its whole text. */
  const withBody = (body: string) => (text: string) => `${text.slice(0, text.indexOf('\n---\n', 3) + 5)}\n${body}\n`;

  it('an article: excerpt under 70 characters, no source, a read time not like "6 min read", under three tags', () => {
    const slug = 'fiduciary-vs-suitability-what-the-standard-means-for-your-money';
    const dir = contentCopy({
      [`blog/${slug}.md`]: (text) =>
        [
          replaceOnce(/^excerpt: .*$/m, 'excerpt: "Too short."'),
          replaceOnce(/^sources:\n(?: {2}.*\n)+/m, 'sources: []\n'),
          replaceOnce('readTime: "5 min read"', 'readTime: "five minutes"'),
          replaceOnce(/^tags:\n(?: {2}.*\n)+/m, 'tags:\n  - "Fees"\n  - "Form ADV"\n'),
        ].reduce((result, edit) => edit(result), text),
    });
    const at = `content/blog/${slug}.md → ${slug} → `;
    expect(problemLines(dir).sort()).toEqual([
      `${at}excerpt: must be at least 70 characters`,
      expect.stringMatching(new RegExp(`^${at}readTime: must look like "6 min read"$`)),
      `${at}sources: must cite at least one source for the figures the article states`,
      expect.stringMatching(new RegExp(`^${at}tags: .+`)),
    ]);
  });

  it('an article outside 700–1200 words', () => {
    const slug = 'the-five-years-before-retirement-a-cincinnati-planning-checklist';
    const dir = contentCopy({ [`blog/${slug}.md`]: withBody('Only a few words here.') });
    expect(problemLines(dir)).toEqual([
      `content/blog/${slug}.md → ${slug} → body: has 5 words; articles need 700–1200`,
    ]);
  });

  it('a landing page under 500 words of its own copy', () => {
    const dir = contentCopy({ 'landing/kroger-retirees.md': withBody('Only a few words here.') });
    expect(problemLines(dir)).toEqual([
      'content/landing/kroger-retirees.md → kroger-retirees → body: has 5 words; landing pages need at least 500 words of their own copy',
    ]);
  });

  it('an SEO title over 60 characters and a description under 70', () => {
    const dir = contentCopy({
      'landing/money-matters.md': (text) =>
        replaceOnce(
          /^ {2}description: .*$/m,
          '  description: "Too short."',
        )(
          replaceOnce(
            /^ {2}title: .*$/m,
            `  title: "${'A title far longer than search results show '.repeat(2)}"`,
          )(text),
        ),
    });
    expect(problemLines(dir).sort()).toEqual([
      'content/landing/money-matters.md → money-matters → seo.description: must be at least 70 characters',
      'content/landing/money-matters.md → money-matters → seo.title: must be at most 60 characters (the brand is appended)',
    ]);
  });

  it('two pages with the same SEO title and description', () => {
    const dir = contentCopy({
      'landing/simply-money.md': (text) =>
        replaceOnce(
          /^ {2}description: .*$/m,
          '  description: "Get more from the Money Matters call-in show and podcast: how to turn a radio tip into a real plan and spot red flags in financial media before they cost you."',
        )(replaceOnce(/^ {2}title: .*$/m, '  title: "Money Matters Radio Show & Podcast Guide"')(text)),
    });
    const at = (slug: string) => `content/landing/${slug}.md → ${slug} → `;
    expect(problemLines(dir).sort()).toEqual([
      `${at('money-matters')}seo.description: is the same as on simply-money; every page needs its own`,
      `${at('money-matters')}seo.title: is the same as on simply-money; every page needs its own`,
      `${at('simply-money')}seo.description: is the same as on money-matters; every page needs its own`,
      `${at('simply-money')}seo.title: is the same as on money-matters; every page needs its own`,
    ]);
  });

  it('a firm with four services instead of five', () => {
    const dir = contentCopy({ 'firms/foster-motley.md': replaceOnce('  - "Estate Planning"\n---', '---') });
    expect(problemLines(dir)).toEqual([
      'content/firms/foster-motley.md → foster-motley → services: must list exactly five services',
    ]);
  });
});
