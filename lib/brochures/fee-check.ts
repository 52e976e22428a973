/**
 * The checks a schedule must pass to be shown as numbers, used by the parser and by the content check (a stored
 * or hand-confirmed schedule is refused when one fails): every number's words are in its sentence and state that
 * number, every sentence is in the quote of its page, annual rates lie within 0.05–3%, and the tiers' edges follow
 * from their brackets in ascending order.
 */

import type { FeeSchedule, Quoted, QuoteText, SourceWords, ValidationProblem } from './fee-schedule-types';
import { collapseSpaces } from './fee-text';
import { headedRateValue, moneyValue, rateValue } from './fee-numbers';
import { tierEdges } from './tier-edges';

/** Annual rates outside these bounds (in percent) are read as a misreading, not as a fee. */
const RATE_BOUNDS = { lowest: 0.05, highest: 3 } as const;

function flat(text: string): string {
  return collapseSpaces(text).replace(/\s+/g, ' ');
}

function inQuote(quote: QuoteText[], source: SourceWords): boolean {
  return quote.some((part) => part.page === source.page && flat(part.text).includes(flat(source.sentence)));
}

function sourceProblem(quote: QuoteText[], source: SourceWords): ValidationProblem | null {
  if (!flat(source.sentence).includes(flat(source.words)) || !inQuote(quote, source))
    return { code: 'not-in-quote', words: source.words, page: source.page };
  return null;
}

function numberProblem(
  quote: QuoteText[],
  value: Quoted<number>,
  read: (words: string) => number | null,
): ValidationProblem | null {
  const source = sourceProblem(quote, value);
  if (source !== null) return source;
  return read(value.words) === value.value
    ? null
    : { code: 'words-do-not-state-value', words: value.words, value: value.value };
}

function tierProblems(schedule: Extract<FeeSchedule, { kind: 'tiers' }>): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  for (const tier of schedule.tiers) {
    const rate = tier.ratePercent;
    const heading = tier.percentHeading;
    // A bare "1.00" is a rate only under a quoted heading that names the unit ("Annual Fee (%)").
    const read = heading === undefined ? rateValue : headedRateValue;
    problems.push(...[numberProblem(schedule.quote, rate, read)].filter((problem) => problem !== null));
    if (heading !== undefined) {
      const noUnit: ValidationProblem = { code: 'not-in-quote', words: heading.words, page: heading.page };
      const unit = /%|percent/i.test(heading.words) ? sourceProblem(schedule.quote, heading) : noUnit;
      if (unit !== null) problems.push(unit);
    }
    if (!(rate.value >= RATE_BOUNDS.lowest && rate.value <= RATE_BOUNDS.highest))
      problems.push({ code: 'rate-out-of-bounds', rate });
    for (const amount of tier.bracket?.amounts ?? []) {
      const problem = numberProblem(schedule.quote, amount, moneyValue);
      if (problem !== null) problems.push(problem);
    }
  }
  const { application } = schedule;
  const applied =
    application.kind === 'marginal' || application.kind === 'whole-account'
      ? sourceProblem(schedule.quote, application.words)
      : null;
  if (applied !== null) problems.push(applied);
  const brackets = schedule.tiers.map((tier) => tier.bracket);
  if (brackets.length === 1 && brackets[0] === null) {
    const [tier] = schedule.tiers;
    if (tier !== undefined && (tier.from !== 0 || tier.upTo !== null))
      problems.push({ code: 'not-in-quote', words: tier.ratePercent.words, page: tier.ratePercent.page });
    return problems;
  }
  const written = brackets.filter((bracket) => bracket !== null);
  if (written.length !== brackets.length)
    return [
      ...problems,
      { code: 'not-in-quote', words: 'a tier without its bracket', page: schedule.quote[0]?.page ?? 0 },
    ];
  const edges = tierEdges(
    written.map(({ kind, amounts }) => ({ kind, amounts: amounts.map((amount) => amount.value) })),
  );
  if (!Array.isArray(edges)) {
    const bracket = written[edges.index];
    if (bracket !== undefined) problems.push({ code: edges.code, bracket });
    return problems;
  }
  schedule.tiers.forEach((tier, index) => {
    const edge = edges[index];
    if (tier.bracket !== null && (edge === undefined || edge.from !== tier.from || edge.upTo !== tier.upTo))
      problems.push({ code: 'breakpoints-not-ascending', bracket: tier.bracket });
  });
  return problems;
}

/**
 * Every problem of a schedule (none: it may be shown as numbers). The content check runs this on every stored
 * schedule, parsed or confirmed by a person, and refuses one with a problem.
 */
export function checkFeeSchedule(schedule: FeeSchedule): ValidationProblem[] {
  if (schedule.kind === 'quote-only') return [];
  const problems: ValidationProblem[] = [];
  const amounts: Quoted<number>[] = [];
  if (schedule.kind === 'tiers') problems.push(...tierProblems(schedule));
  else if (schedule.kind === 'hourly') amounts.push(schedule.rate);
  else amounts.push(schedule.fee);
  if (schedule.flags.minimumFee !== undefined) amounts.push(schedule.flags.minimumFee);
  for (const amount of amounts) {
    const problem = numberProblem(schedule.quote, amount, moneyValue);
    if (problem !== null) problems.push(problem);
  }
  for (const words of [schedule.flags.maximum, schedule.flags.negotiable]) {
    const problem = words === undefined ? null : sourceProblem(schedule.quote, words);
    if (problem !== null) problems.push(problem);
  }
  return problems;
}
