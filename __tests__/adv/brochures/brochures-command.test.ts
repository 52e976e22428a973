/** @jest-environment node */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brochureArchive, pdfName, type FixtureBrochure, type FixtureMonth } from '@/test-support/brochure-archive';
import { serveArchive, type RangeServer } from '@/test-support/range-server';
import { rosterFirm } from '../../support/roster-firms';

/**
 * `npm run adv:brochures` end to end, as the monthly workflow runs it, against a copy of the SEC's archive in its
 * real layout served by a local range-capable server: 13 monthly zips padded with other firms' PDFs, holding a 2B
 * supplement, an appendix, a brochure with a table of contents and a corrupt PDF.
 */
const ROOT = path.join(__dirname, '..', '..', '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

const MARINER_2A: FixtureBrochure = {
  crd: '140195',
  id: '880001',
  name: 'Form ADV Part 2A Firm Brochure',
  filed: '2025-03-20',
  pages: [
    [
      'Table of Contents',
      'Item 4 Advisory Business ........ 2',
      'Item 5 Fees and Compensation ........ 3',
      'Item 6 Performance-Based Fees ...... 4',
      'Item 7 Types of Clients ....... 4',
    ],
    ['Item 4 Advisory Business', 'We manage portfolios for families of Greater Cincinnati.'],
    [
      'ITEM 5 – FEES AND COMPENSATION',
      'Our annual fee is 1.00% on the first $1,000,000 and 0.75% thereafter, billed quarterly in advance.',
    ],
    [
      'Item 6 – Performance-Based Fees',
      'We charge no performance-based fees.',
      'Item 7 – Types of Clients',
      'We serve individuals and trusts. We require a minimum account size of $250,000.',
    ],
  ],
};
const MARINER_2B: FixtureBrochure = {
  crd: '140195',
  id: '880002',
  name: 'Part 2B Brochure Supplement',
  filed: '2026-01-10',
  pages: [['Item 1 Cover Page', 'Jane Doe']],
};
const MARINER_WRAP: FixtureBrochure = {
  crd: '140195',
  id: '880003',
  name: 'Wrap Fee Program Brochure',
  filed: '2025-12-05',
  pages: [['Item 4 Services, Fees and Compensation']],
};
const TRUEPOINT_CORRUPT: FixtureBrochure = {
  crd: '105664',
  id: '770001',
  name: 'Form ADV Part 2A',
  filed: '2025-11-03',
  bytes: Buffer.from('%PDF-1.7\nnot a pdf at all'),
};
const CREATIVE_OLD: FixtureBrochure = {
  crd: '105348',
  id: '660001',
  name: 'Form ADV Part 2A',
  filed: '2025-01-20',
  pages: [['Item 5: Fees & Compensation', 'An old brochure the run must not read.']],
};
const ROSTER_2A: FixtureBrochure = {
  crd: '9100001',
  id: '990001',
  name: 'Firm Brochure (Part 2A)',
  filed: '2026-01-05',
  pages: [
    [
      'Item 5: Fees & Compensation',
      'We charge a flat fee of $2,500 per year for planning, payable in quarterly installments.',
      'Item 7: Types of Clients',
      'We have no minimum account size.',
    ],
  ],
};

const MONTH_NAMES = [
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const others = { count: 200, bytes: 250_000 };
const months: FixtureMonth[] = [
  { year: '2025', fileName: 'adv_brochures_2025_jan', brochures: [CREATIVE_OLD], others },
  ...MONTH_NAMES.map((month) => ({
    year: '2025',
    fileName: `adv-brochures-2025-${month}`,
    brochures: { march: [MARINER_2A], november: [TRUEPOINT_CORRUPT], december: [MARINER_WRAP] }[month] ?? [],
    others,
  })),
  { year: '2026', fileName: 'ADV_Brochures_2026_January_1_of_2.zip', brochures: [ROSTER_2A], others },
  { year: '2026', fileName: 'ADV_Brochures_2026_January_2_of_2.zip', brochures: [MARINER_2B], others },
];

const PREVIOUS_TRUEPOINT = `${JSON.stringify({ crd: '105664', brochure: null }, null, 2)}\n`;

let server: RangeServer;
let zipBytes = 0;
let dir: string;
let run: { stdout: string };
const content = (file: string) => readFileSync(path.join(dir, 'content', file), 'utf8');
const record = (crd: string): unknown => JSON.parse(content(`adv-brochures/${crd}.json`));

beforeAll(async () => {
  const files = await brochureArchive(months);
  zipBytes = [...files]
    .filter(([name]) => name.startsWith('advBrochures/'))
    .reduce((sum, [, file]) => sum + file.size, 0);
  server = await serveArchive(files);
  dir = mkdtempSync(path.join(tmpdir(), 'adv-brochures-'));
  cpSync(path.join(ROOT, 'content'), path.join(dir, 'content'), { recursive: true });
  const roster = {
    region: [{ fips: '39061', name: 'Hamilton' }],
    firms: [rosterFirm()],
    changes: { dataFiles: [], added: [], removed: [], changed: [] },
  };
  writeFileSync(path.join(dir, 'content', 'adv-roster.json'), JSON.stringify(roster));
  mkdirSync(path.join(dir, 'content', 'adv-brochures'));
  writeFileSync(path.join(dir, 'content', 'adv-brochures', '105664.json'), PREVIOUS_TRUEPOINT);
  const args = [
    'scripts/adv/brochures.ts',
    '--archive',
    server.url,
    '--summary',
    path.join(dir, 'summary.md'),
    '--keep-pdfs',
    path.join(dir, 'pdfs'),
  ];
  run = await promisify(execFile)(TSX, args, {
    cwd: ROOT,
    env: { ...process.env, SITE_CONTENT_DIR: path.join(dir, 'content'), INIT_CWD: ROOT },
  });
}, 180_000);

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run adv:brochures against the archive', () => {
  it("writes a listed firm's newest Part 2A, not its newer supplement or appendix, with Items 5 and 7 past the contents", () => {
    const kept = readFileSync(path.join(dir, 'pdfs', pdfName(MARINER_2A)));
    expect(record('140195')).toEqual({
      crd: '140195',
      brochure: {
        id: '880001',
        name: 'Form ADV Part 2A Firm Brochure',
        kind: 'part-2a',
        filed: '2025-03-20',
        archive: 'adv-brochures-2025-march',
        file: pdfName(MARINER_2A),
        pdf: { sha256: createHash('sha256').update(kept).digest('hex'), bytes: kept.length, pages: 4 },
        item5: {
          page: 3,
          text: 'Our annual fee is 1.00% on the first $1,000,000 and 0.75% thereafter, billed quarterly in\nadvance.',
          truncated: false,
        },
        item7: { page: 4 },
        minimums: [{ item: 7, page: 4, text: 'We require a minimum account size of $250,000.' }],
      },
    });
  });

  it("reads the roster's firms too, and records none for a firm whose only brochure is older than 12 months", () => {
    expect(record('9100001')).toMatchObject({
      brochure: {
        id: '990001',
        item5: { page: 1 },
        minimums: [{ item: 7, page: 1, text: 'We have no minimum account size.' }],
      },
    });
    expect(record('105348')).toEqual({ crd: '105348', brochure: null });
    expect(server.requests.some((request) => request.includes('adv_brochures_2025_jan'))).toBe(false);
  });

  it('names a corrupt PDF in the summary and keeps that firm’s previous record', () => {
    expect(content('adv-brochures/105664.json')).toBe(PREVIOUS_TRUEPOINT);
    const summary = readFileSync(path.join(dir, 'summary.md'), 'utf8');
    expect(summary).toContain('### Could not be read (1)');
    expect(summary).toContain('105664\\_770001\\_1\\_20251103.pdf');
    expect(summary).toMatch(/### No brochure in the archive of the last 12 months \(1\)\n\n- \[Creative Planning\]/);
    expect(run.stdout).toContain('PROBLEM: adv-brochures-2025-november → 105664_770001_1_20251103.pdf');
  });

  it('reads only byte ranges, a sliver of the zips, and keeps the PDFs it read', () => {
    const zipRequests = server.requests.filter((request) => request.includes('/advBrochures/'));
    expect(zipRequests.length).toBeGreaterThan(0);
    expect(zipRequests.every((request) => / bytes=\d+-\d+$/.test(request))).toBe(true);
    expect(server.bytesServed()).toBeLessThan(zipBytes / 200);
    expect(readdirSync(path.join(dir, 'pdfs'))).toEqual(
      expect.arrayContaining([pdfName(MARINER_2A), pdfName(ROSTER_2A)]),
    );
  });
});
