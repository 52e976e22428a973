import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BlogPost, Firm, LandingPage, LegalPage, LoadOptions } from './types';
import type { IssueCollector } from './report';
import { FIRM_SLUGS, type ServicesFile } from './schemas';
import { slugify } from './slugify';
import { STATIC_PAGES } from './static-pages';

interface Collections {
  services: ServicesFile;
  firms: Firm[];
  posts: BlogPost[];
  landingPages: LandingPage[];
  legal: LegalPage[];
}

export const WORD_LIMITS = {
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

/** Every page path the site exports, with a trailing slash. */
export function sitePaths(collections: Pick<Collections, 'firms' | 'posts' | 'landingPages'>): Set<string> {
  return new Set([
    ...STATIC_PAGES.map((page) => page.path),
    ...collections.firms.map((firm) => `/firm/${firm.slug}/`),
    ...collections.posts.map((post) => `/blog/${post.slug}/`),
    ...collections.landingPages.map((page) => page.path),
  ]);
}

function checkLinks(links: readonly string[], paths: Set<string>, file: string, entry: string, field: string, issues: IssueCollector) {
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
 * The rules that span entries: unique slugs and titles, slugs derived as the spec says, every
 * referenced firm, page and image exists, article and landing copy long enough to be useful.
 */
export function validateContent(collections: Collections, options: LoadOptions, issues: IssueCollector): void {
  const { firms, posts, landingPages, services } = collections;
  const paths = sitePaths(collections);

  // Firms: exactly the ten slugs of the spec, ranks 1..10 once each.
  const firmSlugs = new Set(firms.map((firm) => firm.slug));
  for (const slug of FIRM_SLUGS) {
    if (!firmSlugs.has(slug) && !existsSync(path.join(options.contentDir, 'firms', `${slug}.md`))) {
      issues.add(`content/firms/${slug}.md`, slug, '(file)', 'is missing: every one of the ten firms needs its file');
    }
  }
  for (const firm of firms) {
    if (!(FIRM_SLUGS as readonly string[]).includes(firm.slug)) {
      issues.add(`content/firms/${firm.slug}.md`, firm.slug, '(file name)', `is not one of the ten firm slugs: ${FIRM_SLUGS.join(', ')}`);
    }
    checkLinks(firm.aboutLinks, paths, `content/firms/${firm.slug}.md`, firm.slug, 'About text', issues);
  }
  for (const [rank, group] of duplicates(firms, (firm) => String(firm.rank))) {
    for (const firm of group) issues.add(`content/firms/${firm.slug}.md`, firm.slug, 'rank', `rank ${rank} is used by ${group.map((f) => f.slug).join(' and ')}`);
  }
  for (const [, group] of duplicates(firms, (firm) => firm.name)) {
    for (const firm of group) issues.add(`content/firms/${firm.slug}.md`, firm.slug, 'name', `"${firm.name}" is used by more than one firm`);
  }
  for (const model of ['fee-only', 'fee-based'] as const) {
    if (firms.length > 0 && !firms.some((firm) => firm.compensation.model === model)) {
      issues.add('content/firms', '(all firms)', 'compensation.model', `no firm is ${model}, so its landing page would be empty`);
    }
  }

  // Blog: file name = slug derived from the title; unique titles; sensible length.
  for (const post of posts) {
    const expected = slugify(post.title);
    if (post.slug !== expected) {
      issues.add(post.file, post.slug, 'title', `the file must be named "${expected}.md" (the slug derived from the title)`);
    }
    if (post.words < WORD_LIMITS.blogMin || post.words > WORD_LIMITS.blogMax) {
      issues.add(post.file, post.slug, 'body', `has ${post.words} words; articles need ${WORD_LIMITS.blogMin}–${WORD_LIMITS.blogMax}`);
    }
    checkLinks(post.links, paths, post.file, post.slug, 'body', issues);
  }
  for (const [, group] of duplicates(posts, (post) => post.title)) {
    for (const post of group) issues.add(post.file, post.slug, 'title', 'is used by more than one article');
  }

  // Landing pages: no clash with fixed pages, unique menu order and SEO text, real copy.
  const staticPaths = new Set<string>(STATIC_PAGES.map((page) => page.path));
  for (const page of landingPages) {
    if (staticPaths.has(page.path) || page.slug === 'firm' || page.slug === 'blog') {
      issues.add(page.file, page.slug, '(file name)', 'clashes with a fixed page of the site');
    }
    if (page.words < WORD_LIMITS.landingMin) {
      issues.add(page.file, page.slug, 'body', `has ${page.words} words; landing pages need at least ${WORD_LIMITS.landingMin} words of their own copy`);
    }
    checkLinks(page.links, paths, page.file, page.slug, 'body', issues);
    page.sections.forEach((section, index) => {
      if (section.type === 'schedule' && section.links) {
        checkLinks(section.links.map((link) => link.href), paths, page.file, page.slug, `sections[${index}].links`, issues);
      }
      if (section.type === 'bulletsWithImage' && !existsSync(path.join(options.publicDir, section.image.src))) {
        issues.add(page.file, page.slug, `sections[${index}].image.src`, `file public${section.image.src} does not exist`);
      }
    });
    if (page.sections.filter((section) => section.type === 'article').length > 1) {
      issues.add(page.file, page.slug, 'sections', 'may place the article only once');
    }
  }
  for (const [, group] of duplicates(landingPages, (page) => `${page.menu}:${page.order}`)) {
    for (const page of group) issues.add(page.file, page.slug, 'order', `order ${page.order} is used twice in the ${page.menu} menu (${group.map((p) => p.slug).join(', ')})`);
  }
  const seoEntries = [
    ...STATIC_PAGES.map((page) => ({ file: 'lib/content/static-pages.ts', entry: page.path, title: page.title, description: page.description })),
    ...landingPages.map((page) => ({ file: page.file, entry: page.slug, title: page.seo.title, description: page.seo.description })),
    ...posts.map((post) => ({ file: post.file, entry: post.slug, title: post.title, description: post.excerpt })),
  ];
  for (const field of ['title', 'description'] as const) {
    for (const [, group] of duplicates(seoEntries, (entry) => entry[field])) {
      for (const entry of group) {
        issues.add(entry.file, entry.entry, field === 'title' ? 'seo.title' : 'seo.description', `is the same as on ${group.filter((e) => e !== entry).map((e) => e.entry).join(', ')}; every page needs its own`);
      }
    }
  }

  for (const page of collections.legal) checkLinks(page.links, paths, page.file, page.slug, 'body', issues);

  // Services: links resolve.
  services.core.forEach((service, index) => {
    if (service.href) checkLinks([service.href], paths, 'content/services.json', `core[${index}] "${service.title}"`, 'href', issues);
  });
  services.specialized.forEach((service, index) => {
    if (service.href) checkLinks([service.href], paths, 'content/services.json', `specialized[${index}] "${service.title}"`, 'href', issues);
  });
}
