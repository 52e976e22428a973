/**
 * Host conformance: serves the built out/ with `wrangler pages dev` (Cloudflare Pages' own
 * server, offline) or with scripts/tools/static-server.ts, and checks what a visitor gets: the
 * _headers (CSP per page, security headers on pages, redirects and the 404), 308 for /about and
 * /about/index.html → /about/, the 404 page with status 404 under /firm/ and /blog/, and every
 * _redirects rule. Running it against both servers keeps the local server honest.
 *   tsx scripts/checks/host.ts [--server wrangler|static] [--port 4213]
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readHostRules } from '../export/hosting/host-rules';

const ROOT = path.resolve(__dirname, '..', '..');
const OUT = path.join(ROOT, 'out');
const args = process.argv.slice(2);
const option = (name: string, fallback: string) =>
  (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined) ?? fallback;
const SERVER = option('server', 'wrangler');
const PORT = Number(option('port', '4213'));
// No later than the bundled workerd's own date (workerd 1.20260426.1 in wrangler 4.86.0): a later
// date makes wrangler fail offline.
const COMPATIBILITY_DATE = '2026-04-26';
const BASE = `http://127.0.0.1:${PORT}`;

const command: [string, string[]] =
  SERVER === 'wrangler'
    ? [
        path.join(ROOT, 'node_modules', '.bin', 'wrangler'),
        [
          'pages',
          'dev',
          OUT,
          `--compatibility-date=${COMPATIBILITY_DATE}`,
          '--ip',
          '127.0.0.1',
          '--port',
          String(PORT),
          '--show-interactive-dev-session=false',
        ],
      ]
    : [
        path.join(ROOT, 'node_modules', '.bin', 'tsx'),
        [path.join(ROOT, 'scripts', 'tools', 'static-server.ts'), '--port', String(PORT), '--dir', OUT],
      ];

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

async function check(): Promise<void> {
  const { headers: rules, redirects, errors } = await readHostRules(OUT);
  expect(errors.length === 0, `_headers/_redirects: ${errors.join('; ')}`);
  const common = rules.find((rule) => rule.for === '/*')?.values ?? {};
  const notFoundTitle = /<title>([^<]*)<\/title>/.exec(readFileSync(path.join(OUT, '404.html'), 'utf8'))?.[1];
  const hasCommon = (reply: Response, what: string) => {
    for (const [name, value] of Object.entries(common))
      expect(reply.headers.get(name) === value, `${what}: ${name} is ${reply.headers.get(name)}, not ${value}`);
  };

  // Every page: status 200, its own CSP and cache rule, and the common headers.
  // A folder's rule (the content editor's /admin/*) is checked on the folder's own page.
  for (const rule of rules.filter((candidate) => candidate.values['Content-Security-Policy'])) {
    const reply = await get(rule.for.replace(/\*$/, ''));
    expect(reply.status === 200, `${rule.for}: status ${reply.status}`);
    for (const [name, value] of Object.entries(rule.values))
      expect(reply.headers.get(name) === value, `${rule.for}: ${name} is ${reply.headers.get(name)}`);
    hasCommon(reply, rule.for);
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
        `Host conformance (${SERVER}): pages, headers, redirects and the 404 behave as on the host (start ${seconds(up - started)} s, checks ${seconds(Date.now() - up)} s).`,
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
