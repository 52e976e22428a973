// Downloads the SEC's two current firm feeds (its IAPD "compilation reports": SEC-registered and
// state-registered investment advisers, gzipped XML named by date) for `npm run adv:import`.
//
//   npx tsx scripts/adv/download-feeds.ts --out DIR     prints the two downloaded files' paths, one a line
//
// The SEC publishes a manifest beside the files listing the current ones (it keeps about a week of them).
// Anything unexpected stops the run with a message naming what changed, so the monthly workflow fails
// instead of importing nothing and opening an empty pull request. When the SEC moves or renames the
// files, the address and the name pattern below are the one place to update.
import { mkdirSync, createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';

export const REPORTS_URL = 'https://reports.adviserinfo.sec.gov/reports/CompilationReports';
export const MANIFEST_URL = `${REPORTS_URL}/CompilationReports.manifest.json`;
/** The page where a person finds the files when the addresses above stop working. */
export const REPORTS_PAGE = 'https://adviserinfo.sec.gov/compilation';
/** IA_FIRM_SEC_Feed_09_02_2026.xml.gz: the feed, then the day it was published (month, day, year). */
export const FEED_FILE = /^IA_FIRM_(SEC|STATE)_Feed_(\d{2})_(\d{2})_(\d{4})\.xml\.gz$/;
/** The feeds are published every business day: a newest file older than this means publishing stopped. */
export const MAX_AGE_DAYS = 10;

const FEEDS = ['sec', 'state'] as const;
type Feed = (typeof FEEDS)[number];
const HEADERS = { 'User-Agent': 'cincinnati-fiduciary-guide Form ADV refresh (GitHub Actions)' };
const WHERE = `update the address or the name pattern at the top of scripts/adv/download-feeds.ts (the SEC lists its files on ${REPORTS_PAGE})`;

export class FeedError extends Error {
  name = 'FeedError';
}

export interface FeedFile {
  feed: Feed;
  name: string;
  date: string;
  url: string;
}

/** "IA_FIRM_STATE_Feed_09_02_2026.xml.gz" → { feed: 'state', date: '2026-09-02' }, or null for any other name. */
export function parseFeedName(name: string): { feed: Feed; date: string } | null {
  const match = FEED_FILE.exec(name);
  if (!match) return null;
  const [, kind = '', month, day, year] = match;
  const feed = FEEDS.find((each) => each === kind.toLowerCase());
  return feed ? { feed, date: `${year}-${month}-${day}` } : null;
}

/**
 * The newest SEC and state firm feed the manifest lists, each with its address and date. Throws a FeedError
 * naming what is missing when the manifest's layout or the files' names are not what this script knows.
 */
export function pickFeeds(manifest: unknown, today: Date = new Date()): FeedFile[] {
  const files: unknown = manifest && typeof manifest === 'object' && 'files' in manifest ? manifest.files : undefined;
  if (!Array.isArray(files)) {
    const keys = manifest && typeof manifest === 'object' ? Object.keys(manifest).join(', ') : typeof manifest;
    throw new FeedError(
      `The SEC's manifest ${MANIFEST_URL} no longer has a "files" list (it has: ${keys || 'nothing'}): its layout changed; ${WHERE}.`,
    );
  }
  const names = files.map((file: unknown) =>
    file && typeof file === 'object' && 'name' in file && typeof file.name === 'string'
      ? file.name
      : JSON.stringify(file),
  );
  return FEEDS.map((feed) => {
    const newest = names
      .flatMap((name) => {
        const parsed = parseFeedName(name);
        return parsed?.feed === feed ? [{ name, parsed }] : [];
      })
      .sort((a, b) => (a.parsed.date < b.parsed.date ? 1 : -1))[0];
    if (!newest) {
      throw new FeedError(
        `The SEC's manifest ${MANIFEST_URL} lists no ${feed.toUpperCase()} firm feed named like ` +
          `IA_FIRM_${feed.toUpperCase()}_Feed_MM_DD_YYYY.xml.gz. It lists: ${names.join(', ') || 'no files'}. ` +
          `The files were renamed or moved; ${WHERE}.`,
      );
    }
    const age = Math.floor((today.getTime() - Date.parse(`${newest.parsed.date}T00:00:00Z`)) / 86_400_000);
    if (age > MAX_AGE_DAYS) {
      throw new FeedError(
        `The newest ${feed.toUpperCase()} firm feed in the SEC's manifest is ${newest.name}, ${age} days old ` +
          `(more than ${MAX_AGE_DAYS}): the SEC may have stopped publishing there; ${WHERE}.`,
      );
    }
    return { feed, name: newest.name, date: newest.parsed.date, url: `${REPORTS_URL}/${newest.name}` };
  });
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

async function get(fetchImpl: Fetch, url: string, what: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: HEADERS });
  } catch (error) {
    throw new FeedError(
      `Could not reach ${what} at ${url}: ${error instanceof Error ? error.message : String(error)}.`,
    );
  }
  if (!response.ok) {
    const What = what[0]?.toUpperCase() + what.slice(1);
    throw new FeedError(`${What} at ${url} answered HTTP ${response.status}: the address may have changed; ${WHERE}.`);
  }
  return response;
}

