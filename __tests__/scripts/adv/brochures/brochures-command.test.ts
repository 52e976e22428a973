import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brochureArchive, pdfName } from '@/test-support/brochure-archive';
import { serveArchive, type RangeServer } from '@/test-support/range-server';
import { rosterFirm } from '@/test-support/jest/roster-firms';
import { MARINER_2A, months, ROSTER_2A } from '@/test-support/jest/brochure-months';

/**
 * `npm run adv:brochures` end to end, as the monthly workflow runs it, against a copy of the SEC's archive in its
 * real layout served by a local range-capable server: 13 monthly zips padded with other firms' PDFs, holding a 2B
 * supplement, an appendix, a brochure with a table of contents and a corrupt PDF.
 */
const ROOT = path.join(__dirname, '..', '..', '..', '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

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
          pages: [
            {
              page: 3,
              text: 'Our annual fee is 1.00% on the first $1,000,000 and 0.75% thereafter, billed quarterly in\nadvance.',
            },
          ],
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
        item5: { pages: [{ page: 1 }] },
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
