import type { CrdCandidate, FirmChangeSet, ImportReport } from '@/lib/adv/change-set';
import { formatDate, formatUsd } from '@/lib/format';

/**
 * The two texts a Form ADV import prints: the terminal lines (`changeLines`) and the pull request's description
 * (`prSummary`), which the site owner reads before merging. Both are pure functions of the import's report, so
 * the monthly workflow and a local run say the same thing.
 */

const NOT_RECORDED = 'not recorded';
const FEED_NAME = { sec: 'SEC-registered advisers', state: 'state-registered advisers' } as const;

const iapdUrl = (crd: string) => `https://adviserinfo.sec.gov/firm/summary/${encodeURIComponent(crd)}`;

/** "2026-09-02" → "September 2, 2026"; anything that is not an ISO day is shown as written. */
function day(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : value;
}

/** Text from a filing or a firm file, made inert in Markdown: no emphasis, links, HTML or table breaks. */
function md(text: string): string {
  return text.replace(/\s*\r?\n\s*/g, ' ').replace(/([\\`*_[\]<>|#~])/g, '\\$1');
}

/** Inside backticks nothing is escaped, so a value there must not hold one. */
function code(text: string): string {
  return `\`${text.replace(/`/g, "'")}\``;
}

const shown = (value: string | null) => (value === null ? `_${NOT_RECORDED}_` : md(value));
const plain = (value: string | null) => value ?? NOT_RECORDED;

/** The data files' dates, newest first, in words: the date the SEC's data describes. */
function dataDates(report: ImportReport, format: (d: string) => string): string {
  const dates = [...new Set(report.dataFiles.map((file) => file.date))].sort().reverse();
  return dates.length === 0 ? 'an unknown date' : dates.map(format).join(' and ');
}

/** The command that accepts a candidate, run with the same data files. */
function acceptCommand(report: ImportReport, slug: string, crd: string): string {
  const files = report.dataFiles.map((file) => file.name).join(' ');
  return `npm run adv:import -- --accept ${slug}=${crd}${files ? ` ${files}` : ''}`;
}

function aum(candidate: CrdCandidate): string {
  return candidate.aum === null ? NOT_RECORDED : formatUsd(candidate.aum);
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function title(report: ImportReport): string {
  const changed = report.firms.filter((firm) => firm.changes.length > 0);
  const values = changed.reduce((n, firm) => n + firm.changes.length, 0);
  const what =
    values === 0 ? 'no value changed' : `${plural(values, 'value')} changed at ${plural(changed.length, 'firm')}`;
  return `Form ADV refresh, SEC data of ${dataDates(report, day)}: ${what}${report.dryRun ? ' (dry run)' : ''}`;
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

export function prSummary(report: ImportReport): string {
  const changed = report.firms.filter((firm) => firm.changes.length > 0);
  const unchanged = report.firms.filter((firm) => firm.changes.length === 0);
  const lines: string[] = [`# ${title(report)}`, ''];

  if (report.dryRun) {
    lines.push('This was a dry run: the values below were compared, nothing was written.', '');
  }

  lines.push("Read from the SEC's Form ADV data (Part 1A), published in:", '');
  for (const file of report.dataFiles) {
    lines.push(`- ${code(file.name)}: ${FEED_NAME[file.feed]}, ${day(file.date)}`);
  }
  lines.push('');

  lines.push('## What changed', '');
  if (changed.length === 0) lines.push('No listed firm has a value that differs from its Form ADV.', '');
  for (const firm of changed) lines.push(...firmSection(firm));

  if (unchanged.length > 0) {
    const names = unchanged.map((firm) => `${md(firm.name)} (filed ${day(firm.filingDate)})`);
    lines.push(`**No change:** ${names.join('; ')}.`, '');
  }

  if (report.candidates.length > 0) {
    lines.push(
      '## Firms without a CRD: which one is it?',
      '',
      'Nothing was written for these firms. If one of the entries below is the firm, run the command under it ' +
        '(with the data files downloaded), then commit the result; if none is, leave the firm as it is.',
      '',
    );
    for (const firm of report.candidates) {
      lines.push(`### ${md(firm.name)}`, '');
      if (firm.candidates.length === 0) {
        lines.push('No entry in Ohio, Kentucky or Indiana has a similar name.', '');
        continue;
      }
      lines.push('| CRD | Name in Form ADV | Main office | Assets under management | To accept |');
      lines.push('| --- | --- | --- | --- | --- |');
      for (const candidate of firm.candidates) {
        const link = `[${md(candidate.crd)}](${iapdUrl(candidate.crd)})`;
        const office = `${md(candidate.city)}, ${md(candidate.state)}`;
        const accept = code(acceptCommand(report, firm.slug, candidate.crd));
        lines.push(`| ${link} | ${md(candidate.name)} | ${office} | ${md(aum(candidate))} | ${accept} |`);
      }
      lines.push('');
    }
  }

  if (report.notFound.length > 0) {
    lines.push('## Not found', '');
    for (const firm of report.notFound) {
      const crd = firm.crd === null ? 'no CRD recorded' : `CRD ${md(firm.crd)}`;
      lines.push(`- ${md(firm.name)} (${crd}): not in the SEC's adviser data of ${dataDates(report, day)}.`);
    }
    lines.push('');
  }

  lines.push(
    '## Before you merge',
    '',
    "- [ ] Review each change above; the firm's IAPD page shows the same filing.",
    ...(report.candidates.length > 0 ? ['- [ ] Accept the right CRD for a firm above, or leave it.'] : []),
    '- [ ] Merge this pull request: the site then shows these values as "From its Form ADV filed …".',
    '- [ ] What Form ADV does not hold (minimums, ratings, specialties, local offices, the About text) still needs a person: `npm run facts` lists it.',
  );
  return `${lines.join('\n')}\n`;
}

export function changeLines(report: ImportReport): string {
  const lines: string[] = [];
  for (const file of report.dataFiles) {
    lines.push(`Data file: ${file.name} (${FEED_NAME[file.feed]}, ${file.date})`);
  }
  for (const firm of report.firms) {
    lines.push(`${firm.name} [${firm.slug}] CRD ${firm.crd}, Form ADV filed ${firm.filingDate}`);
    if (firm.changes.length === 0) lines.push('  (no change)');
    for (const change of firm.changes) {
      lines.push(`  ${change.field}: ${plain(change.before)} → ${plain(change.after)}`);
    }
  }
  for (const firm of report.candidates) {
    lines.push(`${firm.name} [${firm.slug}] has no CRD; nothing written.`);
    if (firm.candidates.length === 0) lines.push('  no entry in OH, KY or IN has a similar name');
    for (const candidate of firm.candidates) {
      lines.push(
        `  CRD ${candidate.crd}: ${candidate.name}, ${candidate.city}, ${candidate.state}, AUM ${aum(candidate)}`,
        `    to accept: ${acceptCommand(report, firm.slug, candidate.crd)}`,
      );
    }
  }
  for (const firm of report.notFound) {
    const crd = firm.crd === null ? 'no CRD' : `CRD ${firm.crd}`;
    lines.push(`${firm.name} [${firm.slug}] ${crd}: not in the SEC's adviser data of ${dataDates(report, (d) => d)}`);
  }
  if (report.dryRun) lines.push('Dry run: nothing written.');
  return `${lines.join('\n')}\n`;
}
