import type { Author, BlogPost, LandingPage } from './types';
import type { Source } from './schemas';
import type { IssueCollector } from './report';

/**
 * Who wrote and reviewed each article and landing page (real authors, two different people, no
 * review dated in the future), and a landing page that states numeric rules lists its sources.
 */

/**
 * Does this text state a numeric rule of a public body (an age, a percentage or a dollar limit next
 * to the name of the IRS, Social Security, a pension system or a state tax office)? Such a page must
 * cite its sources.
 */
const RULE_MAKERS =
  /\b(IRS|Internal Revenue|Social Security|SSA|STRS|SERS|OPERS|Medicare|Department of Taxation|Department of Revenue|RMDs?)\b/;
const RULE_NUMBERS = /(\d+(\.\d+)?\s?%|\$\s?\d|\bage \d{2}\b|\b\d{2} years\b)/;
function statesNumericRules(text: string): boolean {
  return RULE_MAKERS.test(text) && RULE_NUMBERS.test(text);
}

/** A landing page's own words: the article and the FAQ answers. */
function pageText(page: LandingPage): string {
  const answers = page.sections.flatMap((section) =>
    section.type === 'faq' ? section.items.map((item) => item.answer) : [],
  );
  return [page.bodyHtml, ...answers].join('\n');
}

interface Attributed {
  file: string;
  slug: string;
  author: string;
  reviewer?: string | undefined;
  reviewed?: string | undefined;
  sources: Source[];
}

/** Author and (when a review is recorded) reviewer exist and differ; the review date is not in the future. */
function checkAttribution(entry: Attributed, authors: ReadonlySet<string>, today: string, issues: IssueCollector) {
  for (const field of ['author', 'reviewer'] as const) {
    const value = entry[field];
    if (value !== undefined && !authors.has(value)) {
      issues.add(
        entry.file,
        entry.slug,
        field,
        `"${value}" is not an author: add content/authors/${value}.md or use one of ${[...authors].join(', ') || '(none)'}`,
      );
    }
  }
  if (entry.author === entry.reviewer)
    issues.add(entry.file, entry.slug, 'reviewer', 'must be a different person from the author');
  if (entry.reviewed !== undefined && entry.reviewed > today)
    issues.add(entry.file, entry.slug, 'reviewed', `${entry.reviewed} is in the future`);
}

/** Attribution of every article and landing page, then the sources of landing pages that state rules. */
export function checkEditorial(
  posts: readonly BlogPost[],
  landingPages: readonly LandingPage[],
  authors: readonly Author[],
  issues: IssueCollector,
): void {
  const authorSlugs = new Set(authors.map((author) => author.slug));
  const today = new Date().toISOString().slice(0, 10);
  for (const entry of [...posts, ...landingPages]) checkAttribution(entry, authorSlugs, today, issues);
  for (const page of landingPages) {
    if (page.sources.length === 0 && statesNumericRules(pageText(page))) {
      issues.add(
        page.file,
        page.slug,
        'sources',
        'the page states numeric rules (ages, rates or limits of a public body), so it must list its sources',
      );
    }
  }
}
