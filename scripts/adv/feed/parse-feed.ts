/**
 * Streams one of the SEC's IAPD firm feeds ("compilation reports" of Form ADV Part 1A) and hands
 * each firm to a callback as an AdvFirmRecord, holding only the current `<Firm>` in memory.
 *
 * Layout, as read in public parsers of the feed and a public copy of the form (checked 2026-11):
 * - SEC feed `IA_FIRM_SEC_Feed_MM_DD_YYYY.xml.gz`, root `<IAPDFirmSECReport GenOn="YYYY-MM-DD">`;
 *   state feed `IA_FIRM_STATE_Feed_MM_DD_YYYY.xml.gz`, root `<IAPDFirmStateReport>`. Both hold
 *   `<Firms><Firm>` with `Info` (SECRgnCD FirmCrdNb SECNb BusNm LegalNm UmbrRgstn), `MainAddr`
 *   (Strt1 Strt2 City State Cntry PostlCd PhNb), `MailingAddr`, `Filing` (Dt FormVrsn) and
 *   `FormInfo/Part1A/Item…` whose attributes are the answers (Item5A@TtlEmp, Item5B@Q5B1,
 *   Item5E@Q5E1–Q5E7 + Q5E7Oth, Item5F@Q5F1 Q5F2A–F, Item6A@Q6A1–14, Item7A@Q7A1–16,
 *   Item11@Q11, Item11A–H@Q11A1…Q11H2), websites in `Item1/WebAddrs/WebAddr` text.
 * - The SEC feed has `<Rgstn FirmType St Dt>` and `NoticeFiled/States`; the state feed has
 *   `StateRgstn/Rgltrs/Rgltr Cd St Dt` instead (and `ERA/Rgltrs/Rgltr` for exempt reporters).
 * - Dates are YYYY-MM-DD; answers are "Y"/"N"; amounts are plain digits; text is ISO-8859-1.
 * Sources (read, not copied; the stored-code index showed their text but not their repository or
 * path, so they are named by what they are): a Python ElementTree reader of both feeds ("Two feeds
 * share one shape": both roots, StateRgstn/Rgltrs/Rgltr, GenOn, IA_FIRM_*_Feed_MM_DD_YYYY names);
 * a Python bigxml dumper of IA_FIRM_SEC_Feed_11_06_2022.xml (meanings of Q5E1–7, Q5F2A–F, Q6A8,
 * Q7A1/2/9); a JavaScript IAPD compilation lookup (FEED_ROOTS incl. IAPDIndividualReport, Item11A–H
 * groups, GenOn); a Svelte/GraphQL firm viewer listing every Part1A attribute (q6A1–14, q7A1–16,
 * q11H1A…q11H2); an enrichment plan quoting a live 2026-03-24 feed (GenOn, Filing Dt, Rgstn Dt).
 * Item texts: Form ADV Part 1A (SEC Form 1707, copy at omb.report/icr/201012-3235-010/doc/23003802).
 */
import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { AdvFeedError } from './feed-error';
import type { FirmReading } from './feed-record';
import { FeedReader, type AdvFeedKind, type FeedRoot } from './feed-reader';
import { utf8DespiteDeclaration } from './utf8-bytes';

export interface AdvDataFile {
  /** The file's base name, e.g. "IA_FIRM_SEC_Feed_11_01_2026.xml.gz". */
  name: string;
  /** YYYY-MM-DD: the root's GenOn, else the date in the SEC's file name. */
  date: string;
  /** The root's `GenOn`, YYYY-MM-DD; null when the file does not carry it. */
  generatedOn: string | null;
  feed: AdvFeedKind;
  /** The file's size in bytes and its SHA-256 (hex), as given: the archive of what was imported. */
  bytes: number;
  sha256: string;
  /** How many `<Firm>` it holds. */
  firms: number;
  /**
   * The encoding it declares (e.g. "ISO-8859-1") when its bytes are UTF-8 and were read as UTF-8
   * instead (scripts/adv/feed/utf8-bytes.ts); null when it was read as it declares.
   */
  readAsUtf8Despite: string | null;
}

