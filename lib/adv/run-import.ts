import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { recordedValue } from '@/lib/sourced';
import { advFacts } from './map-facts';
import { candidateSummary, isRegionalCandidate, resemblesFirmName } from './candidates';
import type { ImportReport } from './change-set';
import type { AdvFirmRecord } from './feed-record';
import { firmFileText, parseFirmFile, type FirmFile } from './firm-file';
import { advSourcedFacts, factChanges } from './firm-facts-from-adv';
import { readAdvFeed, type AdvDataFile } from './parse-feed';

/**
 * `npm run adv:import`: reads the SEC's firm feeds, then (only once every feed has been read
 * without error, so a broken file changes no firm file) writes each listed firm's Form ADV facts
 * into its file and reports every change old → new. Firms without a CRD get the feed entries whose
 * name resembles theirs and whose main office is in Ohio, Kentucky or Indiana, and nothing is
 * written for them until the owner accepts one (`accept`: slug → CRD).
 */
export interface ImportOptions {
  /** The content folder (content/, or a copy). */
  contentDir: string;
  feeds: readonly string[];
  dryRun: boolean;
  accept: Readonly<Record<string, string>>;
}

interface Found {
  record: AdvFirmRecord;
  dataFile: AdvDataFile;
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

function crdOf(firm: FirmFile, accept: ImportOptions['accept']): string | null {
  return accept[firm.slug] ?? recordedValue(firm.data.registration)?.crd ?? null;
}

export async function runImport(options: ImportOptions): Promise<ImportReport> {
  const firms = readFirms(options.contentDir);
  for (const slug of Object.keys(options.accept)) {
    if (!firms.some((firm) => firm.slug === slug))
      throw new Error(`--accept ${slug}=…: there is no content/firms/${slug}.md`);
  }
  const wanted = new Map(
    firms.flatMap((firm) => (crdOf(firm, options.accept) ? [[crdOf(firm, options.accept), firm]] : [])),
  );
  const withoutCrd = firms.filter((firm) => crdOf(firm, options.accept) === null);
  const found = new Map<string, Found>();
  const candidates = new Map<string, Found[]>(withoutCrd.map((firm) => [firm.slug, []]));
  const dataFiles: AdvDataFile[] = [];
  for (const feed of options.feeds) {
    const pending: AdvFirmRecord[] = [];
    const resembling: { slug: string; record: AdvFirmRecord }[] = [];
    const dataFile = await readAdvFeed(feed, (record) => {
      if (wanted.has(record.crd)) pending.push(record);
      if (!isRegionalCandidate(record)) return;
      for (const firm of withoutCrd) {
        if (
          resemblesFirmName(firm.data.name, record.businessName) ||
          resemblesFirmName(firm.data.name, record.legalName)
        )
          resembling.push({ slug: firm.slug, record });
      }
    });
    dataFiles.push(dataFile);
    for (const record of pending) {
      const previous = found.get(record.crd);
      // A firm in both feeds (moving between regulators): its newer filing wins.
      if (!previous || previous.record.filingDate < record.filingDate) found.set(record.crd, { record, dataFile });
    }
    for (const { slug, record } of resembling) candidates.get(slug)?.push({ record, dataFile });
  }

  const report: ImportReport = { dataFiles, firms: [], candidates: [], notFound: [], dryRun: options.dryRun };
  const newest = [...dataFiles].sort((a, b) => b.date.localeCompare(a.date))[0];
  const writes: FirmFile[] = [];
  for (const firm of firms) {
    const crd = crdOf(firm, options.accept);
    const hit = crd === null ? undefined : found.get(crd);
    if (crd !== null && hit) {
      const facts = advFacts(hit.record, hit.dataFile.feed);
      const next = { ...firm.data, ...advSourcedFacts(firm.data, facts, hit.dataFile) };
      // A firm found in the data is no longer "not in the SEC's adviser data".
      delete next.notInAdvData;
      const changes = factChanges(firm.data, next);
      if (firm.data.status === 'unconfirmed') {
        // The owner accepted its CRD and the regulator's data holds it: it is a listed firm now.
        next.status = 'listed';
        delete next.statusNote;
        changes.unshift({ field: 'status', label: 'Status', before: 'unconfirmed', after: 'listed' });
      }
      report.firms.push({ slug: firm.slug, name: firm.data.name, crd, filingDate: facts.filingDate, changes });
      writes.push({ ...firm, data: next });
      continue;
    }
    const resembling = candidates.get(firm.slug) ?? [];
    if (crd === null && resembling.length > 0) {
      report.candidates.push({
        slug: firm.slug,
        name: firm.data.name,
        candidates: resembling.map(({ record }) => {
          const summary = candidateSummary(record);
          return { ...summary, state: summary.state ?? '' };
        }),
      });
      continue;
    }
    report.notFound.push({ slug: firm.slug, name: firm.data.name, crd });
    // Only a firm without a CRD is recorded as absent: one with a CRD may have left the feeds for a reason a person should read.
    if (crd === null && newest)
      writes.push({ ...firm, data: { ...firm.data, notInAdvData: { name: newest.name, date: newest.date } } });
  }
  // Every file is rendered (and checked against the schema) before the first is written.
  const texts = writes.map((firm) => ({
    file: path.join(options.contentDir, 'firms', `${firm.slug}.md`),
    text: firmFileText(firm),
  }));
  if (!options.dryRun) for (const { file, text } of texts) writeFileSync(file, text);
  return report;
}
