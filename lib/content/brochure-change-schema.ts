import { z } from 'zod';
import { isoDay } from './schema-primitives';

/**
 * What the last `npm run adv:brochures` changed in a firm's record (lib/brochures/brochure-change.ts): written with a
 * new brochure, dropped when a later run finds the same one. `month` is the newest archive month that run read, so
 * /advisers/changes/ shows the changes of the newest run only (a firm whose record was kept from an earlier run keeps
 * an older month).
 */
export const brochureChangeSchema = z
  .object({
    month: z.string().regex(/^\d{4}-\d{2}$/, 'must be a month, YYYY-MM'),
    /** The brochure it replaced; null when the firm had no brochure recorded. */
    previous: z
      .object({ id: z.string().regex(/^\d{1,12}$/), filed: isoDay })
      .strict()
      .nullable(),
    kinds: z.array(z.enum(['new-brochure', 'schedule', 'minimum'])).min(1),
  })
  .strict();
