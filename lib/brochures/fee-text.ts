/**
 * Item 5's pages as one text with page offsets, so a schedule may cross a page break while every value still
 * names its page. Whitespace runs within a line are collapsed (PDF extraction pads table columns with spaces);
 * nothing else of the brochure's words is changed, so a quoted number is the printed one.
 */

import type { BrochurePage, QuoteText, SourceWords } from './fee-schedule-types';

interface PageSpan {
  page: number;
  start: number;
  end: number;
}

export interface BrochureText {
  text: string;
  pages: PageSpan[];
}

/** Between pages: a paragraph break, so no sentence runs from one page into the next. */
const PAGE_JOIN = '\n\n';
/** A sentence longer than this is cut to its line: a table without full stops would otherwise be one sentence. */
const LONGEST_SENTENCE = 320;

export function collapseSpaces(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0\u2007\u202f]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function brochureText(pages: BrochurePage[]): BrochureText {
  const spans: PageSpan[] = [];
  let text = '';
  for (const { page, text: raw } of pages) {
    const pageText = collapseSpaces(raw);
    if (pageText === '') continue;
    if (text !== '') text += PAGE_JOIN;
    spans.push({ page, start: text.length, end: text.length + pageText.length });
    text += pageText;
  }
  return { text, pages: spans };
}

function spanAt(doc: BrochureText, offset: number): PageSpan {
  const span = doc.pages.find((candidate) => offset >= candidate.start && offset <= candidate.end) ?? doc.pages[0];
  if (span === undefined) throw new Error('a brochure text without pages has no offsets');
  return span;
}

/**
 * A full stop, question or exclamation mark before whitespace (not the one in "1.00%"), or a blank line. A sentence
 * is looked for at most LONGEST_SENTENCE characters either side; past that the line stands for it (and the scan
 * stays linear in the number of values, however long a page without full stops is).
 */
function sentenceBounds(text: string, start: number, end: number, floor: number, ceiling: number): [number, number] {
  const low = Math.max(floor, start - LONGEST_SENTENCE);
  let from = start;
  while (from > low) {
    const previous = text.charAt(from - 1);
    if (
      /\s/.test(previous) &&
      (/[.!?]/.test(text.charAt(from - 2)) || (previous === '\n' && text.charAt(from - 2) === '\n'))
    )
      break;
    from -= 1;
  }
  if (from === low && low > floor) from = Math.max(floor, text.lastIndexOf('\n', start - 1) + 1);
  const high = Math.min(ceiling, end + LONGEST_SENTENCE);
  let to = end;
  let ended = false;
  while (to < high && !ended) {
    ended =
      (/[.!?]/.test(text.charAt(to)) && (to + 1 >= ceiling || /\s/.test(text.charAt(to + 1)))) ||
      text.startsWith('\n\n', to);
    if (!ended || text.charAt(to) !== '\n') to += 1;
  }
  if (!ended && to === high && high < ceiling) {
    const next = text.indexOf('\n', end);
    to = next === -1 || next > ceiling ? ceiling : next;
  }
  return [from, to];
}

function lineBounds(text: string, start: number, end: number, floor: number, ceiling: number): [number, number] {
  const from = Math.max(floor, text.lastIndexOf('\n', start - 1) + 1);
  const next = text.indexOf('\n', end);
  return [from, next === -1 || next > ceiling ? ceiling : next];
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/**
 * The sentence around [start, end): the line instead when the line holds a table row (a short line of few words
 * with more than the value on it, and no full stop) or when the sentence is too long to read as one.
 */
export function sentenceAround(doc: BrochureText, start: number, end: number): { sentence: string; page: number } {
  const span = spanAt(doc, start);
  const [lineFrom, lineTo] = lineBounds(doc.text, start, end, span.start, span.end);
  const line = doc.text.slice(lineFrom, lineTo);
  const wordCount = line.match(/[a-z]{2,}/gi)?.length ?? 0;
  const isRow = line.length <= 100 && wordCount <= 6 && !/[.!?](\s|$)/.test(line) && line.length > end - start + 3;
  const [from, to] = isRow ? [lineFrom, lineTo] : sentenceBounds(doc.text, start, end, span.start, span.end);
  const chosen = to - from > LONGEST_SENTENCE ? [lineFrom, lineTo] : [from, to];
  return { sentence: oneLine(doc.text.slice(chosen[0], chosen[1])), page: span.page };
}

export function wordsAt(doc: BrochureText, start: number, end: number): SourceWords {
  return { words: oneLine(doc.text.slice(start, end)), ...sentenceAround(doc, start, end) };
}

/** The text from the sentence holding `start` to the one holding `end`, split by page. */
export function quoteBetween(doc: BrochureText, start: number, end: number): QuoteText[] {
  const quote: QuoteText[] = [];
  for (const span of doc.pages) {
    if (span.end < start || span.start > end) continue;
    const [from] = sentenceBounds(
      doc.text,
      Math.max(start, span.start),
      Math.max(start, span.start),
      span.start,
      span.end,
    );
    const [, to] = sentenceBounds(doc.text, Math.min(end, span.end), Math.min(end, span.end), span.start, span.end);
    const text = doc.text.slice(from, to).trim();
    if (text !== '') quote.push({ page: span.page, text });
  }
  return quote;
}

/** At most this many characters of Item 5 stand as the quote when no schedule could be read. */
const QUOTE_ONLY_LENGTH = 1200;

/** The sentences that name a fee (a rate or an amount), else the opening of Item 5: the quote a visitor reads. */
export function feeSentences(doc: BrochureText): QuoteText[] {
  const quote: QuoteText[] = [];
  let length = 0;
  for (const span of doc.pages) {
    const pageText = doc.text.slice(span.start, span.end);
    const sentences = pageText
      .split(/(?<=[.!?])\s+|\n\n/)
      .filter((sentence) => /\d\s?%|\$\s?\d|basis points|bps|not disclosed|governing documents/i.test(sentence));
    const kept: string[] = [];
    for (const sentence of sentences) {
      if (length + sentence.length > QUOTE_ONLY_LENGTH) break;
      kept.push(sentence.trim());
      length += sentence.length;
    }
    if (kept.length > 0) quote.push({ page: span.page, text: kept.join(' ') });
  }
  const first = doc.pages[0];
  if (quote.length === 0 && first !== undefined)
    quote.push({
      page: first.page,
      text: doc.text.slice(first.start, Math.min(first.end, first.start + QUOTE_ONLY_LENGTH)),
    });
  return quote;
}
