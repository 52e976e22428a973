import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readAdvFeed } from '@/scripts/adv/feed/parse-feed';
import type { AdvFirmRecord, FirmReading } from '@/scripts/adv/feed/feed-record';
import { writeLiveFeed, type LiveFirm } from '@/test-support/live-shaped-feeds';

export const FIXTURES = join(__dirname, '..', '..', '__tests__', 'fixtures', 'adv');
export const SEC_FIXTURE = join(FIXTURES, 'IA_FIRM_SEC_Feed_11_01_2026.xml');
export const STATE_FIXTURE = join(FIXTURES, 'IA_FIRM_STATE_Feed_11_01_2026.xml');

/** A scratch directory per suite: gzipped copies and broken files are made here, never committed. */
export function scratchDirectory(): { path: (name: string) => string; remove: () => void } {
  const directory = mkdtempSync(join(tmpdir(), 'adv-feed-'));
  return { path: (name) => join(directory, name), remove: () => rmSync(directory, { recursive: true, force: true }) };
}

export function gzipCopy(source: string, target: string): string {
  writeFileSync(target, gzipSync(readFileSync(source)));
  return target;
}

export function plainCopy(source: string, target: string): string {
  copyFileSync(source, target);
  return target;
}

/** Every firm of a feed: the well-formed records, and every reading (malformed ones included). */
export async function readAll(file: string) {
  const records: AdvFirmRecord[] = [];
  const readings: FirmReading[] = [];
  const data = await readAdvFeed(file, (reading) => {
    readings.push(reading);
    if (reading.record !== null) records.push(reading.record);
  });
  return { data, records, readings, byCrd: (crd: string) => records.find((record) => record.crd === crd) };
}

/** Writes `firms` as a live-shaped SEC feed into `dir` and reads every firm of it back. */
export function readLiveSecFeed(dir: string, firms: LiveFirm[], bytes: 'latin1' | 'utf8' = 'latin1') {
  return readAll(writeLiveFeed(dir, { feed: 'sec', date: '2026-11-02', firms, bytes }));
}
