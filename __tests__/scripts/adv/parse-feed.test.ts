import { writeFileSync } from 'node:fs';
import { AdvFeedError } from '@/scripts/adv/feed/feed-error';
import { readAdvFeed } from '@/scripts/adv/feed/parse-feed';
import {
  FIXTURES,
  SEC_FIXTURE,
  STATE_FIXTURE,
  gzipCopy,
  plainCopy,
  readAll,
  scratchDirectory,
} from '@/test-support/jest/feed-files';

const scratch = scratchDirectory();
afterAll(() => scratch.remove());

/** The error readAdvFeed rejects with, so a test can read its message and fields. */
async function feedError(file: string): Promise<AdvFeedError> {
  const error: unknown = await readAdvFeed(file, () => undefined).then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AdvFeedError)) throw new Error(`expected an AdvFeedError, got ${String(error)}`);
  return error;
}

describe('readAdvFeed on the SEC feed fixture', () => {
  it.each([
    ['plain', SEC_FIXTURE],
    ['gzipped (.gz)', gzipCopy(SEC_FIXTURE, scratch.path('IA_FIRM_SEC_Feed_11_01_2026.xml.gz'))],
    ['gzipped without .gz (detected by its magic bytes)', gzipCopy(SEC_FIXTURE, scratch.path('renamed-sec-feed.xml'))],
  ])('reads every firm, %s', async (_, file) => {
    const { data, records, byCrd } = await readAll(file);
    expect(data.feed).toBe('sec');
    expect(data.date).toBe('2026-11-01'); // the root's GenOn
    expect(records.map((record) => record.crd)).toEqual([
      '140195',
      '105664',
      '105348',
      '9990001',
      '9990002',
      '9990003',
      '9990004',
      '9990005',
    ]);
    expect(byCrd('140195')).toMatchObject({
      legalName: 'MARINER, LLC',
      secNumber: null,
      mainOffice: { street1: '5700 W. 112TH ST', street2: 'SUITE 500', city: 'OVERLAND PARK', state: 'KS' },
      registration: {
        kind: 'registered',
        firmType: 'Registered',
        status: 'APPROVED',
        standing: 'approved',
        regulator: 'SEC',
        date: null,
      },
      filingDate: '2024-10-21',
      websites: ['WWW.MARINER-FIXTURE.EXAMPLE'],
      assets: { managesAssets: true, discretionary: null, nonDiscretionary: null, total: 81_100_000_000 },
      item6A: { '6.A(1)': false, '6.A(2)': false, '6.A(6)': false },
      item11Overall: false,
      item11: { '11.A(1)': false, '11.A(2)': false },
    });
    expect(byCrd('105348')?.assets?.total).toBe(217_400_000_000);
    expect(byCrd('105664')?.assets?.total).toBe(4_900_000_000);
  });

  it('names the gzipped file in its result by its base name', async () => {
    const { data } = await readAll(gzipCopy(SEC_FIXTURE, scratch.path('IA_FIRM_SEC_Feed_11_01_2026.xml.gz')));
    expect(data.name).toBe('IA_FIRM_SEC_Feed_11_01_2026.xml.gz');
  });

  it('reads Item5F directly under <FormInfo><Part1A>', async () => {
    const { byCrd } = await readAll(SEC_FIXTURE);
    expect(byCrd('9990003')?.assets).toEqual({
      managesAssets: true,
      discretionary: 90_000_000,
      nonDiscretionary: null,
      total: 90_000_000,
    });
    // 5.F(2)(f), a plain field of lib/adv/fields.ts: absent from the filing, so absent from the record.
    expect(byCrd('9990003')?.fields).toEqual({});
  });

  it('leaves absent items null or empty instead of guessing', async () => {
    const { byCrd } = await readAll(SEC_FIXTURE);
    expect(byCrd('9990004')).toMatchObject({
      totalEmployees: null,
      advisoryEmployees: null,
      compensation: null,
      assets: null,
      websites: [],
      item6A: {},
      item7A: {},
      item11Overall: null,
      item11: {},
    });
  });

  it('accepts a foreign main office without a state', async () => {
    const { byCrd } = await readAll(SEC_FIXTURE);
    expect(byCrd('9990005')?.mainOffice).toMatchObject({ state: null, country: 'Testland' });
  });
});