/** The SEC's names: IA_FIRM_SEC_Feed_11_01_2026.xml.gz (month, day, year). */
const FEED_NAME = /IA_FIRM_(?:SEC|STATE)_Feed_(\d{2})_(\d{2})_(\d{4})/i;

function dateFromFileName(name: string): string | null {
  const match = FEED_NAME.exec(name);
  return match === null ? null : `${match[3]}-${match[1]}-${match[2]}`;
}

async function startsWithGzipMagic(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(2);
    const { bytesRead } = await handle.read(head, 0, 2, 0);
    return bytesRead === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/**
 * Node's own stream errors (a missing file, a corrupt gzip) carry a string code; ours and callers' do
 * not. Checked by shape, not instanceof: core errors come from another realm under some test runners.
 */
function systemErrorMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error) || !('message' in error)) return null;
  return typeof error.code === 'string' && typeof error.message === 'string' ? error.message : null;
}

export async function readAdvFeed(file: string, onFirm: (reading: FirmReading) => void): Promise<AdvDataFile> {
  const name = basename(file);
  // Set from the root element's callback; boxed so the compiler does not narrow it to its initial null.
  const found: { root: FeedRoot | null; date: string | null } = { root: null, date: null };
  const reader = new FeedReader(
    file,
    (root) => {
      found.root = root;
      found.date = root.generatedOn ?? dateFromFileName(name);
      // Fail before reading 80 MB: a file whose date is unknown cannot date a single fact.
      if (found.date === null)
        throw new AdvFeedError(file, null, 'no date: the root has no GenOn and the name no _MM_DD_YYYY');
    },
    onFirm,
  );
  const streams: Readable[] = [];
  const hash = createHash('sha256');
  let bytes = 0;
  let utf8Despite: string | null = null;
  try {
    const gzipped = name.toLowerCase().endsWith('.gz') || (await startsWithGzipMagic(file));
    // A first pass over the bytes decides their encoding (scripts/adv/feed/utf8-bytes.ts) before any text is handed on.
    utf8Despite = await utf8DespiteDeclaration(plainBytes(file, gzipped));
    reader.readAsUtf8(utf8Despite);
    const raw = createReadStream(file, { highWaterMark: 1 << 16 });
    streams.push(raw);
    // The archive's checksum is of the file as downloaded (gzipped), hashed as it streams by.
    const counted = raw.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          bytes += chunk.length;
          done(null, chunk);
        },
      }),
    );
    streams.push(counted);
    raw.on('error', (error) => counted.destroy(error));
    const input = gzipped ? counted.pipe(createGunzip()) : counted;
    if (gzipped) {
      streams.push(input);
      counted.on('error', (error) => input.destroy(error));
    }
    for await (const chunk of input) {
      if (!Buffer.isBuffer(chunk)) throw new AdvFeedError(file, null, 'stream yielded text, expected bytes');
      reader.write(chunk);
    }
    reader.end();
  } catch (error) {
    const systemMessage = systemErrorMessage(error);
    if (systemMessage !== null) throw new AdvFeedError(file, null, `cannot be read: ${systemMessage}`);
    throw error;
  } finally {
    for (const stream of streams) stream.destroy();
  }
  if (found.root === null || found.date === null) throw new AdvFeedError(file, null, 'holds no IAPD firm feed root');
  return {
    name,
    date: found.date,
    generatedOn: found.root.generatedOn,
    feed: found.root.kind,
    bytes,
    sha256: hash.digest('hex'),
    firms: reader.firms,
    readAsUtf8Despite: utf8Despite,
  };
}

/** The file's bytes, gunzipped when it is gzip: the encoding pass's view of it. */
function plainBytes(file: string, gzipped: boolean): Readable {
  const raw = createReadStream(file, { highWaterMark: 1 << 16 });
  if (!gzipped) return raw;
  const gunzip = createGunzip();
  raw.on('error', (error) => gunzip.destroy(error));
  gunzip.on('close', () => raw.destroy());
  return raw.pipe(gunzip);
}
