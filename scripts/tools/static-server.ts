/**
 * Serves out/ as a static host or CDN does, applying out/_headers (the same file Netlify and
 * Cloudflare Pages read), so local runs and the e2e suite see the production headers.
 *   tsx scripts/tools/static-server.ts [--port 3000] [--host 127.0.0.1] [--dir out]
 * - "/about/" serves out/about/index.html; "/about" and "/about/index.html" redirect (308) to
 *   "/about/", as Cloudflare Pages does; out/_redirects rules apply (exact paths).
 * - Unknown paths get out/404.html with status 404.
 * scripts/checks/host.ts runs the same checks against this server and `wrangler pages dev`.
 * - _headers rules apply as on Cloudflare Pages (scripts/export/hosting/header-rules.ts): every
 *   matching rule in order, "! Name" detaching what an earlier rule set.
 * - Text responses are gzip-compressed when the client accepts it, as every CDN does.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { headersFor, parseHeaderRules, type HeaderRule } from '../export/hosting/header-rules';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return (index >= 0 ? args[index + 1] : undefined) || fallback;
};
const PORT = Number(option('port', process.env.PORT ?? '3000'));
const HOST = option('host', '127.0.0.1');
const ROOT = path.resolve(option('dir', 'out'));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

const headersFile = path.join(ROOT, '_headers');
let rules: HeaderRule[] = [];
let rulesVersion = -1;
/** The _headers rules, re-read whenever a rebuild rewrites the file (new script hashes). */
function currentRules(): HeaderRule[] {
  const version = existsSync(headersFile) ? statSync(headersFile).mtimeMs : 0;
  if (version !== rulesVersion) {
    rules = version ? parseHeaderRules(readFileSync(headersFile, 'utf8')) : [];
    rulesVersion = version;
  }
  return rules;
}

/** The _headers rules' headers for this path, over the host's default revalidating Cache-Control (Netlify's and Cloudflare Pages'). */
const ruleHeaders = (urlPath: string) => ({
  'cache-control': 'public, max-age=0, must-revalidate',
  ...headersFor(currentRules(), urlPath),
});

/** out/_redirects: "from to [status]" lines (scripts/export/hosting/redirects.ts writes exact paths only). */
function redirectFor(urlPath: string): { location: string; status: number } | null {
  const file = path.join(ROOT, '_redirects');
  if (!existsSync(file)) return null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (from && to && !from.startsWith('#') && from === urlPath) return { location: to, status: Number(status ?? 301) };
  }
  return null;
}

type Found =
  { kind: 'redirect'; location: string; status?: number } | { kind: 'file'; file: string } | { kind: 'missing' };

function fileFor(urlPath: string): Found {
  const alias = redirectFor(urlPath);
  if (alias) return { kind: 'redirect', ...alias };
  // The host's pretty URLs: /about/index.html and /index.html are only ever served as /about/ and /.
  if (urlPath.endsWith('/index.html')) return { kind: 'redirect', location: urlPath.slice(0, -'index.html'.length) };
  const target = path.join(ROOT, urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath);
  const inside = path.relative(ROOT, target);
  if (inside.startsWith('..') || path.isAbsolute(inside)) return { kind: 'missing' };
  if (existsSync(target) && statSync(target).isFile()) return { kind: 'file', file: target };
  if (!urlPath.endsWith('/') && existsSync(path.join(target, 'index.html')))
    return { kind: 'redirect', location: `${urlPath}/` };
  return { kind: 'missing' };
}

/**
 * Each text file's gzip, made once per version of the file (a CDN keeps its compressed copy too): the e2e suite asks
 * for the same pages and scripts hundreds of times, and compressing each answer again cost this process CPU the
 * browser needed.
 */
const gzipped = new Map<string, { version: number; bytes: Buffer }>();
function gzipOf(file: string): Buffer {
  const version = statSync(file).mtimeMs;
  const known = gzipped.get(file);
  if (known?.version === version) return known.bytes;
  const bytes = gzipSync(readFileSync(file));
  gzipped.set(file, { version, bytes });
  return bytes;
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  let urlPath: string;
  try {
    urlPath = decodeURIComponent(url.pathname);
  } catch {
    response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Bad request: malformed URL');
    return;
  }
  const found = fileFor(urlPath);
  if (found.kind === 'redirect') {
    response.writeHead(found.status ?? 308, { ...ruleHeaders(urlPath), Location: `${found.location}${url.search}` });
    response.end();
    return;
  }
  const status = found.kind === 'file' ? 200 : 404;
  const file = found.kind === 'file' ? found.file : path.join(ROOT, '404.html');
  if (!existsSync(file)) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Not found. Run `npm run build` first.');
    return;
  }
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const compress =
    /text|javascript|json|xml|svg/.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  const body = compress ? gzipOf(file) : null;
  response.writeHead(status, {
    ...ruleHeaders(urlPath),
    'Content-Type': type,
    Vary: 'Accept-Encoding',
    ...(body
      ? { 'Content-Encoding': 'gzip', 'Content-Length': body.length }
      : { 'Content-Length': statSync(file).size }),
  });
  if (request.method === 'HEAD') response.end();
  else if (body) response.end(body);
  else createReadStream(file).pipe(response);
});

server.listen(PORT, HOST, () => {
  console.log(
    `Serving ${path.relative(process.cwd(), ROOT) || '.'} at http://${HOST}:${PORT}/ with ${currentRules().length} header rules from _headers`,
  );
});
