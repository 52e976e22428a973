import { basename } from 'node:path';
import { nameTokens } from './firm-names';
import { AdvFeedError } from './feed-error';
import type { AdvFirmRecord, FirmReading } from './feed-record';
import { readAdvFeed, type AdvDataFile } from './parse-feed';
import { preferredRecord } from './registration';

/**
 * One pass over the given feeds that keeps only what the import needs of ~45,000 firms: the records
 * of the CRDs it looks for, the entries whose name resembles a firm without a CRD, a tally of the
 * malformed rest and of the values the reader could not interpret. Malformed means the firm's identity
 * cannot be read (scripts/adv/feed/firm-record.ts): such a record of a CRD it looks for, or one that resembles a
 * listed firm, stops the run naming the file, the firm and the element; any other is skipped and
 * counted, and a feed in which more than 1% of the records are malformed is refused as a whole (its
 * layout has changed). An unknown value of any other field never counts toward that 1%.
 */

const MALFORMED_LIMIT = 0.01;
/** How many skipped records each feed lists by CRD and problem in the summary. */
const LISTED_MALFORMED = 20;
/** How many firms the summary quotes for each element with values the reader could not interpret. */
const QUOTED_UNKNOWN = 3;

/** The values of one element (and attribute) a feed's firms filed that the reader could not interpret. */
export interface UnknownTally {
  /** `<Item5D Q5DA1>`, `<WebAddr>`. */
  where: string;
  count: number;
  /** The first few firms, each with the value as filed. */
  examples: { crd: string; raw: string }[];
}

export interface FoundRecord {
  record: AdvFirmRecord;
  dataFile: AdvDataFile;
  feed: 'sec' | 'state';
}

export interface ScannedFeed extends AdvDataFile {
  /** The path it was given as. */
  given: string;
  /** Records skipped because something in them is malformed: the count and the first few. */
  malformed: number;
  malformedExamples: { crd: string | null; problem: string }[];
  /** Values its firms filed that the reader could not interpret, per element, most frequent first. */
  unknownValues: UnknownTally[];
}

export interface ScanResult {
  feeds: ScannedFeed[];
  /** CRD → its preferred record across the feeds (scripts/adv/feed/registration.ts, preferredRecord). */
  found: Map<string, FoundRecord>;
  /** Each key of `resembles` → every well-formed entry that resembles it, in any feed. */
  resembling: Map<string, FoundRecord[]>;
  /** CRD → preferred record of every well-formed entry `regional.keep` kept (the roster's candidates). */
  regional: Map<string, FoundRecord>;
  /** CRD → the first problem of a malformed entry whose CRD is in `regional.lenient`. */
  regionalMalformed: Map<string, string>;
}

export interface ScanRequest {
  feeds: readonly string[];
  /** CRDs whose records the import writes or checks (recorded and accepted). */
  crds: ReadonlySet<string>;
  /** key (a firm's slug) → does a name (its words, scripts/adv/feed/firm-names.ts nameTokens) resemble it? */
  resembles: ReadonlyMap<string, (words: readonly string[]) => boolean>;
  /**
   * The roster: `keep` picks the records to hold (main office in the region, or on last month's
   * roster); a malformed record of a CRD in `lenient` is noted for the owner instead of stopping the run.
   */
  regional?: RegionalRequest;
}

export interface RegionalRequest {
  keep: (record: AdvFirmRecord) => boolean;
  lenient: ReadonlySet<string>;
}

function matchingKeys(request: ScanRequest, reading: FirmReading): string[] {
  if (request.resembles.size === 0) return [];
  const { businessName, legalName } = reading;
  // Each name is split into words once; the legal name only when it differs.
  const names = [businessName, legalName === businessName ? null : legalName].flatMap((name) =>
    name === null ? [] : [nameTokens(name)],
  );
  const keys: string[] = [];
  for (const [key, test] of request.resembles) if (names.some((words) => test(words))) keys.push(key);
  return keys;
}

function tallyUnknown(tallies: Map<string, UnknownTally>, record: AdvFirmRecord): void {
  for (const value of record.unknown) {
    const where = `<${value.element}${value.attribute === null ? '' : ` ${value.attribute}`}>`;
    const tally = tallies.get(where) ?? { where, count: 0, examples: [] };
    tally.count += 1;
    if (tally.examples.length < QUOTED_UNKNOWN) tally.examples.push({ crd: record.crd, raw: value.raw });
    tallies.set(where, tally);
  }
}

export async function scanFeeds(request: ScanRequest): Promise<ScanResult> {
  const result: ScanResult = {
    feeds: [],
    found: new Map(),
    resembling: new Map(),
    regional: new Map(),
    regionalMalformed: new Map(),
  };
  for (const key of request.resembles.keys()) result.resembling.set(key, []);
  for (const file of request.feeds) {
    const wanted: AdvFirmRecord[] = [];
    const resembling: { key: string; record: AdvFirmRecord }[] = [];
    const regional: AdvFirmRecord[] = [];
    let malformed = 0;
    const malformedExamples: ScannedFeed['malformedExamples'] = [];
    const unknownValues = new Map<string, UnknownTally>();
    const dataFile = await readAdvFeed(file, (reading) => {
      const isWanted = reading.crd !== null && request.crds.has(reading.crd);
      const keys = matchingKeys(request, reading);
      if (reading.record === null) {
        const problem = reading.problems[0] ?? 'could not be read';
        if (isWanted || keys.length > 0) throw new AdvFeedError(file, reading.crd, problem);
        malformed += 1;
        if (malformedExamples.length < LISTED_MALFORMED) malformedExamples.push({ crd: reading.crd, problem });
        if (reading.crd !== null && request.regional?.lenient.has(reading.crd)) {
          result.regionalMalformed.set(reading.crd, `${basename(file)} → ${problem}`);
        }
        return;
      }
      tallyUnknown(unknownValues, reading.record);
      if (isWanted) wanted.push(reading.record);
      if (request.regional?.keep(reading.record)) regional.push(reading.record);
      for (const key of keys) resembling.push({ key, record: reading.record });
    });
    if (malformed > dataFile.firms * MALFORMED_LIMIT) {
      const first = malformedExamples[0];
      throw new AdvFeedError(
        file,
        null,
        `${malformed} of ${dataFile.firms} firms are malformed, more than ${MALFORMED_LIMIT * 100}%: the feed's layout may have changed (first: firm ${first?.crd ?? 'without CRD'} → ${first?.problem ?? ''})`,
      );
    }
    const tallies = [...unknownValues.values()].sort((a, b) => b.count - a.count || a.where.localeCompare(b.where));
    result.feeds.push({ ...dataFile, given: file, malformed, malformedExamples, unknownValues: tallies });
    for (const [records, into] of [
      [wanted, result.found],
      [regional, result.regional],
    ] as const) {
      for (const record of records) {
        const candidate: FoundRecord = { record, dataFile, feed: dataFile.feed };
        const previous = into.get(record.crd);
        into.set(record.crd, previous ? preferredRecord(previous, candidate) : candidate);
      }
    }
    for (const { key, record } of resembling) {
      result.resembling.get(key)?.push({ record, dataFile, feed: dataFile.feed });
    }
  }
  return result;
}
