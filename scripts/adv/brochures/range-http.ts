import { checkAddress, FeedError, SEC_ORIGINS, type Fetch } from '../download/feed-http';
import { INDEX_MAX_BYTES, type ArchiveSource } from './archive-source';

/**
 * The archive over HTTP, the bounded way scripts/adv/download/feed-http.ts asks the SEC: https on the SEC's host
 * only (redirects too; a test's server on 127.0.0.1 or localhost over http stands in for it), each answer capped,
 * given up when it stalls or takes too long. A zip is only ever read in byte ranges: an answer of 200 (the whole
 * file) to a ranged request is refused and cut off at once, so a multi-gigabyte zip is never downloaded.
 */
const HEADERS = { 'User-Agent': 'cincinnati-fiduciary-guide Form ADV brochures (GitHub Actions)' };
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;
/** One range: a central directory of a big month or a long brochure stays well below this. */
const RANGE_MAX_BYTES = 64 * 1024 * 1024;
const IDLE_MS = 60_000;
const TOTAL_MS = 5 * 60_000;

/** The origins an archive address may be read from: the SEC's, or (tests, benchmarks) a server on this machine. */
function archiveOrigins(address: string): readonly string[] {
  const url = new URL(address);
  if ((SEC_ORIGINS as readonly string[]).includes(url.origin)) return SEC_ORIGINS;
  if (url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost')) return [url.origin];
  // Anything else is refused, with the message the feed download gives.
  checkAddress(address, SEC_ORIGINS, 'the brochure archive');
  return SEC_ORIGINS;
}

interface Answer {
  response: Response;
  address: string;
}

async function request(
  fetch: Fetch,
  origins: readonly string[],
  address: string,
  range: string,
  signal: AbortSignal,
): Promise<Answer> {
  let current = checkAddress(address, origins, 'the brochure archive');
  for (let hop = 0; ; hop += 1) {
    const headers = range === '' ? HEADERS : { ...HEADERS, Range: range };
    const response = await fetch(current, { headers, redirect: 'manual', signal });
    const location = response.headers.get('location');
    if (!REDIRECTS.has(response.status) || location === null) return { response, address: current };
    await response.body?.cancel();
    if (hop >= MAX_REDIRECTS) throw new FeedError(`more than ${MAX_REDIRECTS} redirects from ${address}`);
    current = checkAddress(new URL(location, current).href, origins, 'the brochure archive');
  }
}

/** The body, at most `max` bytes, with a stall timer re-armed at each chunk. */
async function body(response: Response, max: number, stall: () => void): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      stall();
      total += value.length;
      if (total > max) throw new FeedError(`the answer holds more than the ${max} bytes asked for`);
      chunks.push(value);
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks);
}

/** Runs one request to `address` within the time limits: `stall` re-arms the idle timer; any failure names the address. */
async function bounded<T>(address: string, run: (signal: AbortSignal, stall: () => void) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let idle: ReturnType<typeof setTimeout> | undefined;
  const stall = () => {
    clearTimeout(idle);
    idle = setTimeout(() => controller.abort(new FeedError(`${address}: no byte for ${IDLE_MS / 1000} s`)), IDLE_MS);
  };
  const total = setTimeout(
    () => controller.abort(new FeedError(`${address}: took more than ${TOTAL_MS / 1000} s`)),
    TOTAL_MS,
  );
  stall();
  try {
    return await run(controller.signal, stall);
  } catch (error) {
    const reason: unknown = controller.signal.reason;
    if (controller.signal.aborted && reason instanceof FeedError) throw reason;
    if (error instanceof FeedError) throw new FeedError(`${address}: ${error.message}`);
    throw new FeedError(`could not read ${address}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    clearTimeout(idle);
    clearTimeout(total);
  }
}

/** The archive at `base` (ending in "/"), read with `fetch`. */
export function httpSource(base: string, fetch: Fetch = globalThis.fetch): ArchiveSource {
  const root = base.endsWith('/') ? base : `${base}/`;
  const origins = archiveOrigins(root);
  let bytes = 0;
  const ranged = (file: string, first: number, last: number) =>
    bounded(new URL(file, root).href, async (signal, stall) => {
      const { response, address } = await request(
        fetch,
        origins,
        new URL(file, root).href,
        `bytes=${first}-${last}`,
        signal,
      );
      if (response.status !== 206) {
        await response.body?.cancel();
        throw new FeedError(
          `${address} answered HTTP ${response.status} to a byte-range request (206 expected); nothing more was read`,
        );
      }
      const data = await body(response, last - first + 1, stall);
      bytes += data.length;
      return { data, range: response.headers.get('content-range') ?? '' };
    });
  return {
    where: root,
    text: (file) =>
      bounded(new URL(file, root).href, async (signal, stall) => {
        const { response, address } = await request(fetch, origins, new URL(file, root).href, '', signal);
        if (!response.ok) {
          await response.body?.cancel();
          throw new FeedError(`${address} answered HTTP ${response.status}: the SEC may have moved its archive`);
        }
        const data = await body(response, INDEX_MAX_BYTES, stall);
        bytes += data.length;
        return new TextDecoder().decode(data);
      }),
    async size(file) {
      const { range } = await ranged(file, 0, 0);
      const total = /^bytes 0-0\/(\d+)$/.exec(range.trim())?.[1];
      if (total === undefined)
        throw new FeedError(`${new URL(file, root).href} gave no total size in its Content-Range (${range || 'none'})`);
      return Number(total);
    },
    async read(file, start, length) {
      if (length > RANGE_MAX_BYTES)
        throw new FeedError(`${file}: ${length} bytes in one range, more than the ${RANGE_MAX_BYTES} allowed`);
      if (length === 0) return new Uint8Array(0);
      const { data } = await ranged(file, start, start + length - 1);
      if (data.length !== length)
        throw new FeedError(`${file}: ${length} bytes asked from ${start}, ${data.length} received`);
      return data;
    },
    bytesRead: () => bytes,
  };
}
