import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { MANIFEST_URL, REPORTS_URL, downloadFeeds, parseFeedName, pickFeeds } from '@/scripts/adv/download-feeds';

/**
 * The monthly workflow's download of the SEC's two firm feeds, against a fake SEC: it must find the newest file
 * of each feed, and fail with a message naming what changed rather than hand the import nothing.
 * The feed content here is a two-line fixture, not SEC data.
 */

const TODAY = new Date('2026-09-03T09:00:00Z');
const SEC = 'IA_FIRM_SEC_Feed_09_02_2026.xml.gz';
const STATE = 'IA_FIRM_STATE_Feed_09_02_2026.xml.gz';
const MANIFEST = {
  files: [
    { name: 'IA_FIRM_SEC_Feed_09_01_2026.xml.gz', size: '78 MB', date: '09/01/2026' },
    { name: SEC, size: '78 MB', date: '09/02/2026' },
    { name: STATE, size: '69 MB', date: '09/02/2026' },
    { name: 'IA_INDVL_Feed_09_02_2026.xml.zip', size: '167 MB', date: '09/02/2026' },
  ],
};
const feedXml = (root: string) =>
  `<?xml version="1.0" encoding="iso-8859-1"?>\n<${root} GenOn="2026-09-02"><Firms><Firm><Info FirmCrdNb="900001"/></Firm></Firms></${root}>\n`;
const FEED_XML = feedXml('IAPDFirmSECReport');

let out: string;
beforeEach(() => {
  out = mkdtempSync(path.join(tmpdir(), 'adv-feeds-'));
});
afterEach(() => rmSync(out, { recursive: true, force: true }));

/** A fake SEC answering the manifest and the files from a table; anything else is a 404. */
function fakeSec(routes: Record<string, () => Response>) {
  const asked: string[] = [];
  const fetch = async (url: string) => {
    asked.push(url);
    return routes[url]?.() ?? new Response('not found', { status: 404 });
  };
  return { fetch, asked };
}

const gz = (text: string) => () => new Response(gzipSync(Buffer.from(text, 'latin1')));
const working = {
  [MANIFEST_URL]: () => Response.json(MANIFEST),
  [`${REPORTS_URL}/${SEC}`]: gz(FEED_XML),
  [`${REPORTS_URL}/${STATE}`]: gz(feedXml('IAPDFirmStateReport')),
};

describe('parseFeedName', () => {
  it('reads the feed and the day from a file name', () => {
    expect(parseFeedName(SEC)).toEqual({ feed: 'sec', date: '2026-09-02' });
    expect(parseFeedName(STATE)).toEqual({ feed: 'state', date: '2026-09-02' });
    expect(parseFeedName('IA_INDVL_Feed_09_02_2026.xml.zip')).toBeNull();
  });
});

