import { changedCopy, problemLines, realContentDir } from '@/test-support/jest/content-copies';
import { makeLaunchReady } from '@/test-support/jest/launch-ready';
import { getContent } from '@/lib/content';
import { checkEditorialForProduction, type EditorialCollections } from '@/lib/content/gate-editorial';
import { checkSiteForProduction } from '@/lib/content/gate-site';
import { IssueCollector } from '@/lib/content/report';
import type { SiteConfig } from '@/lib/content/schemas';

/**
 * The production gate for the owner's settings and the editorial pages: each refusal has its own
 * fixture, and a complete fixture passes. `now` is fixed, so the age rules are deterministic.
 */
const NOW = new Date('2026-11-25T12:00:00Z');
const content = getContent();

/** Settings an owner ready to launch would have: named operator, dated business model, real contacts. */
const completeSite: SiteConfig = {
  ...content.site,
  operator: { name: 'Queen City Guides LLC', city: 'Cincinnati, OH' },
  businessModel: 'none',
  businessModelAsOf: '2026-11-20',
  phone: '(513) 421-7300',
  email: 'hello@queencityguides.com',
  siteUrl: 'https://www.queencityguides.com',
  schedulerUrl: 'https://calendly.com/queen-city-guides/call',
};

function siteLines(site: SiteConfig): string[] {
  const issues = new IssueCollector();
  checkSiteForProduction(site, issues);
  return issues.issues.map((issue) => `${issue.file} → ${issue.entry} → ${issue.field}: ${issue.message}`);
}

/** Two named editors; every page written by one and reviewed by the other last week. */
const editors = content.authors.map((author) => ({ ...author, placeholder: false }));
const secondEditor = { ...editors[0]!, slug: 'second-editor', name: 'Second Editor', placeholder: false };
const completeEditorial: EditorialCollections = {
  authors: [...editors, secondEditor],
  posts: content.posts.map((post) => ({ ...post, reviewer: 'second-editor', reviewed: '2026-11-18' })),
  landingPages: content.landingPages.map((page) => ({ ...page, reviewer: 'second-editor', reviewed: '2026-11-18' })),
};

function editorialLines(collections: EditorialCollections): string[] {
  const issues = new IssueCollector();
  checkEditorialForProduction(collections, NOW, issues);
  return issues.issues.map((issue) => `${issue.file} → ${issue.entry} → ${issue.field}: ${issue.message}`);
}

/** The complete editorial fixture with one article changed. */
function withPost(slug: string, change: Partial<EditorialCollections['posts'][number]>): EditorialCollections {
  return {
    ...completeEditorial,
    posts: completeEditorial.posts.map((post) => (post.slug === slug ? { ...post, ...change } : post)),
  };
}

const ARTICLE = 'how-to-choose-a-fiduciary-financial-advisor-in-cincinnati';
const TAX_ARTICLE = 'tax-smart-retirement-withdrawals-rmds-roth-conversions-and-ohio-taxes';
const articleAt = (slug: string) => `content/blog/${slug}.md → ${slug}`;

describe('production gate: owner settings (content/site.json)', () => {
  it('passes complete settings', () => {
    expect(siteLines(completeSite)).toEqual([]);
  });

  it('refuses a site that does not say who operates it', () => {
    expect(siteLines({ ...completeSite, operator: undefined })).toEqual([
      expect.stringMatching(/^content\/site\.json → site → operator: is missing: record who runs the site/),
    ]);
  });

  it('refuses a business model that is not set', () => {
    expect(siteLines({ ...completeSite, businessModel: undefined })).toEqual([
      expect.stringMatching(/^content\/site\.json → site → businessModel: is not set: choose none, /),
    ]);
  });

  it('refuses a business model without the day it was confirmed', () => {
    expect(siteLines({ ...completeSite, businessModelAsOf: undefined })).toEqual([
      expect.stringMatching(/^content\/site\.json → site → businessModelAsOf: is missing: record the day/),
    ]);
  });

  it('refuses a fictional 555-01xx phone number', () => {
    expect(siteLines({ ...completeSite, phone: '(513) 555-0142' })).toEqual([
      'content/site.json → site → phone: (513) 555-0142 is a placeholder (555-01xx): set the real number (or SITE_PHONE)',
    ]);
  });

  it('refuses an e-mail address on example.com', () => {
    expect(siteLines({ ...completeSite, email: 'hello@example.com' })).toEqual([
      'content/site.json → site → email: hello@example.com is a placeholder address: set the real one (or SITE_EMAIL)',
    ]);
  });

  it('refuses a site address on example.org', () => {
    expect(siteLines({ ...completeSite, siteUrl: 'https://www.example.org' })).toEqual([
      'content/site.json → site → siteUrl: https://www.example.org is a placeholder domain: set the real address (or SITE_URL)',
    ]);
  });

  it('refuses the template’s Calendly "example" booking link and one on example.com', () => {
    for (const schedulerUrl of [
      'https://calendly.com/example-fiduciary-guide/consultation',
      'https://booking.example.com/call',
    ]) {
      expect(siteLines({ ...completeSite, schedulerUrl })).toEqual([
        `content/site.json → site → schedulerUrl: ${schedulerUrl} is the template's placeholder: set your own booking link (or SITE_SCHEDULER_URL)`,
      ]);
    }
  });

  it('refuses every gap of the shipped settings at once', () => {
    const fields = siteLines(content.site).map((line) => line.split(' → ')[2]?.split(':')[0]);
    expect(fields).toEqual(['operator', 'businessModelAsOf', 'phone', 'email', 'siteUrl', 'schedulerUrl']);
  });
});

