import { adviserPath, authorPath, firmPath, postPath, ROUTE_PREFIXES } from '../site/paths';
import { rankLabel } from '../firms/ranking';
import { FIRM_SOURCED_FIELDS } from './schemas';
import { STATIC_PAGES, type StaticPath } from './static-pages';
import type { RosterFile } from './roster-schema';
import type { BrochureFile } from './brochure-schema';
import { regionFees } from '../brochures/region-fees';
import { regionFirmFees } from '../brochures/region-firms';
import type { Author, BlogPost, Firm, FirmEntry, LandingPage, LegalPage } from './types';

/** The roster's list page. */
/** The roster's own pages: noindexed until the first import, then dated by its data file. */
const ROSTER_PAGES = new Set(['/advisers/', '/advisers/changes/']);
/** The region's published fees: noindexed until a brochure gives a fee, then dated by the newest such brochure. */
const FEES_PAGE = '/advisers/fees/';

/**
 * The groups of the /sitemap page. The landing-page menus ("main", "guides", "radio") are also
 * the header's: a landing page's `menu` decides both.
 */
export type PageGroup = 'main' | 'guides' | 'radio' | 'firms' | 'articles' | 'site' | 'advisers';

/** Where a page comes from: a fixed page (static-pages.ts) or a content collection. */
type PageType = 'static' | 'firm' | 'article' | 'landing' | 'author' | 'adviser';

/** One exported page, with what every list of pages needs to know about it. */
export interface IndexedPage {
  /** Site path with a trailing slash. */
  path: string;
  type: PageType;
  /** Link text in menus and on the /sitemap page. */
  label: string;
  /** The headline a link preview (its Open Graph image) shows. */
  title: string;
  /** What kind of page it is, shown above the title on its Open Graph image. */
  kind: string;
  group: PageGroup;
  /**
   * Last change from content, where the content dates it: an article's `updated` (else `date`),
   * a legal page's `updated`, a landing page's `updated` (else its recorded review), and for a firm the newest day a named
   * person checked one of its facts. It becomes `lastmod` in sitemap.xml.
   */
  lastModified?: string;
  /** Kept out of search engines (a firm whose registration is unconfirmed): not in sitemap.xml. */
  noindex?: boolean;
}

/** The collections the index is built from: the loaded content, or what of it loaded. */
export interface IndexSources {
  firms: readonly Firm[];
  unconfirmedFirms: readonly FirmEntry[];
  posts: readonly BlogPost[];
  landingPages: readonly LandingPage[];
  authors: readonly Author[];
  legal: readonly LegalPage[];
  /** The region's roster: a page per firm, and /advisers/ noindexed while it is empty. */
  roster: RosterFile | null;
  /** The firms' brochure records: /advisers/fees/ is noindexed until one gives a fee, then dated by the newest. */
  brochures?: ReadonlyMap<string, BrochureFile>;
}

const LANDING_KIND = { main: 'Guide', guides: 'Guide', radio: 'Radio show & podcast' } as const;

/**
 * Every page the site exports, in the order the /sitemap page lists them within a group: fixed
 * pages, firms (by rank), articles (newest first), landing pages (by menu and order), authors.
 * Routes' static params aside, everything that lists pages reads this: navigation
 * (lib/site/navigation.ts), the /sitemap page, the Open Graph images (app/og), sitemap.xml and the
 * response headers (through scripts/export/site-facts.ts) and the link check in validate.ts.
 */
