import type { FirmChangeSet, ImportReport } from '@/scripts/adv/import/change-set';
import { SHOWN_CANDIDATES } from '@/scripts/adv/feed/candidates';
import {
  acceptCommand,
  candidateAum,
  code,
  dataDates,
  day,
  FEED_NAME,
  fileSize,
  iapdUrl,
  join,
  link,
  type Markdown,
  markdownText,
  gfm,
  NOT_RECORDED,
  plural,
} from '@/scripts/adv/summary/summary-text';

import { rosterLines } from '@/scripts/adv/summary/summary-roster';
import { encodingNote, unknownLines } from '@/scripts/adv/summary/summary-unknown';

export { changeLines } from '@/scripts/adv/summary/summary-lines';

/**
 * The pull request's description of a Form ADV import, which the site owner reads before merging:
 * a pure function of the import's report, so the monthly workflow and a local run say the same thing.
 * What needs a person comes first, above the changes. Every value from a feed or a firm file goes in through
 * `gfm` (scripts/adv/summary/summary-text.ts), which makes it inert text.
 */

const shown = (value: string | null) => (value === null ? gfm`_${NOT_RECORDED}_` : gfm`${value}`);
const iapd = (crd: string, label = crd) => link(label, iapdUrl(crd));

function title(report: ImportReport): string {
  const changed = report.firms.filter((firm) => firm.changes.length > 0);
  const values = changed.reduce((n, firm) => n + firm.changes.length, 0);
  const what =
    values === 0 ? 'no value changed' : `${plural(values, 'value')} changed at ${plural(changed.length, 'firm')}`;
  const people = report.needsPerson.length > 0 ? `, ${report.needsPerson.length} for a person to decide` : '';
  return `Form ADV refresh, SEC data of ${dataDates(report, day)}: ${what}${people}${report.dryRun ? ' (dry run)' : ''}`;
}

function dataFileLines(report: ImportReport): Markdown[] {
  const lines = [gfm`Read from the SEC's Form ADV data (Part 1A), published in:`, gfm``];
  for (const file of report.dataFiles) {
    lines.push(
      gfm`- ${code(file.name)}: ${FEED_NAME[file.feed]}, ${day(file.date)}; ${plural(file.firms, 'firm')}; ${fileSize(file.bytes)}; SHA-256 ${code(file.sha256)}`,
    );
    const note = encodingNote(file);
    if (note !== null) lines.push(gfm`  ${note}.`);
  }
  lines.push(
    gfm``,
    gfm`The SEC keeps each file about eight days: the run keeps them as a build artifact for 90 days, and \`content/adv-data-files.json\` records their SHA-256.`,
    gfm``,
  );
  return lines;
}

function needsPersonLines(report: ImportReport): Markdown[] {
  if (report.needsPerson.length === 0) return [];
  const lines = [
    gfm`## Needs a person`,
    gfm``,
    gfm`The import did not decide these. Read each on the firm’s IAPD page, then change the firm’s file (or leave it) before you merge.`,
    gfm``,
  ];
  for (const entry of report.needsPerson) {
    const crd = entry.crd === null ? gfm`no CRD` : iapd(entry.crd, `CRD ${entry.crd}`);
    const file = entry.file ? gfm`, ${code(entry.file)}` : gfm``;
    lines.push(gfm`- **${entry.name}** (${crd}${file}, ${code(`content/firms/${entry.slug}.md`)}): ${entry.issue}.`);
  }
  lines.push(gfm``);
  return lines;
}

function firmSection(firm: FirmChangeSet): Markdown[] {
  return [
    gfm`### ${firm.name}`,
    gfm``,
    gfm`CRD ${firm.crd} · Form ADV filed ${day(firm.filingDate)} · ${iapd(firm.crd, "its page on the SEC's IAPD")} · file ${code(`content/firms/${firm.slug}.md`)}`,
    gfm``,
    gfm`| Fact | Before | After |`,
    gfm`| --- | --- | --- |`,
    ...firm.changes.map((change) => gfm`| ${change.label} | ${shown(change.before)} | ${shown(change.after)} |`),
    gfm``,
  ];
}