/** Checks that a downloaded file is gzip whose XML opens with <Firms> and a <Firm>, reading only its start. */
export async function checkFeedFile(file: string): Promise<void> {
  const head = await new Promise<string>((resolve, reject) => {
    let text = '';
    const gunzip = createGunzip();
    const input = createReadStream(file);
    const done = () => {
      input.destroy();
      gunzip.destroy();
      resolve(text);
    };
    gunzip.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (text.length >= 64 * 1024) done();
    });
    gunzip.on('end', done);
    gunzip.on('error', (error: Error) =>
      reject(new FeedError(`${path.basename(file)} is not a gzip file (${error.message}): ${WHERE}.`)),
    );
    input.on('error', reject);
    input.pipe(gunzip);
  });
  if (!/<Firms[\s>]/.test(head) || !/<Firm[\s>]/.test(head)) {
    throw new FeedError(
      `${path.basename(file)} does not start with <Firms><Firm>… as the SEC's firm feeds did ` +
        `(it starts: ${JSON.stringify(head.slice(0, 120))}): the file's layout changed; ${WHERE}.`,
    );
  }
}

/** A response body's chunks as they arrive (the file is written as it downloads, never held whole). */
async function* chunksOf(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

/** Downloads both feeds into outDir and returns their paths, SEC first. */
export async function downloadFeeds({
  outDir,
  fetch: fetchImpl = globalThis.fetch,
  today = new Date(),
}: {
  outDir: string;
  fetch?: Fetch;
  today?: Date;
}): Promise<string[]> {
  const manifestResponse = await get(fetchImpl, MANIFEST_URL, "the SEC's list of compilation reports");
  let manifest: unknown;
  try {
    manifest = await manifestResponse.json();
  } catch {
    throw new FeedError(`The SEC's manifest ${MANIFEST_URL} is not JSON any more: its layout changed; ${WHERE}.`);
  }
  mkdirSync(outDir, { recursive: true });
  const paths: string[] = [];
  for (const feed of pickFeeds(manifest, today)) {
    const response = await get(fetchImpl, feed.url, `the ${feed.feed.toUpperCase()} firm feed`);
    if (!response.body) throw new FeedError(`The ${feed.feed.toUpperCase()} firm feed at ${feed.url} was empty.`);
    const file = path.join(outDir, feed.name);
    await pipeline(chunksOf(response.body), createWriteStream(file));
    await checkFeedFile(file);
    paths.push(file);
  }
  return paths;
}

async function main(argv: string[]): Promise<void> {
  const at = argv.indexOf('--out');
  const outDir = at >= 0 ? argv[at + 1] : undefined;
  if (!outDir) {
    console.error('Usage: npx tsx scripts/adv/download-feeds.ts --out DIR');
    process.exit(2);
  }
  try {
    const paths = await downloadFeeds({ outDir });
    for (const file of paths) console.error(`Downloaded ${file}`);
    process.stdout.write(`${paths.join('\n')}\n`);
  } catch (error) {
    console.error(error instanceof FeedError ? `Form ADV feeds: ${error.message}` : error);
    process.exit(1);
  }
}

if (require.main === module) {
  void main(process.argv.slice(2));
}
