import type { ImportReport } from '@/scripts/adv/import/change-set';
import { SHOWN_CANDIDATES } from '@/scripts/adv/feed/candidates';
import {
  acceptCommand,
  candidateAum,
  dataDates,
  FEED_NAME,
  fileSize,
  NOT_RECORDED,
  plainText,
} from '@/scripts/adv/summary/summary-text';
import { unknownTerminalLines } from '@/scripts/adv/summary/summary-unknown';

/**
 * The terminal lines of a Form ADV import: what the pull request says, in plain text. Each line goes out through
 * `plainText`, so no value from a feed or a firm file can carry an escape sequence, a carriage return or a line break.
 */
export function changeLines(report: ImportReport): string {
  const lines: string[] = [];
  for (const file of report.dataFiles) {
    lines.push(
      `Data file: ${file.name} (${FEED_NAME[file.feed]}, ${file.date}; ${file.firms} firms; ${fileSize(file.bytes)}; SHA-256 ${file.sha256})`,
    );
    lines.push(...unknownTerminalLines(file));
    if (file.malformed > 0) {
      lines.push(`  skipped ${file.malformed} malformed record(s) of firms the import neither writes nor proposes:`);
      for (const example of file.malformedExamples)
        lines.push(`    firm ${example.crd ?? 'without CRD'} → ${example.problem}`);
    }
  }
  if (report.needsPerson.length > 0) lines.push('NEEDS A PERSON:');
  for (const entry of report.needsPerson) {
    const crd = entry.crd === null ? 'no CRD' : `CRD ${entry.crd}`;
    lines.push(
      `  ${entry.name} [${entry.slug ?? 'roster'}] ${crd}${entry.file ? ` (${entry.file})` : ''}: ${entry.issue}`,
    );
  }
  for (const firm of report.firms) {
    lines.push(`${firm.name} [${firm.slug}] CRD ${firm.crd}, Form ADV filed ${firm.filingDate}`);
    if (firm.changes.length === 0)
      lines.push(firm.rewritten ? '  (no value changed; its sources now cite this filing)' : '  (no change)');
    for (const change of firm.changes) {
      lines.push(`  ${change.field}: ${change.before ?? NOT_RECORDED} → ${change.after ?? NOT_RECORDED}`);
    }
  }
  const { added, removed, changed } = report.roster.changes;
  lines.push(
    report.roster.rewritten
      ? `Region's roster: ${report.roster.firms} advisers; ${added.length} added, ${removed.length} removed, ${changed.length} changed`
      : `Region's roster: ${report.roster.firms} advisers; no change`,
  );
  for (const firm of report.candidates) {
    lines.push(`${firm.name} [${firm.slug}] has no CRD; nothing written. Entries with a similar name:`);
    for (const candidate of firm.candidates.slice(0, SHOWN_CANDIDATES)) {
      lines.push(
        `  CRD ${candidate.crd}: ${candidate.name}, ${candidate.city}, ${candidate.state ?? 'abroad'}; filed ${candidate.filingDate}; ${candidate.status}; AUM ${candidateAum(candidate)}`,
        `    to accept: ${acceptCommand(report, firm.slug, candidate.crd)}`,
      );
    }
    const more = firm.candidates.length - SHOWN_CANDIDATES;
    if (more > 0) lines.push(`  and ${more} more with a less similar name`);
  }
  for (const firm of report.notFound) {
    lines.push(`${firm.name} [${firm.slug}] no CRD: not in the SEC's adviser data of ${dataDates(report, (d) => d)}`);
  }
  if (report.dryRun) lines.push('Dry run: nothing written.');
  return `${lines.map(plainText).join('\n')}\n`;
}
