/**
 * Security and caching headers for the exported site, defined once here and written after the
 * build as out/_headers. Netlify and Cloudflare Pages read that file as it is; the local static
 * server (scripts/tools/static-server.ts), which the e2e suite runs against, applies the same file, so
 * a policy that breaks a page fails the tests.
 *
 * The Content-Security-Policy allows scripts from the site itself, plus two inline scripts by their
 * hashes, the same text on every page: the page loader (first-paint/page-loader.ts, built
 * from components/islands/client/page-loader.ts) and the module script that ends <body> (PARSE_END_MODULE there).
 * The pages step removes Next's bootstrap; JSON-LD and island props are data blocks, never
 * executed. Should any other inline script appear, the build fails rather than allow it.
 * Styles, likewise, are the site's own file plus the page's inline CSS and style="" attributes
 * allowed by hash (inlineStyleHashes). Off-site, only the map tiles, the scheduler frame and (when configured) the analytics endpoint are allowed, by exact host.
 */
import { createHash } from 'node:crypto';
import type { HTMLElement } from 'node-html-parser';
import { executableInlineScripts, inlineScripts } from '../first-paint/page-loader';
import type { SiteFacts } from '../site-facts';
import { robotsHeaders } from './crawl-rules';

export const MAP_TILE_ORIGIN = 'https://tile.openstreetmap.org';

/** Headers for every response. */
const COMMON = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'X-Frame-Options': 'DENY',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/** Caching: hashed build assets forever, HTML always revalidated, other files for a day. */
const CACHE = [
  { path: '/_next/static/*', value: 'public, max-age=31536000, immutable' },
  { path: '/_islands/*', value: 'public, max-age=31536000, immutable' },
  // The site stylesheet (scripts/export/first-paint/site.ts), content-hashed.
  { path: '/css/*', value: 'public, max-age=31536000, immutable' },
  { path: '/og/*', value: 'public, max-age=86400' },
  { path: '/leaflet/*', value: 'public, max-age=86400' },
  { path: '/images/*', value: 'public, max-age=86400' },
];
const HTML_CACHE = 'public, max-age=0, must-revalidate';

const sources = (hashes: string[]) => hashes.map((hash) => `'sha256-${hash}'`).join(' ');

type Origins = Pick<SiteFacts, 'schedulerOrigin' | 'analyticsOrigin'>;

function csp(
  scriptHashes: string[],
  styleHashes: { elements: string[]; attributes: string[] },
  { schedulerOrigin, analyticsOrigin }: Origins,
) {
  return [
    "default-src 'self'",
    `script-src 'self' ${sources(scriptHashes)}`.trim(),
    `style-src 'self' ${sources(styleHashes.elements)}${styleHashes.attributes.length > 0 ? ` 'unsafe-hashes' ${sources(styleHashes.attributes)}` : ''}`.trim(),
    `img-src 'self' data: blob: ${MAP_TILE_ORIGIN}`,
    "font-src 'self'",
    // Analytics events go to the configured Plausible endpoint only (none when analytics is off).
    `connect-src 'self'${analyticsOrigin ? ` ${analyticsOrigin}` : ''}`,
    `frame-src ${schedulerOrigin}`,
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
  ].join('; ');
}

/**
 * The content editor at /admin/ (Sveltia CMS, scripts/export/steps/admin.ts): its own script and
 * self-hosted fonts, and GitHub's API, where it reads and saves content (and GitHub's status API,
 * which it asks when GitHub fails); avatars come from GitHub's image host. Svelte sets inline styles. Its sign-in opens a GitHub or auth-worker pop-up, which
 * must keep its opener to hand back the token (COOP same-origin-allow-popups instead of same-origin).
 */
export const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self'",
  "connect-src 'self' data: blob: https://api.github.com https://www.githubstatus.com",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');
const ADMIN_HEADERS = {
  'Cache-Control': HTML_CACHE,
  'Content-Security-Policy': ADMIN_CSP,
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/**
 * SHA-256 of the page's inline styles: its <style> element (the stylesheet, inlined) and each
 * distinct style="" attribute. React writes a few (staggered animation delays, anchor names, logo
 * colours); allowing exactly those by hash ('unsafe-hashes') lets no other inline style apply.
 * Scripts change styles through the CSSOM, which the policy does not govern.
 */
function inlineStyleHashes(root: HTMLElement) {
  const elements = root.querySelectorAll('style').map((node) => sha256(node.rawText));
  const values = new Set(root.querySelectorAll('[style]').map((node) => node.getAttribute('style') ?? ''));
  return { elements, attributes: [...values].sort().map(sha256) };
}

/** SHA-256 of the inline scripts a page executes: ours (inlineScripts), and nothing else (see the top comment). */
function inlineScriptHashes(root: HTMLElement, rel: string) {
  // Data blocks (JSON-LD, island props) are never executed, so the policy need not allow them.
  const inline = executableInlineScripts(root);
  const others = inline.filter((node) => !inlineScripts().includes(node.rawText)).map((node) => sha256(node.rawText));
  if (others.length > 0) {
    throw new Error(
      `${rel} has ${others.length} inline executable script(s) besides the page loader and the parse-end module (sha256 ${others.join(', ')}); the islands build should leave none`,
    );
  }
  const present = new Set(inline.map((node) => node.rawText));
  return inlineScripts()
    .filter((text) => present.has(text))
    .map(sha256);
}

/** Folder by folder, names in code-point order: the order the export's tree is walked in. */
function byFolder(a: { rel: string }, b: { rel: string }): number {
  const [x, y] = [a.rel.split('/'), b.rel.split('/')];
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return (x[i] ?? '') < (y[i] ?? '') ? -1 : 1;
  return x.length - y.length;
}

/**
 * out/_headers for the pages (`root` as written): URL-path rules; a path matching several rules
 * gets all their headers. Visitor pages send no Cross-Origin-Opener-Policy. They hold nothing a
 * window that opened them could misuse (public text, no accounts or signed-in state, no
 * cross-origin isolation needed), and COOP same-origin made every entry from another site swap to
 * a fresh renderer process (docs/performance-history.md, "What Lantern counts"). The editor keeps
 * its own (above).
 */
export function headersFile(pages: { rel: string; root: HTMLElement }[], facts: SiteFacts): string {
  const lines = ['# Generated by npm run build (scripts/export/hosting/). Do not edit.', '/*'];
  for (const [name, value] of Object.entries({ ...COMMON, ...robotsHeaders(facts.preview) }))
    lines.push(`  ${name}: ${value}`);
  for (const rule of CACHE) lines.push(rule.path, `  Cache-Control: ${rule.value}`);
  for (const { rel, root } of [...pages].sort(byFolder)) {
    if (rel === '404.html') continue;
    // The URL a visitor requests: "about/index.html" is served at "/about/".
    const urlPath = rel === 'index.html' ? '/' : `/${rel.replace(/index\.html$/, '')}`;
    const policy = csp(inlineScriptHashes(root, rel), inlineStyleHashes(root), facts);
    lines.push(urlPath, `  Cache-Control: ${HTML_CACHE}`, `  Content-Security-Policy: ${policy}`);
  }
  // The editor is never indexed; a preview already says so for every path.
  lines.push('/admin/*', ...Object.entries(ADMIN_HEADERS).map(([name, value]) => `  ${name}: ${value}`));
  if (!facts.preview) lines.push('  X-Robots-Tag: noindex');
  return `${lines.join('\n')}\n`;
}
