/**
 * What a visitor reads for each flag of a schedule and for each reason there is no dollar figure: plain sentences
 * the page shows beside the brochure's own words. One place, so the roster pages and profiles say the same.
 */

import type { NoFigureReason } from './annual-fee';
import type { FeeSchedule, QuoteOnlyReason, TierApplication } from './fee-schedule-types';
import { formatDollarAmount, formatRate } from './fee-format';

export function applicationWords(application: TierApplication): string {
  switch (application.kind) {
    case 'marginal':
      return 'Each rate applies to its own slice of the account, like tax brackets.';
    case 'whole-account':
      return 'The whole account is charged the rate of the tier it falls in.';
    case 'one-rate':
      return 'One rate on all the assets it manages.';
    case 'unstated':
      return application.why === 'both-words'
        ? 'The brochure uses words for both ways tiers can apply, so which one it means is unclear.'
        : 'The brochure does not say whether each rate applies to its own slice or to the whole account.';
  }
}

/** The flags of a parsed schedule, each as a sentence, in a fixed order. */
export function flagWords(schedule: FeeSchedule): string[] {
  if (schedule.kind === 'quote-only') return [];
  const { flags } = schedule;
  const words: string[] = [];
  if (flags.maximum !== undefined) words.push('The brochure gives this as a maximum: the fee may be lower.');
  if (flags.negotiable !== undefined) words.push('The brochure says fees are negotiable.');
  if (flags.minimumFee !== undefined)
    words.push(`A minimum fee of ${formatDollarAmount(flags.minimumFee.value)} a ${flags.minimumFee.per}.`);
  return words;
}

export function noFigureWords(why: NoFigureReason): string {
  const words: Record<NoFigureReason, string> = {
    'quote-only': 'The brochure’s fee could not be read as a schedule; its own words are quoted.',
    'tiers-unstated':
      'The brochure does not say whether its rates apply to each slice or to the whole account, so no figure is computed.',
    hourly: 'The fee is hourly: what it costs depends on the hours.',
    'fixed-plan': 'The fee is a fixed price for a plan, not a yearly fee on assets.',
    'below-first-tier': 'Your assets are below the lowest amount the schedule covers.',
    'above-last-tier': 'Your assets are above the highest amount the schedule covers.',
    'no-assets': 'Enter an amount of assets to see a fee.',
  };
  return words[why];
}

export function quoteOnlyWords(reason: QuoteOnlyReason): string {
  switch (reason.code) {
    case 'not-disclosed':
      return 'The brochure does not state the fee; it refers to other documents.';
    case 'range': {
      const show = reason.unit === 'percent' ? formatRate : formatDollarAmount;
      return `The brochure gives a range (${show(reason.low.value)} to ${show(reason.high.value)}), not one fee.`;
    }
    case 'several-rates':
      return 'The brochure states several rates without a schedule that ties them to amounts.';
    case 'several-schedules':
      return `The brochure gives ${reason.count} fee schedules (for different services or accounts); its own words are quoted.`;
    case 'several-fees':
      return 'The brochure states several fees for different services.';
    case 'periodic-rate-only':
      return 'The brochure states a rate per quarter or month, not a yearly rate.';
    case 'invalid':
      return 'The numbers read from the brochure did not pass the checks, so only its words are shown.';
    case 'no-schedule':
      return 'No fee schedule was found in the brochure’s fee section.';
  }
}
