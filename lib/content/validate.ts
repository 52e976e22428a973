import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Author, BlogPost, Firm, FirmEntry, LandingPage, LegalPage, LoadOptions } from './types';
import { isIndependent } from '../firm-labels';
import type { Source } from './schemas';
import type { IssueCollector } from './report';
import { FIRM_ABOUT_LINKS, FIRM_SLUGS, LEGAL_PAGES, type Methodology, type ServicesFile } from './schemas';
import { buildPageIndex, RESERVED_ROUTE_NAMES } from './page-index';
import { phraseLink } from './render';
import { isProductionBuild } from './site-config-env';
import { slugify } from './slugify';
import { STATIC_PAGES } from './static-pages';

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
}

const WORD_LIMITS = {
  blogMin: 700,
  blogMax: 1200,
  landingMin: 500,
} as const;

function duplicates<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item).trim().toLowerCase();
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return new Map([...groups].filter(([, group]) => group.length > 1));
}

function checkLinks(
  links: readonly string[],
  paths: Set<string>,
  file: string,
  entry: string,
  field: string,
  issues: IssueCollector,
) {
  for (const href of links) {
    if (/^https:\/\//.test(href)) continue;
    if (!href.startsWith('/')) {
      issues.add(file, entry, field, `link "${href}" must be a site path starting with "/" or an https:// address`);
      continue;
    }
    const [pathname = ''] = href.split('#');
    if (!paths.has(pathname)) {
      issues.add(file, entry, field, `link "${href}" points to no page of the site (site paths end with "/")`);
    }
  }
}

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

/**
 * The rules that span entries, and those on rendered text: unique slugs and titles, slugs derived
 * from titles, every required file present, every referenced firm, page and image exists, the
 * About phrases linked, article and landing copy long enough to be useful. It runs on whatever
 * loaded, so one broken file does not hide the problems of the others.
 */
export function validateContent(collections: Collections, options: LoadOptions, issues: IssueCollector): void {
  const { firms: listed, unconfirmedFirms, posts, landingPages, services, authors, legal } = collections;
  const firms: FirmEntry[] = [...listed, ...unconfirmedFirms];
  const paths = new Set(buildPageIndex(collections).map((page) => page.path));
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

  // Firms: only the ten slugs of FIRM_SLUGS (ranks are computed, see lib/ranking.ts). A preview
  // needs all ten files; a production build may lack a firm the owner removed because its
  // registration could not be confirmed (the gate refuses an unconfirmed firm).
  const firmSlugs = new Set(firms.map((firm) => firm.slug));
  for (const slug of isProductionBuild(options.env) ? [] : FIRM_SLUGS) {
    if (!firmSlugs.has(slug) && !existsSync(path.join(options.contentDir, 'firms', `${slug}.md`))) {
      issues.add(`content/firms/${slug}.md`, slug, '(file)', 'is missing: every one of the ten firms needs its file');
    }
  }
  for (const firm of firms) {
    if (!(FIRM_SLUGS as readonly string[]).includes(firm.slug)) {
      issues.add(
        `content/firms/${firm.slug}.md`,
        firm.slug,
        '(file name)',
        `is not one of the ten firm slugs: ${FIRM_SLUGS.join(', ')}`,
      );
    }
    for (const link of FIRM_ABOUT_LINKS) {
      if (!firm.aboutHtml.includes(phraseLink(link))) {
        issues.add(
          `content/firms/${firm.slug}.md`,
          firm.slug,
          'About text',
          `must contain the phrase "${link.phrase}" as whole words (it becomes a link)`,
        );
      }
    }
    checkLinks(firm.aboutLinks, paths, `content/firms/${firm.slug}.md`, firm.slug, 'About text', issues);
    checkIndependenceClaims(firm, issues);
  }
  for (const [, group] of duplicates(firms, (firm) => firm.name)) {
    for (const firm of group)
      issues.add(`content/firms/${firm.slug}.md`, firm.slug, 'name', `"${firm.name}" is used by more than one firm`);
  }
  for (const model of ['fee-only', 'fee-based'] as const) {
    if (listed.length > 0 && !listed.some((firm) => firm.compensation.value.model === model)) {
      issues.add(
        'content/firms',
        '(all firms)',
        'compensation.model',
        `no firm is ${model}, so its landing page would be empty`,
      );
    }
  }

  // Blog: file name = slug derived from the title; unique titles; sensible length.
  for (const post of posts) {
    const expected = slugify(post.title);
    if (post.slug !== expected) {
      issues.add(
        post.file,
        post.slug,
        'title',
        `the file must be named "${expected}.md" (the slug derived from the title)`,
      );
    }
    if (post.words < WORD_LIMITS.blogMin || post.words > WORD_LIMITS.blogMax) {
      issues.add(
        post.file,
        post.slug,
        'body',
        `has ${post.words} words; articles need ${WORD_LIMITS.blogMin}–${WORD_LIMITS.blogMax}`,
      );
    }
    checkLinks(post.links, paths, post.file, post.slug, 'body', issues);
  }
  for (const [, group] of duplicates(posts, (post) => post.title)) {
    for (const post of group) issues.add(post.file, post.slug, 'title', 'is used by more than one article');
  }

  // Landing pages: no clash with fixed pages, unique menu order and SEO text, real copy.
  for (const page of landingPages) {
    if (RESERVED_ROUTE_NAMES.has(page.slug)) {
      issues.add(page.file, page.slug, '(file name)', 'clashes with a fixed page of the site');
    }
    if (page.words < WORD_LIMITS.landingMin) {
      issues.add(
        page.file,
        page.slug,
        'body',
        `has ${page.words} words; landing pages need at least ${WORD_LIMITS.landingMin} words of their own copy`,
      );
    }
    checkLinks(page.links, paths, page.file, page.slug, 'body', issues);
    page.sections.forEach((section, index) => {
      if (section.type === 'schedule' && section.links) {
        checkLinks(
          section.links.map((link) => link.href),
          paths,
          page.file,
          page.slug,
          `sections[${index}].links`,
          issues,
        );
      }
      if (section.type === 'bulletsWithImage' && !existsSync(path.join(options.publicDir, section.image.src))) {
        issues.add(
          page.file,
          page.slug,
          `sections[${index}].image.src`,
          `file public${section.image.src} does not exist`,
        );
      }
    });
    if (page.sections.filter((section) => section.type === 'article').length > 1) {
      issues.add(page.file, page.slug, 'sections', 'may place the article only once');
    }
  }
  for (const [, group] of duplicates(landingPages, (page) => `${page.menu}:${page.order}`)) {
    for (const page of group)
      issues.add(
        page.file,
        page.slug,
        'order',
        `order ${page.order} is used twice in the ${page.menu} menu (${group.map((p) => p.slug).join(', ')})`,
      );
  }
  const seoEntries = [
    ...STATIC_PAGES.map((page) => ({
      file: 'lib/content/static-pages.ts',
      entry: page.path,
      title: page.title,
      description: page.description,
    })),
    ...landingPages.map((page) => ({
      file: page.file,
      entry: page.slug,
      title: page.seo.title,
      description: page.seo.description,
    })),
    ...posts.map((post) => ({ file: post.file, entry: post.slug, title: post.title, description: post.excerpt })),
  ];
  for (const field of ['title', 'description'] as const) {
    for (const [, group] of duplicates(seoEntries, (entry) => entry[field])) {
      for (const entry of group) {
        issues.add(
          entry.file,
          entry.entry,
          field === 'title' ? 'seo.title' : 'seo.description',
          `is the same as on ${group
            .filter((e) => e !== entry)
            .map((e) => e.entry)
            .join(', ')}; every page needs its own`,
        );
      }
    }
  }

  // Legal pages: each of the three has its file (one that failed its schema is already reported).
  for (const slug of LEGAL_PAGES) {
    if (
      !legal.some((page) => page.slug === slug) &&
      !existsSync(path.join(options.contentDir, 'legal', `${slug}.md`))
    ) {
      issues.add(`content/legal/${slug}.md`, slug, '(file)', 'is missing');
    }
  }
  for (const page of legal) checkLinks(page.links, paths, page.file, page.slug, 'body', issues);

  // Authors: a bio to show on their page.
  for (const author of authors) {
    if (author.bioHtml.trim() === '')
      issues.add(author.file, author.slug, 'bio', 'must not be empty: write a short bio below the front matter');
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

/**
 * The directory's own words about a firm must not claim what its derived label denies: "independent"
 * only while the checked facts earn the Independent label (lib/firm-labels.ts).
 */
function checkIndependenceClaims(firm: FirmEntry, issues: IssueCollector): void {
  if (isIndependent(firm)) return;
  const claim = /\bindependen(t|tly|ce)\b/i;
  const texts = [
    ['description', firm.description],
    ['About text', firm.aboutHtml],
  ] as const;
  for (const [field, text] of texts) {
    if (claim.test(text))
      issues.add(
        `content/firms/${firm.slug}.md`,
        firm.slug,
        field,
        'calls the firm independent, but its checked ownership and registration do not earn the "Independent" label: remove the word, or verify the facts that support it',
      );
  }
}
