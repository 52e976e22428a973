import { mappingCsvText, mappingRows } from '@/scripts/adv/brochures/mapping-csv';

/**
 * The header two public readers of the SEC's mapping CSVs use (seen 2026-11-29), in their order; no live file was
 * read here. BrochureID is the id the PDF names carry; BrochureVersion is another column.
 */
const HEADER = [
  'FirmName',
  'SECNumber',
  'CRDNumber',
  'FilingID',
  'BrochureName',
  'BrochureID',
  'BrochureVersion',
  'DateFiled',
  'PDFFileName',
];
const FIRST = {
  FirmName: '"Queen City Capital Partners, LLC"',
  SECNumber: '801-123456',
  CRDNumber: '140195',
  FilingID: '1834567',
  BrochureName: 'Form ADV Part 2A',
  BrochureID: '1001',
  BrochureVersion: '3',
  DateFiled: '3/7/2026',
  PDFFileName: '140195_1001_1_20260307.pdf',
};
const SECOND = {
  FirmName: 'Hunt Road Advisors LP',
  SECNumber: '801-654321',
  CRDNumber: '105664',
  FilingID: '1834999',
  BrochureName: 'Part 2B Brochure Supplement',
  BrochureID: '2002',
  BrochureVersion: '1',
  DateFiled: '12/15/2025',
  PDFFileName: '105664_2002_1_20251215.pdf',
};
type Column = keyof typeof FIRST;

/** The CSV with these columns in this order, a BOM and CRLF line ends, as a Windows export writes it. */
const csv = (columns: readonly Column[]) =>
  `\uFEFF${[columns.join(','), ...[FIRST, SECOND].map((row) => columns.map((column) => row[column]).join(','))].join('\r\n')}\r\n`;

const isColumn = (name: string): name is Column => name in FIRST;
const REAL_ORDER = HEADER.filter(isColumn);
const EXPECTED = [
  {
    crd: '140195',
    id: '1001',
    name: 'Form ADV Part 2A',
    filed: '2026-03-07',
    file: '140195_1001_1_20260307.pdf',
  },
  {
    crd: '105664',
    id: '2002',
    name: 'Part 2B Brochure Supplement',
    filed: '2025-12-15',
    file: '105664_2002_1_20251215.pdf',
  },
];

describe('the mapping CSV in the shape the public readers of the SEC files know', () => {
  it('reads the nine-column header in its order: BrochureID as the id, M/D/YYYY dates, a quoted firm name with a comma', () => {
    expect(mappingRows(csv(REAL_ORDER), 'm.csv')).toEqual({ rows: EXPECTED, problems: [] });
  });

  it('reads BrochureID as the id even when BrochureVersion comes before it', () => {
    const shuffled: Column[] = [
      'BrochureVersion',
      'PDFFileName',
      'DateFiled',
      'FirmName',
      'BrochureID',
      'CRDNumber',
      'BrochureName',
      'FilingID',
      'SECNumber',
    ];
    expect(mappingRows(csv(shuffled), 'm.csv')).toEqual({ rows: EXPECTED, problems: [] });
  });

  it('refuses a header with BrochureVersion but no brochure id, naming the missing column', () => {
    const withoutId = REAL_ORDER.filter((column) => column !== 'BrochureID');
    expect(() => mappingRows(csv(withoutId), 'ADV_Brochure_Mapping_20260301_20260331.csv')).toThrow(
      /^ADV_Brochure_Mapping_20260301_20260331\.csv: no id column in its header \(FirmName, SECNumber, CRDNumber, FilingID, BrochureName, BrochureVersion,/,
    );
  });
});

describe('the mapping CSV bytes', () => {
  // "Côté’s Wealth Office, Inc." and "Form ADV Part 2A – Brochure" as windows-1252 writes them.
  const cp1252 = Buffer.concat([
    Buffer.from('"C'),
    Buffer.from([0xf4]),
    Buffer.from('t'),
    Buffer.from([0xe9, 0x92]),
    Buffer.from('s Wealth Office, Inc.",Form ADV Part 2A '),
    Buffer.from([0x96]),
    Buffer.from(' Brochure\r\n'),
  ]);

  it('read as windows-1252 when they are not UTF-8: accents and curly quotes as written', () => {
    expect(mappingCsvText(cp1252)).toBe('"Côté’s Wealth Office, Inc.",Form ADV Part 2A – Brochure\r\n');
  });

  it('read as UTF-8 when they are, with or without a BOM', () => {
    const text = '"Côté’s Wealth Office, Inc.",Form ADV Part 2A – Brochure\r\n';
    expect(mappingCsvText(Buffer.from(text, 'utf8'))).toBe(text);
    expect(mappingCsvText(Buffer.from(`\uFEFF${text}`, 'utf8'))).toBe(text);
  });
});
