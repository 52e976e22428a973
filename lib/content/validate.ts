import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Author, BlogPost, Firm, FirmEntry, LandingPage, LegalPage, LoadOptions } from './types';
import type { IssueCollector } from './report';
import type { RosterFile } from './roster-schema';
import { LEGAL_PAGES, type Methodology, type ServicesFile } from './schemas';
import { unknownTokens } from './brand-token';
import { buildPageIndex } from './page-index';
import { LEGAL_TOKENS } from './render';
import { checkLinks, checkOpenLinks, duplicates } from './validate-common';
import { checkEditorial } from './validate-editorial';
import { checkFirms } from './validate-firms';
import { checkPages } from './validate-pages';

/** What loaded: an entry or file that failed its schema is absent, and its problem already recorded. */
interface Collections {
  services: ServicesFile | undefined;
  /** Listed, ranked firms. */
  firms: Firm[];
  unconfirmedFirms: FirmEntry[];
  posts: BlogPost[];
  landingPages: LandingPage[];
  legal: LegalPage[];
  authors: Author[];
  roster: RosterFile | null;
}

/**
 * The rules that span entries, and those on rendered text: unique slugs and titles, slugs derived
 * from titles, every required file present, every referenced firm, page and image exists, the
 * About phrases linked, article and landing copy long enough to be useful. It runs on whatever
 * loaded, so one broken file does not hide the problems of the others. The rules on attribution
 * and sources (validate-editorial.ts), firms (validate-firms.ts) and articles and landing pages
 * (validate-pages.ts) have their own files; the legal pages, authors and services are checked here.
 */
export function validateContent(collections: Collections, options: LoadOptions, issues: IssueCollector): void {
  const { firms: listed, unconfirmedFirms, posts, landingPages, services, authors, legal } = collections;
  const paths = new Set(buildPageIndex(collections).map((page) => page.path));
  checkEditorial(posts, landingPages, authors, issues);
  checkFirms(listed, unconfirmedFirms, paths, options, issues);
  checkPages(posts, landingPages, paths, options, issues);

  // Legal pages: each of the three has its file (one that failed its schema is already reported).
  for (const slug of LEGAL_PAGES) {
    if (
      !legal.some((page) => page.slug === slug) &&
      !existsSync(path.join(options.contentDir, 'legal', `${slug}.md`))
    ) {
      issues.add(`content/legal/${slug}.md`, slug, '(file)', 'is missing');
    }
  }
  for (const page of legal) {
    checkLinks(page.links, paths, page.file, page.slug, 'body', issues);
    // The known tokens are filled in by now: any left is misspelt, or a line token placed mid-line.
    for (const token of unknownTokens(page.html, []))
      issues.add(
        page.file,
        page.slug,
        'body',
        `${token} is no placeholder the site fills in; use ${LEGAL_TOKENS.join(', ')}`,
      );
  }

  // Authors: a bio to show on their page, whose links lead to the web, an e-mail, a phone or this site.
  for (const author of authors) {
    if (author.bioHtml.trim() === '')
      issues.add(author.file, author.slug, 'bio', 'must not be empty: write a short bio below the front matter');
    checkOpenLinks(author.bioLinks, paths, author.file, author.slug, 'bio', issues);
  }

  // Services: links resolve (when content/services.json itself loaded).
  services?.core.forEach((service, index) => {
    if (service.href)
      checkLinks([service.href], paths, 'content/services.json', `core[${index}] "${service.title}"`, 'href', issues);
  });
  services?.specialized.forEach((service, index) => {
    if (service.href)
      checkLinks(
        [service.href],
        paths,
        'content/services.json',
        `specialized[${index}] "${service.title}"`,
        'href',
        issues,
      );
  });
}

/** The published method: weights add up to 100 and criterion ids are unique. */
export function validateMethodology(methodology: Methodology, issues: IssueCollector): void {
  const file = 'content/methodology.json';
  const total = methodology.criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
  if (total !== 100)
    issues.add(file, 'methodology', 'criteria[].weight', `weights add up to ${total}; they must add up to 100`);
  for (const [id, group] of duplicates(methodology.criteria, (criterion) => criterion.id)) {
    if (group.length > 1)
      issues.add(file, 'methodology', 'criteria[].id', `"${id}" is used by more than one criterion`);
  }
}
