// Downloads the SEC's two current firm feeds (its IAPD "compilation reports": SEC-registered and
// state-registered investment advisers, gzipped XML named by date) for `npm run adv:import`.
//
//   npx tsx scripts/adv/download-feeds.ts --out DIR     prints the two downloaded files' paths, one a line
//
// The SEC publishes a manifest beside the files listing the current ones (it keeps about a week of them).
// Anything unexpected stops the run with a message naming what changed, so the monthly workflow fails
// instead of importing nothing and opening an empty pull request. When the SEC moves or renames the
// files, the address and the name pattern below are the one place to update. Each file is bounded
// (scripts/adv/download/feed-http.ts: https to the SEC's host only, a size cap, a stall and an overall timeout),
// checked to its end (scripts/adv/download/feed-check.ts), and refused when dated in the future or before the last
// one imported (content/adv-data-files.json).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { readArchive } from '@/scripts/adv/import/data-archive';
import type { AdvArchivedFile } from '@/lib/content/adv-archive-schema';
import { checkFeedFile } from './download/feed-check';
import {
  askText,
  downloadTo,
  FEED_LIMITS,
  FeedError,
  MANIFEST_LIMITS,
  SEC_ORIGINS,
  type Fetch,
  type HttpLimits,
} from './download/feed-http';

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
const WHERE = `update the address or the name pattern at the top of scripts/adv/download-feeds.ts (the SEC lists its files on ${REPORTS_PAGE})`;

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

/** An archived file of content/adv-data-files.json, as far as the download compares dates. */
export type ArchivedFeed = Pick<AdvArchivedFile, 'name' | 'feed' | 'date'>;

/** Refuses a feed dated after today (UTC), or before the last one of its kind imported. */
function checkDate(name: string, date: string, today: Date, archive: readonly ArchivedFeed[]): void {
  const day = today.toISOString().slice(0, 10);
  if (date > day) {
    throw new FeedError(
      `${name} in the SEC's manifest is dated ${date}, after today (${day}): a file from the future is not the SEC's; nothing was downloaded. Try again tomorrow; if it persists, ${WHERE}.`,
    );
  }
  const kind = parseFeedName(name)?.feed;
  const last = archive.filter((file) => file.feed === kind).sort((a, b) => b.date.localeCompare(a.date))[0];
  if (last !== undefined && date < last.date) {
    throw new FeedError(
      `${name} in the SEC's manifest is dated ${date}, before ${last.name} (${last.date}), the last one imported (content/adv-data-files.json); ` +
        'nothing was downloaded: importing it would turn the facts back. Check the dates on https://adviserinfo.sec.gov/compilation.',
    );
  }
}

/**
 * The newest SEC and state firm feed the manifest lists, each with its address and date. Throws a FeedError
 * naming what is missing when the manifest's layout or the files' names are not what this script knows.
 */
export function pickFeeds(
  manifest: unknown,
  today: Date = new Date(),
  archive: readonly ArchivedFeed[] = [],
): FeedFile[] {
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
    checkDate(newest.name, newest.parsed.date, today, archive);
    if (age > MAX_AGE_DAYS) {
      throw new FeedError(
        `The newest ${feed.toUpperCase()} firm feed in the SEC's manifest is ${newest.name}, ${age} days old ` +
          `(more than ${MAX_AGE_DAYS}): the SEC may have stopped publishing there; ${WHERE}.`,
      );
    }
    return { feed, name: newest.name, date: newest.parsed.date, url: `${REPORTS_URL}/${newest.name}` };
  });
}

/** Downloads both feeds into outDir and returns their paths, SEC first. */
export async function downloadFeeds({
  outDir,
  archive,
  fetch = globalThis.fetch,
  today = new Date(),
  reportsUrl,
  limits = FEED_LIMITS,
}: {
  outDir: string;
  /** content/adv-data-files.json's files: a feed older than the last one imported of its kind is refused. */
  archive: readonly ArchivedFeed[];
  fetch?: Fetch;
  today?: Date;
  /** Tests only: a local server standing in for the SEC; requests and redirects then stay on its origin. */
  reportsUrl?: string;
  limits?: HttpLimits;
}): Promise<string[]> {
  const base = reportsUrl ?? REPORTS_URL;
  const origins = reportsUrl === undefined ? SEC_ORIGINS : [new URL(reportsUrl).origin];
  const manifestText = await askText(
    { what: "the SEC's list of compilation reports", fetch, origins, limits: MANIFEST_LIMITS },
    `${base}/CompilationReports.manifest.json`,
  );
  let manifest: unknown;
  try {
    manifest = JSON.parse(manifestText);
  } catch {
    throw new FeedError(`The SEC's manifest ${MANIFEST_URL} is not JSON any more: its layout changed; ${WHERE}.`);
  }
  mkdirSync(outDir, { recursive: true });
  const paths: string[] = [];
  for (const feed of pickFeeds(manifest, today, archive)) {
    const file = path.join(outDir, feed.name);
    const asking = { what: `the ${feed.feed.toUpperCase()} firm feed`, fetch, origins, limits };
    await downloadTo(asking, `${base}/${feed.name}`, file, (part) => checkFeedFile(part, feed.name, WHERE));
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
    const contentDir = path.resolve(__dirname, '..', '..', process.env.SITE_CONTENT_DIR ?? 'content');
    const paths = await downloadFeeds({ outDir, archive: readArchive(contentDir) });
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
