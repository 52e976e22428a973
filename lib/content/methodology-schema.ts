import { z } from 'zod';
import { isoDay, nonEmpty } from './schema-primitives';

/**
 * The criteria the ranking code knows how to score (lib/firms/criteria-scores.ts): each is derived from named
 * sourced facts, so content/methodology.json can word and weigh them but not invent new ones.
 */
export const CRITERION_IDS = [
  'client-reviews',
  'fiduciary-scope',
  'independence',
  'regulatory-record',
  'fee-transparency',
  'local-presence',
] as const;
export type CriterionId = (typeof CRITERION_IDS)[number];

/**
 * content/methodology.json: the published method, the one explanation of how firms are listed and
 * ordered. Weights are whole percentages that must add up to 100 (checked in validate.ts).
 */
export const methodologySchema = z
  .object({
    /** The day the method itself last changed. */
    updated: isoDay,
    reviewCadence: nonEmpty,
    /** How firms get on the list and how they are ordered, in a few plain sentences (home, about, lists). */
    howListed: z.array(nonEmpty).min(2).max(6),
    intro: nonEmpty,
    criteria: z
      .array(
        z
          .object({
            id: z.enum(CRITERION_IDS, { error: `must be one of: ${CRITERION_IDS.join(', ')}` }),
            label: nonEmpty,
            weight: z.number().int().min(1).max(100),
            /** The scoring rule in words; lib/firms/criteria-scores.ts implements it. */
            description: nonEmpty,
          })
          .strict(),
      )
      .min(2),
    /** What a criterion scores when its facts are not yet checked. */
    noDataRule: nonEmpty,
    tieBreak: nonEmpty,
    topRated: z.object({ minStars: z.number().min(1).max(5), minReviews: z.number().int().min(0) }).strict(),
  })
  .strict();
export type Methodology = z.infer<typeof methodologySchema>;
export type Criterion = Methodology['criteria'][number];
