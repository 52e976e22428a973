import type { CrdCandidate, ImportReport } from '@/lib/adv/change-set';
import { formatDate, formatUsd } from '@/lib/format';

/** What the import's two texts (the terminal lines and the pull request's description) share. */

export const NOT_RECORDED = 'not recorded';
export const FEED_NAME = { sec: 'SEC-registered advisers', state: 'state-registered advisers' } as const;

export const iapdUrl = (crd: string) => `https://adviserinfo.sec.gov/firm/summary/${encodeURIComponent(crd)}`;

/** "2026-09-02" → "September 2, 2026"; anything that is not an ISO day is shown as written. */
export function day(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : value;
}

/** The data files' dates, newest first, in words: the date the SEC's data describes. */
export function dataDates(report: ImportReport, format: (d: string) => string): string {
  const dates = [...new Set(report.dataFiles.map((file) => file.date))].sort().reverse();
  return dates.length === 0 ? 'an unknown date' : dates.map(format).join(' and ');
}

/** A word for a POSIX shell: bare when it is safe, else in single quotes. */
function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** The command that accepts a candidate, run from the repository root with the same data files. */
export function acceptCommand(report: ImportReport, slug: string, crd: string): string {
  const files = report.dataFiles.map((file) => shellWord(file.path));
  return ['npm run adv:import -- --accept', `${slug}=${crd}`, ...files].join(' ');
}

export function candidateAum(candidate: CrdCandidate): string {
  return candidate.aum === null ? NOT_RECORDED : formatUsd(candidate.aum);
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "1.2 MB" for a file's size. */
export function fileSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1_000) return `${(bytes / 1_000).toFixed(1)} kB`;
  return plural(bytes, 'byte');
}

/** Text from a filing or a firm file, made inert in Markdown: no emphasis, links, HTML or table breaks. */
export function md(text: string): string {
  return text.replace(/\s*\r?\n\s*/g, ' ').replace(/([\\`*_[\]<>|#~])/g, '\\$1');
}

/** Inside backticks nothing is escaped, so a value there must not hold one. */
export function code(text: string): string {
  return `\`${text.replace(/`/g, "'")}\``;
}
