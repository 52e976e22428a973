import { monthsBefore } from './months-before';
import type { IssueCollector } from './report';
import type { Author, BlogPost, LandingPage } from './types';

/** How long a page's review stays good before a production build asks for a new one. */
const REVIEW_MAX_AGE_MONTHS = 12;

/** The fields of an article or landing page the gate reads. */
interface ReviewedPage {
  file: string;
  slug: string;
  author: string;
  reviewer?: string | undefined;
  reviewed?: string | undefined;
  taxYearFigures: boolean;
}

/** The collections the editorial gate reads. */
export interface EditorialCollections {
  posts: readonly BlogPost[];
  landingPages: readonly LandingPage[];
  authors: readonly Author[];
}

function checkPage(page: ReviewedPage, placeholders: ReadonlySet<string>, now: Date, issues: IssueCollector): void {
  for (const field of ['author', 'reviewer'] as const) {
    const slug = page[field];
    if (slug !== undefined && placeholders.has(slug)) {
      issues.add(
        page.file,
        page.slug,
        field,
        `"${slug}" is a placeholder (content/authors/${slug}.md has placeholder: true): name a real person there, or credit one who is`,
      );
    }
  }
  if (page.reviewer === undefined || page.reviewed === undefined) {
    issues.add(
      page.file,
      page.slug,
      'reviewed',
      'no review is recorded: have a second editor check every figure against the sources, then set reviewer (their author slug) and reviewed (the day)',
    );
    return;
  }
  const oldest = monthsBefore(now, REVIEW_MAX_AGE_MONTHS);
  if (page.reviewed < oldest) {
    issues.add(
      page.file,
      page.slug,
      'reviewed',
      `${page.reviewed} is more than ${REVIEW_MAX_AGE_MONTHS} months ago: review the page again and record the new day`,
    );
  } else if (page.taxYearFigures) {
    const yearStart = `${now.getUTCFullYear()}-01-01`;
    if (page.reviewed < yearStart) {
      issues.add(
        page.file,
        page.slug,
        'reviewed',
        `${page.reviewed} is before ${yearStart} and the page states tax-year figures (taxYearFigures: true): check this year's limits and rates, then record the new day`,
      );
    }
  }
}

/**
 * The production gate for articles, landing pages and guides (SITE_ENV=production): each names
 * real people (no placeholder author or reviewer), has a recorded review from the last twelve
 * months, and a page stating tax-year figures was reviewed this calendar year. `now` is passed in
 * so tests are deterministic. One issue per gap: `file → slug → field: what to do`.
 */
export function checkEditorialForProduction(content: EditorialCollections, now: Date, issues: IssueCollector): void {
  const placeholders = new Set(content.authors.filter((author) => author.placeholder).map((author) => author.slug));
  for (const page of [...content.posts, ...content.landingPages]) checkPage(page, placeholders, now, issues);
}
