import type { CrdCandidate, ImportReport } from '@/scripts/adv/import/change-set';
import { changeLines, prSummary } from '@/scripts/adv/summary/summary';

/**
 * The pull request description the monthly refresh opens and the lines the import prints, on fixture reports.
 * Every firm, CRD and value here is invented: these are fixtures, not facts about real advisers.
 */

const SHA_SEC = 'a'.repeat(64);
const SHA_STATE = 'b'.repeat(64);
const file = (feed: 'sec' | 'state', name: string, sha256: string): ImportReport['dataFiles'][number] => ({
  name,
  given: `/tmp/feeds/${name}`,
  path: `feeds/${name}`,
  date: '2026-09-02',
  generatedOn: '2026-09-02',
  feed,
  bytes: 7_123_456,
  sha256,
  firms: 23_800,
  malformed: 0,
  malformedExamples: [],
  unknownValues: [],
  readAsUtf8Despite: null,
});
const FILES: ImportReport['dataFiles'] = [
  file('sec', 'IA_FIRM_SEC_Feed_09_02_2026.xml.gz', SHA_SEC),
  file('state', 'IA_FIRM_STATE_Feed_09_02_2026.xml.gz', SHA_STATE),
];
const ACCEPT_FILES = 'feeds/IA_FIRM_SEC_Feed_09_02_2026.xml.gz feeds/IA_FIRM_STATE_Feed_09_02_2026.xml.gz';

const candidate = (crd: string, name: string, city: string, state: string, aum: number | null): CrdCandidate => ({
  crd,
  name,
  city,
  state,
  aum,
  filingDate: '2026-03-01',
  status: 'Approved (SEC)',
  file: FILES[0]!.name,
});

const NO_ROSTER_CHANGE: ImportReport['roster'] = {
  firms: 0,
  rewritten: false,
  changes: { dataFiles: [], added: [], removed: [], changed: [] },
};

const full: ImportReport = {
  dataFiles: FILES,
  roster: NO_ROSTER_CHANGE,
  needsPerson: [
    {
      slug: 'moving-wealth',
      name: 'Moving Wealth',
      crd: '900040',
      file: 'IA_FIRM_SEC_Feed_09_02_2026.xml.gz',
      issue: 'Its main office moved from CINCINNATI, OH to AUSTIN, TX, outside Ohio, Kentucky and Indiana',
    },
  ],
  firms: [
    {
      slug: 'example-wealth',
      name: 'Example Wealth Partners',
      crd: '900001',
      filingDate: '2026-03-30',
      rewritten: true,
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
      rewritten: true,
      changes: [{ field: 'status', label: 'Registration', before: 'State-registered (Ohio)', after: 'SEC-registered' }],
    },
    {
      slug: 'steady-counsel',
      name: 'Steady Counsel',
      crd: '900003',
      filingDate: '2026-01-10',
      changes: [],
      rewritten: false,
    },
    {
      slug: 'calm-capital',
      name: 'Calm Capital',
      crd: '900004',
      filingDate: '2025-12-01',
      changes: [],
      rewritten: false,
    },
  ],
  candidates: [
    {
      slug: 'river-planning',
      name: 'River Planning',
      candidates: [
        candidate('900010', 'RIVER PLANNING LLC', 'Cincinnati', 'OH', 250_000_000),
        candidate('900011', 'RIVER PLANNING GROUP', 'Covington', 'KY', null),
      ],
    },
  ],
  notFound: [{ slug: 'unknown-partners', name: 'Unknown Partners' }],
  dryRun: false,
};

