/**
 * Reading one written number ("$1,000,000", "$1.5 million", "1.00%", "75 bps") and the words on either side of it.
 * The content check reads a stored value's words with the same functions, so a value and its words cannot drift.
 */

import type { FeePeriod } from './fee-schedule-types';

export interface NumberSpan {
  value: number;
  start: number;
  end: number;
}

const SUFFIX: Record<string, number> = { million: 1e6, mm: 1e6, m: 1e6, k: 1e3, thousand: 1e3 };

/** The dollar value of a written amount ("$1,000,000", "$1.5 million", "$500K"); null when it is not one. */
export function moneyValue(words: string): number | null {
  const match = /^\$?\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:\s?(million|mm|m|k|thousand)\b)?\+?$/i.exec(words.trim());
  if (match === null) return null;
  const whole = Number(`${(match[1] ?? '').replace(/,/g, '')}${match[2] ?? ''}`);
  return Math.round(whole * (SUFFIX[(match[3] ?? '').toLowerCase()] ?? 1) * 100) / 100;
}

/** A bare rate ("1.00") in a column whose heading gives the unit ("Annual Fee (%)"); null when it is not one. */
export function headedRateValue(words: string): number | null {
  return /^\d?\.\d{1,4}$/.test(words.trim()) ? Number(words.trim()) : null;
}

/** The annual percent a written rate states ("1.00%", "75 bps", "1 percent"); null when it is not one. */
export function rateValue(words: string): number | null {
  const match = /^(\d{1,3}(?:\.\d+)?|\.\d+)\s?(%|percent|per cent|bps|basis points?)$/i.exec(words.trim());
  if (match === null) return null;
  const value = Number(match[1]);
  return /^b/i.test(match[2] ?? '') ? Number((value / 100).toFixed(6)) : value;
}

/** The words before an offset, back to a blank line at most: prose wraps mid-sentence ("between\n$1,000,001"). */
export function lineBefore(text: string, start: number, length = 40): string {
  const blank = text.lastIndexOf('\n\n', start - 1);
  const from = Math.max(0, start - length, blank === -1 ? 0 : blank + 2);
  return text.slice(from, start).replace(/\n/g, ' ').toLowerCase();
}

export function lineAfter(text: string, end: number, length = 40): string {
  const next = text.indexOf('\n', end);
  return text.slice(end, Math.min(end + length, next === -1 ? text.length : next)).toLowerCase();
}

export function periodOf(before: string, after: string): FeePeriod {
  if (/^\s*(per|a|each|every)\s+(calendar\s+)?quarter\b|^\s*quarterly\b(?!\s*in\s*(advance|arrears))/.test(after))
    return 'quarter';
  if (/quarterly (fee|rate)( of| is)?\s*$/.test(before)) return 'quarter';
  if (/^\s*(per|a|each|every)\s+month\b|^\s*monthly\b(?!\s*in\s*(advance|arrears))/.test(after)) return 'month';
  if (/monthly (fee|rate)( of| is)?\s*$/.test(before)) return 'month';
  return 'year';
}

/** Dashes as brochures print them, Unicode's hyphen (U+2010, "$0 ‐ $1,000,000") and minus sign among them. */
export const DASH = '[-‐‑–—−]';
