import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { downloadFeeds } from '@/scripts/adv/download-feeds';
import { checkFeedFile } from '@/scripts/adv/download/feed-check';
import { checkAddress, FEED_LIMITS, SEC_ORIGINS, type HttpLimits } from '@/scripts/adv/download/feed-http';

/**
 * The download is bounded: a local server on 127.0.0.1 stands in for the SEC (its address is the one
 * thing a test changes) and misbehaves as a hostile or broken server would. Every refusal leaves no file.
 */
const TODAY = new Date('2026-09-03T09:00:00Z');
const SEC = 'IA_FIRM_SEC_Feed_09_02_2026.xml.gz';
const STATE = 'IA_FIRM_STATE_Feed_09_02_2026.xml.gz';
const xml = (root: string, close = true) =>
  `<?xml version="1.0" encoding="iso-8859-1"?>\n<${root} GenOn="2026-09-02"><Firms><Firm><Info FirmCrdNb="900001"/></Firm></Firms>${close ? `</${root}>` : ''}\n`;
const SEC_GZ = gzipSync(Buffer.from(xml('IAPDFirmSECReport'), 'latin1'));
const STATE_GZ = gzipSync(Buffer.from(xml('IAPDFirmStateReport'), 'latin1'));

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
let server: Server;
let base: string;
let out: string;
let routes: Record<string, Handler>;
const sockets = new Set<Socket>();
const timers = new Set<ReturnType<typeof setInterval>>();

const send = (body: Buffer | string) => (_request: IncomingMessage, response: ServerResponse) => response.end(body);
const redirect = (location: string) => (_request: IncomingMessage, response: ServerResponse) => {
  response.writeHead(302, { location });
  response.end();
};

beforeEach(async () => {
  out = mkdtempSync(path.join(tmpdir(), 'adv-bounds-'));
  server = createServer((request, response) => {
    const handler = routes[request.url ?? ''];
    if (handler) handler(request, response);
    else response.writeHead(404).end('not found');
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the test server has no port');
  base = `http://127.0.0.1:${address.port}/reports`;
  routes = {
    '/reports/CompilationReports.manifest.json': send(JSON.stringify({ files: [{ name: SEC }, { name: STATE }] })),
    [`/reports/${SEC}`]: send(SEC_GZ),
    [`/reports/${STATE}`]: send(STATE_GZ),
  };
});

afterEach(async () => {
  for (const timer of timers) clearInterval(timer);
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
  rmSync(out, { recursive: true, force: true });
});

const download = (limits: HttpLimits = FEED_LIMITS) =>
  downloadFeeds({ outDir: out, archive: [], today: TODAY, reportsUrl: base, limits });

async function refused(message: RegExp | string, limits?: HttpLimits): Promise<void> {
  await expect(download(limits)).rejects.toThrow(message);
  expect(readdirSync(out)).toEqual([]);
}

test('downloads both feeds from the server, following a redirect that stays on it', async () => {
  routes[`/reports/${SEC}`] = redirect(`/mirror/${SEC}`);
  routes[`/mirror/${SEC}`] = send(SEC_GZ);
  expect(await download()).toEqual([path.join(out, SEC), path.join(out, STATE)]);
  expect(readdirSync(out).sort()).toEqual([SEC, STATE]);
});

test('a redirect to another host, or to another scheme, is refused', async () => {
  const port = new URL(base).port;
  routes[`/reports/${SEC}`] = redirect(`http://localhost:${port}/reports/${SEC}`);
  await refused(
    `the SEC firm feed: refused to follow http://localhost:${port}/reports/${SEC}, which is not on the SEC's own host`,
  );
  routes[`/reports/${SEC}`] = redirect(`https://127.0.0.1:${port}/reports/${SEC}`);
  await refused(`refused to follow https://127.0.0.1:${port}/reports/${SEC}`);
});

test("the SEC's addresses: https on its own host only", () => {
  expect(
    checkAddress(`https://reports.adviserinfo.sec.gov/reports/CompilationReports/${SEC}`, SEC_ORIGINS, 'x'),
  ).toMatch(/^https:/);
  for (const address of [
    `http://reports.adviserinfo.sec.gov/reports/CompilationReports/${SEC}`,
    `https://reports.adviserinfo.sec.gov.example/${SEC}`,
    `https://reports.adviserinfo.sec.gov:8443/${SEC}`,
  ]) {
    expect(() => checkAddress(address, SEC_ORIGINS, 'the SEC firm feed')).toThrow(`refused to follow ${address}`);
  }
});

const SMALL = { ...FEED_LIMITS, maxBytes: 16 * 1024 };
const big = Buffer.alloc(64 * 1024, 1);

test('a file larger than the cap is refused, whether it says its size or not', async () => {
  routes[`/reports/${SEC}`] = send(big);
  await refused(
    `the SEC firm feed: its answer holds ${big.length} bytes, more than the ${SMALL.maxBytes} allowed`,
    SMALL,
  );
  routes[`/reports/${SEC}`] = (_request, response) => {
    response.writeHead(200, { 'transfer-encoding': 'chunked' });
    for (let offset = 0; offset < big.length; offset += 4096) response.write(big.subarray(offset, offset + 4096));
    response.end();
  };
  await refused(`its answer holds more than ${SMALL.maxBytes} bytes`, SMALL);
});

test('a stalled connection is given up after the idle time, a trickle after the overall time', async () => {
  routes[`/reports/${SEC}`] = (_request, response) => {
    response.writeHead(200, { 'content-length': String(SEC_GZ.length) });
    response.write(SEC_GZ.subarray(0, 10));
  };
  await refused('the SEC firm feed: the connection stalled (no byte for 0.2 s)', { ...FEED_LIMITS, idleMs: 200 });
  routes[`/reports/${SEC}`] = (_request, response) => {
    response.writeHead(200, { 'transfer-encoding': 'chunked' });
    timers.add(setInterval(() => response.write('x'), 20));
  };
  await refused('the SEC firm feed: took more than 0.3 s in all', { ...FEED_LIMITS, idleMs: 5_000, totalMs: 300 });
});

test('a connection cut mid-file, a cut gzip and XML that stops before its root closes are refused', async () => {
  routes[`/reports/${SEC}`] = (_request, response) => {
    response.writeHead(200, { 'content-length': String(SEC_GZ.length) });
    response.write(SEC_GZ.subarray(0, 20), () => response.destroy());
  };
  await refused(
    /Could not download the SEC firm feed from .*: .*\(the connection failed or was cut\); try again later/,
  );
  routes[`/reports/${SEC}`] = send(SEC_GZ.subarray(0, SEC_GZ.length - 12));
  await refused(`${SEC} is cut short (its gzip stream ends early`);
  routes[`/reports/${SEC}`] = send(gzipSync(Buffer.from(xml('IAPDFirmSECReport', false), 'latin1')));
  await refused(`${SEC} is cut short: its XML does not end with </IAPDFirmSECReport>`);
});

test("a state feed under the SEC feed's name is refused", async () => {
  routes[`/reports/${SEC}`] = send(STATE_GZ);
  await refused(`${SEC} does not open with <IAPDFirmSECReport>, the root of the SEC feed`);
});

test('a file that decompresses beyond the cap is refused', async () => {
  const bomb = path.join(out, 'bomb.gz');
  writeFileSync(bomb, gzipSync(Buffer.alloc(2 * 1024 * 1024, 0x20)));
  await expect(checkFeedFile(bomb, SEC, 'where', 1024 * 1024)).rejects.toThrow(
    `${SEC} decompresses to more than 1048576 bytes`,
  );
});
