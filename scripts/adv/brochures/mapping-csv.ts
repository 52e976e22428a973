/**
 * The mapping CSV in each monthly zip (ADV_Brochure_Mapping_{from}_{to}.csv): one row per brochure PDF. Its header is
 * read by name, tolerant of case, spacing and punctuation ("CRDNumber", "CRD Number", "crd_number"…), so a reordered
 * or renamed-by-case column still reads; a row that cannot be read is reported and skipped, never fatal. The header
 * two public readers of these files use (seen 2026-11-29, not checked against a live file): FirmName, SECNumber,
 * CRDNumber, FilingID, BrochureName, BrochureID, BrochureVersion, DateFiled (M/D/YYYY), PDFFileName.
 */
export interface BrochureRow {
  crd: string;
  /** The SEC's brochure version id (BRCHR_VRSN_ID; the CSV's BrochureID), the second part of the PDF's name. */
  id: string;
  name: string;
  /** YYYY-MM-DD. */
  filed: string;
  /** The PDF's name in the zip. */
  file: string;
}

/**
 * Each column, by the header names it is known under (compared lower-case, letters and digits only), the names the
 * public readers use first: a header holding several is read by the first of them, wherever it stands.
 * `BrochureVersion` is a column of its own, not the id the PDF names carry (`BrochureID`), so it is no name of the id.
 */
const COLUMNS = {
  crd: ['crdnumber', 'crd', 'crdnb', 'firmcrd', 'firmcrdnb', 'firmcrdnumber', 'organizationcrd', 'orgcrd'],
  id: ['brochureid', 'brochureversionid', 'versionid'],
  name: ['brochurename', 'name', 'brochuretitle'],
  filed: ['datefiled', 'filingdate', 'datesubmitted', 'submitdate', 'submissiondate', 'dateposted', 'filedate', 'date'],
  file: ['pdffilename', 'filename', 'brochurefilename', 'pdfname', 'file'],
} as const;
type Column = keyof typeof COLUMNS;
const COLUMN_NAMES: readonly Column[] = ['crd', 'id', 'name', 'filed', 'file'];

export const isMappingCsv = (name: string) => /^adv_brochure_mapping.*\.csv$/i.test(name);

const headerKey = (cell: string) => cell.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * What windows-1252 puts at 0x80–0x9F (the WHATWG Encoding Standard's table; five bytes it leaves as themselves).
 * Node 20 from 20.18.3 decodes 'windows-1252' as Latin-1 and gives C1 control characters there (nodejs/node#60888),
 * so those are mapped here; a Node that decodes them right leaves nothing to map.
 */
export const WINDOWS_1252_C1 =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

/**
 * The CSV's text: UTF-8 (a BOM or not) when its bytes are valid UTF-8, else windows-1252, the encoding a Windows
 * export writes (one public reader opens these files as utf-8-sig, the other as cp1252). An "é" or "’" in a firm's
 * or brochure's name then reads as written either way, never as a replacement character.
 */
export function mappingCsvText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252')
      .decode(bytes)
      .replace(/[\u0080-\u009F]/g, (char) => WINDOWS_1252_C1.charAt(char.charCodeAt(0) - 0x80));
  }
}

/** RFC 4180 records: quoted cells may hold commas, quotes ("") and line breaks. */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let at = 0; at < body.length; at += 1) {
    const char = body[at];
    if (quoted && char === '"' && body[at + 1] === '"') {
      cell += '"';
      at += 1;
    } else if (char === '"') quoted = !quoted;
    else if (quoted) cell += char;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[at + 1] === '\n') at += 1;
      records.push([...record, cell]);
      record = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || record.length > 0) records.push([...record, cell]);
  return records.filter((row) => row.some((value) => value.trim() !== ''));
}

/** "2026-03-14", "03/14/2026", "3/14/2026 12:00:00 AM" or "20260314" → "2026-03-14"; null otherwise. */
export function isoDate(value: string): string | null {
  const text = value.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(text);
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  const parts = iso ? iso.slice(1) : us ? [us[3], us[1], us[2]] : compact?.slice(1);
  if (parts === undefined) return null;
  const [year, month, day] = parts.map((part) => Number(part));
  if (year === undefined || month === undefined || day === undefined) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

export interface MappingRows {
  rows: BrochureRow[];
  /** Rows skipped, each with why (line numbers as a spreadsheet shows them). */
  problems: string[];
}

/** The rows of a mapping CSV; throws when its header lacks a column (the file is then unusable). */
export function mappingRows(text: string, file: string): MappingRows {
  const [header, ...records] = csvRecords(text);
  const keys = (header ?? []).map(headerKey);
  const at = new Map<Column, number>();
  for (const column of COLUMN_NAMES) {
    const names: readonly string[] = COLUMNS[column];
    const index = names.map((name) => keys.indexOf(name)).find((found) => found >= 0) ?? -1;
    if (index < 0)
      throw new Error(`${file}: no ${column} column in its header (${(header ?? []).join(', ') || 'empty'})`);
    at.set(column, index);
  }
  const rows: BrochureRow[] = [];
  const problems: string[] = [];
  for (const [index, record] of records.entries()) {
    const cell = (column: Column) => (record[at.get(column) ?? -1] ?? '').trim();
    const crd = cell('crd').replace(/^0+(?=\d)/, '');
    const filed = isoDate(cell('filed'));
    const row = {
      crd,
      id: cell('id'),
      name: cell('name'),
      filed: filed ?? '',
      file: cell('file').split(/[\\/]/).pop() ?? '',
    };
    const wrong = !/^\d{1,9}$/.test(crd)
      ? 'CRD'
      : !/^\d{1,12}$/.test(row.id)
        ? 'brochure id'
        : filed === null
          ? 'date filed'
          : !/\.pdf$/i.test(row.file)
            ? 'file name'
            : null;
    if (wrong === null) rows.push(row);
    else problems.push(`${file}, row ${index + 2}: its ${wrong} cannot be read; the row was skipped`);
  }
  return { rows, problems };
}
