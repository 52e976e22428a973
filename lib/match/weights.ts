import type { Compensation } from '../content/schemas';
import type { PayAnswer } from './options';

/**
 * Every weight of the match, and how each way of paying fits each fee basis: the numbers the
 * scoring uses and /match/ prints ("How the match works").
 */

/**
 * Every weight of the match, in points. The total is the firm's published score (0–10) times
 * `publishedScore`, plus the points for each answer it fits, minus `mayNotMeetMinimum` when the
 * visitor's range starts below the firm's asset minimum. Printed on /match/ ("How the match works").
 */
export const MATCH_WEIGHTS = {
  /** Per point of the published score out of 10 (so up to 30). */
  publishedScore: 3,
  /** The help wanted is one of the firm's listed specialties. */
  helpSpecialty: 20,
  /** The help wanted is only among the firm's listed services. */
  helpService: 10,
  /** The firm lists a specialty relevant to the visitor's employer or pension. */
  employer: 15,
  /** The firm charges the way the visitor prefers to pay. */
  payExact: 15,
  /** The firm's fee basis is a hybrid that includes the visitor's preferred way. */
  payPartial: 7,
  /** The firm has an office in the visitor's area. */
  area: 10,
  /** The visitor's situation is one of the firm's listed specialties. */
  specialSpecialty: 15,
  /** The visitor's situation is only among the firm's listed services. */
  specialService: 8,
  /** Subtracted when the visitor's range starts below the firm's asset minimum but reaches it. */
  mayNotMeetMinimum: 15,
} as const;

/** How each way of paying fits each fee basis: 'exact', 'partial' or nothing. */
export const PAY_FIT: Record<
  Exclude<PayAnswer, 'not-sure'>,
  Partial<Record<Compensation['basis'], 'exact' | 'partial'>>
> = {
  percent: { 'AUM-based': 'exact', Hybrid: 'partial' },
  flat: { 'Flat-fee': 'exact', Hybrid: 'partial' },
  // No listed firm bills by the hour alone; flat-fee and hybrid firms are the nearest.
  hourly: { 'Flat-fee': 'partial', Hybrid: 'partial' },
};

export const BASIS_WORDS: Record<Compensation['basis'], string> = {
  'AUM-based': 'a percentage of the assets it manages',
  Hybrid: 'a mix of fees (percentage of assets and planning fees)',
  'Flat-fee': 'a flat yearly fee',
};
