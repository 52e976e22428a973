import type { CrdCandidate, ImportReport } from '@/scripts/adv/import/change-set';
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

// ANSI escape sequences (colour, cursor moves, OSC titles) and every other control or bidi-override character.
const ESCAPE_SEQUENCE = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|[@-_])/g;
const CONTROL = /[\p{Cc}\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]+/gu;

/**
 * Text as one plain line: escape sequences and control characters go, and a line break, tab or carriage return
 * becomes a space, so a value from a feed can neither rewrite the terminal nor break a line or a table row.
 */
export function plainText(text: string): string {
  return text
    .replace(ESCAPE_SEQUENCE, '')
    .replace(/[\t\n\r\u2028\u2029]+/g, ' ')
    .replace(CONTROL, '');
}

/** A message for the terminal that may quote a feed (an import's error): its own lines kept, each one plain. */
export function terminalText(text: string): string {
  return text.split('\n').map(plainText).join('\n');
}

/** Markdown the summary wrote itself. Any other text goes in through `gfm`, which escapes it. */
export interface Markdown {
  readonly markdown: string;
}
const markup = (markdown: string): Markdown => ({ markdown });
const isMarkdown = (value: unknown): value is Markdown =>
  typeof value === 'object' && value !== null && 'markdown' in value;

// A bare URL or web host GitHub would link; it is shown in a code span instead, where nothing is linked.
const BARE_URL = /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)[^\s`|<>]+/gi;

/** One value from a filing or a firm file, made inert: no mention, link, HTML, emphasis, heading or table break. */
function inert(text: string): string {
  const plain = plainText(text);
  const parts: string[] = [];
  let at = 0;
  for (const url of plain.matchAll(BARE_URL)) {
    parts.push(escapeMarkdown(plain.slice(at, url.index)), `\`${url[0]}\``);
    at = url.index + url[0].length;
  }
  parts.push(escapeMarkdown(plain.slice(at)));
  return parts.join('');
}

// A zero-width space after @ or # keeps "@name" from pinging a GitHub user and "#12" from citing an issue.
function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>|#~!$&])/g, '\\$1').replace(/([@#])(?=[\p{L}\p{N}])/gu, '$1\u200b');
}

/**
 * The summary's one way to write Markdown: the template's own text is markup; every value put into it is
 * escaped by `inert` unless it is Markdown already (from `gfm`, `code` or `link`).
 */
export function gfm(strings: TemplateStringsArray, ...values: (string | number | Markdown)[]): Markdown {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += (isMarkdown(value) ? value.markdown : inert(String(value))) + (strings[i + 1] ?? '');
  });
  return markup(out);
}

/** Markdown pieces joined, e.g. a list of firms: `join(names, '; ')`. */
export function join(parts: Markdown[], separator: string): Markdown {
  return markup(parts.map((part) => part.markdown).join(separator));
}

/**
 * A code span: inside it nothing is escaped, linked or mentioned, so the value only loses what would end it
 * (a backtick) or a table cell (a pipe, which GitHub's table parser reads even in code).
 */
export function code(text: string): Markdown {
  return markup(`\`${plainText(text).replace(/`/g, "'").replace(/\|/g, '\\|')}\``);
}

/** A link the summary makes (to IAPD), its label escaped. */
export function link(label: string, url: string): Markdown {
  return markup(`[${inert(label)}](${url})`);
}

/** The summary's lines as the text of the pull request's description. */
export function markdownText(lines: Markdown[]): string {
  return `${lines.map((line) => line.markdown).join('\n')}\n`;
}
