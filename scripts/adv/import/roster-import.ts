import { ADV_ROSTER_FILE, rosterFileSchema, type RosterFile, type RosterFirm } from '@/lib/content/roster-schema';
import { readRawJson } from '@/lib/content/read';
import { readRosterFile } from '@/lib/content/validate-adv-archive';
import { siteConfigSchema } from '@/lib/content/site-schema';
import { IssueCollector } from '@/lib/content/report';
import { countyName, knownCountyFips } from '@/lib/geo/zip-county';
import type { NeedsPerson } from './change-set';
import type { RegionalRequest, ScanResult } from '../feed/feed-scan';
import type { AdvDataFile } from '../feed/parse-feed';
import { rosterChanges } from './roster-diff';
import { inRegion, notOnRoster, rosterFirm } from './roster';
import { countNotPublished, unplacedStates } from './roster-not-published';

/**
 * The roster's part of an import: the region from content/site.json, last month's roster, and the new
 * one from the scanned feeds, with what changed. A roster firm whose record this month cannot be read
 * keeps last month's entry and is put before the owner: one odd record never empties the list.
 */

/** content/site.json's regionCounties (its default when absent), each a county the ZIP data knows. */
export function readRegion(contentDir: string): string[] {
  const issues = new IssueCollector();
  const raw = readRawJson(contentDir, 'site.json', issues);
  const field = raw !== null && typeof raw === 'object' && 'regionCounties' in raw ? raw.regionCounties : undefined;
  const region = issues.parse(siteConfigSchema.shape.regionCounties, field, 'content/site.json', 'site');
  issues.throwIfAny();
  const counties = region ?? [];
  const known = knownCountyFips();
  const unknown = counties.filter((fips) => !known.has(fips));
  if (unknown.length > 0) {
    throw new Error(
      `content/site.json → regionCounties: ${unknown.join(', ')} is not a county FIPS code of the ZIP data`,
    );
  }
  return counties;
}

/** Last month's roster (null before the first import); a broken file stops the import with the build's message. */
export function readRoster(contentDir: string): RosterFile | null {
  const issues = new IssueCollector();
  const roster = readRosterFile(contentDir, issues);
  issues.throwIfAny();
  return roster;
}

/**
 * What the scan must keep for the roster: the region's firms, last month's, and the advisers of OH, KY and IN
 * that publish no main office (counted, never placed: scripts/adv/import/roster-not-published.ts).
 */
export function rosterRequest(region: readonly string[], previous: RosterFile | null): RegionalRequest {
  const counties = new Set(region);
  const lenient = new Set(previous?.firms.map((firm) => firm.crd) ?? []);
  return {
    keep: (record) => lenient.has(record.crd) || inRegion(record, counties) || unplacedStates(record).length > 0,
    lenient,
  };
}

export interface RosterResult {
  /** The file's new text, or null when the roster is as it was (nothing to write). */
  text: string | null;
  roster: RosterFile;
  needsPerson: NeedsPerson[];
}

const byCrd = (a: RosterFirm, b: RosterFirm) => Number(a.crd) - Number(b.crd);

export function buildRoster(
  region: readonly string[],
  previous: RosterFile | null,
  scan: ScanResult,
  dataFiles: readonly AdvDataFile[],
): RosterResult {
  const counties = new Set(region);
  const sha = new Map(dataFiles.map((file) => [file.name, file.sha256]));
  const firms = new Map<string, RosterFirm>();
  const before = new Map(previous?.firms.map((firm) => [firm.crd, firm]));
  for (const found of scan.regional.values()) {
    const last = before.get(found.record.crd);
    if (notOnRoster(found.record, counties, last) === null) {
      firms.set(found.record.crd, rosterFirm(found, sha.get(found.dataFile.name) ?? '', last));
    }
  }
  const needsPerson: NeedsPerson[] = [];
  for (const firm of previous?.firms ?? []) {
    const problem = scan.regionalMalformed.get(firm.crd);
    if (problem === undefined || firms.has(firm.crd)) continue;
    firms.set(firm.crd, firm);
    needsPerson.push({
      slug: null,
      name: firm.businessName,
      crd: firm.crd,
      file: problem.split(' → ')[0] ?? null,
      issue: `On the region's roster, but its record this month could not be read (${problem}): last month's entry is kept`,
    });
  }
  const sorted = [...firms.values()].sort(byCrd);
  // Without a state feed nothing tells who is of OH, KY or IN: last month's count stays.
  const notPublished = countNotPublished(scan.regional.values(), dataFiles) ?? previous?.notPublished;
  const sameRegion = previous !== null && previous.region.map((county) => county.fips).join() === region.join();
  const sameCount = JSON.stringify(previous?.notPublished) === JSON.stringify(notPublished);
  if (previous !== null && sameRegion && sameCount && JSON.stringify(previous.firms) === JSON.stringify(sorted)) {
    return { text: null, roster: previous, needsPerson };
  }
  const why = (crd: string) => {
    const found = scan.regional.get(crd);
    return found
      ? (notOnRoster(found.record, counties, before.get(crd)) ?? 'it is on the roster')
      : 'it is no longer in the SEC’s data files';
  };
  const files = dataFiles.map(({ name, date }) => ({ name, date }));
  const roster: RosterFile = {
    region: region.map((fips) => ({ fips, name: countyName(fips) })),
    firms: sorted,
    changes: rosterChanges(previous?.firms ?? [], sorted, why, files),
    ...(notPublished ? { notPublished } : {}),
  };
  // Checked with the schema the site reads it with, before anything is written.
  const issues = new IssueCollector();
  issues.parse(rosterFileSchema, roster, `content/${ADV_ROSTER_FILE}`, 'roster');
  issues.throwIfAny();
  return { text: `${JSON.stringify(roster, null, 2)}\n`, roster, needsPerson };
}