export function buildPageIndex(sources: IndexSources): IndexedPage[] {
  // A legal file is named after its fixed page: content/legal/terms.md is /terms/.
  const legalUpdated = new Map(sources.legal.map((page) => [`/${page.slug}/`, page.updated]));
  const rosterDate =
    (sources.roster?.firms.length ?? 0) > 0
      ? sources.roster?.changes.dataFiles
          .map((file) => file.date)
          .sort()
          .at(-1)
      : undefined;
  const feesDate = regionFees(regionFirmFees(sources)).newestFiled;
  return [
    ...STATIC_PAGES.map((page): IndexedPage => {
      const updated = legalUpdated.get(page.path);
      return {
        path: page.path,
        type: 'static',
        label: page.navLabel,
        title: page.title,
        kind: page.path === '/' ? 'Directory' : page.navLabel,
        group: page.inSitemapPage ? 'main' : 'site',
        ...(updated === undefined ? {} : { lastModified: updated }),
        // An empty list is no page for a search engine: /advisers/ waits for the first import.
        ...(ROSTER_PAGES.has(page.path) ? (rosterDate ? { lastModified: rosterDate } : { noindex: true }) : {}),
        ...(page.path === FEES_PAGE ? (feesDate ? { lastModified: feesDate } : { noindex: true }) : {}),
      };
    }),
    ...sources.firms.map((firm) => ({
      path: firmPath(firm.slug),
      type: 'firm' as const,
      label: firm.name,
      title: firm.name,
      kind: firm.rank === null ? 'Firm profile' : `Firm profile · ${rankLabel(firm)} in Cincinnati`,
      group: 'firms' as const,
      ...optionalLastChecked(firm),
    })),
    ...sources.unconfirmedFirms.map((firm) => ({
      path: firmPath(firm.slug),
      type: 'firm' as const,
      label: `${firm.name} (registration not confirmed)`,
      title: firm.name,
      kind: 'Firm profile · registration not confirmed',
      group: 'firms' as const,
      noindex: true,
    })),
    ...sources.posts.map((post) => ({
      path: postPath(post.slug),
      type: 'article' as const,
      label: post.title,
      title: post.title,
      kind: `Article · ${post.category}`,
      group: 'articles' as const,
      lastModified: post.updated ?? post.date,
    })),
    ...sources.landingPages.map((page) => ({
      path: page.path,
      type: 'landing' as const,
      label: page.navLabel,
      title: page.hero.headline,
      kind: LANDING_KIND[page.menu],
      group: page.menu,
      lastModified: page.updated ?? page.reviewed,
    })),
    ...sources.authors.map((author) => ({
      path: authorPath(author.slug),
      type: 'author' as const,
      label: `Author: ${author.name}`,
      title: author.name,
      kind: 'Author',
      group: 'site' as const,
    })),
    // The roster's pages: in sitemap.xml (dated by the filing), not on the /sitemap page (the list is /advisers/).
    ...(sources.roster?.firms ?? []).map((firm) => ({
      path: adviserPath(firm.crd, firm.businessName),
      type: 'adviser' as const,
      label: firm.businessName,
      title: firm.businessName,
      kind: 'Registered investment adviser · Form ADV data',
      group: 'advisers' as const,
      lastModified: firm.filingDate,
    })),
  ];
}

/**
 * The newest day a named person checked one of the firm's facts; none while nothing is checked,
 * so a crawler is never told a profile changed on a day nothing happened.
 */
function optionalLastChecked(firm: Firm): { lastModified?: string } {
  const days = FIRM_SOURCED_FIELDS.flatMap((field) => {
    const fact = firm[field];
    return fact.origin === 'person' && fact.verified && fact.checked ? [fact.checked] : [];
  });
  if (days.length === 0) return {};
  return { lastModified: days.reduce((newest, day) => (day > newest ? day : newest)) };
}

/** A fixed page's entry; its path is typed, so a menu cannot name a page that does not exist. */
export function staticEntry(index: readonly IndexedPage[], pagePath: StaticPath): IndexedPage {
  const page = index.find((candidate) => candidate.path === pagePath);
  if (!page) throw new Error(`${pagePath} is not in the page index`);
  return page;
}

/**
 * First path segments a landing page (served at /slug/) must not take: those of the fixed pages
 * and of the routes with a [slug] page under them.
 */
export const RESERVED_ROUTE_NAMES: ReadonlySet<string> = new Set([
  ...STATIC_PAGES.map((page) => page.path.split('/')[1] ?? '').filter((name) => name !== ''),
  ...Object.values(ROUTE_PREFIXES),
]);
