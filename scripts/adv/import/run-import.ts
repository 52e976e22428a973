import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ADV_ARCHIVE_FILE } from '@/lib/content/adv-archive-schema';
import { ADV_ROSTER_FILE } from '@/lib/content/roster-schema';
import { recordedValue } from '@/lib/firms/sourced';
import { rankCandidates } from '../feed/candidates';
import { nameMatcher } from '../feed/firm-names';
import type { ImportReport } from './change-set';
import { archiveText, citedDataFiles, readArchive } from './data-archive';
import { checkFeedKind, checkOneOfEachKind, checkShrink } from './feed-guards';
import { scanFeeds } from '../feed/feed-scan';
import { firmFileText, parseFirmFile, patchFirm, type FirmFile } from './firm-file';
import { updateFirm } from './firm-update';
import { buildRoster, readRegion, readRoster, rosterRequest } from './roster-import';
import { writeAll, type FileWrite, type WriteOperations } from './write-all';

/**
 * `npm run adv:import`: reads the SEC's firm feeds, then (only once every feed has been read, passed
 * the guards of scripts/adv/import/feed-guards.ts and every accepted CRD found, so a broken file or a wrong
 * accept changes no file; all files at once or none, scripts/adv/import/write-all.ts) writes each listed
 * firm's Form ADV facts into its file, records the data files in content/adv-data-files.json, and
 * reports every change old → new and what needs a person. Firms without a CRD get the feed entries
 * whose name resembles theirs, and nothing is written for them until the owner accepts one.
 */
export interface ImportOptions {
  /** The content folder (content/, or a copy). */
  contentDir: string;
  feeds: readonly string[];
  dryRun: boolean;
  /** slug → CRD, from `--accept slug=CRD`. */
  accept: Readonly<Record<string, string>>;
  /** `--replace`: an accept may replace the CRD a firm already has. */
  replace?: boolean;
  /** `--allow-shrink`: a feed with over 10% fewer firms than the last archived one of its kind is read. */
  allowShrink?: boolean;
  /** The folder the printed commands run from (the repository root); defaults to the working directory. */
  root?: string;
  /** How files are written (scripts/adv/import/write-all.ts); tests make one write fail. */
  writeOperations?: WriteOperations;
}

function readFirms(contentDir: string): FirmFile[] {
  const dir = path.join(contentDir, 'firms');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) =>
      parseFirmFile(name.replace(/\.md$/, ''), `content/firms/${name}`, readFileSync(path.join(dir, name), 'utf8')),
    );
}

const recordedCrd = (firm: FirmFile) => recordedValue(firm.data.registration)?.crd ?? null;

/** Refuses, before any feed is read, an accept that would give a firm a CRD it must not have. */
function checkAccepts(firms: readonly FirmFile[], options: ImportOptions): void {
  const accepts = Object.entries(options.accept);
  for (const [slug, crd] of accepts) {
    const firm = firms.find((entry) => entry.slug === slug);
    if (firm === undefined) throw new Error(`--accept ${slug}=${crd}: there is no content/firms/${slug}.md`);
    const current = recordedCrd(firm);
    if (current !== null && current !== crd && !options.replace) {
      throw new Error(
        `--accept ${slug}=${crd}: ${firm.file} already has CRD ${current}; nothing was written. Add --replace to change it`,
      );
    }
    const holder = firms.find((entry) => entry.slug !== slug && recordedCrd(entry) === crd);
    if (holder !== undefined)
      throw new Error(`--accept ${slug}=${crd}: CRD ${crd} is ${holder.file}'s; nothing was written`);
    const twice = accepts.find(([other, otherCrd]) => other !== slug && otherCrd === crd);
    if (twice !== undefined) {
      throw new Error(
        `--accept ${slug}=${crd} and --accept ${twice[0]}=${crd}: one CRD for two firms; nothing was written`,
      );
    }
  }
}

