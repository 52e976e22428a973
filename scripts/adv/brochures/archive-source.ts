import { open, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { FeedError } from '../download/feed-http';

/**
 * Where the archive is read from: the SEC's address (or a test's local server, scripts/adv/brochures/range-http.ts)
 * or a folder holding the same files. Either way only the byte ranges asked for are read, and counted.
 */
export interface ArchiveSource {
  /** The address or folder, for messages. */
  where: string;
  /** A small file's text (the index), capped. */
  text(file: string): Promise<string>;
  /** A file's size in bytes (`known`: what the index says, checked against the file). */
  size(file: string, known: number | null): Promise<number>;
  /** `length` bytes from `start`. */
  read(file: string, start: number, length: number): Promise<Uint8Array>;
  /** Bytes read so far, all files together. */
  bytesRead(): number;
}

/** The index is a short JSON list of files. */
export const INDEX_MAX_BYTES = 4 * 1024 * 1024;

/** A folder laid out as the archive: {folder}/reports_metadata.json, {folder}/advBrochures/{year}/{fileName}. */
export function folderSource(folder: string): ArchiveSource {
  let bytes = 0;
  const inside = (file: string) => {
    const full = path.resolve(folder, file);
    if (path.relative(folder, full).startsWith('..'))
      throw new FeedError(`${file} is outside the archive folder ${folder}`);
    return full;
  };
  return {
    where: folder,
    async text(file) {
      const full = inside(file);
      const { size } = await stat(full);
      if (size > INDEX_MAX_BYTES)
        throw new FeedError(`${full} holds ${size} bytes, more than the ${INDEX_MAX_BYTES} an index may`);
      bytes += size;
      return readFile(full, 'utf8');
    },
    async size(file) {
      return (await stat(inside(file))).size;
    },
    async read(file, start, length) {
      const handle = await open(inside(file), 'r');
      try {
        const buffer = new Uint8Array(length);
        const { bytesRead } = await handle.read(buffer, 0, length, start);
        bytes += bytesRead;
        if (bytesRead !== length)
          throw new FeedError(`${file}: ${length} bytes asked from ${start}, only ${bytesRead} there`);
        return buffer;
      } finally {
        await handle.close();
      }
    },
    bytesRead: () => bytes,
  };
}
