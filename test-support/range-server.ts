import { createServer, type Server, type ServerResponse } from 'node:http';
import { readVirtual, type VirtualFile } from './zip-file';

/**
 * A local stand-in for the SEC's archive host: serves virtual files (test-support/zip-file.ts) with byte ranges
 * (206 and Content-Range, as the host answers), whole files with 200, and counts every byte it sends, so a test can
 * show how little of each zip a run reads. scripts/tools/static-server.ts serves the site and has no ranges.
 */
export interface RangeServer {
  /** The archive's address, ending in "/". */
  url: string;
  bytesServed(): number;
  /** Each request as "METHOD path range". */
  requests: string[];
  /** Resolves once no answer is being sent (every response finished or its client hung up). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

const CHUNK = 1024 * 1024;

/** A whole file, a megabyte at a time as the client takes it; stops when the client hangs up. */
async function sendWhole(file: VirtualFile, response: ServerResponse, sent: (bytes: number) => void): Promise<void> {
  for (let at = 0; at < file.size && !response.destroyed; at += CHUNK) {
    const chunk = readVirtual(file, at, Math.min(file.size, at + CHUNK));
    sent(chunk.length);
    if (!response.write(chunk)) await new Promise((resolve) => response.once('drain', resolve).once('close', resolve));
  }
  response.end();
}

export async function serveArchive(
  files: ReadonlyMap<string, VirtualFile>,
  prefix = '/reports/foia/',
): Promise<RangeServer> {
  let served = 0;
  const requests: string[] = [];
  let open = 0;
  let waiting: (() => void)[] = [];
  const server: Server = createServer((request, response) => {
    open += 1;
    response.once('close', () => {
      open -= 1;
      if (open > 0) return;
      for (const resolve of waiting) resolve();
      waiting = [];
    });
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const file = url.pathname.startsWith(prefix)
      ? files.get(decodeURIComponent(url.pathname.slice(prefix.length)))
      : undefined;
    const range = request.headers.range ?? '';
    requests.push(`${request.method ?? ''} ${url.pathname} ${range}`.trim());
    if (file === undefined) {
      response.writeHead(404).end();
      return;
    }
    const asked = /^bytes=(\d*)-(\d*)$/.exec(range);
    if (asked === null) {
      response.writeHead(200, { 'Content-Length': file.size, 'Accept-Ranges': 'bytes' });
      void sendWhole(file, response, (bytes) => (served += bytes));
      return;
    }
    const suffix = asked[1] === '';
    const start = suffix ? Math.max(0, file.size - Number(asked[2])) : Number(asked[1]);
    const end = suffix || asked[2] === '' ? file.size - 1 : Math.min(Number(asked[2]), file.size - 1);
    if (start > end || start >= file.size) {
      response.writeHead(416, { 'Content-Range': `bytes */${file.size}` }).end();
      return;
    }
    const body = readVirtual(file, start, end + 1);
    served += body.length;
    response.writeHead(206, { 'Content-Range': `bytes ${start}-${end}/${file.size}`, 'Content-Length': body.length });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the archive server has no port');
  const { port } = address;
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    bytesServed: () => served,
    requests,
    settled: () => (open === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve))),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