/** A feed as the accept command names it: relative to the root when inside it, else absolute. */
function commandPath(root: string, file: string): string {
  const relative = path.relative(root, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

export async function runImport(options: ImportOptions): Promise<ImportReport> {
  const root = options.root ?? process.cwd();
  const firms = readFirms(options.contentDir);
  checkAccepts(firms, options);
  const crdOf = (firm: FirmFile) => options.accept[firm.slug] ?? recordedCrd(firm);
  const withoutCrd = firms.filter((firm) => crdOf(firm) === null);
  const region = readRegion(options.contentDir);
  const previousRoster = readRoster(options.contentDir);
  const scan = await scanFeeds({
    regional: rosterRequest(region, previousRoster),
    feeds: options.feeds,
    crds: new Set(firms.flatMap((firm) => crdOf(firm) ?? [])),
    resembles: new Map(withoutCrd.map((firm) => [firm.slug, nameMatcher(firm.data.name)])),
  });
  // The guards on what it was given (scripts/adv/import/feed-guards.ts), before any accept is checked against the feeds.
  scan.feeds.forEach(checkFeedKind);
  checkOneOfEachKind(scan.feeds);
  const archive = readArchive(options.contentDir);
  checkShrink(scan.feeds, archive, options.allowShrink ?? false);
  const names = scan.feeds.map((feed) => feed.name).join(', ');
  for (const [slug, crd] of Object.entries(options.accept)) {
    if (!scan.found.has(crd))
      throw new Error(
        `--accept ${slug}=${crd}: CRD ${crd} is in none of the given feeds (${names}); nothing was written`,
      );
  }
  const roster = buildRoster(region, previousRoster, scan, scan.feeds);
  const report: ImportReport = {
    dataFiles: scan.feeds.map((feed) => ({ ...feed, path: commandPath(root, path.resolve(root, feed.given)) })),
    needsPerson: [],
    roster: {
      firms: roster.roster.firms.length,
      changes: roster.roster.changes,
      rewritten: roster.text !== null,
      notPublished: roster.roster.notPublished,
    },
    firms: [],
    candidates: [],
    notFound: [],
    dryRun: options.dryRun,
  };
  const newest = [...scan.feeds].sort((a, b) => b.date.localeCompare(a.date))[0];
  const after = new Map(firms.map((firm) => [firm.slug, firm]));
  /** Only a firm the import patched is rendered again: another keeps its file exactly as it is. */
  const patched = new Set<string>();
  const patch = (next: FirmFile) => {
    after.set(next.slug, next);
    patched.add(next.slug);
  };
  for (const firm of firms) {
    const crd = crdOf(firm);
    if (crd !== null) {
      const update = updateFirm(firm, crd, scan.found.get(crd), firm.slug in options.accept);
      report.needsPerson.push(...update.needsPerson);
      if (update.change) report.firms.push(update.change);
      if (update.next) patch(update.next);
      continue;
    }
    const candidates = rankCandidates(firm.data.name, scan.resembling.get(firm.slug) ?? []);
    if (candidates.length > 0) {
      report.candidates.push({ slug: firm.slug, name: firm.data.name, candidates });
      // An entry resembles it: "not in the SEC's adviser data" would no longer be true.
      if (firm.data.notInAdvData) patch(patchFirm(firm, { notInAdvData: undefined }));
      continue;
    }
    report.notFound.push({ slug: firm.slug, name: firm.data.name });
    if (newest) patch(patchFirm(firm, { notInAdvData: { name: newest.name, date: newest.date } }));
  }
  report.needsPerson.push(...roster.needsPerson);
  // Every file is rendered (and checked against the schema) before the first is written.
  // Only a file whose text changes is staged: a second run over the same feeds changes no byte.
  const writes: FileWrite[] = [];
  const stage = (file: string, text: string) => {
    const before = currentText(file);
    if (before === text) return false;
    writes.push({ file, text, before });
    return true;
  };
  for (const slug of patched) {
    const firm = after.get(slug);
    if (firm === undefined) continue;
    const change = report.firms.find((entry) => entry.slug === slug);
    const rewritten = stage(path.join(options.contentDir, 'firms', `${slug}.md`), firmFileText(firm));
    if (change && rewritten) change.rewritten = true;
  }
  const cited = citedDataFiles([...after.values()]);
  for (const firm of roster.roster.firms) cited.add(firm.dataFile.name);
  stage(path.join(options.contentDir, ADV_ARCHIVE_FILE), archiveText(archive, scan.feeds, cited));
  if (roster.text !== null) stage(path.join(options.contentDir, ADV_ROSTER_FILE), roster.text);
  if (!options.dryRun) writeAll(writes, root, options.writeOperations);
  return report;
}

function currentText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
