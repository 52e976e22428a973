import path from 'node:path';
import { loadContent } from './load';
import { buildPageIndex, type IndexedPage } from './page-index';
import type { Author, BlogPost, BuildMode, Content, Firm, FirmEntry, LandingPage } from './types';

export type { Author, BlogPost, BuildMode, Content, Firm, FirmEntry, LandingPage } from './types';
export type { FeeCalculatorContent } from './fee-calculator-schema';
export type { IndexedPage, PageGroup } from './page-index';
export type { SiteConfig, SiteCopy, IconName, Source } from './schemas';

let cached: Content | undefined;

/**
 * The content folder: content/ unless `SITE_CONTENT_DIR` names another (relative to the project
 * root), e.g. the verified fixture scripts/checks/production.ts builds from.
 */
function contentDir(env: Readonly<Record<string, string | undefined>>): string {
  const override = env.SITE_CONTENT_DIR?.trim();
  return override ? path.resolve(process.cwd(), override) : path.join(process.cwd(), 'content');
}

/** The validated content of the site, read once per build (and per jest worker). */
export function getContent(): Content {
  cached ??= loadContent({
    contentDir: contentDir(process.env),
    publicDir: path.join(process.cwd(), 'public'),
    env: process.env,
  });
  return cached;
}

export const getSite = () => getContent().site;
/** "production" only when the production gate passed; every other build is a preview. */
export const getBuildMode = (): BuildMode => getContent().buildMode;
export const isPreview = (): boolean => getBuildMode() === 'preview';
export const getCopy = () => getContent().copy;
export const getServices = () => getContent().services;
export const getFeeCalculator = () => getContent().feeCalculator;
export const getFirms = (): Firm[] => getContent().firms;
export const getPosts = (): BlogPost[] => getContent().posts;
export const getLandingPages = (): LandingPage[] => getContent().landingPages;

export const getAuthors = (): Author[] => getContent().authors;
export const getRoster = () => getContent().roster;

/**
 * A firm's brochure record (content/adv-brochures/{crd}.json): undefined when `npm run adv:brochures` has not
 * looked for it; its `brochure` is null when the SEC's archive of the last 12 months holds none.
 */
export const getBrochure = (crd: string) => getContent().brochures.get(crd);

export function getAuthor(slug: string): Author | undefined {
  return getAuthors().find((author) => author.slug === slug);
}

/** A listed (ranked) firm. */
export function getFirm(slug: string): Firm | undefined {
  return getFirms().find((firm) => firm.slug === slug);
}

/** A firm whose registration could not be confirmed: it has a profile page and nothing else. */
export function getUnconfirmedFirm(slug: string): FirmEntry | undefined {
  return getContent().unconfirmedFirms.find((firm) => firm.slug === slug);
}

/** Every firm with a profile page, listed or not. */
export function getProfileSlugs(): string[] {
  const { firms, unconfirmedFirms } = getContent();
  return [...firms, ...unconfirmedFirms].map((firm) => firm.slug);
}

export function getPost(slug: string): BlogPost | undefined {
  return getPosts().find((post) => post.slug === slug);
}

export function getLandingPage(slug: string): LandingPage | undefined {
  return getLandingPages().find((page) => page.slug === slug);
}

/** The first `count` firms other than `slug`, in rank order ("Explore Other Firms"). */
export function getOtherFirms(slug: string, count = 3): Firm[] {
  return getFirms()
    .filter((firm) => firm.slug !== slug)
    .slice(0, count);
}

/**
 * Up to `count` related articles: the same category first; when a category has
 * fewer, the newest other articles fill the panel so a reader always has somewhere to go next.
 */
export function getRelatedPosts(post: BlogPost, count = 2): { posts: BlogPost[]; sameCategory: number } {
  const others = getPosts().filter((candidate) => candidate.slug !== post.slug);
  const same = others.filter((candidate) => candidate.category === post.category).slice(0, count);
  const fill = others.filter((candidate) => candidate.category !== post.category).slice(0, count - same.length);
  return { posts: [...same, ...fill], sameCategory: same.length };
}

let pageIndex: IndexedPage[] | undefined;

/** Every page the site exports, from the loaded content (see page-index.ts). */
export function getPageIndex(): IndexedPage[] {
  if (!pageIndex) {
    const content = getContent();
    pageIndex = buildPageIndex({ ...content, legal: Object.values(content.legal) });
  }
  return pageIndex;
}

/** Every exported page path (with trailing slash), from the page index. */
export function getAllPagePaths(): string[] {
  return getPageIndex().map((page) => page.path);
}
