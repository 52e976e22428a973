/**
 * How a brochure's fee schedule is shown (docs/decisions.md, "Fees from the brochures"): the quote clipped to what a
 * page can hold, whether a dollar figure may be shown at all, and the numbers the cost island gets.
 */
import { annualFee, type NoFigureReason } from './annual-fee';
import type { FeeSchedule, QuoteText } from './fee-schedule-types';

/** The quote shown when no schedule is: at most `max` characters, ended at a sentence where one ends late enough. */
const QUOTE_MAX_CHARS = 700;

export function clippedQuote(quote: QuoteText[], max = QUOTE_MAX_CHARS): { parts: QuoteText[]; clipped: boolean } {
  const parts: QuoteText[] = [];
  let left = max;
  for (const part of quote) {
    const text = part.text.replace(/\s+/g, ' ').trim();
    if (text === '') continue;
    if (text.length <= left) {
      parts.push({ page: part.page, text });
      left -= text.length;
      continue;
    }
    const cut = text.slice(0, left);
    const sentenceEnd = cut.search(/[.!?;:](?=\s)[^.!?;:]*$/);
    const wordEnd = cut.search(/\s\S*$/);
    const end = sentenceEnd > left / 2 ? sentenceEnd + 1 : wordEnd;
    if (end > 0) parts.push({ page: part.page, text: `${cut.slice(0, end).trimEnd()} …` });
    return { parts, clipped: true };
  }
  return { parts, clipped: false };
}

/** Why no dollar figure is shown for a schedule at any asset level, or null when the table may be shown. */
export function noFigureReason(schedule: FeeSchedule): NoFigureReason | null {
  const fee = annualFee(schedule, 1_000_000);
  if (fee.kind === 'fee') return null;
  return fee.why === 'below-first-tier' || fee.why === 'above-last-tier' ? null : fee.why;
}

/**
 * The schedule's numbers and flags only, for the cost island's props (its words stay in the page's HTML), as short
 * as the JSON can be, since they ride in the page: tiers as [from, up to, annual %], `marginal` (else the whole
 * account at its tier's rate), a flat fee a year, and the flags; a field that is false, zero or absent is left out.
 */
export interface CostNumbers {
  tiers?: [number, number | null, number][];
  marginal?: true;
  flatPerYear?: number;
  atMost?: true;
  negotiable?: true;
  /** The minimum fee a year, when one is stated. */
  minimumPerYear?: number;
}

const PER_YEAR = { year: 1, quarter: 4, month: 12 } as const;

/** Null where no figure may be shown (noFigureReason). */
export function costNumbers(schedule: FeeSchedule): CostNumbers | null {
  if (schedule.kind !== 'tiers' && schedule.kind !== 'flat') return null;
  const { maximum, negotiable, minimumFee } = schedule.flags;
  return {
    ...(schedule.kind === 'tiers'
      ? {
          tiers: schedule.tiers.map((tier): [number, number | null, number] => [
            tier.from,
            tier.upTo,
            tier.ratePercent.value,
          ]),
        }
      : { flatPerYear: schedule.fee.value * PER_YEAR[schedule.per] }),
    ...(schedule.kind === 'tiers' && schedule.application.kind === 'marginal' ? { marginal: true as const } : {}),
    ...(maximum === undefined ? {} : { atMost: true as const }),
    ...(negotiable === undefined ? {} : { negotiable: true as const }),
    ...(minimumFee ? { minimumPerYear: minimumFee.value * PER_YEAR[minimumFee.per] } : {}),
  };
}

/** The schedule annualFee reads, rebuilt from its numbers (in the browser): no words, so nothing of it is shown. */
export function scheduleOfNumbers(numbers: CostNumbers): FeeSchedule {
  const none = { words: '', sentence: '', page: 0 };
  const flags = {
    ...(numbers.atMost ? { maximum: none } : {}),
    ...(numbers.negotiable ? { negotiable: none } : {}),
    ...(numbers.minimumPerYear ? { minimumFee: { ...none, value: numbers.minimumPerYear, per: 'year' as const } } : {}),
  };
  if (numbers.flatPerYear !== undefined)
    return { kind: 'flat', fee: { ...none, value: numbers.flatPerYear }, per: 'year', flags, quote: [] };
  const tiers = (numbers.tiers ?? []).map(([from, upTo, rate]) => ({
    from,
    upTo,
    bracket: null,
    ratePercent: { ...none, value: rate },
  }));
  const application =
    tiers.length === 1
      ? { kind: 'one-rate' as const }
      : { kind: numbers.marginal ? ('marginal' as const) : ('whole-account' as const), words: none };
  return { kind: 'tiers', tiers, application, flags, quote: [] };
}
