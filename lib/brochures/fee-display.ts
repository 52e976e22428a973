/**
 * How a brochure's fee schedule is shown (docs/decisions.md, "Fees from the brochures"): a tier's assets band in
 * words, the quote clipped to what a page can hold, whether a dollar figure may be shown at all, and the schedule
 * the cost island gets (its numbers and flags only: the words stay in the page's HTML, beside the table).
 */
import { annualFee, type NoFigureReason } from './annual-fee';
import { formatDollarAmount } from './fee-format';
import type { FeeSchedule, FeeTier, QuoteText, SourceWords, TierApplication } from './fee-schedule-types';

export function bandWords(tier: FeeTier): string {
  if (tier.bracket === null) return 'All assets it manages';
  if (tier.upTo === null) return tier.from === 0 ? 'All assets' : `Over ${formatDollarAmount(tier.from)}`;
  return tier.from <= 1
    ? `Up to ${formatDollarAmount(tier.upTo)}`
    : `${formatDollarAmount(tier.from)} to ${formatDollarAmount(tier.upTo)}`;
}

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

const blank = (words: SourceWords): SourceWords => ({ words: '', sentence: '', page: words.page });

/** The schedule without its words, for the cost island's props: it computes and shows no number of its own words. */
export function costSchedule(schedule: FeeSchedule): FeeSchedule {
  if (schedule.kind !== 'tiers' && schedule.kind !== 'flat') return schedule;
  const { maximum, negotiable, minimumFee } = schedule.flags;
  const flags = {
    ...(maximum ? { maximum: blank(maximum) } : {}),
    ...(negotiable ? { negotiable: blank(negotiable) } : {}),
    ...(minimumFee ? { minimumFee: { ...minimumFee, ...blank(minimumFee) } } : {}),
  };
  if (schedule.kind === 'flat')
    return { ...schedule, flags, quote: [], fee: { ...schedule.fee, ...blank(schedule.fee) } };
  const tiers = schedule.tiers.map(({ from, upTo, ratePercent }) => ({
    from,
    upTo,
    bracket: null,
    ratePercent: { value: ratePercent.value, ...blank(ratePercent) },
  }));
  const { application } = schedule;
  // Marginal and whole-account differ in the sum: the kind is kept, its words left out.
  const kept: TierApplication =
    application.kind === 'marginal' || application.kind === 'whole-account'
      ? { kind: application.kind, words: blank(application.words) }
      : application.kind === 'unstated'
        ? { ...application, words: [] }
        : application;
  return { kind: 'tiers', tiers, application: kept, flags, quote: [] };
}
