// The download's one way to ask the SEC for something, bounded: https on the SEC's own hosts only (redirects
// too), each answer capped in bytes, given up when it stalls or takes too long; a refusal names the address.
import { createWriteStream, openSync, renameSync, rmSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';

export class FeedError extends Error {
  name = 'FeedError';
}

/** The SEC's hosts the download uses, https only: a redirect anywhere else is refused. */
export const SEC_ORIGINS = ['https://reports.adviserinfo.sec.gov'] as const;

export interface HttpLimits {
  /** Bytes an answer may hold: the gzipped feeds are about 5 and 7 MB, so 64 MB is room for years of growth. */
  maxBytes: number;
  /** Milliseconds without a byte before the connection counts as stalled. */
  idleMs: number;
  /** Milliseconds one request may take in all, answer included. */
  totalMs: number;
}

export const FEED_LIMITS: HttpLimits = { maxBytes: 64 * 1024 * 1024, idleMs: 60_000, totalMs: 15 * 60_000 };
/** The manifest is a short JSON list of files. */
export const MANIFEST_LIMITS: HttpLimits = { maxBytes: 1024 * 1024, idleMs: 60_000, totalMs: 2 * 60_000 };
const MAX_REDIRECTS = 5;

export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

export interface Asking {
  fetch: Fetch;
  /** Where requests and redirects may go: SEC_ORIGINS, or a test's local server. */
  origins: readonly string[];
  limits: HttpLimits;
  /** What is asked for, e.g. "the SEC firm feed", for messages. */
  what: string;
}

const HEADERS = { 'User-Agent': 'cincinnati-fiduciary-guide Form ADV refresh (GitHub Actions)' };

const MOVED = 'a developer checks https://adviserinfo.sec.gov/compilation and updates scripts/adv/download-feeds.ts';

/** `address` when it is on one of `origins` (scheme, host and port exactly: https to the SEC's host), else a refusal. */
export function checkAddress(address: string, origins: readonly string[], what: string): string {
  const url = new URL(address);
  if (origins.includes(url.origin)) return url.href;
  throw new FeedError(
    `${what}: refused to follow ${address}, which is not on the SEC's own host (${origins.join(', ')}) over https; if the SEC moved its files, ${MOVED}`,
  );
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** One request with its limits: a stall, the overall time or too many bytes aborts it with a FeedError. */
class Bounded {
  private readonly controller = new AbortController();
  private idle: ReturnType<typeof setTimeout> | undefined;
  private bytes = 0;
  readonly signal: AbortSignal;

  constructor(private readonly asking: Asking) {
    const { limits, what } = asking;
    const total = AbortSignal.timeout(limits.totalMs);
    total.addEventListener('abort', () =>
      this.controller.abort(
        new FeedError(`${what}: took more than ${limits.totalMs / 1000} s in all; download it again later`),
      ),
    );
    this.signal = this.controller.signal;
    this.touch();
  }

  /** Called at each byte received: re-arms the stall timer. */
  touch(): void {
    clearTimeout(this.idle);
    const { limits, what } = this.asking;
    this.idle = setTimeout(
      () =>
        this.controller.abort(
          new FeedError(
            `${what}: the connection stalled (no byte for ${limits.idleMs / 1000} s); download it again later`,
          ),
        ),
      limits.idleMs,
    );
  }

  count(chunk: Uint8Array): void {
    this.touch();
    this.bytes += chunk.length;
    if (this.bytes > this.asking.limits.maxBytes)
      this.controller.abort(this.tooLarge(`more than ${this.asking.limits.maxBytes}`));
  }

  tooLarge(size: string): FeedError {
    return new FeedError(
      `${this.asking.what}: its answer holds ${size} bytes, more than the ${this.asking.limits.maxBytes} allowed; nothing was kept. ` +
        "If the SEC's files really grew that much, a developer raises the cap in scripts/adv/download/feed-http.ts",
    );
  }

  /** The abort's own FeedError when this request was aborted, else `error` as a FeedError. */
  failure(error: unknown, address: string): FeedError {
    const reason: unknown = this.signal.reason;
    if (this.signal.aborted && reason instanceof FeedError) return reason;
    if (error instanceof FeedError) return error;
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    const text = error instanceof Error ? error.message : String(error);
    return new FeedError(
      `Could not download ${this.asking.what} from ${address}: ${text}${cause} (the connection failed or was cut); try again later.`,
    );
  }

  /** Stops the timers, and closes a connection a failure left open. */
  done(): void {
    clearTimeout(this.idle);
    if (!this.signal.aborted) this.controller.abort();
  }
}

/** The answer to `address`, following redirects only within `origins`; its body is read by `read`. */
async function ask<T>(
  asking: Asking,
  address: string,
  read: (body: AsyncIterable<Uint8Array>) => Promise<T>,
): Promise<T> {
  const bounded = new Bounded(asking);
  let current = checkAddress(address, asking.origins, asking.what);
  try {
    for (let hop = 0; ; hop += 1) {
      const init: RequestInit = { headers: HEADERS, redirect: 'manual', signal: bounded.signal };
      const response = await asking.fetch(current, init);
      const location = response.headers.get('location');
      if (REDIRECTS.has(response.status) && location !== null) {
        await response.body?.cancel();
        if (hop >= MAX_REDIRECTS)
          throw new FeedError(`${asking.what}: more than ${MAX_REDIRECTS} redirects from ${address}`);
        current = checkAddress(new URL(location, current).href, asking.origins, asking.what);
        continue;
      }
      if (!response.ok) {
        const What = asking.what[0]?.toUpperCase() + asking.what.slice(1);
        throw new FeedError(
          `${What} at ${current} answered HTTP ${response.status}: the address may have changed; ${MOVED}`,
        );
      }
      const declared = Number(response.headers.get('content-length') ?? Number.NaN);
      if (declared > asking.limits.maxBytes) throw bounded.tooLarge(String(declared));
      if (!response.body) throw new FeedError(`${asking.what} at ${current} was empty.`);
      return await read(counted(response.body, bounded));
    }
  } catch (error) {
    throw bounded.failure(error, current);
  } finally {
    bounded.done();
  }
}

async function* counted(body: ReadableStream<Uint8Array>, bounded: Bounded): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      bounded.count(value);
      if (bounded.signal.aborted) throw bounded.failure(null, '');
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/** Downloads `address` into `file`: written under a temporary name and renamed only once complete and checked. */
export async function downloadTo(
  asking: Asking,
  address: string,
  file: string,
  check: (part: string) => Promise<void>,
): Promise<void> {
  const part = `${file}.part`;
  try {
    // Opened now: a stream opening its file later could create it after the clean-up below.
    const sink = createWriteStream(part, { fd: openSync(part, 'w') });
    try {
      await ask(asking, address, (body) => pipeline(body, sink));
    } finally {
      sink.destroy();
    }
    await check(part);
    renameSync(part, file);
  } finally {
    rmSync(part, { force: true });
  }
}

/** The answer's text, capped like any answer. */
export async function askText(asking: Asking, address: string): Promise<string> {
  return ask(asking, address, (body) => text(body));
}
