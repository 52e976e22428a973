import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { feeCalculatorSchema } from './fee-calculator-schema';
import { landingFrontMatterSchema, type LandingSection } from './landing-schema';
import { parseFrontMatter, renderMarkdown } from './markdown';
import { IssueCollector } from './report';
import {
  FIRM_ABOUT_LINKS,
  LEGAL_PAGES,
  legalFrontMatterSchema,
  type LegalPageSlug,
  authorFrontMatterSchema,
  type Methodology,
  blogFrontMatterSchema,
  firmFrontMatterSchema,
  methodologySchema,
  servicesFileSchema,
  siteCopySchema,
} from './schemas';
import { rankFirms } from '../ranking';
import { isProductionBuild, parseSiteConfig } from './site-config-env';
import { checkVerified, validateContent, validateMethodology } from './validate';
import { ALWAYS_TRUE, businessModelCopy } from './business-model';

export type { Author, BlogPost, Content, FaqItemRendered, Firm, LandingPage, LegalPage, LoadOptions, RenderedLandingSection } from './types';
import type { Author, BlogPost, Content, Firm, LandingPage, LegalPage, LoadOptions, RenderedLandingSection } from './types';

function listMarkdown(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort();
}

function readJson(file: string, label: string, issues: IssueCollector): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    issues.add(label, '(file)', '', error instanceof Error ? error.message : String(error));
    return undefined;
  }
}

function readMarkdownEntries<T>(
  dir: string,
  relDir: string,
  schema: z.ZodType<T>,
  issues: IssueCollector,
): { slug: string; file: string; data: T; body: string }[] {
  const entries: { slug: string; file: string; data: T; body: string }[] = [];
  for (const name of listMarkdown(dir)) {
    const file = `${relDir}/${name}`;
    const slug = name.replace(/\.md$/, '');
    let parsed;
    try {
      parsed = parseFrontMatter(readFileSync(path.join(dir, name), 'utf8'));
    } catch (error) {
      issues.add(file, slug, 'front matter', error instanceof Error ? error.message.split('\n')[0] ?? 'unreadable' : 'unreadable');
      continue;
    }
    const data = issues.parse(schema, parsed.data, file, slug);
    if (data !== undefined) entries.push({ slug, file, data, body: parsed.body });
  }
  return entries;
}

