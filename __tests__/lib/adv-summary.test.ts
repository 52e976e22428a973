/** @jest-environment node */
import type { ImportReport } from '@/lib/adv/change-set';
import { changeLines, prSummary } from '@/lib/adv/summary';

/**
 * The pull request description the monthly refresh opens and the lines the import prints, on fixture reports.
 * Every firm, CRD and value here is invented: these are fixtures, not facts about real advisers.
 */

const FILES: ImportReport['dataFiles'] = [
  { name: 'IA_FIRM_SEC_Feed_09_02_2026.xml.gz', date: '2026-09-02', feed: 'sec' },
  { name: 'IA_FIRM_STATE_Feed_09_02_2026.xml.gz', date: '2026-09-02', feed: 'state' },
];

const full: ImportReport = {
  dataFiles: FILES,
  firms: [
    {
      slug: 'example-wealth',
      name: 'Example Wealth Partners',
      crd: '900001',
      filingDate: '2026-03-30',
      changes: [
        { field: 'aum', label: 'Assets under management', before: '$1,200,000,000', after: '$1,350,000,000' },
        { field: 'employees', label: 'Employees', before: null, after: '42' },
        { field: 'website', label: 'Website', before: 'https://old.example', after: null },
      ],
    },
    {
      slug: 'sample-advisors',
      name: 'Sample Advisors',
      crd: '900002',
      filingDate: '2026-02-14',
      changes: [{ field: 'status', label: 'Registration', before: 'State-registered (Ohio)', after: 'SEC-registered' }],
    },
    { slug: 'steady-counsel', name: 'Steady Counsel', crd: '900003', filingDate: '2026-01-10', changes: [] },
    { slug: 'calm-capital', name: 'Calm Capital', crd: '900004', filingDate: '2025-12-01', changes: [] },
  ],
  candidates: [
    {
      slug: 'river-planning',
      name: 'River Planning',
      candidates: [
        { crd: '900010', name: 'RIVER PLANNING LLC', city: 'Cincinnati', state: 'OH', aum: 250000000 },
        { crd: '900011', name: 'RIVER PLANNING GROUP', city: 'Covington', state: 'KY', aum: null },
      ],
    },
    { slug: 'lonely-advisers', name: 'Lonely Advisers', candidates: [] },
  ],
  notFound: [
    { slug: 'gone-wealth', name: 'Gone Wealth', crd: '900020' },
    { slug: 'unknown-partners', name: 'Unknown Partners', crd: null },
  ],
  dryRun: false,
};

const quiet: ImportReport = {
  dataFiles: [FILES[0]!],
  firms: [{ slug: 'steady-counsel', name: 'Steady Counsel', crd: '900003', filingDate: '2026-01-10', changes: [] }],
  candidates: [],
  notFound: [],
  dryRun: false,
};

