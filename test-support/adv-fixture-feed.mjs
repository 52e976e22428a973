/**
 * The Form ADV fixture feed (__tests__/fixtures/adv/, test data in the SEC's layout, not SEC data)
 * re-dated to today, under the SEC's file naming, for builds that must pass the production gate's
 * 90-day rule whatever day they run (scripts/check-production-build.mjs).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '__tests__',
  'fixtures',
  'adv',
  'IA_FIRM_SEC_Feed_11_01_2026.xml',
);

/** Writes the re-dated feed into `dir` and returns its path. */
export function todaysFixtureFeed(dir, today = new Date()) {
  const iso = today.toISOString().slice(0, 10);
  const [year, month, day] = iso.split('-');
  const file = path.join(dir, `IA_FIRM_SEC_Feed_${month}_${day}_${year}.xml`);
  const text = readFileSync(FIXTURE, 'latin1').replace(/GenOn="\d{4}-\d{2}-\d{2}"/, `GenOn="${iso}"`);
  writeFileSync(file, text, 'latin1');
  return file;
}
