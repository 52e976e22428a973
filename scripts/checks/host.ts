/**
 * Host conformance: serves an export with `wrangler pages dev` (Cloudflare Pages' own server,
 * offline) or with scripts/tools/static-server.ts and checks what a visitor gets: every page with
 * exactly one Content-Security-Policy, the one _headers gives it (header-rules.ts) and one that
 * allows its inline code (host-policy.ts), named for the first page, the last roster page and
 * /admin/; the 404 page's and the images' policies; each caching rule; the security headers on
 * pages, redirects and the 404; 308 for /about and /about/index.html → /about/; the 404 page with
 * status 404 under /firm/ and /blog/; every _redirects rule. Both servers: the local one stays honest.
 * `npm test` runs it on the production fixture's export, whose roster has 250 advisers (`npm run check:production`).
 *   tsx scripts/checks/host.ts [--server wrangler|static] [--port 4213] [--dir out]
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { headersFor, parseHeaderRules } from '../export/hosting/header-rules';
import { readHostRules } from '../export/hosting/host-rules';
import { exportPages, folderSamples, policyProblems } from './host-policy';

const ROOT = path.resolve(__dirname, '..', '..');
const args = process.argv.slice(2);
const option = (name: string, fallback: string) =>
  (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined) ?? fallback;
const OUT = path.resolve(ROOT, option('dir', 'out'));
const SERVER = option('server', 'wrangler');
const PORT = Number(option('port', '4213'));
// No later than the bundled workerd's own date (workerd 1.20260426.1 in wrangler 4.86.0): a later
// date makes wrangler fail offline.
const COMPATIBILITY_DATE = '2026-04-26';
const BASE = `http://127.0.0.1:${PORT}`;

const wranglerArgs = ['pages', 'dev', OUT, `--compatibility-date=${COMPATIBILITY_DATE}`, '--ip', '127.0.0.1'];
const command: [string, string[]] =
  SERVER === 'wrangler'
    ? [
        path.join(ROOT, 'node_modules', '.bin', 'wrangler'),
        [...wranglerArgs, '--port', String(PORT), '--show-interactive-dev-session=false'],
      ]
    : [
        path.join(ROOT, 'node_modules', '.bin', 'tsx'),
        [path.join(ROOT, 'scripts', 'tools', 'static-server.ts'), '--port', String(PORT), '--dir', OUT],
      ];

if (!existsSync(path.join(OUT, '_headers'))) {
  const how = OUT.endsWith('.production-export') ? 'npm run check:production' : 'npm run build';
  console.error(`Host conformance: no export in ${path.relative(ROOT, OUT)} (run \`${how}\` first).`);
  process.exit(1);
}
const started = Date.now();
const server = spawn(command[0], command[1], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' },
});
let log = '';
server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));

async function waitUntilUp(): Promise<void> {
  for (let tries = 0; tries < 240; tries += 1) {
    if (server.exitCode !== null) throw new Error(`${SERVER} exited with ${server.exitCode}:\n${log}`);
    try {
      await fetch(`${BASE}/`, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${SERVER} did not answer within 60 s:\n${log}`);
}

const problems: string[] = [];
const expect = (ok: boolean, message: string) => ok || problems.push(message);
const get = (url: string) => fetch(`${BASE}${url}`, { redirect: 'manual' });
const locationOf = (reply: Response) => new URL(reply.headers.get('location') ?? '', BASE).pathname;
/** A field of a redirect rule as @netlify/redirect-parser gives it (typed `unknown` there). */
const fieldOf = (rule: unknown, name: string): unknown =>
  typeof rule === 'object' && rule !== null ? Object.getOwnPropertyDescriptor(rule, name)?.value : undefined;

/** The host's own Cache-Control where _headers sets none (Netlify and Cloudflare Pages alike). */
const HOST_DEFAULT_CACHE = 'public, max-age=0, must-revalidate';
const CSP = 'content-security-policy';
const checked: string[] = [];

