import { getAuthors, getFirms, getLandingPages, getPosts } from '@/lib/content';
import { STATIC_PAGES } from '@/lib/content/static-pages';

export interface PageSummary {
  path: string;
  /** The headline a link preview shows. */
  title: string;
  /** What kind of page it is, shown above the title on its Open Graph image. */
  kind: string;
  /** Last change from content, where the content has a date. */
  lastModified?: string;
}

const LANDING_KIND = { main: 'Guide', guides: 'Guide', radio: 'Radio show & podcast' } as const;

/** Every page with what its preview image and the sitemap need, from the one content index. */
export function getPageSummaries(): PageSummary[] {
  return [
    ...STATIC_PAGES.map((page) => ({
      path: page.path,
      title: page.title,
      kind: page.path === '/' ? 'Directory' : page.navLabel,
    })),
    ...getFirms().map((firm) => ({
      path: `/firm/${firm.slug}/`,
      title: firm.name,
      kind: `Firm profile · #${firm.rank} in Cincinnati`,
      lastModified: firm.rating.checked,
    })),
    ...getPosts().map((post) => ({
      path: `/blog/${post.slug}/`,
      title: post.title,
      kind: `Article · ${post.category}`,
      lastModified: post.updated ?? post.date,
    })),
    ...getLandingPages().map((page) => ({
      path: page.path,
      title: page.hero.headline,
      kind: LANDING_KIND[page.menu],
      lastModified: page.reviewed,
    })),
    ...getAuthors().map((author) => ({ path: `/authors/${author.slug}/`, title: author.name, kind: 'Author' })),
  ];
}
