/**
 * The mapping CSV in each monthly zip (ADV_Brochure_Mapping_{from}_{to}.csv): one row per brochure PDF. Its header is
 * read by name, tolerant of case, spacing and punctuation ("CRD Number", "crd_number", "Brochure Version ID"…), so a
 * reordered or renamed-by-case column still reads; a row that cannot be read is reported and skipped, never fatal.
 */
export interface BrochureRow {
  crd: string;
  /** The SEC's brochure version id. */
  id: string;
  name: string;
  /** YYYY-MM-DD. */
  filed: string;
  /** The PDF's name in the zip. */
  file: string;
}

/** Each column, by the header names it is known under (compared lower-case, letters and digits only). */
const COLUMNS = {
  crd: ['crd', 'crdnumber', 'crdnb', 'firmcrd', 'firmcrdnb', 'firmcrdnumber', 'organizationcrd', 'orgcrd'],
  id: ['brochureversionid', 'brochureid', 'versionid', 'brochureversion'],
  name: ['brochurename', 'name', 'brochuretitle'],
  filed: ['datefiled', 'filingdate', 'datesubmitted', 'submitdate', 'submissiondate', 'dateposted', 'filedate', 'date'],
  file: ['filename', 'pdffilename', 'brochurefilename', 'pdfname', 'file'],
} as const;
type Column = keyof typeof COLUMNS;
const COLUMN_NAMES: readonly Column[] = ['crd', 'id', 'name', 'filed', 'file'];

export const isMappingCsv = (name: string) => /^adv_brochure_mapping.*\.csv$/i.test(name);

const headerKey = (cell: string) => cell.toLowerCase().replace(/[^a-z0-9]/g, '');

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
    const index = keys.findIndex((key) => names.includes(key));
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