describe('readAdvFeed on the state feed fixture', () => {
  it.each([
    ['plain', STATE_FIXTURE],
    ['gzipped', gzipCopy(STATE_FIXTURE, scratch.path('IA_FIRM_STATE_Feed_11_01_2026.xml.gz'))],
  ])('reads the state layout, dated by its file name, %s', async (_, file) => {
    const { data, records } = await readAll(file);
    expect(data).toMatchObject({ feed: 'state', date: '2026-11-01' });
    expect(records).toHaveLength(1);
    // The main office's regulator (KY), not the first listed (OH), and never the ERA's Rgltr; every approved one listed.
    expect(records[0]?.registration).toEqual({
      kind: 'registered',
      firmType: null,
      status: 'APPROVED',
      standing: 'approved',
      regulator: 'KY',
      date: '2019-05-20',
      approvedStates: ['OH', 'KY'],
    });
    expect(records[0]?.compensation).toMatchObject({ hourly: true, fixed: true, percentageOfAssets: false });
  });
});

describe("a firm's own odd values are its reading's problems, not the feed's end", () => {
  it('a firm without Filing@Dt: no record, the element named', async () => {
    const { readings } = await readAll(`${FIXTURES}/IA_FIRM_SEC_Feed_11_01_2026-missing-filing-date.xml`);
    const reading = readings.find((entry) => entry.crd === '9990202');
    expect(reading).toMatchObject({ record: null, problems: ['<Filing Dt>: is missing'] });
  });

  it('a Y/N answer that is neither: that value is unknown, the firm is read', async () => {
    const file = scratch.path('odd-answer.xml');
    const firm = '<Info FirmCrdNb="9990501" BusNm="A" LegalNm="A"/><MainAddr Strt1="1" City="X" State="OH"/>';
    const rest =
      '<Rgstn St="APPROVED"/><Filing Dt="2026-01-01"/><FormInfo><Part1A><Item5E Q5E5="MAYBE"/></Part1A></FormInfo>';
    writeFileSync(
      file,
      `<IAPDFirmSECReport GenOn="2026-11-01"><Firms><Firm>${firm}${rest}</Firm></Firms></IAPDFirmSECReport>`,
    );
    const { readings } = await readAll(file);
    expect(readings[0]).toMatchObject({
      crd: '9990501',
      problems: [],
      record: {
        compensation: { commissions: null },
        unknown: [{ fields: ['compensation'], element: 'Item5E', attribute: 'Q5E5', raw: 'MAYBE' }],
      },
    });
  });
});

describe('readAdvFeed errors name the file, the firm and what is wrong', () => {
  it('a file that is not a firm feed', async () => {
    const error = await feedError(`${FIXTURES}/not-a-firm-feed.xml`);
    expect(error.message).toMatch(/^not-a-firm-feed\.xml → root <IAPDIndividualReport>: not an IAPD firm feed/);
  });

  it('malformed XML, with line and column', async () => {
    const file = scratch.path('IA_FIRM_SEC_Feed_11_01_2026-broken.xml');
    writeFileSync(
      file,
      '<IAPDFirmSECReport GenOn="2026-11-01"><Firms>\n<Firm><Info FirmCrdNb="9990401"/>\n<Item5A TtlEmp=4/>',
    );
    const error = await feedError(file);
    expect(error.message).toMatch(
      /-broken\.xml → firm 9990401 → line 3, column \d+: malformed XML: unquoted attribute value/,
    );
  });

  it('a file with no date in its root or its name', async () => {
    const error = await feedError(plainCopy(STATE_FIXTURE, scratch.path('state-feed.xml')));
    expect(error.message).toMatch(/^state-feed\.xml → no date/);
  });

  it('a .gz name on a file that is not gzip', async () => {
    const error = await feedError(plainCopy(SEC_FIXTURE, scratch.path('IA_FIRM_SEC_Feed_11_01_2026.xml.gz')));
    expect(error.message).toMatch(/^IA_FIRM_SEC_Feed_11_01_2026\.xml\.gz → cannot be read: /);
  });
});

it('decodes ISO-8859-1 bytes', async () => {
  const file = scratch.path('latin1.xml');
  const firm =
    '<Info FirmCrdNb="9990601" BusNm="CAFÉ FIXTURE" LegalNm="CAFÉ FIXTURE"/><MainAddr Strt1="1" City="X" State="OH"/>';
  const xml = `<?xml version="1.0" encoding="ISO-8859-1"?><IAPDFirmSECReport GenOn="2026-11-01"><Firms><Firm>${firm}<Rgstn St="APPROVED"/><Filing Dt="2026-01-01"/></Firm></Firms></IAPDFirmSECReport>`;
  writeFileSync(file, Buffer.from(xml, 'latin1'));
  const { records } = await readAll(file);
  expect(records[0]?.businessName).toBe('CAFÉ FIXTURE');
});
