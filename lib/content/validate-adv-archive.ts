import { existsSync } from 'node:fs';
import path from 'node:path';
import { ADV_ARCHIVE_FILE, advArchiveSchema, type AdvArchivedFile } from './adv-archive-schema';
import { readJsonEntry } from './read';
import { ADV_ROSTER_FILE, rosterFileSchema, type RosterFile } from './roster-schema';
import type { IssueCollector } from './report';
import { FORM_ADV_FIELDS } from './schemas';
import type { FirmEntry } from './types';

/**
 * The two files `npm run adv:import` writes beside the firms, read with their schemas (regulator
 * data, never typed: a hand edit that breaks one stops the build), and the rule that ties them to
 * the facts: every Form ADV fact and roster entry names the data file it was imported from, and
 * content/adv-data-files.json must list that file (for a fact, with the same date), so that anyone
 * can tell later which file, with which SHA-256, a value on the site was copied from.
 */

/** content/adv-roster.json checked against its schema; null when the import has not written it yet. */
export function readRosterFile(contentDir: string, issues: IssueCollector): RosterFile | null {
  if (!existsSync(path.join(contentDir, ADV_ROSTER_FILE))) return null;
  return readJsonEntry(contentDir, ADV_ROSTER_FILE, rosterFileSchema, 'roster', issues) ?? null;
}

/** content/adv-data-files.json's files (none before the first import); undefined when it fails its schema. */
export function readArchiveFiles(contentDir: string, issues: IssueCollector): AdvArchivedFile[] | undefined {
  if (!existsSync(path.join(contentDir, ADV_ARCHIVE_FILE))) return [];
  return readJsonEntry(contentDir, ADV_ARCHIVE_FILE, advArchiveSchema, 'archive', issues)?.files;
}

export function checkAdvArchive(
  contentDir: string,
  firms: readonly FirmEntry[],
  roster: RosterFile | null,
  issues: IssueCollector,
): void {
  const files = readArchiveFiles(contentDir, issues);
  if (files === undefined) return;
  const dates = new Map(files.map((file) => [file.name, file.date]));
  const missing = new Set(roster?.firms.map((firm) => firm.dataFile.name).filter((name) => !dates.has(name)));
  for (const name of missing) {
    issues.add(
      `content/${ADV_ROSTER_FILE}`,
      'roster',
      'firms.dataFile',
      `"${name}" is not in content/${ADV_ARCHIVE_FILE}`,
    );
  }
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
