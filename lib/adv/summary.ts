import type { FirmChangeSet, ImportReport } from '@/lib/adv/change-set';
import { SHOWN_CANDIDATES } from '@/lib/adv/candidates';
import {
  acceptCommand,
  candidateAum,
  code,
  dataDates,
  day,
  FEED_NAME,
  fileSize,
  iapdUrl,
  md,
  NOT_RECORDED,
  plural,
} from '@/lib/adv/summary-text';

import { rosterLines } from '@/lib/adv/summary-roster';

export { changeLines } from '@/lib/adv/summary-lines';

/**
 * The pull request's description of a Form ADV import, which the site owner reads before merging:
 * a pure function of the import's report, so the monthly workflow and a local run say the same thing.
 * What needs a person comes first, above the changes.
 */

const shown = (value: string | null) => (value === null ? `_${NOT_RECORDED}_` : md(value));

function title(report: ImportReport): string {
  const changed = report.firms.filter((firm) => firm.changes.length > 0);
  const values = changed.reduce((n, firm) => n + firm.changes.length, 0);
  const what =
    values === 0 ? 'no value changed' : `${plural(values, 'value')} changed at ${plural(changed.length, 'firm')}`;
  const people = report.needsPerson.length > 0 ? `, ${report.needsPerson.length} for a person to decide` : '';
  return `Form ADV refresh, SEC data of ${dataDates(report, day)}: ${what}${people}${report.dryRun ? ' (dry run)' : ''}`;
}

function dataFileLines(report: ImportReport): string[] {
  const lines = ["Read from the SEC's Form ADV data (Part 1A), published in:", ''];
  for (const file of report.dataFiles) {
    lines.push(
      `- ${code(file.name)}: ${FEED_NAME[file.feed]}, ${day(file.date)}; ${plural(file.firms, 'firm')}; ${fileSize(file.bytes)}; SHA-256 ${code(file.sha256)}`,
    );
  }
  lines.push(
    '',
    'The SEC keeps each file about eight days: the run keeps them as a build artifact for 90 days, and `content/adv-data-files.json` records their SHA-256.',
    '',
  );
  return lines;
}

function needsPersonLines(report: ImportReport): string[] {
  if (report.needsPerson.length === 0) return [];
  const lines = [
    '## Needs a person',
    '',
    'The import did not decide these. Read each on the firm’s IAPD page, then change the firm’s file (or leave it) before you merge.',
    '',
  ];
  for (const entry of report.needsPerson) {
    const crd = entry.crd === null ? 'no CRD' : `[CRD ${md(entry.crd)}](${iapdUrl(entry.crd)})`;
    const file = entry.file ? `, ${code(entry.file)}` : '';
    lines.push(
      `- **${md(entry.name)}** (${crd}${file}, ${code(`content/firms/${entry.slug}.md`)}): ${md(entry.issue)}.`,
    );
  }
  lines.push('');
  return lines;
}

function firmSection(firm: FirmChangeSet): string[] {
  return [
    `### ${md(firm.name)}`,
    '',
    `CRD ${md(firm.crd)} · Form ADV filed ${day(firm.filingDate)} · [its page on the SEC's IAPD](${iapdUrl(firm.crd)}) · file ${code(`content/firms/${firm.slug}.md`)}`,
    '',
    '| Fact | Before | After |',
    '| --- | --- | --- |',
    ...firm.changes.map((change) => `| ${md(change.label)} | ${shown(change.before)} | ${shown(change.after)} |`),
    '',
  ];
}

function candidateLines(report: ImportReport): string[] {
  if (report.candidates.length === 0) return [];
  const lines = [
    '## Firms without a CRD: which one is it?',
    '',
    'Nothing was written for these firms. If one of the entries below is the firm, run the command under it ' +
      'from the repository root (with the data files downloaded), then commit the result; if none is, leave the firm as it is.',
    '',
  ];
  for (const firm of report.candidates) {
    lines.push(`### ${md(firm.name)}`, '');
    lines.push('| CRD | Name in Form ADV | Main office | Filed | Registration | Assets under management | To accept |');
    lines.push('| --- | --- | --- | --- | --- | --- | --- |');
    for (const candidate of firm.candidates.slice(0, SHOWN_CANDIDATES)) {
      const link = `[${md(candidate.crd)}](${iapdUrl(candidate.crd)})`;
      const office = `${md(candidate.city)}, ${md(candidate.state ?? 'abroad')}`;
      const accept = code(acceptCommand(report, firm.slug, candidate.crd));
      lines.push(
        `| ${link} | ${md(candidate.name)} | ${office} | ${day(candidate.filingDate)} | ${md(candidate.status)} | ${md(candidateAum(candidate))} | ${accept} |`,
      );
    }
    const more = firm.candidates.length - SHOWN_CANDIDATES;
    if (more > 0)
      lines.push('', `…and ${more} more with a less similar name (run the import locally to see them all).`);
    lines.push('');
  }
  return lines;
}

function skippedLines(report: ImportReport): string[] {
  const skipped = report.dataFiles.filter((file) => file.malformed > 0);
  if (skipped.length === 0) return [];
  const lines = ['## Records skipped', ''];
  for (const file of skipped) {
    lines.push(
      `${code(file.name)}: ${plural(file.malformed, 'record')} of firms this import neither writes nor proposes could not be read and were skipped:`,
      '',
      ...file.malformedExamples.map((example) => `- firm ${md(example.crd ?? 'without CRD')}: ${md(example.problem)}`),
      '',
    );
  }
  return lines;
}

export function prSummary(report: ImportReport): string {
  const changed = report.firms.filter((firm) => firm.changes.length > 0);
  const unchanged = report.firms.filter((firm) => firm.changes.length === 0);
  const lines: string[] = [`# ${title(report)}`, ''];
  if (report.dryRun) lines.push('This was a dry run: the values below were compared, nothing was written.', '');
  lines.push(...dataFileLines(report), ...needsPersonLines(report));

  lines.push('## What changed', '');
  if (changed.length === 0) lines.push('No listed firm has a value that differs from its Form ADV.', '');
  for (const firm of changed) lines.push(...firmSection(firm));
  if (unchanged.length > 0) {
    const names = unchanged.map(
      (firm) =>
        `${md(firm.name)} (filed ${day(firm.filingDate)}${firm.rewritten ? '; its sources now cite this data' : ''})`,
    );
    lines.push(`**No change:** ${names.join('; ')}.`, '');
  }
  lines.push(...rosterLines(report), ...candidateLines(report));
  if (report.notFound.length > 0) {
    lines.push('## Not found', '');
    for (const firm of report.notFound) {
      lines.push(
        `- ${md(firm.name)} (no CRD recorded): no entry in the SEC's adviser data of ${dataDates(report, day)} has a similar name.`,
      );
    }
    lines.push('');
  }
  lines.push(...skippedLines(report));
  lines.push(
    '## Before you merge',
    '',
    ...(report.needsPerson.length > 0 ? ['- [ ] Decide each entry under "Needs a person".'] : []),
    "- [ ] Review each change above; the firm's IAPD page shows the same filing.",
    ...(report.candidates.length > 0 ? ['- [ ] Accept the right CRD for a firm above, or leave it.'] : []),
    '- [ ] Merge this pull request: the site then shows these values as "From its Form ADV filed …".',
    '- [ ] What Form ADV does not hold (minimums, ratings, specialties, local offices, the About text) still needs a person: `npm run facts` lists it.',
  );
  return `${lines.join('\n')}\n`;
}
