import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BlogPost, LandingPage, LoadOptions } from './types';
import type { IssueCollector } from './report';
import { RESERVED_ROUTE_NAMES } from './page-index';
import { slugify } from './slugify';
import { STATIC_PAGES } from './static-pages';
import { checkLinks, duplicates } from './validate-common';

/**
 * The rules on articles and landing pages: file names derived from titles, unique titles, copy long
 * enough to be useful, links and images that exist, no clash with fixed pages, unique menu order,
 * and a title and description of its own on every page.
 */

const WORD_LIMITS = {
  blogMin: 700,
  blogMax: 1200,
  landingMin: 500,
} as const;

export function checkPages(
  posts: readonly BlogPost[],
  landingPages: readonly LandingPage[],
  paths: ReadonlySet<string>,
  options: LoadOptions,
  issues: IssueCollector,
): void {
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
    // A fee-model grid shows only listed firms whose model is recorded: it can be empty, so the copy
    // around it may not promise "the firms listed below" (the section says what it shows itself).
    const grid = page.sections.find((section) => section.type === 'firmGrid' && section.filter !== 'all');
    const promise = /\b(?:firms|advisors|advisers)\s+(?:listed\s+)?below\b/i.exec(page.bodyHtml);
    if (grid && promise) {
      issues.add(
        page.file,
        page.slug,
        'body',
        `says "${promise[0]}", but the page's ${grid.type === 'firmGrid' ? grid.filter : ''} grid can be empty (it shows only firms whose fee model is recorded): say what the section shows instead`,
      );
    }
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
}
