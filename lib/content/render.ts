import type { LandingFrontMatter, LandingSection } from './landing-schema';
import { fillBrand } from './brand-token';
import { renderMarkdown } from './markdown';
import type { MarkdownEntry } from './read';
import {
  FIRM_ABOUT_LINKS,
  LEGAL_PAGES,
  type AuthorFrontMatter,
  type BlogFrontMatter,
  type FirmFrontMatter,
  type LegalFrontMatter,
  type Methodology,
} from './schemas';
import type { Author, BlogPost, Firm, FirmEntry, LandingPage, LegalPage, RenderedLandingSection } from './types';
import { landingPath } from '../site/paths';
import { rankFirms } from '../firms/ranking';

/**
 * Rendering: read entries → the content the pages use, with Markdown turned into HTML at build
 * time and the links of each text collected for validate.ts. No problems are found here; the
 * rules live in validate.ts and the validate-*.ts files it calls.
 */

/** A phrase as whole words, e.g. "fee-only" but not "fee-onlyish". */
function phrasePattern(phrase: string): RegExp {
  return new RegExp(`\\b${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
}

/** Wraps the first occurrence of each phrase (outside tags) in a link. */
function linkPhrases(html: string, links: readonly { phrase: string; href: string }[]): string {
  let result = html;
  for (const { phrase, href } of links) {
    const pattern = new RegExp(`(^|>)([^<]*?)(${phrasePattern(phrase).source})`);
    result = result.replace(
      pattern,
      (_match, lead: string, before: string, found: string) => `${lead}${before}<a href="${href}">${found}</a>`,
    );
  }
  return result;
}

/** The link `linkPhrases` makes of an About phrase; validate-firms.ts checks that each one was made. */
export function phraseLink({ phrase, href }: { phrase: string; href: string }): string {
  return `<a href="${href}">${phrase}</a>`;
}

/** Firms with their About text as HTML (the About phrases linked), in file order. */
export function renderFirms(entries: MarkdownEntry<FirmFrontMatter>[]): FirmEntry[] {
  return entries.map(({ slug, data, body }) => {
    const rendered = renderMarkdown(body);
    return { ...data, slug, aboutHtml: linkPhrases(rendered.html, FIRM_ABOUT_LINKS), aboutLinks: rendered.links };
  });
}

/** The listed firms ranked by the methodology; unconfirmed firms are never ranked. */
export function rankListedFirms(firms: readonly FirmEntry[], methodology: Methodology | undefined): Firm[] {
  return rankFirms(
    firms.filter((firm) => firm.status === 'listed'),
    methodology?.criteria ?? [],
  );
}

/** Authors with their bio as HTML, by name. */
export function renderAuthors(entries: MarkdownEntry<AuthorFrontMatter>[]): Author[] {
  return entries
    .map(({ slug, file, data, body }) => {
      const rendered = renderMarkdown(body);
      return { ...data, slug, file, bioHtml: rendered.html, bioLinks: rendered.links };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Articles as HTML with their links and word count, newest first. */
export function renderPosts(entries: MarkdownEntry<BlogFrontMatter>[]): BlogPost[] {
  return entries
    .map(({ slug, file, data, body }) => {
      const rendered = renderMarkdown(body);
      return { ...data, slug, file, html: rendered.html, links: rendered.links, words: rendered.words };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/** A landing section with its FAQ answers rendered from Markdown (other sections are data only). */
function renderFaqAnswers(section: LandingSection): { section: RenderedLandingSection; links: string[] } {
  if (section.type !== 'faq') return { section, links: [] };
  const links: string[] = [];
  const items = section.items.map((item) => {
    const rendered = renderMarkdown(item.answer);
    links.push(...rendered.links);
    return { ...item, answerHtml: rendered.html };
  });
  return { section: { ...section, items }, links };
}

const MENU_ORDER = { main: 0, guides: 1, radio: 2 } as const;

/** Landing pages with their article and FAQ answers as HTML, in menu order. */
export function renderLandingPages(entries: MarkdownEntry<LandingFrontMatter>[]): LandingPage[] {
  return entries
    .map(({ slug, file, data, body }) => {
      const rendered = renderMarkdown(body);
      const links = [...rendered.links];
      const sections = data.sections.map((section) => {
        const result = renderFaqAnswers(section);
        links.push(...result.links);
        return result.section;
      });
      return {
        ...data,
        slug,
        file,
        path: landingPath(slug),
        bodyHtml: rendered.html,
        words: rendered.words,
        links,
        sections,
      };
    })
    .sort((a, b) => MENU_ORDER[a.menu] - MENU_ORDER[b.menu] || a.order - b.order);
}

/** What legal text may say in double braces, filled in from the owner's settings. */
export interface LegalTokens {
  /** `{{brand}}`: the brand name (brand-token.ts). */
  brand: string;
  /** `{{how-we-are-paid}}`: the disclosure of the owner's business model. */
  howWeArePaid: string;
  /** `{{operator}}`: who runs the site, or a plain note that the operator is not yet named. */
  operator: string;
  /** `{{analytics-brief}}`: whether the site counts visits, in one sentence. */
  analyticsBrief: string;
  /** `{{analytics-service}}`: a list item naming the analytics processor and what it gets; a line of its own, removed when empty. */
  analyticsService: string;
}

/** Every token legal text may use; validate.ts reports any other `{{…}}`. */
export const LEGAL_TOKENS = [
  '{{brand}}',
  '{{how-we-are-paid}}',
  '{{operator}}',
  '{{analytics-brief}}',
  '{{analytics-service}}',
] as const;

/** The legal pages that were read (LEGAL_PAGES order), as HTML with the owner's settings filled in. */
export function renderLegalPages(entries: MarkdownEntry<LegalFrontMatter>[], tokens: LegalTokens): LegalPage[] {
  return LEGAL_PAGES.flatMap((slug) => {
    const entry = entries.find((candidate) => candidate.slug === slug);
    if (!entry) return [];
    const body = fillBrand(entry.body, tokens.brand)
      .replaceAll('{{how-we-are-paid}}', tokens.howWeArePaid)
      .replaceAll('{{operator}}', tokens.operator)
      .replaceAll('{{analytics-brief}}', tokens.analyticsBrief)
      .replace(/^\{\{analytics-service\}\}\n/gm, tokens.analyticsService ? `${tokens.analyticsService}\n` : '');
    const rendered = renderMarkdown(body);
    return [{ slug, ...entry.data, html: rendered.html, links: rendered.links, file: entry.file }];
  });
}
