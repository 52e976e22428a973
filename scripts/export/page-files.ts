/**
 * What a visitor page is, one rule for the build (islands/export-files.ts: which files of Next's
 * output the steps read as pages) and for the whole-export checks (scripts/checks/export-view.ts).
 */

/**
 * Folders of the export that hold no visitor page: Next's assets, the islands, Open Graph images,
 * and the content editor at /admin/ (Sveltia CMS: static files of its own, with its own policy in
 * out/_headers and its own end-to-end test, never held to the visitor-page checks).
 */
const NOT_PAGES = new Set(['_next', '_islands', 'og', 'admin']);

/** Every route as route/index.html (trailingSlash), the home page and the one 404 page. */
const PAGE_FILE = /^(?:(?:[a-z0-9_-]+\/)*index|404)\.html$/;

/** Whether `rel` (a path in the export, "/"-separated, e.g. "about/index.html") is a visitor page's file. */
export function isPageFile(rel: string): boolean {
  return PAGE_FILE.test(rel) && !NOT_PAGES.has(rel.split('/')[0] ?? '');
}
