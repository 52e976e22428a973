import { mkdirSync, openSync, closeSync, writeSync } from 'node:fs';
import path from 'node:path';
import { brochurePdf } from './brochure-pdf';
import { zipFile, type VirtualFile, type ZipMember } from './zip-file';

/**
 * A copy of the SEC's brochure archive in its real layout (shared/research/fees-and-brochures.md):
 * reports_metadata.json, and under advBrochures/{year}/ one zip per month holding that month's PDFs, named
 * {CRD}_{BrochureVersionID}_{seq}_{YYYYMMDD}.pdf, and the mapping CSV ADV_Brochure_Mapping_{from}_{to}.csv.
 * Held as virtual files (test-support/zip-file.ts): served over HTTP by test-support/range-server.ts, or written
 * to a folder by writeArchiveFolder.
 */
export interface FixtureBrochure {
  crd: string;
  id: string;
  /** The brochure name the CSV gives, e.g. "Form ADV Part 2A" or "Part 2B Brochure Supplement". */
  name: string;
  filed: string;
  /** Its text, one array of lines per page; or `bytes` as they are (a corrupt PDF). */
  pages?: string[][];
  bytes?: Uint8Array;
  padBytes?: number;
}

export interface FixtureMonth {
  year: string;
  fileName: string;
  brochures: FixtureBrochure[];
  /** Other firms' PDFs, filler bytes each: they weigh in the zip and its directory, and are never read. */
  others?: { count: number; bytes: number };
  /** Replaces the zip with these bytes (a zip that is not one). */
  broken?: Uint8Array;
}

export const pdfName = (brochure: FixtureBrochure) =>
  `${brochure.crd}_${brochure.id}_1_${brochure.filed.replace(/-/g, '')}.pdf`;

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

function mappingCsv(rows: readonly FixtureBrochure[], others: { crd: string; id: string; file: string }[]): string {
  const lines = ['CRD Number,Brochure Version ID,Brochure Name,Date Submitted,File Name'];
  for (const row of rows) lines.push([row.crd, row.id, row.name, row.filed, pdfName(row)].map(csvCell).join(','));
  for (const other of others) lines.push([other.crd, other.id, 'Form ADV Part 2A', '2026-01-15', other.file].join(','));
  return `${lines.join('\r\n')}\r\n`;
}

async function monthZip(month: FixtureMonth): Promise<VirtualFile> {
  if (month.broken) return { segments: [month.broken], size: month.broken.length };
  const members: ZipMember[] = [];
  for (const brochure of month.brochures) {
    const data =
      brochure.bytes ?? (await brochurePdf(brochure.pages ?? [['Form ADV Part 2A']], { padBytes: brochure.padBytes }));
    members.push({ name: pdfName(brochure), data });
  }
  const others = Array.from({ length: month.others?.count ?? 0 }, (_, index) => ({
    crd: String(900000 + index),
    id: String(5000000 + index),
    file: `${900000 + index}_${5000000 + index}_1_20260115.pdf`,
  }));
  for (const other of others) members.push({ name: other.file, filler: month.others?.bytes ?? 0 });
  const csv = mappingCsv(month.brochures, others);
  members.push({
    name: `ADV_Brochure_Mapping_${month.year}0101_${month.year}0131.csv`,
    data: Buffer.from(csv, 'utf8'),
  });
  return zipFile(members);
}

/** The archive's files by path: reports_metadata.json and advBrochures/{year}/{fileName}. */
export async function brochureArchive(months: readonly FixtureMonth[]): Promise<Map<string, VirtualFile>> {
  const files = new Map<string, VirtualFile>();
  const index: Record<string, { files: { fileName: string; size: number; displayName: string }[] }> = {};
  for (const month of months) {
    const zip = await monthZip(month);
    files.set(`advBrochures/${month.year}/${month.fileName}`, zip);
    const year = (index[month.year] ??= { files: [] });
    year.files.push({ fileName: month.fileName, size: zip.size, displayName: month.fileName });
  }
  // Other sections, as the real index has them: never read.
  const metadata = {
    advFilingData: { '2026': { files: [{ fileName: 'ADV_Filing_Data_2026_01.zip' }] } },
    advBrochures: index,
  };
  const text = Buffer.from(JSON.stringify(metadata, null, 2));
  files.set('reports_metadata.json', { segments: [text], size: text.length });
  return files;
}

/** Writes the archive's files under `dir`, filler as zeros, a megabyte at a time. */
export function writeArchiveFolder(dir: string, files: ReadonlyMap<string, VirtualFile>): void {
  const zeros = Buffer.alloc(1024 * 1024);
  for (const [name, file] of files) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    const fd = openSync(path.join(dir, name), 'w');
    try {
      for (const segment of file.segments) {
        if (typeof segment !== 'number') writeSync(fd, segment);
        else
          for (let left = segment; left > 0; left -= zeros.length)
            writeSync(fd, zeros, 0, Math.min(left, zeros.length));
      }
    } finally {
      closeSync(fd);
    }
  }
}
