import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { folderSource } from '@/scripts/adv/brochures/archive-source';
import { httpSource } from '@/scripts/adv/brochures/range-http';
import { openZip } from '@/scripts/adv/brochures/zip-members';
import { brochureArchive, pdfName, writeArchiveFolder, type FixtureBrochure } from '@/test-support/brochure-archive';
import { serveArchive, type RangeServer } from '@/test-support/range-server';
import type { VirtualFile } from '@/test-support/zip-file';

const BROCHURE: FixtureBrochure = {
  crd: '140195',
  id: '1001',
  name: 'Form ADV Part 2A',
  filed: '2026-03-10',
  pages: [['Item 5 Fees and Compensation']],
};
const ZIP = 'advBrochures/2026/ADV_Brochures_2026_March.zip';

let files: Map<string, VirtualFile>;
let server: RangeServer;
beforeAll(async () => {
  files = await brochureArchive([
    {
      year: '2026',
      fileName: 'ADV_Brochures_2026_March.zip',
      brochures: [BROCHURE],
      others: { count: 500, bytes: 200_000 },
    },
  ]);
  server = await serveArchive(files);
});
afterAll(() => server.close());

describe('a monthly zip read in place', () => {
  it('over HTTP reads the directory and one PDF, a sliver of the zip', async () => {
    const before = server.bytesServed();
    const source = httpSource(server.url);
    const zip = await openZip(source, ZIP, null);
    expect(zip.names).toContain(pdfName(BROCHURE));
    expect(zip.names).toContain('ADV_Brochure_Mapping_20260101_20260131.csv');
    const pdf = await zip.member(pdfName(BROCHURE));
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    const read = server.bytesServed() - before;
    expect(source.bytesRead()).toBe(read);
    expect(zip.size).toBe(files.get(ZIP)?.size);
    expect(read).toBeLessThan(zip.size / 100);
    await zip.close();
  });

  it('refuses a host that answers a range request with the whole file, and reads no more of it', async () => {
    const ignoringRanges = (url: string, init?: RequestInit) => fetch(url, { ...init, headers: {} });
    const source = httpSource(server.url, ignoringRanges);
    const before = server.bytesServed();
    await expect(openZip(source, ZIP, null)).rejects.toThrow(/answered HTTP 200 to a byte-range request/);
    expect(source.bytesRead()).toBe(0);
    // The client hung up at once: the server, sending a megabyte at a time as it is taken, stopped long before the end.
    await server.settled();
    expect(server.bytesServed() - before).toBeLessThan((files.get(ZIP)?.size ?? 0) / 4);
  });

  it('refuses an archive address that is not the SEC host (only a local test server may stand in)', () => {
    expect(() => httpSource('https://example.com/reports/foia/')).toThrow(/not on the SEC's own host/);
    expect(() => httpSource('http://reports.adviserinfo.sec.gov/reports/foia/')).toThrow(/not on the SEC's own host/);
    expect(() => httpSource('https://reports.adviserinfo.sec.gov/reports/foia/')).not.toThrow();
  });

  it('from a folder reads the same way, counting what it read', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'brochure-folder-'));
    try {
      writeArchiveFolder(dir, files);
      const source = folderSource(dir);
      const zip = await openZip(source, ZIP, null);
      expect((await zip.member(pdfName(BROCHURE))).length).toBeGreaterThan(500);
      expect(source.bytesRead()).toBeLessThan(zip.size / 100);
      await zip.close();
      await expect(source.text('../outside.json')).rejects.toThrow(/outside the archive folder/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
