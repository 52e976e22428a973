import { latestMonths, listBrochureZips, monthOfName } from '@/scripts/adv/brochures/archive-index';

const index = (years: Record<string, unknown[]>) => ({
  advFilingData: { '2026': { files: [{ fileName: 'ADV_Filing_Data.zip' }] } },
  advBrochures: Object.fromEntries(Object.entries(years).map(([year, files]) => [year, { files }])),
});

describe('the brochure zips the SEC index lists', () => {
  it('reads the month from every naming the archive has used', () => {
    expect(monthOfName('ADV_Brochures_2026_March.zip')).toEqual({ month: '2026-03', part: 1 });
    expect(monthOfName('ADV_Brochures_2026_March_2_of_2.zip')).toEqual({ month: '2026-03', part: 2 });
    expect(monthOfName('adv-brochures-2024-december')).toEqual({ month: '2024-12', part: 1 });
    expect(monthOfName('adv_brochures_2022_sep')).toEqual({ month: '2022-09', part: 1 });
    expect(monthOfName('adv_brochures_2021_mar_1')).toEqual({ month: '2021-03', part: 1 });
    expect(monthOfName('adv_brochures_2023_07.zip')).toEqual({ month: '2023-07', part: 1 });
    expect(monthOfName('brochures_final.zip')).toBeNull();
  });

  it('needs only fileName: other fields, a missing size and other sections are ignored', () => {
    const zips = listBrochureZips(
      index({
        '2026': [
          { fileName: 'ADV_Brochures_2026_January.zip', size: 900, displayName: 'x' },
          { fileName: 'ADV_Brochures_2026_February.zip' },
          { name: 'no file name' },
        ],
      }),
      'index',
    );
    expect(zips.map((zip) => [zip.fileName, zip.size])).toEqual([
      ['ADV_Brochures_2026_January.zip', 900],
      ['ADV_Brochures_2026_February.zip', null],
    ]);
  });

  it('refuses an index without the brochure section, naming what changed', () => {
    expect(() => listBrochureZips({ advFilingData: {} }, 'https://host/reports_metadata.json')).toThrow(
      /no "advBrochures" section/,
    );
  });

  it('keeps every part of the 12 newest months, newest first, whatever the order listed', () => {
    const names2025 = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].map(
      (month) => ({
        fileName: `adv_brochures_2025_${month}`,
      }),
    );
    const zips = latestMonths(
      listBrochureZips(
        index({
          '2026': [
            { fileName: 'ADV_Brochures_2026_February.zip' },
            { fileName: 'ADV_Brochures_2026_January_2_of_2.zip' },
            { fileName: 'ADV_Brochures_2026_January_1_of_2.zip' },
          ],
          '2025': names2025,
        }),
        'index',
      ),
    );
    expect(zips.map((zip) => zip.fileName)).toEqual([
      'ADV_Brochures_2026_February.zip',
      'ADV_Brochures_2026_January_1_of_2.zip',
      'ADV_Brochures_2026_January_2_of_2.zip',
      ...names2025
        .slice(2)
        .reverse()
        .map((file) => file.fileName),
    ]);
  });

  it('places a name without a month after the file listed before it', () => {
    const zips = listBrochureZips(
      index({
        '2026': [
          { fileName: 'ADV_Brochures_2026_March.zip' },
          { fileName: 'brochures_extra.zip' },
          { fileName: 'ADV_Brochures_2026_April.zip' },
        ],
      }),
      'index',
    );
    expect(zips.map((zip) => [zip.fileName, zip.month, zip.monthFromName])).toEqual([
      ['ADV_Brochures_2026_March.zip', '2026-03', true],
      ['brochures_extra.zip', '2026-03', false],
      ['ADV_Brochures_2026_April.zip', '2026-04', true],
    ]);
    expect(latestMonths(zips, 1).map((zip) => zip.fileName)).toEqual(['ADV_Brochures_2026_April.zip']);
    expect(latestMonths(zips, 2).map((zip) => zip.fileName)).toEqual([
      'ADV_Brochures_2026_April.zip',
      'ADV_Brochures_2026_March.zip',
      'brochures_extra.zip',
    ]);
  });
});