/** The Markdown table rows of a section, split into cells on unescaped pipes (as GitHub's table parser does). */
function cells(row: string): string[] {
  return row
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

describe('prSummary', () => {
  const body = prSummary(full);

  it('starts with a title line that counts the changed values and firms', () => {
    expect(body.split('\n')[0]).toBe('# Form ADV refresh, SEC data of September 2, 2026: 4 values changed at 2 firms');
  });

  it('names each data file with its feed and date', () => {
    expect(body).toContain('- `IA_FIRM_SEC_Feed_09_02_2026.xml.gz`: SEC-registered advisers, September 2, 2026');
    expect(body).toContain('- `IA_FIRM_STATE_Feed_09_02_2026.xml.gz`: state-registered advisers, September 2, 2026');
  });

  it('lists every change of a firm as a table row old → new, "not recorded" for a missing value', () => {
    expect(body).toContain('### Example Wealth Partners');
    expect(body).toContain('CRD 900001 · Form ADV filed March 30, 2026');
    expect(body).toContain('https://adviserinfo.sec.gov/firm/summary/900001');
    expect(body).toContain('| Assets under management | $1,200,000,000 | $1,350,000,000 |');
    expect(body).toContain('| Employees | _not recorded_ | 42 |');
    expect(body).toContain('| Website | https://old.example | _not recorded_ |');
    expect(body).toContain('| Registration | State-registered (Ohio) | SEC-registered |');
  });

  it('puts the firms without a change on one line', () => {
    expect(body).toContain(
      '**No change:** Steady Counsel (filed January 10, 2026); Calm Capital (filed December 1, 2025).',
    );
    expect(body).not.toContain('### Steady Counsel');
  });

  it('lists CRD candidates with the exact command that accepts each one', () => {
    const row = body.split('\n').find((line) => line.includes('RIVER PLANNING LLC'));
    expect(row).toBeDefined();
    expect(cells(row!)).toEqual([
      '[900010](https://adviserinfo.sec.gov/firm/summary/900010)',
      'RIVER PLANNING LLC',
      'Cincinnati, OH',
      '$250,000,000',
      '`npm run adv:import -- --accept river-planning=900010 IA_FIRM_SEC_Feed_09_02_2026.xml.gz IA_FIRM_STATE_Feed_09_02_2026.xml.gz`',
    ]);
    expect(body).toContain('| Covington, KY | not recorded |');
    expect(body).toMatch(/### Lonely Advisers\n\nNo entry in Ohio, Kentucky or Indiana has a similar name\./);
    expect(body).toContain('- [ ] Accept the right CRD for a firm above, or leave it.');
  });

  it("names the firms found in no feed with the data's date", () => {
    expect(body).toContain("- Gone Wealth (CRD 900020): not in the SEC's adviser data of September 2, 2026.");
    expect(body).toContain("- Unknown Partners (no CRD recorded): not in the SEC's adviser data of September 2, 2026.");
  });

  it("ends with the owner's checklist, pointing to npm run facts for what Form ADV does not hold", () => {
    expect(body).toContain('## Before you merge');
    expect(body).toContain("- [ ] Review each change above; the firm's IAPD page shows the same filing.");
    expect(body.trimEnd().split('\n').at(-1)).toContain('`npm run facts`');
  });

  it('escapes pipes and Markdown in values, so a value never breaks the table', () => {
    const body = prSummary({
      ...quiet,
      firms: [
        {
          slug: 'pipe-firm',
          name: 'Pipe | *Star* Firm',
          crd: '900030',
          filingDate: '2026-04-01',
          changes: [{ field: 'legalName', label: 'Legal name', before: 'A | B <b>LLC</b>', after: 'A\nB | C_D' }],
        },
      ],
    });
    expect(body).toContain('### Pipe \\| \\*Star\\* Firm');
    const row = body.split('\n').find((line) => line.startsWith('| Legal name'));
    expect(row).toBe('| Legal name | A \\| B \\<b\\>LLC\\</b\\> | A B \\| C\\_D |');
    expect(cells(row!)).toHaveLength(3);
  });

  it('says so when nothing changed, with no empty table', () => {
    const body = prSummary(quiet);
    expect(body.split('\n')[0]).toBe('# Form ADV refresh, SEC data of September 2, 2026: no value changed');
    expect(body).toContain('No listed firm has a value that differs from its Form ADV.');
    expect(body).not.toContain('| Fact |');
    expect(body).not.toContain('## Firms without a CRD');
    expect(body).not.toContain('## Not found');
    expect(body).not.toContain('Accept the right CRD');
  });

  it('marks a dry run', () => {
    const body = prSummary({ ...quiet, dryRun: true });
    expect(body.split('\n')[0]).toMatch(/\(dry run\)$/);
    expect(body).toContain('nothing was written');
  });

  it('names both dates when the two feeds are of different days', () => {
    const body = prSummary({
      ...full,
      dataFiles: [FILES[0]!, { ...FILES[1]!, date: '2026-09-01' }],
    });
    expect(body).toContain("not in the SEC's adviser data of September 2, 2026 and September 1, 2026.");
    expect(body).toContain('state-registered advisers, September 1, 2026');
  });
});

describe('changeLines', () => {
  it('prints each changed value old → new per firm, and "(no change)"', () => {
    expect(changeLines(full)).toBe(
      [
        'Data file: IA_FIRM_SEC_Feed_09_02_2026.xml.gz (SEC-registered advisers, 2026-09-02)',
        'Data file: IA_FIRM_STATE_Feed_09_02_2026.xml.gz (state-registered advisers, 2026-09-02)',
        'Example Wealth Partners [example-wealth] CRD 900001, Form ADV filed 2026-03-30',
        '  aum: $1,200,000,000 → $1,350,000,000',
        '  employees: not recorded → 42',
        '  website: https://old.example → not recorded',
        'Sample Advisors [sample-advisors] CRD 900002, Form ADV filed 2026-02-14',
        '  status: State-registered (Ohio) → SEC-registered',
        'Steady Counsel [steady-counsel] CRD 900003, Form ADV filed 2026-01-10',
        '  (no change)',
        'Calm Capital [calm-capital] CRD 900004, Form ADV filed 2025-12-01',
        '  (no change)',
        'River Planning [river-planning] has no CRD; nothing written.',
        '  CRD 900010: RIVER PLANNING LLC, Cincinnati, OH, AUM $250,000,000',
        '    to accept: npm run adv:import -- --accept river-planning=900010 IA_FIRM_SEC_Feed_09_02_2026.xml.gz IA_FIRM_STATE_Feed_09_02_2026.xml.gz',
        '  CRD 900011: RIVER PLANNING GROUP, Covington, KY, AUM not recorded',
        '    to accept: npm run adv:import -- --accept river-planning=900011 IA_FIRM_SEC_Feed_09_02_2026.xml.gz IA_FIRM_STATE_Feed_09_02_2026.xml.gz',
        'Lonely Advisers [lonely-advisers] has no CRD; nothing written.',
        '  no entry in OH, KY or IN has a similar name',
        "Gone Wealth [gone-wealth] CRD 900020: not in the SEC's adviser data of 2026-09-02",
        "Unknown Partners [unknown-partners] no CRD: not in the SEC's adviser data of 2026-09-02",
        '',
      ].join('\n'),
    );
  });

  it('says when nothing was written', () => {
    expect(
      changeLines({ ...quiet, dryRun: true })
        .trimEnd()
        .split('\n')
        .at(-1),
    ).toBe('Dry run: nothing written.');
  });
});
