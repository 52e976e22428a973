/**
 * What a brochure's Item 5 says about fees, as the parser reads it (lib/brochures/fee-schedule.ts). Every value
 * keeps the brochure's own words: `words` is the text of the value exactly as printed (after whitespace is
 * collapsed), `sentence` the sentence or table row it stands in, `page` the brochure's page. Nothing is shown
 * without them, and the content check (fee-check.ts) refuses a stored value whose words are not in its sentence.
 */

/** One page of a brochure's Item 5, as the PDF extraction gives it. */
export interface BrochurePage {
  page: number;
  text: string;
}

/** The brochure's words for something: the words themselves, the sentence (or table row) and the page. */
export interface SourceWords {
  words: string;
  sentence: string;
  page: number;
}

/** A number the brochure states, with its words. */
export interface Quoted<T> extends SourceWords {
  value: T;
}

/** How often a stated amount is charged. */
export type FeePeriod = 'year' | 'quarter' | 'month';

/**
 * How a tier's edges are written: a range ("$0 - $500,000"), "first $X", "next $X", "over $X" (also "$X+", "$X and
 * above"), "up to $X", or the rest of the account ("thereafter", "on the remainder"), which states no amount.
 */
export type BracketKind = 'range' | 'first' | 'next' | 'over' | 'up-to' | 'rest';

export interface Bracket extends SourceWords {
  kind: BracketKind;
  /** The amounts written in `words`, in order (none for `rest`, two for `range`). */
  amounts: Quoted<number>[];
}

export interface FeeTier {
  /** Where the tier starts and ends in dollars, derived from the brackets in order (`upTo` null: no end). */
  from: number;
  upTo: number | null;
  /** Null for a single rate on all assets ("0.85% of assets under management"). */
  bracket: Bracket | null;
  /** The annual rate in percent (1 = 1.00% a year); "75 bps" is 0.75. */
  ratePercent: Quoted<number>;
  /** A rate printed without its unit ("1.00") takes it from its column's heading ("Annual Fee (%)"), quoted here. */
  percentHeading?: SourceWords;
}

/**
 * Whether each rate applies to its slice of the account (marginal: "tiered", "blended", "on the next $500,000")
 * or the whole account at the rate of the tier it falls in ("breakpoint", "the entire account"). `one-rate`: a
 * single rate, where the two are the same. `unstated`: the brochure does not say, or says both.
 */
export type TierApplication =
  | { kind: 'marginal' | 'whole-account'; words: SourceWords }
  | { kind: 'one-rate' }
  | { kind: 'unstated'; why: 'no-words' | 'both-words'; words: SourceWords[] };

/** Flags shown beside a schedule, each with the brochure's words. */
export interface FeeFlags {
  /** The rate or fee is a ceiling ("up to 1.5%", "not to exceed"). */
  maximum?: SourceWords;
  /** The brochure says fees are negotiable. */
  negotiable?: SourceWords;
  /** A minimum fee ("a minimum annual fee of $2,500"), and how often it is charged. */
  minimumFee?: Quoted<number> & { per: FeePeriod };
}

/** The text a schedule was read from, per page: what a visitor sees when nothing else can be shown. */
export interface QuoteText {
  page: number;
  text: string;
}

export type ValidationProblem =
  | { code: 'rate-out-of-bounds'; rate: Quoted<number> }
  | { code: 'breakpoints-not-ascending'; bracket: Bracket }
  | { code: 'tiers-not-contiguous'; bracket: Bracket }
  | { code: 'not-in-quote'; words: string; page: number }
  | { code: 'words-do-not-state-value'; words: string; value: number };

export type QuoteOnlyReason =
  | { code: 'not-disclosed'; words: SourceWords }
  | { code: 'range'; unit: 'percent' | 'dollars'; low: Quoted<number>; high: Quoted<number> }
  | { code: 'several-rates'; rates: Quoted<number>[] }
  | { code: 'several-schedules'; count: number }
  | { code: 'several-fees'; fees: Quoted<number>[] }
  | { code: 'periodic-rate-only'; rate: Quoted<number> }
  | { code: 'invalid'; problem: ValidationProblem }
  | { code: 'no-schedule' };

interface ParsedBase {
  flags: FeeFlags;
  quote: QuoteText[];
}

export type FeeSchedule =
  | (ParsedBase & { kind: 'tiers'; tiers: FeeTier[]; application: TierApplication })
  | (ParsedBase & { kind: 'flat'; fee: Quoted<number>; per: FeePeriod })
  | (ParsedBase & { kind: 'hourly'; rate: Quoted<number> })
  | (ParsedBase & { kind: 'fixed-plan'; fee: Quoted<number> })
  | { kind: 'quote-only'; reason: QuoteOnlyReason; quote: QuoteText[] };

export type ParsedFeeSchedule = Exclude<FeeSchedule, { kind: 'quote-only' }>;