const quiet: ImportReport = {
  dataFiles: [FILES[0]!],
  roster: NO_ROSTER_CHANGE,
  needsPerson: [],
  firms: [full.firms[2]!],
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
    expect(body.split('\n')[0]).toBe(
      '# Form ADV refresh, SEC data of September 2, 2026: 4 values changed at 2 firms, 1 for a person to decide',
    );
  });

  it('names each data file with its feed, date, size and SHA-256', () => {
    expect(body).toContain(
      `- \`IA_FIRM_SEC_Feed_09_02_2026.xml.gz\`: SEC-registered advisers, September 2, 2026; 23800 firms; 7.1 MB; SHA-256 \`${SHA_SEC}\``,
    );
    expect(body).toContain(
      `state-registered advisers, September 2, 2026; 23800 firms; 7.1 MB; SHA-256 \`${SHA_STATE}\``,
    );
    expect(body).toContain('build artifact for 90 days');
  });

  it('puts "Needs a person" above the changes, each entry with its CRD, data file and firm file', () => {
    const needs = body.indexOf('## Needs a person');
    expect(needs).toBeGreaterThan(0);
    expect(needs).toBeLessThan(body.indexOf('## What changed'));
    expect(body).toContain(
      '- **Moving Wealth** ([CRD 900040](https://adviserinfo.sec.gov/firm/summary/900040), `IA_FIRM_SEC_Feed_09_02_2026.xml.gz`, ' +
        '`content/firms/moving-wealth.md`): Its main office moved from CINCINNATI, OH to AUSTIN, TX, outside Ohio, Kentucky and Indiana.',
    );
    expect(body).toContain('- [ ] Decide each entry under "Needs a person".');
  });

  it('lists every change of a firm as a table row old → new, "not recorded" for a missing value', () => {
    expect(body).toContain('### Example Wealth Partners');
    expect(body).toContain('CRD 900001 · Form ADV filed March 30, 2026');
    expect(body).toContain('https://adviserinfo.sec.gov/firm/summary/900001');
    expect(body).toContain('| Assets under management | \\$1,200,000,000 | \\$1,350,000,000 |');
    expect(body).toContain('| Employees | _not recorded_ | 42 |');
    expect(body).toContain('| Website | `https://old.example` | _not recorded_ |');
    expect(body).toContain('| Registration | State-registered (Ohio) | SEC-registered |');
  });

  it('puts the firms without a change on one line', () => {
    expect(body).toContain(
      '**No change:** Steady Counsel (filed January 10, 2026); Calm Capital (filed December 1, 2025).',
    );
    const refreshed = prSummary({ ...quiet, firms: [{ ...quiet.firms[0]!, rewritten: true }] });
    expect(refreshed).toContain('Steady Counsel (filed January 10, 2026; its sources now cite this data)');
    expect(body).not.toContain('### Steady Counsel');
  });

  it('lists CRD candidates with the exact command that accepts each one', () => {
    const row = body.split('\n').find((line) => line.includes('RIVER PLANNING LLC'));
    expect(row).toBeDefined();
    expect(cells(row!)).toEqual([
      '[900010](https://adviserinfo.sec.gov/firm/summary/900010)',
      'RIVER PLANNING LLC',
      'Cincinnati, OH',
      'March 1, 2026',
      'Approved (SEC)',
      '\\$250,000,000',
      `\`npm run adv:import -- --accept river-planning=900010 ${ACCEPT_FILES}\``,
    ]);
    expect(body).toContain('| Covington, KY | March 1, 2026 | Approved (SEC) | not recorded |');
    expect(body).toContain('- [ ] Accept the right CRD for a firm above, or leave it.');
  });

  it("names the firms without a CRD that no entry resembles, with the data's date", () => {
    expect(body).toContain(
      "- Unknown Partners (no CRD recorded): no entry in the SEC's adviser data of September 2, 2026 has a similar name.",
    );
  });

  it('quotes a data file path with a space in the accept command, so it runs as printed', () => {
    const spaced = { ...full, dataFiles: [{ ...FILES[0]!, path: "my feeds/it's.xml.gz" }] };
    expect(prSummary(spaced)).toContain(`--accept river-planning=900010 'my feeds/it'\\''s.xml.gz'\``);
  });

  it('shows ten candidates and counts the rest', () => {
    const many = Array.from({ length: 13 }, (_, i) =>
      candidate(String(900100 + i), `RIVER ${i}`, 'Dayton', 'OH', null),
    );
    const body = prSummary({
      ...full,
      candidates: [{ slug: 'river-planning', name: 'River Planning', candidates: many }],
    });
    expect(body).toContain('RIVER 9 |');
    expect(body).not.toContain('RIVER 10 |');
    expect(body).toContain('…and 3 more with a less similar name');
  });

  it('lists the records skipped as malformed, per data file', () => {
    const skipped = {
      ...quiet,
      dataFiles: [
        {
          ...FILES[0]!,
          malformed: 2,
          malformedExamples: [
            { crd: '777', problem: '<Item5A TtlEmp>: expected a whole number, got "1,234"' },
            { crd: null, problem: '<Info FirmCrdNb>: is missing' },
          ],
        },
      ],
    };
    const body = prSummary(skipped);
    expect(body).toContain('## Records skipped');
    expect(body).toContain(
      '2 records of firms this import neither writes nor proposes could not be read and were skipped',
    );
    expect(body).toContain('- firm 777: \\<Item5A TtlEmp\\>: expected a whole number, got "1,234"');
    expect(changeLines(skipped)).toContain(
      '  skipped 2 malformed record(s) of firms the import neither writes nor proposes:',
    );
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
          rewritten: true,
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
    expect(body).not.toContain('## Needs a person');
    expect(body).not.toContain('## Records skipped');
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
    expect(body).toContain("SEC's adviser data of September 2, 2026 and September 1, 2026 has a similar name.");
    expect(body).toContain('state-registered advisers, September 1, 2026');
  });
});

describe('changeLines', () => {
  it('prints the data files, what needs a person, each changed value old → new per firm, and "(no change)"', () => {
    expect(changeLines(full)).toBe(
      [
        `Data file: IA_FIRM_SEC_Feed_09_02_2026.xml.gz (SEC-registered advisers, 2026-09-02; 23800 firms; 7.1 MB; SHA-256 ${SHA_SEC})`,
        `Data file: IA_FIRM_STATE_Feed_09_02_2026.xml.gz (state-registered advisers, 2026-09-02; 23800 firms; 7.1 MB; SHA-256 ${SHA_STATE})`,
        'NEEDS A PERSON:',
        '  Moving Wealth [moving-wealth] CRD 900040 (IA_FIRM_SEC_Feed_09_02_2026.xml.gz): Its main office moved from CINCINNATI, OH to AUSTIN, TX, outside Ohio, Kentucky and Indiana',
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
        "Region's roster: 0 advisers; no change",
        'River Planning [river-planning] has no CRD; nothing written. Entries with a similar name:',
        '  CRD 900010: RIVER PLANNING LLC, Cincinnati, OH; filed 2026-03-01; Approved (SEC); AUM $250,000,000',
        `    to accept: npm run adv:import -- --accept river-planning=900010 ${ACCEPT_FILES}`,
        '  CRD 900011: RIVER PLANNING GROUP, Covington, KY; filed 2026-03-01; Approved (SEC); AUM not recorded',
        `    to accept: npm run adv:import -- --accept river-planning=900011 ${ACCEPT_FILES}`,
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
