import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { z } from 'zod';
import type { Build } from '@/scripts/export/build';
import {
  pageLoader,
  PARSE_END_MODULE,
  pageLoaderTag,
  parseEndModuleTag,
} from '@/scripts/export/first-paint/page-loader';
import { headersFor, parseHeaderRules, patternOf } from '@/scripts/export/hosting/header-rules';
import type { SiteFacts } from '@/scripts/export/site-facts';
import { hosting } from '@/scripts/export/steps/hosting';

/**
 * The build's hosting step (scripts/export/hosting/) writes out/_headers and out/_redirects for an
 * export the size of the region's roster (250 advisers): Netlify's own parsers must read them
 * without an error, Cloudflare Pages must read every rule (it stops at 100 and drops lines over
 * 2,000 characters), and what a visitor's browser gets must allow each page's inline code and nothing more.
 */

const SCHEDULER = 'https://calendly.com';
const ANALYTICS = 'https://stats.example.com';
const ADVISERS = 250;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A page as the build writes it: the page loader, its first-screen CSS, a style="" value, the parse-end module. */
const page = (css: string, style = '--i:2') =>
  `<!DOCTYPE html><html><head><title>x</title><style>${css}</style>${pageLoaderTag('/_islands/a.js')}</head><body><p style="${style}">x</p>${parseEndModuleTag()}</body></html>`;
const ROSTER_CSS = '.roster{color:#111827}';
const NOT_FOUND_CSS = '.not-found{color:#7f1d1d}';
const rosterRel = (i: number) => `advisers/${9_100_000 + i}-fixture-advisers-${i}/index.html`;

/** The export: the home page, a few pages of their own, the roster and its list, blog posts, the 404 page. */
const PAGES: Record<string, string> = {
  'index.html': page('.home{color:#111}'),
  'about/index.html': page('.about{color:#222}'),
  'terms/index.html': page('.legal{color:#333}'),
  'sitemap/index.html': page('.legal{color:#333}'),
  'advisers/index.html': page('.list{color:#444}'),
  'blog/index.html': page('.blog{color:#555}'),
  'blog/some-post/index.html': page('.post{color:#666}', '--chart:40%'),
  '404.html': page(NOT_FOUND_CSS, '--code:404'),
  ...Object.fromEntries(Array.from({ length: ADVISERS }, (_, i) => [rosterRel(i), page(ROSTER_CSS)])),
};
const FIRST_ROSTER = '/advisers/9100000-fixture-advisers-0/';
const LAST_ROSTER = `/advisers/${9_100_000 + ADVISERS - 1}-fixture-advisers-${ADVISERS - 1}/`;

const rulesSchema = z.object({
  headers: z.array(z.object({ for: z.string(), values: z.record(z.string(), z.string()) })),
  redirects: z.array(z.object({ from: z.string(), to: z.string(), status: z.number().optional() })),
  errors: z.array(z.string()),
});

let dir: string;
let out: string;

/** Netlify's parsers, run as the host check runs them (a script of its own: they are ES modules). */
function readRules() {
  const script = path.join(process.cwd(), 'scripts', 'export', 'hosting', 'host-rules.ts');
  return spawnSync(path.join(process.cwd(), 'node_modules', '.bin', 'tsx'), [script, out], { encoding: 'utf8' });
}

const FACTS: SiteFacts = {
  siteUrl: 'https://www.example.com',
  schedulerOrigin: SCHEDULER,
  analyticsOrigin: ANALYTICS,
  pages: [],
  preview: false,
};

/** The hosting step on these pages, as the build runs it after writing them. */
async function writeHostFiles(outDir: string, pages: Record<string, string>) {
  const build: Build = {
    root: process.cwd(),
    out: outDir,
    facts: FACTS,
    pages: Object.entries(pages).map(([rel, html]) => ({ rel, type: 'page', root: parse(html, { comment: true }) })),
  };
  await hosting(build);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'host-rules-'));
  out = path.join(dir, 'out');
  mkdirSync(out);
  await writeHostFiles(out, PAGES);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const headersText = () => readFileSync(path.join(out, '_headers'), 'utf8');
