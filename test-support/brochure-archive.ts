import { mkdirSync, openSync, closeSync, writeSync } from 'node:fs';
import path from 'node:path';
import { WINDOWS_1252_C1 } from '../scripts/adv/brochures/mapping-csv';
import { brochurePdf } from './brochure-pdf';
import { zip64File, zipFile, type VirtualFile, type ZipMember } from './zip-file';

/**
 * A copy of the SEC's brochure archive in its real layout (shared/research/fees-and-brochures.md):
 * reports_metadata.json, and under advBrochures/{year}/ one zip per month holding that month's PDFs, named
 * {CRD}_{BrochureVersionID}_{seq}_{YYYYMMDD}.pdf, and the mapping CSV ADV_Brochure_Mapping_{from}_{to}.csv.
 * Held as virtual files (test-support/zip-file.ts): served over HTTP by test-support/range-server.ts, or written
 * to a folder by writeArchiveFolder.
 */
export interface FixtureBrochure {
  crd: string;
  /** The brochure version id the PDF's name carries (the CSV's BrochureID). */
  id: string;
  /** The firm's name in the CSV's FirmName; a made-up one (with a comma, so quoted) otherwise. */
  firm?: string;
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
  /** How the mapping CSV is written: UTF-8 with a BOM (the default), or windows-1252 (a Windows export). */
  csvEncoding?: 'utf-8' | 'windows-1252';
  /** Written with ZIP64 records (test-support/zip-file.ts zip64File), as a month past 4 GB or 65,535 files is. */
  zip64?: boolean;
  /** Replaces the zip with these bytes (a zip that is not one). */
  broken?: Uint8Array;
}

export const pdfName = (brochure: FixtureBrochure) =>
  `${brochure.crd}_${brochure.id}_1_${brochure.filed.replace(/-/g, '')}.pdf`;

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The mapping CSV's header as two public readers of the SEC's files name it (seen 2026-11-29; not checked against a
 * live file), in their order. BrochureVersion is not the id: BrochureID is.
 */
const MAPPING_HEADER =
  'FirmName,SECNumber,CRDNumber,FilingID,BrochureName,BrochureID,BrochureVersion,DateFiled,PDFFileName';

/** "2026-03-07" → "3/7/2026", as those readers parse DateFiled. */
const usDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${month}/${day}/${year}`;
};

interface CsvRow {
  crd: string;
  id: string;
  name: string;
  filed: string;
  file: string;
  firm?: string;
}

const csvLine = (row: CsvRow) =>
  [
    row.firm ?? `Adviser ${row.crd} Partners, LLC`,
    `801-${row.crd.padStart(6, '0').slice(-6)}`,
    row.crd,
    String(1_000_000 + Number(row.id)),
    row.name,
    row.id,
    '1',
    usDate(row.filed),
    row.file,
  ]
    .map(csvCell)
    .join(',');

function mappingCsv(rows: readonly FixtureBrochure[], others: { crd: string; id: string; file: string }[]): string {
  const lines = [MAPPING_HEADER];
  for (const row of rows) lines.push(csvLine({ ...row, file: pdfName(row) }));
  for (const other of others) lines.push(csvLine({ ...other, name: 'Form ADV Part 2A', filed: '2026-01-15' }));
  return `${lines.join('\r\n')}\r\n`;
}

/** The CSV's bytes: UTF-8 with a BOM, or windows-1252 (refusing a character it cannot write). */
function csvBytes(text: string, encoding: FixtureMonth['csvEncoding']): Uint8Array {
  if (encoding !== 'windows-1252') return Buffer.from(`\uFEFF${text}`, 'utf8');
  return Uint8Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    const c1 = WINDOWS_1252_C1.indexOf(char);
    if (c1 >= 0) return 0x80 + c1;
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
    throw new Error(`windows-1252 cannot write "${char}"`);
  });
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
    data: csvBytes(csv, month.csvEncoding),
  });
  return month.zip64 === true ? zip64File(members) : zipFile(members);
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
