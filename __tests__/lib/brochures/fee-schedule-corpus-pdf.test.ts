import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { FEE_SCHEDULE_CORPUS, type ExpectedReading } from '@/test-support/fee-schedule-corpus';
import type { PdfReading } from '@/test-support/corpus-pdf-readings';

/**
 * The fee schedule corpus as brochures really arrive: each schedule rendered to a PDF, its text extracted by pdf.js,
 * Item 5 found by its heading and parsed (test-support/corpus-pdf-readings.ts, a child process since unpdf is an ES
 * module). What a visitor would see must be what a person reads in the text: the same kind, the same tiers, the same
 * fee at $1M, on the pages the schedule is printed on.
 */
const ROOT = path.join(__dirname, '..', '..', '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

let readings: PdfReading[] = [];

beforeAll(async () => {
  const { stdout } = await promisify(execFile)(TSX, ['test-support/corpus-pdf-readings.ts'], { cwd: ROOT });
  const parsed: unknown = JSON.parse(stdout);
  if (!Array.isArray(parsed)) throw new Error('the readings are not a list');
  readings = parsed.filter((entry): entry is PdfReading => typeof entry === 'object' && entry !== null);
}, 120_000);

function expectedOf(expected: ExpectedReading): Partial<PdfReading> {
  if (expected.kind === 'quote-only') return { kind: expected.kind, reason: expected.reason };
  if (expected.kind !== 'tiers') return { kind: expected.kind };
  return { kind: expected.kind, tiers: expected.tiers, feeAtOneMillion: expected.feeAtOneMillion };
}

describe('the fee schedule corpus rendered as brochure PDFs', () => {
  it.each(FEE_SCHEDULE_CORPUS.map((entry, index) => [entry.name, index] as const))('%s', (_name, index) => {
    const entry = FEE_SCHEDULE_CORPUS[index];
    expect(readings[index]).toMatchObject({
      ...expectedOf(entry?.expected ?? { kind: 'quote-only', reason: 'no-schedule' }),
      pages: entry?.pages.map(({ page }) => page),
    });
  });

  it('parses as many schedules from the PDFs as from their text, and quotes the rest', () => {
    expect(readings.length).toBeGreaterThanOrEqual(30);
    const parsed = readings.filter((reading) => reading.kind !== 'quote-only').length;
    const expected = FEE_SCHEDULE_CORPUS.filter((entry) => entry.expected.kind !== 'quote-only').length;
    expect(`${parsed} parsed, ${readings.length - parsed} quoted`).toBe(
      `${expected} parsed, ${FEE_SCHEDULE_CORPUS.length - expected} quoted`,
    );
  });
});
