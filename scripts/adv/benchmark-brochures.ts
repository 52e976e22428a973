import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { httpSource } from './brochures/range-http';
import { runBrochures } from './brochures/run-brochures';
import { brochureArchive, type FixtureBrochure, type FixtureMonth } from '../../test-support/brochure-archive';
import { serveArchive } from '../../test-support/range-server';

/**
 * npm run adv:benchmark-brochures [-- --firms 250] [--pdf-kb 600]
 * Measures `adv:brochures` (scripts/adv/brochures/) against a local copy of the SEC's brochure archive of the real
 * size, served with byte ranges by test-support/range-server.ts: 12 monthly zips, March and April the largest (most
 * firms file their annual update then), each holding thousands of other firms' PDFs and 2B supplements (filler bytes
 * the server synthesizes, so nothing that size is written to disk) besides the wanted firms' brochures (real PDFs of
 * `--pdf-kb` each, half of them with an older 2A too). Prints the bytes read, the zips' total and the time; exits 1
 * when it reads more than 200 MB (docs/performance.md). 1 MB = 1,000,000 bytes.
 */
const BUDGET_MB = 200;
const MB = 1e6;
const MONTHS = [
  'December',
  'November',
  'October',
  'September',
  'August',
  'July',
  'June',
  'May',
  'April',
  'March',
  'February',
  'January',
];
/** Other PDFs per monthly zip, newest month first, and their average size: a real month holds a few GB at its peak. */
const OTHERS: Record<string, number> = { April: 9000, March: 12000 };
const OTHERS_DEFAULT = 2500;
const OTHER_BYTES = 300_000;

function brochurePages(crd: string): string[][] {
  return [
    [
      'Form ADV Part 2A Firm Brochure',
      'Table of Contents',
      'Item 5 Fees and Compensation ........ 2',
      'Item 7 Types of Clients ........ 3',
    ],
    [
      'Item 4 Advisory Business',
      `Firm ${crd} manages portfolios.`,
      'Item 5 – Fees and Compensation',
      'Our annual fee is 1.00% on the first $1,000,000 and 0.80% above, billed quarterly.',
    ],
    [
      'Item 6 – Performance-Based Fees',
      'None.',
      'Item 7 – Types of Clients',
      'We serve individuals. Our minimum account size is $500,000.',
    ],
  ];
}

async function archive(firms: number, pdfBytes: number) {
  const months: FixtureMonth[] = MONTHS.map((month) => ({
    year: '2026',
    fileName: `ADV_Brochures_2026_${month}.zip`,
    brochures: [],
    others: { count: OTHERS[month] ?? OTHERS_DEFAULT, bytes: OTHER_BYTES },
  }));
  for (let index = 0; index < firms; index += 1) {
    const crd = String(100000 + index);
    // Most annual updates are filed in March and April; the rest spread over the year.
    const monthIndex = index % 10 < 6 ? 8 + (index % 2) : index % 12;
    const month = months[monthIndex];
    const filed = `2026-${String(12 - monthIndex).padStart(2, '0')}-15`;
    const brochure: FixtureBrochure = {
      crd,
      id: String(2_000_000 + index),
      name: 'Form ADV Part 2A',
      filed,
      pages: brochurePages(crd),
      padBytes: pdfBytes,
    };
    const supplement: FixtureBrochure = {
      crd,
      id: String(3_000_000 + index),
      name: 'Part 2B Brochure Supplement',
      filed,
      pages: [['Item 1 Cover Page']],
    };
    month?.brochures.push(brochure, supplement);
    const older = months[11];
    if (index % 2 === 0 && monthIndex < 11 && older)
      older.brochures.push({
        ...brochure,
        id: String(1_000_000 + index),
        filed: '2026-01-10',
        pages: [['An older brochure']],
        padBytes: undefined,
      });
  }
  return brochureArchive(months);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { firms: { type: 'string', default: '250' }, 'pdf-kb': { type: 'string', default: '600' } },
  });
  const firms = Number(values.firms);
  const pdfBytes = Number(values['pdf-kb']) * 1000;
  console.log(`Writing the fixture archive: 12 monthly zips, ${firms} wanted firms, PDFs of ${pdfBytes / 1000} kB…`);
  const files = await archive(firms, pdfBytes);
  const zipBytes = [...files]
    .filter(([name]) => name.startsWith('advBrochures/'))
    .reduce((sum, [, file]) => sum + file.size, 0);
  const server = await serveArchive(files);
  const contentDir = mkdtempSync(path.join(os.tmpdir(), 'brochure-benchmark-'));
  try {
    const wanted = new Map(Array.from({ length: firms }, (_, index) => [String(100000 + index), `Firm ${index}`]));
    const report = await runBrochures({ contentDir, source: httpSource(server.url), wanted });
    const found = report.firms.filter((firm) => firm.brochure !== null).length;
    const withItem5 = report.firms.filter((firm) => firm.brochure?.item5).length;
    const readMb = server.bytesServed() / MB;
    console.log(`Zips: ${report.zips.length}, ${(zipBytes / MB).toFixed(0)} MB in all`);
    console.log(
      `Firms: ${firms} wanted, ${found} brochures read, ${withItem5} with Item 5; problems: ${report.problems.length}`,
    );
    console.log(
      `Read: ${readMb.toFixed(1)} MB (${((100 * server.bytesServed()) / zipBytes).toFixed(2)}% of the zips) in ${(report.milliseconds / 1000).toFixed(1)} s; budget ${BUDGET_MB} MB`,
    );
    if (readMb > BUDGET_MB || found !== firms) process.exitCode = 1;
  } finally {
    await server.close();
    rmSync(contentDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