describe('pickFeeds', () => {
  it('picks the newest SEC and state firm feed, with their addresses', () => {
    expect(pickFeeds(MANIFEST, TODAY)).toEqual([
      { feed: 'sec', name: SEC, date: '2026-09-02', url: `${REPORTS_URL}/${SEC}` },
      { feed: 'state', name: STATE, date: '2026-09-02', url: `${REPORTS_URL}/${STATE}` },
    ]);
  });

  it('names the manifest and its keys when it has no files list', () => {
    expect(() => pickFeeds({ reports: [] }, TODAY)).toThrow(/no longer has a "files" list \(it has: reports\)/);
  });

  it('names the missing feed and what the manifest lists instead, and where to fix the address', () => {
    const renamed = { files: [{ name: SEC }, { name: 'IA_FIRM_STATE_2026-09-02.xml.gz' }] };
    expect(() => pickFeeds(renamed, TODAY)).toThrow(
      /lists no STATE firm feed named like IA_FIRM_STATE_Feed_MM_DD_YYYY\.xml\.gz\. It lists: .*IA_FIRM_STATE_2026-09-02\.xml\.gz.*scripts\/adv\/download-feeds\.ts/,
    );
  });

  it('refuses a feed dated after today', () => {
    const future = { files: [{ name: 'IA_FIRM_SEC_Feed_09_04_2026.xml.gz' }, { name: STATE }] };
    expect(() => pickFeeds(future, TODAY)).toThrow(
      "IA_FIRM_SEC_Feed_09_04_2026.xml.gz in the SEC's manifest is dated 2026-09-04, after today (2026-09-03): a file from the future is not the SEC's; nothing was downloaded",
    );
  });

  it('refuses a feed older than the last one of its kind imported; the same day is read again', () => {
    const archived = { name: 'IA_FIRM_STATE_Feed_09_03_2026.xml.gz', feed: 'state', date: '2026-09-03' } as const;
    expect(() => pickFeeds(MANIFEST, TODAY, [archived])).toThrow(
      "IA_FIRM_STATE_Feed_09_02_2026.xml.gz in the SEC's manifest is dated 2026-09-02, before IA_FIRM_STATE_Feed_09_03_2026.xml.gz (2026-09-03), the last one imported",
    );
    expect(pickFeeds(MANIFEST, TODAY, [{ ...archived, date: '2026-09-02' }])).toHaveLength(2);
  });

  it('refuses feeds that stopped being published', () => {
    expect(() => pickFeeds(MANIFEST, new Date('2026-10-01T00:00:00Z'))).toThrow(/29 days old/);
  });
});

describe('downloadFeeds', () => {
  it('downloads both feeds under their own names and returns their paths, SEC first', async () => {
    const sec = fakeSec(working);
    const paths = await downloadFeeds({ outDir: out, fetch: sec.fetch, today: TODAY, archive: [] });
    expect(paths).toEqual([path.join(out, SEC), path.join(out, STATE)]);
    expect(readdirSync(out).sort()).toEqual([SEC, STATE]);
    expect(readFileSync(paths[0]!)).toEqual(gzipSync(Buffer.from(FEED_XML, 'latin1')));
    expect(sec.asked[0]).toBe(MANIFEST_URL);
  });

  it('fails with the status when the manifest moved', async () => {
    const sec = fakeSec({ ...working, [MANIFEST_URL]: () => new Response('gone', { status: 404 }) });
    await expect(downloadFeeds({ outDir: out, fetch: sec.fetch, today: TODAY, archive: [] })).rejects.toThrow(
      /CompilationReports\.manifest\.json answered HTTP 404: the address may have changed/,
    );
  });

  it('fails when a listed file is not there', async () => {
    const { [`${REPORTS_URL}/${STATE}`]: _missing, ...rest } = working;
    void _missing;
    const sec = fakeSec(rest);
    await expect(downloadFeeds({ outDir: out, fetch: sec.fetch, today: TODAY, archive: [] })).rejects.toThrow(
      /The STATE firm feed at .*IA_FIRM_STATE_Feed_09_02_2026\.xml\.gz answered HTTP 404/,
    );
  });

  it('fails when a file is not gzip', async () => {
    const sec = fakeSec({ ...working, [`${REPORTS_URL}/${SEC}`]: () => new Response('<html>maintenance</html>') });
    await expect(downloadFeeds({ outDir: out, fetch: sec.fetch, today: TODAY, archive: [] })).rejects.toThrow(
      /IA_FIRM_SEC_Feed_09_02_2026\.xml\.gz is not a gzip file/,
    );
  });

  it("fails when the XML is not the firm feed's layout", async () => {
    const sec = fakeSec({ ...working, [`${REPORTS_URL}/${SEC}`]: gz('<Advisers><Adviser/></Advisers>') });
    await expect(downloadFeeds({ outDir: out, fetch: sec.fetch, today: TODAY, archive: [] })).rejects.toThrow(
      /does not start with <Firms><Firm>… .*it starts: "<Advisers>/,
    );
  });
});
