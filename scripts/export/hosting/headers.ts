/**
 * Security and caching headers for the exported site, defined once here and written after the
 * build as out/_headers. Netlify and Cloudflare Pages read that file as it is; the local static
 * server (scripts/tools/static-server.ts), which the e2e suite runs against, applies the same file
 * with the same rule semantics (header-rules.ts), so a policy that breaks a page fails the tests.
 *
 * A bounded set of rules, the same few whatever the roster's size (docs/decisions.md, "A bounded
 * _headers"): the site-wide rule `/*` carries the security headers and the policy of the top-level
 * pages and the 404 page; `/admin/*`, each folder of pages (policy-groups.ts) and the image folders
 * replace that policy with their own (`! Name` first detaches the site-wide one, so each URL is
 * served exactly one policy); then the caching rules.
 *
 * The Content-Security-Policy allows scripts from the site itself, plus two inline scripts by their
 * hashes, the same text on every page: the page loader (first-paint/page-loader.ts, built
 * from components/islands/client/page-loader.ts) and the module script that ends <body> (PARSE_END_MODULE there).
 * The pages step removes Next's bootstrap; JSON-LD and island props are data blocks, never
 * executed. Should any other inline script appear, the build fails rather than allow it.
 * Styles, likewise, are the site's own file plus the inline CSS and style="" attributes of the
 * rule's pages allowed by hash (inlineStyleHashes). Off-site, only the map tiles, the scheduler frame and (when configured) the analytics endpoint are allowed, by exact host.
 */
import { createHash } from 'node:crypto';
import type { HTMLElement } from 'node-html-parser';
import { executableInlineScripts, inlineScripts } from '../first-paint/page-loader';
import type { SiteFacts } from '../site-facts';
import { robotsHeaders } from './crawl-rules';
import { checkHeaderLimits, MAX_HEADER_LINE, serializeHeaderRules, type HeaderRule } from './header-rules';
import { policyRules, type StyleHashes } from './policy-groups';

export const MAP_TILE_ORIGIN = 'https://tile.openstreetmap.org';
const CSP = 'Content-Security-Policy';

/** Headers for every response. */
const COMMON = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'X-Frame-Options': 'DENY',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/**
 * Images opened on their own (an SVG is a document then): nothing runs, nothing is fetched but
 * images, and no page may frame them. Their use in <img> is governed by the page's policy.
 */
const IMAGE_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/**
 * Caching: hashed build assets forever, other files for a day. HTML is left to the host's default,
 * which on Netlify and Cloudflare Pages is `public, max-age=0, must-revalidate` (revalidated).
 */
const CACHE = [
  { path: '/_next/static/*', value: 'public, max-age=31536000, immutable' },
  { path: '/_islands/*', value: 'public, max-age=31536000, immutable' },
  // The site stylesheet (scripts/export/first-paint/site.ts), content-hashed.
  { path: '/css/*', value: 'public, max-age=31536000, immutable' },
  { path: '/og/*', value: 'public, max-age=86400', csp: IMAGE_CSP },
  { path: '/leaflet/*', value: 'public, max-age=86400', csp: IMAGE_CSP },
  { path: '/images/*', value: 'public, max-age=86400', csp: IMAGE_CSP },
];

const sources = (hashes: string[]) => hashes.map((hash) => `'sha256-${hash}'`).join(' ');

type Origins = Pick<SiteFacts, 'schedulerOrigin' | 'analyticsOrigin'>;

/** A visitor page's policy (the 404 page's too, at whatever path it is served), allowing these inline styles. */
function visitorPolicy(
  scriptHashes: string[],
  styleHashes: StyleHashes,
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
  'Cache-Control': 'public, max-age=0, must-revalidate',
  [CSP]: ADMIN_CSP,
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/**
 * SHA-256 of the page's inline styles: its <style> element (the stylesheet, inlined) and each
 * distinct style="" attribute. React writes a few (anchor names, logo colours); allowing exactly
 * those by hash ('unsafe-hashes') lets no other inline style apply. Scripts change styles through
 * the CSSOM, which the policy does not govern.
 */
function inlineStyleHashes(root: HTMLElement): StyleHashes {
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

/** The URL a visitor requests: "about/index.html" is served at "/about/". */
const urlPathOf = (rel: string) => (rel === 'index.html' ? '/' : `/${rel.replace(/index\.html$/, '')}`);

/**
 * out/_headers for the pages (`root` as written). Visitor pages send no Cross-Origin-Opener-Policy.
 * They hold nothing a window that opened them could misuse (public text, no accounts or signed-in
 * state, no cross-origin isolation needed), and COOP same-origin made every entry from another site
 * swap to a fresh renderer process (docs/performance-history.md, "What Lantern counts"). The editor
 * keeps its own (above). Throws, naming the count or the line, when the file would pass a host's limit.
 */
export function headersFile(pages: { rel: string; root: HTMLElement }[], facts: SiteFacts): string {
  // The scripts any page runs, in inlineScripts' order: a page may lack one, never add another.
  const used = new Set(pages.flatMap(({ rel, root }) => inlineScriptHashes(root, rel)));
  const scripts = inlineScripts()
    .map(sha256)
    .filter((hash) => used.has(hash));
  const policy = (styles: StyleHashes) => visitorPolicy(scripts, styles, facts);
  const notFound = pages.find(({ rel }) => rel === '404.html');
  const visitorPages = pages
    .filter(({ rel }) => rel !== '404.html')
    .map(({ rel, root }) => ({ urlPath: urlPathOf(rel), ...inlineStyleHashes(root) }));
  const [siteWide, ...narrower] = policyRules(
    visitorPages,
    notFound ? inlineStyleHashes(notFound.root) : { elements: [], attributes: [] },
    (styles) => `${CSP}: ${policy(styles)}`.length <= MAX_HEADER_LINE,
  );
  const everywhere = {
    ...COMMON,
    ...robotsHeaders(facts.preview),
    [CSP]: policy(siteWide ?? { elements: [], attributes: [] }),
  };
  // The editor is never indexed; a preview already says so for every path.
  const admin = { ...ADMIN_HEADERS, ...(facts.preview ? {} : { 'X-Robots-Tag': 'noindex' }) };
  const rule = (path: string, detach: string[], headers: Record<string, string>): HeaderRule => ({
    path,
    detach,
    headers: Object.entries(headers),
  });
  const rules = [
    rule('/*', [], everywhere),
    rule('/admin/*', [CSP], admin),
    ...narrower.map((group) => rule(group.path, [CSP], { [CSP]: policy(group) })),
    ...CACHE.map(({ path, value, csp }) =>
      rule(path, csp ? [CSP] : [], { 'Cache-Control': value, ...(csp ? { [CSP]: csp } : {}) }),
    ),
  ];
  const text = serializeHeaderRules(rules, 'Generated by npm run build (scripts/export/hosting/). Do not edit.');
  checkHeaderLimits(text);
  return text;
}
