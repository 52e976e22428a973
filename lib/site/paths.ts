/**
 * The site's URL scheme, defined once: every link to a firm, article, author or landing page is
 * built here, and the page index (lib/content/page-index.ts) lists every page with these paths. Paths
 * end with "/" because the export writes route/index.html (trailingSlash in next.config.mjs).
 */

/** First path segment of each route family with a [slug] page under app/. */
export const ROUTE_PREFIXES = {
  firm: 'firm',
  post: 'blog',
  author: 'authors',
  adviser: 'advisers',
  ogImage: 'og',
} as const;

export const firmPath = (slug: string): string => `/${ROUTE_PREFIXES.firm}/${slug}/`;
export const postPath = (slug: string): string => `/${ROUTE_PREFIXES.post}/${slug}/`;
export const authorPath = (slug: string): string => `/${ROUTE_PREFIXES.author}/${slug}/`;
/**
 * A roster firm's page: its CRD (stable, unique) and its name as words for people and search engines,
 * e.g. /advisers/123456-queen-city-planning/.
 */
export const adviserId = (crd: string, name: string): string => {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words === '' ? crd : `${crd}-${words}`;
};
export const adviserPath = (crd: string, name: string): string => `/${ROUTE_PREFIXES.adviser}/${adviserId(crd, name)}/`;
/** Landing pages live at the top level: content/landing/x.md is served at /x/. */
export const landingPath = (slug: string): string => `/${slug}/`;
