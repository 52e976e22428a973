import { crc32, deflateRawSync } from 'node:zlib';
import { Uint8ArrayReader, Uint8ArrayWriter, ZipWriter } from '@zip.js/zip.js';

/**
 * A zip file written the way the SEC's monthly brochure zips are laid out (members, then the central directory, then
 * its end record), held as segments: real bytes, or a count of filler bytes (zeros) that a server or a folder writer
 * produces on demand, so a fixture can weigh what a real month weighs (hundreds of MB) without holding it.
 * Stored or deflated members, no ZIP64: each zip stays under 4 GB and 65,535 members. zip64File writes the ZIP64
 * form instead (a month past either limit would need it), through zip.js.
 */
export type Segment = Uint8Array | number;

export interface VirtualFile {
  segments: Segment[];
  size: number;
}

export type ZipMember = { name: string; data: Uint8Array; deflate?: boolean } | { name: string; filler: number };

const segmentSize = (segment: Segment) => (typeof segment === 'number' ? segment : segment.length);

function virtualFile(segments: Segment[]): VirtualFile {
  return { segments, size: segments.reduce<number>((sum, segment) => sum + segmentSize(segment), 0) };
}

/** Bytes `start` to `end` (exclusive) of a virtual file. */
export function readVirtual(file: VirtualFile, start: number, end: number): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (const segment of file.segments) {
    const size = segmentSize(segment);
    const from = Math.max(start, at);
    const to = Math.min(end, at + size);
    if (from < to)
      parts.push(
        typeof segment === 'number' ? Buffer.alloc(to - from) : Buffer.from(segment.subarray(from - at, to - at)),
      );
    at += size;
    if (at >= end) break;
  }
  return Buffer.concat(parts);
}

// 1 January 2026, 00:00, in MS-DOS form: the fixtures need no real times.
const DOS_TIME = 0;
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;

function header(fields: [number, 2 | 4][]): Buffer {
  const buffer = Buffer.alloc(fields.reduce((sum, [, width]) => sum + width, 0));
  let at = 0;
  for (const [value, width] of fields) {
    if (width === 2) buffer.writeUInt16LE(value, at);
    else buffer.writeUInt32LE(value >>> 0, at);
    at += width;
  }
  return buffer;
}

/** The zip of `members`, in order. */
export function zipFile(members: readonly ZipMember[]): VirtualFile {
  const segments: Segment[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const member of members) {
    const name = Buffer.from(member.name, 'utf8');
    const filler = 'filler' in member;
    const deflate = !filler && member.deflate !== false;
    const body: Segment = filler ? member.filler : deflate ? deflateRawSync(member.data) : member.data;
    // A filler member's CRC is left 0: nothing ever reads it.
    const crc = filler ? 0 : crc32(member.data);
    const sizes: [number, 2 | 4][] = [
      [crc, 4],
      [segmentSize(body), 4],
      [filler ? member.filler : member.data.length, 4],
    ];
    const common: [number, 2 | 4][] = [
      [0x0800, 2],
      [deflate ? 8 : 0, 2],
      [DOS_TIME, 2],
      [DOS_DATE, 2],
      ...sizes,
      [name.length, 2],
      [0, 2],
    ];
    const local = Buffer.concat([header([[0x04034b50, 4], [20, 2], ...common]), name]);
    central.push(
      Buffer.concat([
        header([[0x02014b50, 4], [20, 2], [20, 2], ...common, [0, 2], [0, 2], [0, 2], [0, 4], [offset, 4]]),
        name,
      ]),
    );
    segments.push(local, body);
    offset += local.length + segmentSize(body);
  }
  const directory = Buffer.concat(central);
  const end = header([
    [0x06054b50, 4],
    [0, 2],
    [0, 2],
    [members.length, 2],
    [members.length, 2],
    [directory.length, 4],
    [offset, 4],
    [0, 2],
  ]);
  return virtualFile([...segments, directory, end]);
}

/**
 * The zip of `members` as zip.js writes it with ZIP64 forced: ZIP64 extra fields in each local and central header,
 * the ZIP64 end of central directory record and its locator. Held in memory: filler members are written as zeros.
 */
export async function zip64File(members: readonly ZipMember[]): Promise<VirtualFile> {
  const writer = new ZipWriter(new Uint8ArrayWriter(), { zip64: true, useWebWorkers: false });
  for (const member of members) {
    const stored = 'filler' in member || member.deflate === false;
    const data = 'filler' in member ? new Uint8Array(member.filler) : member.data;
    await writer.add(member.name, new Uint8ArrayReader(data), { level: stored ? 0 : 6 });
  }
  return virtualFile([await writer.close(undefined, { zip64: true })]);
}
