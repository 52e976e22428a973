/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
import type { SiteFacts } from '@/scripts/export/site-facts';
import { hosting } from '@/scripts/export/steps/hosting';

/**
 * The build's hosting step (scripts/export/hosting/) writes out/_headers and out/_redirects; Netlify's own parsers must read
 * them without an error, and what they read must be what a visitor's browser gets: the CSP on
 * every page, the security headers everywhere, the aliases.
 */

const SCHEDULER = 'https://calendly.com';
const ANALYTICS = 'https://stats.example.com';
const PAGES = ['index.html', 'about/index.html', 'firm/foster-motley/index.html', 'blog/some-post/index.html'];

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

const PAGE_CSS = 'h1{color:#111827}';
const PAGE_STYLE_ATTRIBUTE = '--i:2';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'host-rules-'));
  out = path.join(dir, 'out');
  mkdirSync(out);
  const page = `<!DOCTYPE html><html><head><title>x</title><style>${PAGE_CSS}</style>${pageLoaderTag('/_islands/a.js')}</head><body><p style="${PAGE_STYLE_ATTRIBUTE}">x</p>${parseEndModuleTag()}</body></html>`;
  await writeHostFiles(out, Object.fromEntries([...PAGES, '404.html'].map((rel) => [rel, page])));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

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

describe('generated _headers and _redirects, read by Netlify’s parsers', () => {
  it('parse without errors', () => {
    expect(parsedRules().errors).toEqual([]);
  });

  it('give every page its Content-Security-Policy allowing only same-site scripts, hashed styles and the scheduler frame', () => {
    const { headers } = parsedRules();
    for (const url of ['/', '/about/', '/firm/foster-motley/', '/blog/some-post/']) {
      const rule = headers.find((candidate) => candidate.for === url);
      const csp = rule?.values['Content-Security-Policy'] ?? '';
      // Scripts: the site's files, the page loader and the parse-end module by their hashes, no other inline script.
      expect(csp).toContain(`script-src 'self' ${sha256(pageLoader())} ${sha256(PARSE_END_MODULE)};`);
      // Styles: the site's files and the page's own inline CSS by hash, never any inline style.
      expect(csp).toContain(`style-src 'self' ${sha256(PAGE_CSS)} 'unsafe-hashes' ${sha256(PAGE_STYLE_ATTRIBUTE)};`);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain(`frame-src ${SCHEDULER}`);
      // Analytics events may go to the configured endpoint, and nowhere else off-site.
      expect(csp).toContain(`connect-src 'self' ${ANALYTICS};`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(rule?.values['Cache-Control']).toBe('public, max-age=0, must-revalidate');
    }
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

  it('send the security headers on every response, the 404 and redirects included', () => {
    const all = parsedRules().headers.find((rule) => rule.for === '/*');
    expect(all?.values).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    });
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
