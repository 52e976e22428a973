/**
 * What differs between a preview and a production build, for scripts/checks/export.ts: a preview is
 * noindex on every page, shows the preview banner, disallows everything in robots.txt and sends
 * X-Robots-Tag: noindex; a production build does none of these (noindex only on the 404 page and
 * pages the index marks noindex, the header only for the content editor at /admin/) and shows no
 * "not yet checked" marker anywhere.
 */
import type { ExportView } from './export-view';
import type { Fail } from './json-ld';

/** The headline of components/layout/preview-banner.tsx. */
const PREVIEW_BANNER_TITLE = 'Preview with sample data: not for public use.';

/**
 * `view`: the export (its visitor pages, robots.txt, _headers); `preview`: the build mode (siteFacts());
 * `noindexPaths`: the pages the index marks noindex; `siteOrigin`: the site's origin;
 * `fail(page, message)` records a problem.
 */
export function checkBuildMode({
  view,
  preview,
  noindexPaths,
  siteOrigin,
  fail,
}: {
  view: ExportView;
  preview: boolean;
  noindexPaths: ReadonlySet<string>;
  siteOrigin: string;
  fail: Fail;
}): void {
  for (const { route: page, root } of view.pages) {
    const robotsMeta = root.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '';
    const noindex = /\bnoindex\b/.test(robotsMeta);
    const isNotFound = /(^|\/)(404|_not-found)(\/|\.html$)/.test(page);
    const banner = root.querySelector('[data-preview-banner]');
    if (preview) {
      if (!noindex) fail(page, 'is not noindex in a preview build');
      if (!banner?.text.includes(PREVIEW_BANNER_TITLE)) fail(page, 'lacks the preview banner');
    } else {
      if (noindex && !isNotFound && !noindexPaths.has(page))
        fail(page, 'is noindex in a production build, but the page index does not mark it noindex');
      if (banner) fail(page, 'shows the preview banner in a production build');
      if (root.querySelector('[data-unverified]')) fail(page, 'shows a "not yet checked" marker in a production build');
    }
  }
  const robots = view.text('robots.txt');
  const disallowsAll = /^Disallow:\s*\/\s*$/m.test(robots);
  if (preview && !disallowsAll) fail('robots.txt', 'does not disallow everything in a preview build');
  if (!preview) {
    if (disallowsAll) fail('robots.txt', 'disallows everything in a production build');
    if (!/^Allow:\s*\/\s*$/m.test(robots)) fail('robots.txt', 'does not allow crawling in a production build');
    if (!robots.includes(`Sitemap: ${siteOrigin}/sitemap.xml`)) fail('robots.txt', 'does not point to sitemap.xml');
  }
  const headers = view.text('_headers');
  const blocks = headers.split(/\n(?=\S)/);
  const siteWide = blocks.find((block) => block.startsWith('/*\n')) ?? '';
  const robotsTag = /^\s+X-Robots-Tag:\s*noindex\s*$/m;
  if (preview && !robotsTag.test(siteWide)) fail('_headers', 'lacks "X-Robots-Tag: noindex" for /* in a preview build');
  // Only the content editor (/admin/*) is kept out of search results in production.
  const noindexed = blocks.filter((block) => robotsTag.test(block)).map((block) => block.split('\n')[0] ?? '');
  if (!preview && noindexed.some((rule) => rule !== '/admin/*'))
    fail('_headers', `sends "X-Robots-Tag: noindex" in a production build (for ${noindexed.join(', ')})`);
  if (!preview && !noindexed.includes('/admin/*'))
    fail('_headers', 'lacks "X-Robots-Tag: noindex" for the content editor (/admin/*)');
}
