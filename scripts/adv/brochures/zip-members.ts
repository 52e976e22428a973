import { configure, Reader, Uint8ArrayWriter, ZipReader, type Entry, type FileEntry } from '@zip.js/zip.js';
import { FeedError } from '../download/feed-http';
import type { ArchiveSource } from './archive-source';

/**
 * One monthly zip, read in place through zip.js: its central directory (found from the end of the file), then only
 * the members asked for, each checked against its CRC-32. Nothing else of the zip is read.
 */
configure({ useWebWorkers: false });

/** A PDF or mapping CSV larger than this is refused rather than held in memory. */
const MEMBER_MAX_BYTES = 64 * 1024 * 1024;

/** zip.js's view of a file of the archive: its size once, then the byte ranges it asks for. */
class SourceReader extends Reader<string> {
  constructor(
    private readonly source: ArchiveSource,
    private readonly file: string,
    private readonly known: number | null,
  ) {
    super(file);
  }

  async init(): Promise<void> {
    this.size = await this.source.size(this.file, this.known);
  }

  readUint8Array(index: number, length: number): Promise<Uint8Array> {
    return this.source.read(this.file, index, length);
  }
}

export interface OpenZip {
  /** The zip's size in bytes, as its host or disk says. */
  size: number;
  /** Member names (the PDFs' and the mapping CSV's), as the central directory lists them. */
  names: string[];
  /** A member's bytes; refused when it is larger than MEMBER_MAX_BYTES or fails its CRC-32 (messages name neither zip nor member: the caller does). */
  member(name: string): Promise<Uint8Array>;
  close(): Promise<void>;
}

const isFile = (entry: Entry): entry is FileEntry => !entry.directory;

/** Opens `file` of the archive (`known`: its size from the index, or null). */
export async function openZip(source: ArchiveSource, file: string, known: number | null): Promise<OpenZip> {
  const sourceReader = new SourceReader(source, file, known);
  const reader = new ZipReader(sourceReader);
  let entries: FileEntry[];
  try {
    entries = (await reader.getEntries()).filter(isFile);
  } catch (error) {
    await reader.close().catch(() => undefined);
    throw new FeedError(
      `its list of files could not be read (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  // Only the last entry of a name counts, as unzip tools do; a name is the path without its folders.
  const byName = new Map(entries.map((entry) => [entry.filename.split('/').pop() ?? entry.filename, entry]));
  return {
    size: sourceReader.size,
    names: [...byName.keys()],
    async member(name) {
      const entry = byName.get(name);
      if (entry === undefined) throw new FeedError(`the zip holds no ${name}`);
      if (entry.uncompressedSize > MEMBER_MAX_BYTES || entry.compressedSize > MEMBER_MAX_BYTES)
        throw new FeedError(`${entry.uncompressedSize} bytes, more than the ${MEMBER_MAX_BYTES} allowed`);
      try {
        return await entry.getData(new Uint8ArrayWriter(), { checkSignature: true });
      } catch (error) {
        throw new FeedError(`could not be read (${error instanceof Error ? error.message : String(error)})`);
      }
    },
    close: () => reader.close(),
  };
}
