import { httpSource } from '@/scripts/adv/brochures/range-http';
import { readMonthlyZips } from '@/scripts/adv/brochures/monthly-zips';
import { brochureArchive, pdfName, type FixtureBrochure } from '@/test-support/brochure-archive';
import { serveArchive } from '@/test-support/range-server';
import { zipFile } from '@/test-support/zip-file';

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
