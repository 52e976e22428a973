// What a downloaded feed must be before the import is given it (scripts/adv/download-feeds.ts): gzip that
// decompresses to its end within a cap (a cut download or a gzip bomb is refused), XML that opens with the
// root its name says and <Firms><Firm>, and ends at that root's closing tag (a file cut short is refused).
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { FeedError } from './feed-http';

/** Decompressed bytes a feed may hold: the XML of the largest feed is a few hundred MB at most. */
const MAX_XML_BYTES = 1024 * 1024 * 1024;
const HEAD_BYTES = 64 * 1024;
const TAIL_BYTES = 1024;

const ROOTS = { SEC: 'IAPDFirmSECReport', STATE: 'IAPDFirmStateReport' } as const;

interface Read {
  head: string;
  tail: string;
  bytes: number;
}

function readGzip(file: string, name: string, maxXmlBytes: number): Promise<Read> {
  return new Promise<Read>((resolve, reject) => {
    const read: Read = { head: '', tail: '', bytes: 0 };
    const gunzip = createGunzip();
    const input = createReadStream(file);
    const stop = (error: FeedError) => {
      input.destroy();
      gunzip.destroy();
      reject(error);
    };
    gunzip.on('data', (chunk: Buffer) => {
      read.bytes += chunk.length;
      if (read.bytes > maxXmlBytes) {
        stop(
          new FeedError(
            `${name} decompresses to more than ${maxXmlBytes} bytes: not a feed the SEC would publish; nothing was kept.`,
          ),
        );
        return;
      }
      const text = chunk.toString('latin1');
      if (read.head.length < HEAD_BYTES) read.head += text.slice(0, HEAD_BYTES - read.head.length);
      read.tail = (read.tail + text).slice(-TAIL_BYTES);
    });
    gunzip.on('end', () => resolve(read));
    gunzip.on('error', (error: Error) => {
      const cut =
        read.bytes > 0
          ? `is cut short (its gzip stream ends early: ${error.message})`
          : `is not a gzip file (${error.message})`;
      stop(new FeedError(`${name} ${cut}; nothing was kept: download it again.`));
    });
    input.on('error', (error) => stop(new FeedError(`${name} cannot be read: ${error.message}`)));
    input.pipe(gunzip);
  });
}

/**
 * Checks a downloaded feed (`file`, named `name` as the SEC names it): the whole gzip stream is read, holding
 * only its first 64 KB and last 1 KB. `where` says where a developer updates the download when the layout changed.
 */
export async function checkFeedFile(
  file: string,
  name: string,
  where: string,
  maxXmlBytes = MAX_XML_BYTES,
): Promise<void> {
  const { head, tail } = await readGzip(file, name, maxXmlBytes);
  if (!/<Firms[\s>]/.test(head) || !/<Firm[\s>]/.test(head)) {
    throw new FeedError(
      `${name} does not start with <Firms><Firm>… as the SEC's firm feeds did ` +
        `(it starts: ${JSON.stringify(head.slice(0, 120))}): the file's layout changed; ${where}.`,
    );
  }
  const kind = /IA_FIRM_(SEC|STATE)_Feed/i.exec(name)?.[1]?.toUpperCase();
  const root = kind === 'SEC' || kind === 'STATE' ? ROOTS[kind] : null;
  if (root !== null && !head.includes(`<${root}`)) {
    throw new FeedError(
      `${name} does not open with <${root}>, the root of the ${kind} feed: the file's layout changed; ${where}.`,
    );
  }
  const closing = root ?? `(?:${Object.values(ROOTS).join('|')})`;
  if (!new RegExp(`</${closing}>\\s*$`).test(tail)) {
    throw new FeedError(
      `${name} is cut short: its XML does not end with </${root ?? 'IAPDFirm…Report'}> (it ends: ${JSON.stringify(tail.slice(-80))}); ` +
        'nothing was kept: download it again.',
    );
  }
}
