import { ITEM5_MAX_CHARS } from '@/lib/content/brochure-schema';

/**
 * Items 5 and 7 of a Part 2A brochure, found by the headings the form mandates (docs/decisions.md). A heading is a
 * line that starts with "Item 5" then "Fees and/& Compensation" (or "Item 7" … "Types of Clients"), whatever the case
 * and the punctuation between ("ITEM 5 – FEES AND COMPENSATION", "Item 5: Fees & Compensation", "Item 5" alone on its
 * line with the title on the next). Its section runs to the next line starting with another Item's number. A table of
 * contents lists the headings first with nothing but dot leaders and page numbers between them: the section used is
 * the first whose text holds at least MIN_BODY_WORDS words, i.e. the later, real one.
 */
export interface Line {
  page: number;
  text: string;
}

export interface Section {
  /** The page its heading is on. */
  page: number;
  /** Its lines after the heading. */
  lines: Line[];
}

// Low enough for a one-sentence Item 7; a table of contents has none between its entries (a page footer: one or two).
const MIN_BODY_WORDS = 4;
const TITLES = { 5: /^fees\s*(?:and|&)\s*compensation\b/i, 7: /^types\s*of\s*clients?\b/i } as const;
const ITEM_START = /^item\s*(\d{1,2})\b\s*[-–—:.)]*\s*/i;

export function pageLines(pages: readonly (readonly string[])[]): Line[] {
  return pages.flatMap((lines, index) => lines.map((text) => ({ page: index + 1, text })));
}

/** The length of the heading of Item `item` starting `lines[at]`, in lines (1 or 2), or 0 when it is none. */
function headingAt(lines: readonly Line[], at: number, item: 5 | 7): number {
  const start = ITEM_START.exec(lines[at]?.text ?? '');
  if (start === null || Number(start[1]) !== item) return 0;
  const rest = (lines[at]?.text ?? '').slice(start[0].length);
  if (TITLES[item].test(rest)) return 1;
  return rest === '' && TITLES[item].test(lines[at + 1]?.text ?? '') ? 2 : 0;
}

const bodyWords = (lines: readonly Line[]) =>
  lines.flatMap((line) => line.text.replace(/\.{2,}|…+/g, ' ').split(/\s+/)).filter((word) => /[a-z]{2,}/i.test(word))
    .length;

export function findSection(lines: readonly Line[], item: 5 | 7): Section | null {
  for (let at = 0; at < lines.length; at += 1) {
    const heading = headingAt(lines, at, item);
    if (heading === 0) continue;
    const body: Line[] = [];
    for (const line of lines.slice(at + heading)) {
      const next = ITEM_START.exec(line.text);
      if (next !== null && Number(next[1]) !== item) break;
      body.push(line);
    }
    if (bodyWords(body) >= MIN_BODY_WORDS) return { page: lines[at]?.page ?? 1, lines: body };
  }
  return null;
}

/** A section's text page by page, lines kept as lines, cut at a word so that all pages hold `max` characters at most. */
export function sectionPages(section: Section, max = ITEM5_MAX_CHARS): { pages: Line[]; truncated: boolean } {
  const pages: Line[] = [];
  for (const line of section.lines) {
    const last = pages.at(-1);
    if (last?.page === line.page) last.text += `\n${line.text}`;
    else pages.push({ page: line.page, text: line.text });
  }
  let left = max;
  const kept: Line[] = [];
  for (const entry of pages) {
    const text = entry.text.trim();
    if (text === '') continue;
    if (text.length <= left) {
      kept.push({ page: entry.page, text });
      left -= text.length;
      continue;
    }
    const cut = text.slice(0, left);
    const space = cut.search(/\s\S*$/);
    const clipped = (space > 0 ? cut.slice(0, space) : '').trimEnd();
    if (clipped !== '') kept.push({ page: entry.page, text: clipped });
    return { pages: kept, truncated: true };
  }
  return { pages: kept, truncated: false };
}

const MONEY = /\$\s?\d/;
const STATES_NONE =
  /\bno\s+(?:stated\s+|account\s+|set\s+)?minimum|\bnot\s+(?:impose|require|have)\s+(?:an?\s+)?(?:\w+\s+){0,3}minimum/i;
const MAX_SENTENCES = 5;
const MAX_SENTENCE_CHARS = 600;

/** The sentences of a section that state a minimum: "minimum" with a dollar amount, or that there is none. */
export function minimumSentences(section: Section): { page: number; text: string }[] {
  let joined = '';
  const starts: { offset: number; page: number }[] = [];
  for (const line of section.lines) {
    starts.push({ offset: joined.length, page: line.page });
    joined += `${line.text} `;
  }
  const found: { page: number; text: string }[] = [];
  for (const match of joined.matchAll(/\S(?:[^.!?]|[.!?](?!\s))*(?:[.!?]|$)/g)) {
    const text = match[0].trim();
    const stating = (/minimum/i.test(text) && MONEY.test(text)) || STATES_NONE.test(text);
    if (!stating || text.length > MAX_SENTENCE_CHARS) continue;
    const page = starts.filter((start) => start.offset <= match.index).at(-1)?.page ?? section.page;
    found.push({ page, text });
    if (found.length === MAX_SENTENCES) break;
  }
  return found;
}
