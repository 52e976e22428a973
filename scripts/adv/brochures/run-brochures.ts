import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brochureChange, type BrochureChange } from '@/lib/brochures/brochure-change';
import { BROCHURE_DIR, readBrochureFiles, type Brochure, type BrochureFile } from '@/lib/content/brochure-schema';
import { IssueCollector } from '@/lib/content/report';
import { writeAll, type FileWrite, type WriteOperations } from '../import/write-all';
import type { ArchiveSource } from './archive-source';
import type { ArchiveZip } from './archive-index';
import { chooseBrochures, type ArchivedRow } from './choose';
import { readMonthlyZips } from './monthly-zips';
import { readBrochure } from './read-brochure';
import { wantedFirms } from './wanted-firms';

/**
 * `npm run adv:brochures`: for every wanted firm (scripts/adv/brochures/wanted-firms.ts), its newest Part 2A brochure
 * in the SEC's archives of the last 12 months, read in place (scripts/adv/brochures/monthly-zips.ts), into
 * content/adv-brochures/{crd}.json. A firm whose PDF cannot be read keeps its previous record, as does a firm found
 * in no zip when some zip could not be read, or whose previous brochure is newer than the one found; each is named
 * in the summary. All files are written at once or none (scripts/adv/import/write-all.ts).
 */
export interface BrochureOptions {
  contentDir: string;
  source: ArchiveSource;
  /** `--keep-pdfs DIR`: each PDF read is saved there under its archive name. */
  keepPdfs?: string;
  dryRun?: boolean;
  writeOperations?: WriteOperations;
  /** CRD → name of the firms to read; by default the roster's and the listed firms' (the benchmark gives its own). */
  wanted?: ReadonlyMap<string, string>;
}

export type FirmOutcome = 'new' | 'unchanged' | 'none' | 'kept';

export interface FirmResult {
  crd: string;
  name: string;
  outcome: FirmOutcome;
  brochure: Brochure | null;
  /** Why a previous record was kept. */
  reason?: string;
  /** A new brochure: what it changed against the previous record (the fee schedule, the minimum), read by today's parsers. */
  change?: BrochureChange;
}

export interface BrochureReport {
  zips: ArchiveZip[];
  firms: FirmResult[];
  problems: string[];
  bytesRead: number;
  /** What the zips read weigh in all: what reading them whole would have cost. */
  zipBytes: number;
  milliseconds: number;
  dryRun: boolean;
}

const PARALLEL_PDFS = 4;
const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');

/** Runs `work` on each item, `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function previousRecords(contentDir: string): Map<string, BrochureFile> {
  const issues = new IssueCollector();
  const files = readBrochureFiles(contentDir, issues);
  issues.throwIfAny();
  return files;
}

export async function runBrochures(options: BrochureOptions): Promise<BrochureReport> {
  const started = Date.now();
  const wanted = options.wanted ?? wantedFirms(options.contentDir);
  const previous = previousRecords(options.contentDir);
  const archive = await readMonthlyZips(options.source);
  const chosen = chooseBrochures(archive.rows, new Set(wanted.keys()));
  const read = new Map<string, Brochure>();
  const failed = new Map<string, string>();
  if (options.keepPdfs !== undefined) mkdirSync(options.keepPdfs, { recursive: true });
  await eachLimited([...chosen.values()], PARALLEL_PDFS, async (row: ArchivedRow) => {
    try {
      const zip = archive.open.get(row.zip);
      if (zip === undefined) throw new Error(`${row.zip} is not open`);
      const bytes = await zip.member(row.file);
      if (options.keepPdfs !== undefined) writeFileSync(path.join(options.keepPdfs, row.file), bytes);
      read.set(row.crd, await readBrochure(row, bytes));
    } catch (error) {
      failed.set(row.crd, `${row.zip} → ${row.file}: ${message(error)}`);
    }
  });
  await Promise.all([...archive.open.values()].map((zip) => zip.close().catch(() => undefined)));

  const firms: FirmResult[] = [];
  const writes: FileWrite[] = [];
  // A new brochure's record names the run by the newest month it read (/advisers/changes/ shows that run's).
  const newestMonth = archive.zips
    .map((zip) => zip.month)
    .sort()
    .at(-1);
  for (const [crd, name] of [...wanted].sort(([a], [b]) => Number(a) - Number(b))) {
    const before = previous.get(crd)?.brochure;
    const result = decide({
      crd,
      name,
      found: read.get(crd),
      failure: failed.get(crd),
      before,
      incomplete: archive.incomplete,
    });
    const change =
      result.outcome === 'new' ? brochureChange(previous.get(crd), { crd, brochure: result.brochure }) : null;
    firms.push(change ? { ...result, change } : result);
    if (result.outcome === 'kept') continue;
    const file = path.join(options.contentDir, BROCHURE_DIR, `${crd}.json`);
    const record: BrochureFile = { crd, brochure: result.brochure };
    if (change && newestMonth)
      record.change = {
        month: newestMonth,
        previous: before ? { id: before.id, filed: before.filed } : null,
        kinds: change.kinds,
      };
    const text = `${JSON.stringify(record, null, 2)}\n`;
    const old = existsSync(file) ? readFileSync(file, 'utf8') : null;
    if (old !== text) writes.push({ file, text, before: old });
  }
  const problems = [
    ...archive.problems,
    ...[...failed.values()].map((failure) => `${failure}; the firm keeps its previous record`),
  ];
  if (!options.dryRun && writes.length > 0) {
    mkdirSync(path.join(options.contentDir, BROCHURE_DIR), { recursive: true });
    writeAll(writes, path.dirname(options.contentDir), options.writeOperations);
  }
  const zipBytes = [...archive.open.values()].reduce((sum, zip) => sum + zip.size, 0);
  return {
    zips: archive.zips,
    firms,
    problems,
    bytesRead: options.source.bytesRead(),
    zipBytes,
    milliseconds: Date.now() - started,
    dryRun: options.dryRun ?? false,
  };
}

interface Decision {
  crd: string;
  name: string;
  found: Brochure | undefined;
  failure: string | undefined;
  /** The previous record's brochure: undefined when there was no record, null when it said none. */
  before: Brochure | null | undefined;
  incomplete: boolean;
}

function decide({ crd, name, found, failure, before, incomplete }: Decision): FirmResult {
  const keep = (reason: string): FirmResult => ({ crd, name, outcome: 'kept', brochure: before ?? null, reason });
  if (failure !== undefined) return keep('its brochure PDF could not be read; the reason is listed with the problems');
  if (found === undefined) {
    if (incomplete) return keep('found in no zip read, and some zip could not be read');
    return { crd, name, outcome: before === null ? 'unchanged' : 'none', brochure: null };
  }
  if (before && before.filed > found.filed)
    return keep(`its previous brochure (filed ${before.filed}) is newer than the one found (${found.filed})`);
  const same = before?.id === found.id && before.pdf.sha256 === found.pdf.sha256;
  return { crd, name, outcome: same ? 'unchanged' : 'new', brochure: found };
}
