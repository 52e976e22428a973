import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Folders of the export that hold no visitor page: Next's assets, the islands, Open Graph images,
 * and the content editor at /admin/ (Sveltia CMS: static files of its own, with its own policy in
 * out/_headers and its own end-to-end test, never held to the visitor-page checks).
 */
const NOT_PAGES = new Set(['_next', '_islands', 'og', 'admin']);

/** Every visitor page's HTML file under `dir` (the export's root), e.g. out/about/index.html. */
export function pageHtmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return NOT_PAGES.has(name) ? [] : pageHtmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}
