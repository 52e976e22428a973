import { existsSync } from 'node:fs';
import path from 'node:path';
import { ADV_ARCHIVE_FILE, advArchiveSchema } from './adv-archive-schema';
import { readJsonEntry } from './read';
import { ADV_ROSTER_FILE, rosterFileSchema, type RosterFile } from './roster-schema';
import type { IssueCollector } from './report';
import { FORM_ADV_FIELDS } from './schemas';
import type { FirmEntry } from './types';

/**
 * content/adv-roster.json, when the import has written it, is read with its schema (regulator data,
 * never typed: a hand edit that breaks it stops the build). Every Form ADV fact names the data file it was imported from; content/adv-data-files.json (written by
 * the same import) must list that file with the same date, so that anyone can tell later which file,
 * with which SHA-256, a fact on the site was copied from. A fact typed in by hand fails here.
 */
/** content/adv-roster.json checked against its schema; null when the import has not written it yet. */
export function readRosterFile(contentDir: string, issues: IssueCollector): RosterFile | null {
  if (!existsSync(path.join(contentDir, ADV_ROSTER_FILE))) return null;
  return readJsonEntry(contentDir, ADV_ROSTER_FILE, rosterFileSchema, 'roster', issues) ?? null;
}

export function checkAdvArchive(
  contentDir: string,
  firms: readonly FirmEntry[],
  roster: RosterFile | null,
  issues: IssueCollector,
): void {
  const exists = existsSync(path.join(contentDir, ADV_ARCHIVE_FILE));
  const archive = exists
    ? readJsonEntry(contentDir, ADV_ARCHIVE_FILE, advArchiveSchema, 'archive', issues)
    : { files: [] };
  if (roster !== null) {
    if (archive !== undefined) {
      const names = new Set(archive.files.map((file) => file.name));
      const missing = new Set(roster?.firms.map((firm) => firm.dataFile.name).filter((name) => !names.has(name)));
      for (const name of missing) {
        issues.add(
          `content/${ADV_ROSTER_FILE}`,
          'roster',
          'firms.dataFile',
          `"${name}" is not in content/${ADV_ARCHIVE_FILE}`,
        );
      }
    }
  }
  if (archive === undefined) return;
  const dates = new Map(archive.files.map((file) => [file.name, file.date]));
  for (const firm of firms) {
    for (const field of FORM_ADV_FIELDS) {
      const fact = firm[field];
      if (fact.origin !== 'form-adv') continue;
      const { name, date } = fact.dataFile;
      if (dates.get(name) === date) continue;
      issues.add(
        `content/firms/${firm.slug}.md`,
        firm.slug,
        `${field}.dataFile`,
        `"${name}" of ${date} is not in content/${ADV_ARCHIVE_FILE}: Form ADV facts are written by \`npm run adv:import\`, which records the file there`,
      );
    }
  }
}