/** What Cloudflare Pages sends for this path (header-rules.ts: every matching rule, "!" detaching). */
const served = (urlPath: string) => headersFor(parseHeaderRules(headersText()), urlPath);
const policyOf = (urlPath: string) => served(urlPath)['content-security-policy'] ?? '';

let parsed: z.infer<typeof rulesSchema> | undefined;
/** The rules as the parsers read them (parsed once: loading the parsers takes about 2 s). */
function parsedRules() {
  if (!parsed) {
    const result = readRules();
    expect(result.status).toBe(0);
    parsed = rulesSchema.parse(JSON.parse(result.stdout));
  }
  return parsed;
}

describe(`generated _headers for an export with ${ADVISERS} roster pages`, () => {
  it('parse without errors with Netlify’s parser', () => {
    expect(parsedRules().errors).toEqual([]);
  });

  it('hold at most 40 rules and no line over 2,000 characters, so a host applies every one', () => {
    const rules = headersText()
      .split('\n')
      .filter((line) => line.startsWith('/'));
    expect(rules.length).toBeLessThanOrEqual(40);
    expect(
      Math.max(
        ...headersText()
          .split('\n')
          .map((line) => line.trim().length),
      ),
    ).toBeLessThanOrEqual(2_000);
  });

  it('go from the most general rule to the most specific, the editor’s before any page rule', () => {
    const rules = parseHeaderRules(headersText());
    expect(rules.map((rule) => rule.path).slice(0, 2)).toEqual(['/*', '/admin/*']);
    // Each rule comes after every rule whose pattern covers it (a later rule detaches an earlier one's policy).
    rules.forEach((rule, index) => {
      const wider = rules.findIndex(
        (other) => other !== rule && patternOf(other.path).test(rule.path.replace(/\*$/, 'x')),
      );
      if (rule.path !== '/*') expect(wider).toBeLessThan(index);
    });
  });

  it.each([
    '/',
    '/about/',
    '/sitemap/',
    '/terms/',
    '/advisers/',
    FIRST_ROSTER,
    LAST_ROSTER,
    '/blog/',
    '/blog/some-post/',
  ])('serve %s one policy allowing its own inline scripts and styles by hash, and no other inline code', (urlPath) => {
    const rel = urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}index.html`;
    const html = parse(PAGES[rel] ?? '');
    const csp = policyOf(urlPath);
    // One policy: a second rule's value would be appended after a comma, and both enforced.
    expect(csp).not.toContain(',');
    expect(csp).toContain(`script-src 'self' ${sha256(pageLoader())} ${sha256(PARSE_END_MODULE)};`);
    expect(csp).toContain(sha256(html.querySelector('style')?.rawText ?? ''));
    expect(csp).toMatch(
      new RegExp(`'unsafe-hashes'[^;]*${sha256(html.querySelector('p')?.getAttribute('style') ?? '')}`),
    );
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain(`frame-src ${SCHEDULER}`);
    expect(csp).toContain(`connect-src 'self' ${ANALYTICS};`);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('give the 404 page, at any unknown path, a policy that allows its own styles', () => {
    for (const urlPath of ['/no-such-page/', '/advisers/0-unknown/', '/blog/unknown-post/']) {
      const csp = policyOf(urlPath);
      expect(csp).toContain(`script-src 'self' ${sha256(pageLoader())}`);
      expect(csp).toContain(sha256(NOT_FOUND_CSS));
      expect(csp).toContain(sha256('--code:404'));
    }
  });

  it('give images opened on their own (/og/*, /images/*) a policy that runs nothing', () => {
    for (const urlPath of ['/og/about.png', '/images/retirement-income.svg']) {
      expect(policyOf(urlPath)).toMatch(/^default-src 'none';.*\bsandbox\b/);
      expect(served(urlPath)['cache-control']).toBe('public, max-age=86400');
    }
  });

  it('give the content editor its own policy and nothing of the visitor pages’', () => {
    expect(served('/admin/')).toMatchObject({
      'content-security-policy': expect.stringMatching(/^default-src 'self'; script-src 'self';.*api\.github\.com/),
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'x-robots-tag': 'noindex',
    });
  });

  it('send the security headers on every response, the 404 and redirects included', () => {
    const all = parsedRules().headers.find((rule) => rule.for === '/*');
    expect(all?.values).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    });
  });

  it('give a page whose styles no longer fit its folder’s policy line a rule of its own, after the folder’s', async () => {
    const many = mkdtempSync(path.join(tmpdir(), 'host-rules-own-'));
    const pages = Object.fromEntries(
      Array.from({ length: 25 }, (_, i) => [`page-${i}/index.html`, page(`.p${i}{color:#000}`, `--i:${i}`)]),
    );
    await writeHostFiles(many, { ...pages, '404.html': page(NOT_FOUND_CSS) });
    const rules = parseHeaderRules(readFileSync(path.join(many, '_headers'), 'utf8'));
    const own = rules.filter((rule) => /^\/page-\d+\/$/.test(rule.path));
    expect(own.length).toBeGreaterThan(0);
    expect(rules.length).toBeLessThanOrEqual(40);
    for (let i = 0; i < 25; i++) {
      const csp = headersFor(rules, `/page-${i}/`)['content-security-policy'] ?? '';
      expect(csp).not.toContain(',');
      expect(csp).toContain(sha256(`.p${i}{color:#000}`));
      expect(csp).toContain(sha256(`--i:${i}`));
    }
    rmSync(many, { recursive: true, force: true });
  });

  it('fail the build, naming the count, when the pages would need more than 40 rules', async () => {
    const bad = mkdtempSync(path.join(tmpdir(), 'host-rules-many-'));
    // Every top-level page with first-screen CSS and style="" values of its own: the site-wide
    // policy holds the first few, each of the others needs a rule.
    const pages = Object.fromEntries(
      Array.from({ length: 80 }, (_, i) => [`page-${i}/index.html`, page(`.p${i}{color:#000}`, `--i:${i}`)]),
    );
    await expect(writeHostFiles(bad, { ...pages, '404.html': page(NOT_FOUND_CSS) })).rejects.toThrow(
      /_headers has \d+ rules, more than the 40 allowed/,
    );
    rmSync(bad, { recursive: true, force: true });
  });

  it('fail the build, naming the line and its length, when a policy would be over 2,000 characters', async () => {
    const bad = mkdtempSync(path.join(tmpdir(), 'host-rules-long-'));
    const styles = Array.from({ length: 40 }, (_, i) => `<b style="--w:${i}">x</b>`).join('');
    const html = page('.a{}').replace('</body>', `${styles}</body>`);
    await expect(writeHostFiles(bad, { 'index.html': html, '404.html': page(NOT_FOUND_CSS) })).rejects.toThrow(
      /_headers line \d+ \(Content-Security-Policy of \/\) has \d{4} characters, more than the 2000/,
    );
    rmSync(bad, { recursive: true, force: true });
  });

  it('refuse a page with an inline script other than the page loader', async () => {
    const bad = mkdtempSync(path.join(tmpdir(), 'host-rules-bad-'));
    const pages = {
      'index.html': `<!DOCTYPE html><html><head><title>x</title>${pageLoaderTag('/_islands/a.js')}<script>alert(1)</script></head><body></body></html>`,
      '404.html': '<!DOCTYPE html><html><head><title>x</title></head><body></body></html>',
    };
    await expect(writeHostFiles(bad, pages)).rejects.toThrow(
      /index\.html has 1 inline executable script\(s\) besides the page loader and the parse-end module/,
    );
    rmSync(bad, { recursive: true, force: true });
  });

  it('redirect /firm/ and /firms/ to the list of firms', () => {
    const { redirects } = parsedRules();
    expect(redirects).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: '/firm/', to: '/cincinnati-financial-advisor/', status: 301 }),
        expect.objectContaining({ from: '/firms', to: '/cincinnati-financial-advisor/', status: 301 }),
      ]),
    );
  });

  it('report a malformed file as an error', () => {
    writeFileSync(path.join(out, '_redirects'), '/firm/\n');
    const result = readRules();
    expect(result.status).toBe(1);
    expect(rulesSchema.parse(JSON.parse(result.stdout)).errors.join('\n')).toMatch(/firm/);
  });
});
