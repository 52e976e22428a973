import { execFile } from 'node:child_process';
import path from 'node:path';
import {
  feeStructureLabel,
  formatDate,
  formatMonthYear,
  formatUsd,
  fullStars,
  ratingSummary,
  telHref,
} from '@/lib/format';

describe('telHref', () => {
  it('dials the US number in international form', () => {
    expect(telHref('(513) 555-0100')).toBe('tel:+15135550100');
    expect(telHref('(859) 555-0142')).toBe('tel:+18595550142');
  });
});

describe('fullStars', () => {
  it.each([
    [4.9, 4],
    [4.8, 4],
    [4.6, 4],
    [4.0, 4],
    [5, 5],
    [3.99, 3],
  ])('shows %p as %p whole stars (rounded down, never up)', (rating, stars) => {
    expect(fullStars(rating)).toBe(stars);
  });
});

describe('ratingSummary', () => {
  it('reads like "4.8/5.0 from 212 reviews"', () => {
    expect(ratingSummary(4.8, 212)).toBe('4.8/5.0 from 212 reviews');
  });

  it('always shows one decimal', () => {
    expect(ratingSummary(5, 90)).toBe('5.0/5.0 from 90 reviews');
    expect(ratingSummary(4.7, 97)).toBe('4.7/5.0 from 97 reviews');
  });
});

describe('feeStructureLabel', () => {
  it.each([
    [{ model: 'fee-only', basis: 'AUM-based' }, 'Fee-only · AUM-based'],
    [{ model: 'fee-based', basis: 'Hybrid' }, 'Fee-based · Hybrid'],
    [{ model: 'fee-only', basis: 'Flat-fee' }, 'Fee-only · Flat fee'],
    // A filing that lists the methods but lacks an item of 6.A/7.A: no fee-only or fee-based claim.
    [{ model: null, basis: 'AUM-based' }, 'AUM-based (fee-only or fee-based not determined)'],
  ] as const)('labels %j as "%s"', (compensation, label) => {
    expect(feeStructureLabel({ ...compensation, methods: [], affiliations: [] })).toBe(label);
  });
});

describe('formatUsd', () => {
  it('shows whole dollars with separators', () => {
    expect(formatUsd(250000)).toBe('$250,000');
    expect(formatUsd(2000000)).toBe('$2,000,000');
  });
});

describe('dates never shift with the time zone of the machine that builds', () => {
  /**
   * The time zone of a running process cannot be changed from inside jest, so the formatter runs
   * in a child process started with TZ set (a naive `new Date('2026-09-14')` shows September 13
   * in Honolulu, and a local-midnight date shows the next day in UTC+14).
   */
  const ZONES = ['Pacific/Honolulu', 'Pacific/Kiritimati'];
  const results = new Map<string, string[]>();

  function formatIn(timeZone: string): Promise<string[]> {
    const script = `import { formatDate, formatMonthYear } from './lib/format';
console.log(JSON.stringify([formatDate('2026-09-14'), formatDate('2026-01-01'), formatDate('2026-12-31'), formatMonthYear('2026-01-01')]));`;
    return new Promise((resolve, reject) => {
      execFile(
        process.execPath,
        [path.join(process.cwd(), 'node_modules', 'tsx', 'dist', 'cli.mjs'), '-e', script],
        { cwd: process.cwd(), env: { ...process.env, TZ: timeZone }, encoding: 'utf8' },
        (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout.trim()) as string[])),
      );
    });
  }

  // Both child processes run at once.
  beforeAll(async () => {
    const outputs = await Promise.all(ZONES.map(formatIn));
    ZONES.forEach((zone, index) => results.set(zone, outputs[index] ?? []));
  }, 30_000);

  it.each(ZONES)('in %s an ISO day is shown as that same day', (timeZone) => {
    expect(results.get(timeZone)).toEqual(['September 14, 2026', 'January 1, 2026', 'December 31, 2026', 'Jan 2026']);
  });

  it('formats full dates and rating months', () => {
    expect(formatDate('2026-02-28')).toBe('February 28, 2026');
    expect(formatMonthYear('2026-10-15')).toBe('Oct 2026');
  });
});
