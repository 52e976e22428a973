import { formatDate } from '@/lib/format';
import { code, fileSize, gfm, link, markdownText, plainText, plural, type Markdown } from '../summary/summary-text';
import type { BrochureReport, FirmResult } from './run-brochures';

/**
 * What `adv:brochures` did, for the terminal and for the monthly pull request's description (appended under its
 * own heading after the Form ADV import's). Every value from the archive goes through `gfm` or `plainText`.
 */
const brochureUrl = (crd: string) => `https://adviserinfo.sec.gov/firm/brochure/${encodeURIComponent(crd)}`;

const by = (report: BrochureReport, outcome: FirmResult['outcome']) =>
  report.firms.filter((firm) => firm.outcome === outcome);

function readLine(report: BrochureReport): string {
  const seconds = (report.milliseconds / 1000).toFixed(1);
  return `read ${fileSize(report.bytesRead)} of the ${fileSize(report.zipBytes)} these zips hold, in ${seconds} s`;
}

function brochureLine(firm: FirmResult): Markdown {
  const brochure = firm.brochure;
  if (brochure === null) return gfm`- ${link(firm.name, brochureUrl(firm.crd))} (CRD ${firm.crd})`;
  const item5 =
    brochure.item5 === null
      ? gfm`no Item 5 found`
      : gfm`Item 5 on page ${brochure.item5.pages[0]?.page ?? ''}${brochure.item5.truncated ? ' (kept up to 8,000 characters)' : ''}`;
  const [minimum] = brochure.minimums;
  const stated =
    minimum === undefined ? gfm`no minimum stated` : gfm`minimum: “${minimum.text}” (page ${minimum.page})`;
  const appendix = brochure.kind === 'appendix' ? gfm` (an appendix: no Part 2A filed in the months read)` : gfm``;
  return gfm`- ${link(firm.name, brochureUrl(firm.crd))} (CRD ${firm.crd}): ${code(brochure.name)}${appendix}, filed ${formatDate(brochure.filed)}; ${item5}; ${stated}`;
}

const CHANGE_WORDS = { schedule: 'fee schedule', minimum: 'minimum' } as const;

/** A firm whose new brochure changed its fee schedule or minimum: what changed and the new schedule's flags. */
function feeChangeLine(firm: FirmResult): Markdown {
  const kinds = (firm.change?.kinds ?? []).flatMap((kind) => (kind === 'new-brochure' ? [] : [CHANGE_WORDS[kind]]));
  const flags = firm.change?.flags ?? [];
  const flagged = flags.length === 0 ? gfm`no flags` : gfm`flags: ${flags.join(' ')}`;
  return gfm`- ${link(firm.name, brochureUrl(firm.crd))} (CRD ${firm.crd}): ${kinds.join(' and ')} changed; ${flagged}`;
}

export function brochureMarkdown(report: BrochureReport): string {
  const lines: Markdown[] = [gfm`## Brochures (Form ADV Part 2A)${report.dryRun ? ' (dry run)' : ''}`, gfm``];
  lines.push(gfm`From the SEC's brochure archive, the last 12 months (${readLine(report)}):`, gfm``);
  for (const zip of report.zips) lines.push(gfm`- ${code(zip.fileName)}`);
  const sections: [string, FirmResult[], (firm: FirmResult) => Markdown][] = [
    ['New or changed brochures', by(report, 'new'), brochureLine],
    [
      'Fee schedule or minimum changed',
      by(report, 'new').filter((firm) => firm.change?.kinds.some((kind) => kind !== 'new-brochure')),
      feeChangeLine,
    ],
    ['No brochure in the archive of the last 12 months', by(report, 'none'), brochureLine],
    [
      'Kept from the last run',
      by(report, 'kept'),
      (firm) => gfm`- ${link(firm.name, brochureUrl(firm.crd))} (CRD ${firm.crd}): ${firm.reason ?? ''}`,
    ],
  ];
  for (const [title, firms, line] of sections) {
    if (firms.length > 0) lines.push(gfm``, gfm`### ${title} (${firms.length})`, gfm``, ...firms.map(line));
  }
  if (report.problems.length > 0) {
    lines.push(
      gfm``,
      gfm`### Could not be read (${report.problems.length})`,
      gfm``,
      ...report.problems.map((problem) => gfm`- ${problem}`),
    );
  }
  lines.push(
    gfm``,
    gfm`${plural(by(report, 'unchanged').length, 'firm')} unchanged. The PDFs read are kept with the workflow run for 90 days; the repository keeps their SHA-256 and the quoted text.`,
  );
  return markdownText(lines);
}

export function brochureTerminal(report: BrochureReport): string {
  const lines = [`adv:brochures: ${report.zips.length} zips, ${readLine(report)}`];
  for (const firm of report.firms) {
    if (firm.outcome === 'unchanged') continue;
    const what =
      firm.outcome === 'kept'
        ? `previous record kept: ${firm.reason ?? ''}`
        : firm.brochure === null
          ? 'no brochure in the last 12 months'
          : `${firm.brochure.name}, filed ${firm.brochure.filed}`;
    lines.push(`  ${firm.name} (CRD ${firm.crd}): ${what}`);
  }
  for (const problem of report.problems) lines.push(`  PROBLEM: ${problem}`);
  lines.push(
    `  ${plural(by(report, 'unchanged').length, 'firm')} unchanged${report.dryRun ? '; dry run: no file written' : ''}`,
  );
  return lines.map(plainText).join('\n');
}
