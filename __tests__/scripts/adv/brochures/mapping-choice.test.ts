import { brochureKind, chooseBrochures, type ArchivedRow } from '@/scripts/adv/brochures/choose';
import { csvRecords, isoDate, mappingRows } from '@/scripts/adv/brochures/mapping-csv';

describe('the mapping CSV of a monthly zip', () => {
  it('reads its columns by name, whatever their case, spacing and order', () => {
    const text =
      '\uFEFFfile name , BROCHURE_NAME,Date Submitted,crd number,Brochure Version ID\r\n' +
      '140195_1001_1_20260310.pdf,"Form ADV Part 2A, Brochure",03/10/2026,0140195,1001\r\n';
    expect(mappingRows(text, 'm.csv')).toEqual({
      rows: [
        {
          crd: '140195',
          id: '1001',
          name: 'Form ADV Part 2A, Brochure',
          filed: '2026-03-10',
          file: '140195_1001_1_20260310.pdf',
        },
      ],
      problems: [],
    });
  });

  it('skips a row it cannot read and names it; refuses a header without a needed column', () => {
    const header = 'CRD Number,Brochure Version ID,Brochure Name,Date Submitted,File Name\n';
    const { rows, problems } = mappingRows(
      `${header}140195,1001,Part 2A,2026-02-30,a.pdf\n105664,2001,Part 2A,2026-03-01,b.pdf\n`,
      'm.csv',
    );
    expect(rows.map((row) => row.crd)).toEqual(['105664']);
    expect(problems).toEqual(['m.csv, row 2: its date filed cannot be read; the row was skipped']);
    expect(() => mappingRows('CRD Number,Brochure Name\n1,x\n', 'm.csv')).toThrow(/no id column/);
  });

  it('reads quoted cells holding commas, quotes and line breaks, and the dates the SEC writes', () => {
    expect(csvRecords('a,"b ""c"", d\ne",f\n\ng')).toEqual([['a', 'b "c", d\ne', 'f'], ['g']]);
    expect(['2026-03-14', '3/14/2026 12:00:00 AM', '20260314'].map(isoDate)).toEqual([
      '2026-03-14',
      '2026-03-14',
      '2026-03-14',
    ]);
    expect(isoDate('14.03.2026')).toBeNull();
  });
});

const row = (id: string, name: string, filed: string, zipRank = 0, crd = '1'): ArchivedRow => ({
  crd,
  id,
  name,
  filed,
  file: `${crd}_${id}_1_${filed.replace(/-/g, '')}.pdf`,
  zip: `zip${zipRank}`,
  zipRank,
});

describe('the brochure chosen for a firm', () => {
  it('tells a Part 2A from a 2B supplement and an appendix by its name', () => {
    expect(['Form ADV Part 2A', 'Firm Brochure', 'Part 2A and 2B', 'ADV Part 2'].map(brochureKind)).toEqual([
      'part-2a',
      'part-2a',
      'part-2a',
      'part-2a',
    ]);
    expect(['Part 2B Brochure Supplement', 'ADV 2B', 'Supplement'].map(brochureKind)).toEqual([
      'supplement',
      'supplement',
      'supplement',
    ]);
    expect(['Wrap Fee Program Brochure', 'Part 2A Appendix 1', 'Item 18 addendum'].map(brochureKind)).toEqual([
      'appendix',
      'appendix',
      'appendix',
    ]);
  });

  it('takes the newest Part 2A, never a newer supplement or appendix', () => {
    const chosen = chooseBrochures(
      [
        row('10', 'Form ADV Part 2A', '2025-03-01', 3),
        row('11', 'Form ADV Part 2A', '2025-09-01', 1),
        row('12', 'Part 2B Supplement', '2026-01-01', 0),
        row('13', 'Wrap Fee Program Brochure', '2025-12-01', 0),
      ],
      new Set(['1']),
    );
    expect(chosen.get('1')?.id).toBe('11');
  });

  it('takes an appendix only when no 2A was filed, and nothing when only supplements were', () => {
    const rows = [
      row('20', 'Wrap Fee Program Brochure', '2025-06-01', 0, '2'),
      row('30', 'Part 2B Supplement', '2025-06-01', 0, '3'),
      row('40', 'Part 2A', '2025-06-01', 0, '4'),
    ];
    const chosen = chooseBrochures(rows, new Set(['2', '3']));
    expect(chosen.get('2')?.id).toBe('20');
    expect(chosen.has('3')).toBe(false);
    expect(chosen.has('4')).toBe(false);
  });

  it('on the same filing day takes the higher brochure version id', () => {
    expect(
      chooseBrochures([row('7', 'Part 2A', '2025-06-01'), row('9', 'Part 2A', '2025-06-01')], new Set(['1'])).get('1')
        ?.id,
    ).toBe('9');
  });
});
