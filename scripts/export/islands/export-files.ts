/**
 * The whitelist of what `next build` may put in out/, by path (relative, "/"-separated). Each
 * file gets a kind that says what the build does with it; a file with no kind is unknown
 * and fails the build with its name, so nothing is published or deleted without a rule for it.
 */
import { isPageFile } from '../page-files';

const MEDIA = /\.(woff2?|png|svg|jpe?g|webp|avif|gif|ico)$/;

/** First match wins. */
const RULES: [kind: string, test: RegExp | ((rel: string) => boolean)][] = [
  // Next's copies of the 404 page at /404/ and /_not-found/: served there they would answer 200.
  // Deleted; the host serves 404.html, with status 404, at every unknown address.
  ['not-found-copy', /^(?:404|_not-found)\/index\.html$/],
  // Every route's page, the home page and the one 404 page (page-files.ts: the one rule for what a page is).
  ['page', isPageFile],
  // RSC payloads beside each page: index.txt and Next's __next.<segment>.txt files. Deleted.
  ['rsc', /^(?:[a-z0-9_-]+\/)*(?:index|__next\.[^/]+)\.txt$/],
  // Next's client runtime. Deleted: no page refers to it after the transformation.
  ['next-runtime', /^_next\/static\/chunks\/[^/]+\.js$/],
  // The site's stylesheet. Republished as out/css/site-<hash>.css (every page links it and inlines
  // its first screen's rules: steps/pages.ts), then deleted here.
  ['stylesheet', /^_next\/static\/chunks\/[^/]+\.css$/],
  // The build-id folder: Next's client router manifests. Deleted.
  ['next-runtime', /^_next\/static\/[A-Za-z0-9_-]+\/_(?:buildManifest|ssgManifest|clientMiddlewareManifest)\.js$/],
  // Fonts and images the CSS or pages refer to (hashed names). Kept.
  ['media', new RegExp(`^_next/static/media/[^/]+${MEDIA.source}`)],
  // Open Graph images (app/og/[file]/route.tsx) and the app icon. Kept.
  ['og-image', /^og\/[a-z0-9-]+\.png$/],
  ['icon', /^(?:icon\.svg|favicon\.ico|apple-icon\.png)$/],
  // The roster's changes as an Atom feed (app/advisers/changes/feed.xml/route.ts). Kept.
  ['feed', /^advisers\/changes\/feed\.xml$/],
];

/**
 * The kind of `rel` (a path inside out/), or null when nothing allows it. `publicFiles`: the paths
 * under public/, copied as they are.
 */
export function exportFileKind(rel: string, publicFiles: ReadonlySet<string>): string | null {
  if (publicFiles.has(rel)) return 'public';
  for (const [kind, test] of RULES) if (typeof test === 'function' ? test(rel) : test.test(rel)) return kind;
  return null;
}

/** Throws naming every file in out/ that no rule allows. */
export function assertKnownExportFiles(rels: readonly string[], publicFiles: ReadonlySet<string>): void {
  const unknown = rels.filter((rel) => exportFileKind(rel, publicFiles) === null);
  if (unknown.length > 0)
    throw new Error(
      `unknown file${unknown.length > 1 ? 's' : ''} in out/: ${unknown.join(', ')}. ` +
        `Nothing in scripts/export/islands/export-files.ts allows ${unknown.length > 1 ? 'them' : 'it'}: ` +
        'add a rule if Next or public/ should publish it, otherwise find what wrote it',
    );
}
