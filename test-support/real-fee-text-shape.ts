/** The shape of a real fee text (real-fee-texts.ts), apart from the texts. */

import type { BrochurePage } from '@/lib/brochures/fee-schedule-types';
import type { ExpectedReading } from './fee-schedule-corpus-shape';

export interface RealFeeText {
  name: string;
  /** The public page the text was read on. */
  url: string;
  /** When it was read (YYYY-MM-DD). */
  seen: string;
  /**
   * The passage exactly as the page shows it, trimmed to the fee part. A long line is continued with a backslash at
   * its end (a template literal's line continuation, which adds nothing to the text).
   */
  text: string;
  reader: RealReading;
}

/** A parsed reading as the corpus writes it, or the quote alone and, in words, why a reader gives no numbers. */
export type RealReading = Exclude<ExpectedReading, { kind: 'quote-only' }> | { kind: 'quote-only'; why: string };

/** A web page is one page: the parser's sentences and quotes keep page 1. */
export function realPages(entry: RealFeeText): BrochurePage[] {
  return [{ page: 1, text: entry.text }];
}
