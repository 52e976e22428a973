import { httpSource } from '@/scripts/adv/brochures/range-http';
import { readMonthlyZips } from '@/scripts/adv/brochures/monthly-zips';
import { brochureArchive, pdfName, type FixtureBrochure } from '@/test-support/brochure-archive';
import { serveArchive } from '@/test-support/range-server';
import { readVirtual, zipFile } from '@/test-support/zip-file';

const A: FixtureBrochure = {
  crd: '140195',
  id: '1',
  name: 'Form ADV Part 2A',
  filed: '2026-02-10',
  bytes: Buffer.from('%PDF-1.7 a'),
};
const B: FixtureBrochure = {
  crd: '105664',
  id: '2',
  name: 'Form ADV Part 2A',
  filed: '2026-03-10',
  bytes: Buffer.from('%PDF-1.7 b'),
};

describe('the monthly zips of the last 12 months', () => {
  it('names a zip that is not one and a zip without its CSV, and reads the others', async () => {
    const files = await brochureArchive([
      {
        year: '2026',
        fileName: 'ADV_Brochures_2026_January.zip',
        brochures: [],
        broken: Buffer.from('not a zip at all'),
      },
      { year: '2026', fileName: 'ADV_Brochures_2026_February.zip', brochures: [A] },
      { year: '2026', fileName: 'ADV_Brochures_2026_March.zip', brochures: [B] },
    ]);
    // March without its mapping CSV: only its PDF.
    files.set(
      'advBrochures/2026/ADV_Brochures_2026_March.zip',
      zipFile([{ name: pdfName(B), data: Buffer.from('%PDF-1.7 b') }]),
    );
    const server = await serveArchive(files);
    try {
      const months = await readMonthlyZips(httpSource(server.url));
      expect(months.zips.map((zip) => zip.fileName)).toEqual([
        'ADV_Brochures_2026_March.zip',
        'ADV_Brochures_2026_February.zip',
        'ADV_Brochures_2026_January.zip',
      ]);
      expect(months.rows).toEqual([
        {
          crd: '140195',
          id: '1',
          name: 'Form ADV Part 2A',
          filed: '2026-02-10',
          file: pdfName(A),
          zip: 'ADV_Brochures_2026_February.zip',
          zipRank: 1,
        },
      ]);
      expect(months.problems).toEqual([
        'ADV_Brochures_2026_March.zip: it holds no ADV_Brochure_Mapping CSV; its brochures were not read',
        expect.stringMatching(
          /^ADV_Brochures_2026_January\.zip: its list of files could not be read .*; its brochures were not read$/,
        ),
      ]);
      expect(months.incomplete).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('stops, naming the index, when the index is not JSON', async () => {
    const text = Buffer.from('<html>moved</html>');
    const server = await serveArchive(new Map([['reports_metadata.json', { segments: [text], size: text.length }]]));
    try {
      await expect(readMonthlyZips(httpSource(server.url))).rejects.toThrow(/reports_metadata\.json is not JSON/);
    } finally {
      await server.close();
    }
  });
});

describe('a monthly zip as the SEC may write it', () => {
  const C: FixtureBrochure = {
    crd: '282045',
    id: '3',
    firm: 'Côté’s Wealth Office, Inc.',
    name: 'Form ADV Part 2A – Côté’s Firm Brochure',
    filed: '2026-01-20',
    bytes: Buffer.from('%PDF-1.7 c'),
  };

  it('reads a mapping CSV written in windows-1252 or UTF-8 with the names as written', async () => {
    const files = await brochureArchive([
      { year: '2026', fileName: 'ADV_Brochures_2026_January.zip', brochures: [C], csvEncoding: 'windows-1252' },
      { year: '2026', fileName: 'ADV_Brochures_2026_February.zip', brochures: [{ ...A, name: C.name }] },
    ]);
    const server = await serveArchive(files);
    try {
      const months = await readMonthlyZips(httpSource(server.url));
      expect(months.problems).toEqual([]);
      expect(months.rows.map((row) => [row.crd, row.name])).toEqual([
        ['140195', 'Form ADV Part 2A – Côté’s Firm Brochure'],
        ['282045', 'Form ADV Part 2A – Côté’s Firm Brochure'],
      ]);
    } finally {
      await server.close();
    }
  });

  it('reads a zip written with ZIP64 records: its mapping CSV and a PDF come out whole, by byte ranges', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300_000, 'x'), Buffer.from('\n%%EOF\n')]);
    const month = 'ADV_Brochures_2026_March.zip';
    const files = await brochureArchive([
      { year: '2026', fileName: month, brochures: [{ ...B, bytes: pdf }, A], zip64: true },
    ]);
    const zip = files.get(`advBrochures/2026/${month}`);
    const bytes = zip === undefined ? Buffer.alloc(0) : readVirtual(zip, 0, zip.size);
    // The ZIP64 end of central directory record and its locator are there, so this is the ZIP64 form.
    expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true);
    expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x06, 0x07]))).toBe(true);
    const server = await serveArchive(files);
    try {
      const source = httpSource(server.url);
      const months = await readMonthlyZips(source);
      expect(months.problems).toEqual([]);
      expect(months.rows.map((row) => [row.crd, row.id, row.filed, row.file, row.zip])).toEqual([
        ['105664', '2', '2026-03-10', pdfName(B), month],
        ['140195', '1', '2026-02-10', pdfName(A), month],
      ]);
      const opened = months.open.get(month);
      const csv = await opened?.member('ADV_Brochure_Mapping_20260101_20260131.csv');
      expect(new TextDecoder().decode(csv).split('\r\n').slice(0, 2)).toEqual([
        'FirmName,SECNumber,CRDNumber,FilingID,BrochureName,BrochureID,BrochureVersion,DateFiled,PDFFileName',
        `"Adviser 105664 Partners, LLC",801-105664,105664,1000002,Form ADV Part 2A,2,1,3/10/2026,${pdfName(B)}`,
      ]);
      expect(Buffer.from((await opened?.member(pdfName(B))) ?? []).equals(pdf)).toBe(true);
      expect(
        server.requests.every(
          (request) => request.startsWith('GET /reports/foia/reports_metadata.json') || /bytes=\d+-\d+$/.test(request),
        ),
      ).toBe(true);
    } finally {
      await server.close();
    }
  });
});
