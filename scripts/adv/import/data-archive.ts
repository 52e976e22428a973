import type { AdvArchivedFile } from '@/lib/content/adv-archive-schema';
import { IssueCollector } from '@/lib/content/report';
import { FORM_ADV_FIELDS } from '@/lib/content/schemas';
import { readArchiveFiles } from '@/lib/content/validate-adv-archive';
import type { AdvDataFile } from '../feed/parse-feed';
import type { FirmFile } from './firm-file';

/**
 * content/adv-data-files.json (lib/content/adv-archive-schema.ts): after an import it lists every
 * data file that a Form ADV fact in content/firms/ cites, and the files this import read, each with
 * its GenOn date, size, SHA-256 and number of firms. Files no fact cites any more drop out (git history keeps them).
 */

/** The archive's files as content/ has them; a broken file stops the import with the build's message. */
export function readArchive(contentDir: string): AdvArchivedFile[] {
  const issues = new IssueCollector();
  const files = readArchiveFiles(contentDir, issues);
  issues.throwIfAny();
  return files ?? [];
}

/** The names of the data files the firms' Form ADV facts cite. */
export function citedDataFiles(firms: readonly FirmFile[]): Set<string> {
  const names = new Set<string>();
  for (const firm of firms) {
    for (const field of FORM_ADV_FIELDS) {
      const fact = firm.data[field];
      if (fact.origin === 'form-adv') names.add(fact.dataFile.name);
    }
  }
  return names;
}

export function archiveText(
  previous: readonly AdvArchivedFile[],
  read: readonly AdvDataFile[],
  cited: ReadonlySet<string>,
): string {
  const byName = new Map<string, AdvArchivedFile>();
  for (const file of previous) if (cited.has(file.name)) byName.set(file.name, file);
  for (const file of read) {
    const { name, feed, date, generatedOn, bytes, sha256, firms } = file;
    byName.set(name, { name, feed, date, generatedOn, bytes, sha256, firms });
  }
  const files = [...byName.values()].sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
  return `${JSON.stringify({ files }, null, 2)}\n`;
}
