import { createServer, type Server } from 'node:http';
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
  close(): Promise<void>;
}

export async function serveArchive(
  files: ReadonlyMap<string, VirtualFile>,
  prefix = '/reports/foia/',
): Promise<RangeServer> {
  let served = 0;
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
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
      served += file.size;
      response.end(readVirtual(file, 0, file.size));
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
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