async function check(): Promise<void> {
  const { headers: netlifyRules, redirects, errors } = await readHostRules(OUT);
  expect(errors.length === 0, `_headers/_redirects: ${errors.join('; ')}`);
  const rules = parseHeaderRules(readFileSync(path.join(OUT, '_headers'), 'utf8'));
  const notFoundHtml = readFileSync(path.join(OUT, '404.html'), 'utf8');
  const notFoundTitle = /<title>([^<]*)<\/title>/.exec(notFoundHtml)?.[1];
  // The site-wide rule's headers but its policy, which /admin/* and the images replace.
  const common = Object.entries(netlifyRules.find((rule) => rule.for === '/*')?.values ?? {}).filter(
    ([name]) => name.toLowerCase() !== CSP,
  );
  const hasCommon = (reply: Response, what: string) => {
    for (const [name, value] of common)
      expect(reply.headers.get(name) === value, `${what}: ${name} is ${reply.headers.get(name)}, not ${value}`);
  };
  /** The headers _headers gives this path, as served; and, for a page, a policy that allows its inline code. */
  const hasOwn = (reply: Response, url: string, html?: string) => {
    // The host's default Cache-Control is for what it finds (Cloudflare Pages sends its 404 with no-store).
    const expected = {
      ...(reply.status === 200 ? { 'cache-control': HOST_DEFAULT_CACHE } : {}),
      ...headersFor(rules, url),
    };
    for (const [name, value] of Object.entries(expected))
      expect(
        reply.headers.get(name) === value,
        `${url}: ${name} is ${reply.headers.get(name)}, not ${value.slice(0, 100)}…`,
      );
    if (html !== undefined)
      for (const problem of policyProblems(reply.headers.get(CSP), html)) problems.push(`${url}: ${problem}`);
  };

  // Every page, the first and the last of a roster of hundreds included, and the content editor.
  const pages = exportPages(OUT);
  const roster = pages.filter(({ urlPath }) => /^\/advisers\/\d+-/.test(urlPath));
  for (const { urlPath, file } of pages) {
    const reply = await get(urlPath);
    expect(reply.status === 200, `${urlPath}: status ${reply.status}`);
    hasOwn(reply, urlPath, readFileSync(file, 'utf8'));
    hasCommon(reply, urlPath);
  }
  const admin = await get('/admin/');
  expect(admin.status === 200, `/admin/: status ${admin.status}`);
  expect(
    /^default-src 'self'; script-src 'self';.*api\.github\.com/.test(admin.headers.get(CSP) ?? ''),
    `/admin/: not the editor's policy`,
  );
  hasOwn(admin, '/admin/');
  checked.push(
    `CSP on every one of ${pages.length} pages: first ${pages[0]?.urlPath}, last roster page ${roster.at(-1)?.urlPath} (of ${roster.length}), /admin/`,
  );

  // A file under each folder rule: caching, and the images' own policy.
  for (const url of folderSamples(OUT, rules)) {
    const reply = await get(url);
    expect(reply.status === 200, `${url}: status ${reply.status}`);
    hasOwn(reply, url);
  }
  for (const [from, to] of [
    ['/about', '/about/'],
    ['/about/index.html', '/about/'],
    ['/index.html', '/'],
  ] as const) {
    const reply = await get(from);
    expect(
      reply.status === 308 && locationOf(reply) === to,
      `${from}: ${reply.status} → ${locationOf(reply)}, expected 308 → ${to}`,
    );
    hasCommon(reply, from);
  }
  for (const rule of redirects) {
    const from = String(fieldOf(rule, 'from'));
    const reply = await get(from);
    expect(
      reply.status === fieldOf(rule, 'status') && locationOf(reply) === fieldOf(rule, 'to'),
      `_redirects ${from}: ${reply.status} → ${locationOf(reply)}`,
    );
  }
  for (const url of [
    '/firm/unknown-firm/',
    '/firm/unknown-firm',
    '/blog/unknown-post/',
    '/blog/unknown-post',
    '/no-such-page/',
    '/_not-found/',
  ]) {
    const reply = await get(url);
    const body = await reply.text();
    expect(reply.status === 404, `${url}: status ${reply.status}, expected 404`);
    expect(notFoundTitle !== undefined && body.includes(notFoundTitle), `${url}: not the site's 404 page`);
    hasCommon(reply, `${url} (404)`);
    hasOwn(reply, url, notFoundHtml);
  }
}

async function main(): Promise<void> {
  try {
    await waitUntilUp();
    const up = Date.now();
    await check();
    const seconds = (ms: number) => (ms / 1000).toFixed(1);
    if (problems.length > 0) {
      console.error(`Host conformance (${SERVER}) FAILED:\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log(
        `Host conformance (${SERVER}, ${path.relative(ROOT, OUT)}): pages, headers, redirects and the 404 behave as on the host; ` +
          `${checked.join('; ')} (start ${seconds(up - started)} s, checks ${seconds(Date.now() - up)} s).`,
      );
    }
  } catch (error) {
    console.error(`Host conformance (${SERVER}) FAILED: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    server.kill();
  }
}

void main();