describe('production gate: articles, landing pages and guides', () => {
  it('passes named editors and recorded reviews from the last twelve months (tax pages: this year)', () => {
    expect(editorialLines(completeEditorial)).toEqual([]);
  });

  it('refuses a page written by a placeholder author', () => {
    const collections = {
      ...completeEditorial,
      authors: completeEditorial.authors.map((author) =>
        author.slug === 'lead-editor' ? { ...author, placeholder: true } : author,
      ),
    };
    const lines = editorialLines(collections);
    expect(lines).toHaveLength(content.posts.length + content.landingPages.length);
    expect(lines).toContain(
      `${articleAt(ARTICLE)} → author: "lead-editor" is a placeholder (content/authors/lead-editor.md has placeholder: true): name a real person there, or credit one who is`,
    );
  });

  it('refuses a page reviewed by a placeholder reviewer', () => {
    const collections = {
      ...withPost(ARTICLE, { reviewer: 'stand-in' }),
      authors: [...completeEditorial.authors, { ...secondEditor, slug: 'stand-in', placeholder: true }],
    };
    expect(editorialLines(collections)).toEqual([
      expect.stringMatching(new RegExp(`^${articleAt(ARTICLE)} → reviewer: "stand-in" is a placeholder`)),
    ]);
  });

  it('refuses a page without a recorded review', () => {
    expect(editorialLines(withPost(ARTICLE, { reviewer: undefined, reviewed: undefined }))).toEqual([
      expect.stringMatching(new RegExp(`^${articleAt(ARTICLE)} → reviewed: no review is recorded: `)),
    ]);
  });

  it('refuses a review older than twelve months, and accepts one just inside', () => {
    expect(editorialLines(withPost(ARTICLE, { reviewed: '2025-11-24' }))).toEqual([
      `${articleAt(ARTICLE)} → reviewed: 2025-11-24 is more than 12 months ago: review the page again and record the new day`,
    ]);
    expect(editorialLines(withPost(ARTICLE, { reviewed: '2025-11-25' }))).toEqual([]);
  });

  it('refuses a page stating tax-year figures that was reviewed before 1 January of the build year', () => {
    const post = content.posts.find((candidate) => candidate.slug === TAX_ARTICLE);
    expect(post?.taxYearFigures).toBe(true);
    expect(editorialLines(withPost(TAX_ARTICLE, { reviewed: '2025-12-31' }))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${articleAt(TAX_ARTICLE)} → reviewed: 2025-12-31 is before 2026-01-01 and the page states tax-year figures`,
        ),
      ),
    ]);
    // The same date is fine for a page without yearly figures.
    expect(editorialLines(withPost(ARTICLE, { reviewed: '2025-12-31' }))).toEqual([]);
  });

  it('refuses the shipped pages: none has a recorded review, and the only author is a placeholder', () => {
    const lines = editorialLines(content);
    const pages = content.posts.length + content.landingPages.length;
    expect(lines.filter((line) => line.includes(' → reviewed: no review is recorded'))).toHaveLength(pages);
    expect(lines.filter((line) => line.includes(' → author: "lead-editor" is a placeholder'))).toHaveLength(pages);
  });
});

describe('production gate: the whole build (SITE_ENV=production)', () => {
  const notFirms = (lines: string[]) => lines.filter((line) => !line.startsWith('content/firms/'));

  it('the shipped content is refused for its settings and its unreviewed pages, as well as its firms', () => {
    const lines = notFirms(problemLines(realContentDir, { SITE_ENV: 'production' }));
    expect(lines).toContainEqual(expect.stringMatching(/^content\/site\.json → site → operator: is missing/));
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^${articleAt(ARTICLE)} → reviewed: no review is recorded`)),
    );
  });

  it('a copy with complete settings and recorded reviews leaves only the firms’ own lines', () => {
    expect(
      notFirms(
        problemLines(
          changedCopy((dir) => makeLaunchReady(dir)),
          { SITE_ENV: 'production', CMS_REPO: 'queen-city-guides/site' },
        ),
      ),
    ).toEqual([]);
  });
});