function candidateLines(report: ImportReport): Markdown[] {
  if (report.candidates.length === 0) return [];
  const lines = [
    gfm`## Firms without a CRD: which one is it?`,
    gfm``,
    join(
      [
        gfm`Nothing was written for these firms. If one of the entries below is the firm, run the command under it`,
        gfm`from the repository root (with the data files downloaded), then commit the result; if none is, leave the firm as it is.`,
      ],
      ' ',
    ),
    gfm``,
  ];
  for (const firm of report.candidates) {
    lines.push(gfm`### ${firm.name}`, gfm``);
    lines.push(
      gfm`| CRD | Name in Form ADV | Main office | Filed | Registration | Assets under management | To accept |`,
    );
    lines.push(gfm`| --- | --- | --- | --- | --- | --- | --- |`);
    for (const candidate of firm.candidates.slice(0, SHOWN_CANDIDATES)) {
      const accept = code(acceptCommand(report, firm.slug, candidate.crd));
      const office = gfm`${candidate.city}, ${candidate.state ?? 'abroad'}`;
      lines.push(
        gfm`| ${iapd(candidate.crd)} | ${candidate.name} | ${office} | ${day(candidate.filingDate)} | ${candidate.status} | ${candidateAum(candidate)} | ${accept} |`,
      );
    }
    const more = firm.candidates.length - SHOWN_CANDIDATES;
    if (more > 0)
      lines.push(gfm``, gfm`…and ${more} more with a less similar name (run the import locally to see them all).`);
    lines.push(gfm``);
  }
  return lines;
}

function skippedLines(report: ImportReport): Markdown[] {
  const skipped = report.dataFiles.filter((file) => file.malformed > 0);
  if (skipped.length === 0) return [];
  const lines = [gfm`## Records skipped`, gfm``];
  for (const file of skipped) {
    lines.push(
      gfm`${code(file.name)}: ${plural(file.malformed, 'record')} of firms this import neither writes nor proposes could not be read and were skipped:`,
      gfm``,
      ...file.malformedExamples.map((example) => gfm`- firm ${example.crd ?? 'without CRD'}: ${example.problem}`),
      gfm``,
    );
  }
  return lines;
}

export function prSummary(report: ImportReport): string {
  const changed = report.firms.filter((firm) => firm.changes.length > 0);
  const unchanged = report.firms.filter((firm) => firm.changes.length === 0);
  const lines: Markdown[] = [gfm`# ${title(report)}`, gfm``];
  if (report.dryRun) lines.push(gfm`This was a dry run: the values below were compared, nothing was written.`, gfm``);
  lines.push(...dataFileLines(report), ...needsPersonLines(report));

  lines.push(gfm`## What changed`, gfm``);
  if (changed.length === 0) lines.push(gfm`No listed firm has a value that differs from its Form ADV.`, gfm``);
  for (const firm of changed) lines.push(...firmSection(firm));
  if (unchanged.length > 0) {
    const names = unchanged.map(
      (firm) =>
        gfm`${firm.name} (filed ${day(firm.filingDate)}${firm.rewritten ? gfm`; its sources now cite this data` : gfm``})`,
    );
    lines.push(gfm`**No change:** ${join(names, '; ')}.`, gfm``);
  }
  lines.push(...rosterLines(report), ...candidateLines(report));
  if (report.notFound.length > 0) {
    lines.push(gfm`## Not found`, gfm``);
    for (const firm of report.notFound) {
      lines.push(
        gfm`- ${firm.name} (no CRD recorded): no entry in the SEC's adviser data of ${dataDates(report, day)} has a similar name.`,
      );
    }
    lines.push(gfm``);
  }
  lines.push(...unknownLines(report), ...skippedLines(report));
  lines.push(
    gfm`## Before you merge`,
    gfm``,
    ...(report.needsPerson.length > 0 ? [gfm`- [ ] Decide each entry under "Needs a person".`] : []),
    gfm`- [ ] Review each change above; the firm's IAPD page shows the same filing.`,
    ...(report.candidates.length > 0 ? [gfm`- [ ] Accept the right CRD for a firm above, or leave it.`] : []),
    gfm`- [ ] Merge this pull request: the site then shows these values as "From its Form ADV filed …".`,
    gfm`- [ ] What Form ADV does not hold (minimums, ratings, specialties, local offices, the About text) still needs a person: \`npm run facts\` lists it.`,
  );
  return markdownText(lines);
}