/** A phrase as whole words, e.g. "fee-only" but not "fee-onlyish". */
function phrasePattern(phrase: string): RegExp {
  return new RegExp(`\\b${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
}

/** Wraps the first occurrence of each phrase (outside tags) in a link. */
export function linkPhrases(html: string, links: readonly { phrase: string; href: string }[]): string {
  let result = html;
  for (const { phrase, href } of links) {
    const pattern = new RegExp(`(^|>)([^<]*?)(${phrasePattern(phrase).source})`);
    result = result.replace(pattern, (_match, lead: string, before: string, found: string) => `${lead}${before}<a href="${href}">${found}</a>`);
  }
  return result;
}

function loadFirms(dir: string, methodology: Methodology | undefined, issues: IssueCollector): Firm[] {
  const firms = readMarkdownEntries(dir, 'content/firms', firmFrontMatterSchema, issues)
    .map(({ slug, data, file, body }) => {
      for (const { phrase } of FIRM_ABOUT_LINKS) {
        if (!phrasePattern(phrase).test(body)) issues.add(file, slug, 'About text', `must contain the phrase "${phrase}" as whole words (it becomes a link)`);
      }
      const rendered = renderMarkdown(body);
      return { ...data, slug, aboutHtml: linkPhrases(rendered.html, FIRM_ABOUT_LINKS), aboutLinks: rendered.links };
    });
  return rankFirms(firms, methodology?.criteria ?? []);
}

function loadAuthors(dir: string, issues: IssueCollector): Author[] {
  return readMarkdownEntries(dir, 'content/authors', authorFrontMatterSchema, issues)
    .map(({ slug, file, data, body }) => {
      if (body.trim() === '') issues.add(file, slug, 'bio', 'must not be empty: write a short bio below the front matter');
      return { ...data, slug, file, bioHtml: renderMarkdown(body).html };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

function loadPosts(dir: string, issues: IssueCollector): BlogPost[] {
  return readMarkdownEntries(dir, 'content/blog', blogFrontMatterSchema, issues)
    .map(({ slug, file, data, body }) => {
      const rendered = renderMarkdown(body);
      return { ...data, slug, file, html: rendered.html, links: rendered.links, words: rendered.words };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

function renderSection(section: LandingSection): { section: RenderedLandingSection; links: string[] } {
  if (section.type !== 'faq') return { section, links: [] };
  const links: string[] = [];
  const items = section.items.map((item) => {
    const rendered = renderMarkdown(item.answer);
    links.push(...rendered.links);
    return { ...item, answerHtml: rendered.html };
  });
  return { section: { ...section, items }, links };
}

/** Legal text may say `{{how-we-are-paid}}`; it becomes the disclosure of the owner's business model. */
export const HOW_WE_ARE_PAID_TOKEN = '{{how-we-are-paid}}';

function loadLegalPages(dir: string, issues: IssueCollector, howWeArePaid: string): Partial<Record<LegalPageSlug, LegalPage>> {
  const pages: Partial<Record<LegalPageSlug, LegalPage>> = {};
  const entries = readMarkdownEntries(dir, 'content/legal', legalFrontMatterSchema, issues);
  for (const slug of LEGAL_PAGES) {
    const entry = entries.find((candidate) => candidate.slug === slug);
    if (!entry) {
      issues.add(`content/legal/${slug}.md`, slug, '(file)', 'is missing');
      continue;
    }
    const rendered = renderMarkdown(entry.body.replaceAll(HOW_WE_ARE_PAID_TOKEN, howWeArePaid));
    pages[slug] = { slug, ...entry.data, html: rendered.html, links: rendered.links, file: entry.file };
  }
  return pages;
}

const MENU_ORDER = { main: 0, guides: 1, radio: 2 } as const;

function loadLandingPages(dir: string, issues: IssueCollector): LandingPage[] {
  return readMarkdownEntries(dir, 'content/landing', landingFrontMatterSchema, issues)
    .map(({ slug, file, data, body }) => {
      const rendered = renderMarkdown(body);
      const links = [...rendered.links];
      const sections = data.sections.map((section) => {
        const result = renderSection(section);
        links.push(...result.links);
        return result.section;
      });
      return { ...data, slug, file, path: `/${slug}/`, bodyHtml: rendered.html, words: rendered.words, links, sections };
    })
    .sort((a, b) => MENU_ORDER[a.menu] - MENU_ORDER[b.menu] || a.order - b.order);
}

/**
 * Reads and validates every collection, then the rules that span entries. Throws one
 * `ContentValidationError` listing every problem, so a bad entry stops the build with a message
 * naming the file, the entry and the field.
 */
export function loadContent(options: LoadOptions): Content {
  const { contentDir, env } = options;
  const issues = new IssueCollector();

  const site = parseSiteConfig(readJson(path.join(contentDir, 'site.json'), 'content/site.json', issues), env, issues);
  const copy = issues.parse(siteCopySchema, readJson(path.join(contentDir, 'site-copy.json'), 'content/site-copy.json', issues), 'content/site-copy.json', 'site copy');
  const services = issues.parse(servicesFileSchema, readJson(path.join(contentDir, 'services.json'), 'content/services.json', issues), 'content/services.json', 'services');
  const methodology = issues.parse(methodologySchema, readJson(path.join(contentDir, 'methodology.json'), 'content/methodology.json', issues), 'content/methodology.json', 'methodology');
  const firms = loadFirms(path.join(contentDir, 'firms'), methodology, issues);
  const feeCalculator = issues.parse(feeCalculatorSchema, readJson(path.join(contentDir, 'fee-calculator.json'), 'content/fee-calculator.json', issues), 'content/fee-calculator.json', 'fee calculator');
  const posts = loadPosts(path.join(contentDir, 'blog'), issues);
  const landingPages = loadLandingPages(path.join(contentDir, 'landing'), issues);
  const authors = loadAuthors(path.join(contentDir, 'authors'), issues);
  // Without a valid setting the terms still load, so the one error lists every other problem too.
  const howWeArePaid = site ? `${businessModelCopy(site).summary} ${ALWAYS_TRUE.rankNotForSale}` : '';
  const legalPages = loadLegalPages(path.join(contentDir, 'legal'), issues, howWeArePaid);

  const { 'privacy-policy': privacy, terms, 'editorial-policy': editorial } = legalPages;
  // Cross-entry rules run even when a setting is wrong, so one build lists every problem.
  if (services) {
    validateContent({ services, firms, posts, landingPages, authors, legal: [privacy, terms, editorial].filter((page) => page !== undefined) }, options, issues);
  }
  if (methodology) validateMethodology(methodology, firms, issues);
  // A production build refuses anything shown that nobody has verified (SITE_ENV=production).
  if (isProductionBuild(env)) checkVerified(firms, issues);
  issues.throwIfAny();
  // Every collection that failed recorded an issue above, so all of these are present here.
  if (!site || !copy || !services || !methodology || !feeCalculator || !privacy || !terms || !editorial) throw new Error('Content is incomplete although no problem was recorded');
  return { site, copy, services, methodology, feeCalculator, firms, posts, landingPages, legal: { 'privacy-policy': privacy, terms, 'editorial-policy': editorial }, authors };
}
