import { z } from 'zod';
import { isoDay, nonEmpty, webUrl } from './schema-primitives';

/** Where a fact was read: a web page and/or a named document, with that source's own date if it has one. */
const factSourceSchema = z
  .object({
    url: webUrl.optional().meta({ title: 'Source URL', description: 'The page the value was read on.' }),
    document: nonEmpty
      .optional()
      .meta({ title: 'Document', description: 'The named document, e.g. "Form ADV Part 2A brochure, Item 5".' }),
    /** The date printed on the source itself (a brochure's date, a filing date), not the day it was read. */
    date: isoDay.optional().meta({
      title: 'Source date',
      description: 'The date printed on the source (a brochure’s or filing’s date), not the day you read it.',
    }),
  })
  .strict()
  .refine((source) => source.url !== undefined || source.document !== undefined, 'needs a url or a document name')
  .meta({ title: 'Source', description: 'Where the value was read: a URL, a named document, or both.' });
export type FactSource = z.infer<typeof factSourceSchema>;

/**
 * A fact about a real business with its provenance: the value and where it was read. `verified`
 * is true only once a named person (`checkedBy`) compared it with the source on a given day
 * (`checked`); until then the site says "Not yet checked" and records no date, because a date
 * would say a check happened. A production build refuses unverified facts.
 */
export function sourced<T extends z.ZodType>(value: T) {
  return z
    .object({
      value,
      source: factSourceSchema,
      verified: z.boolean().meta({
        title: 'Verified',
        description:
          'Tick only after you compared the value with the source yourself, then fill in "Checked on" and "Checked by". Until then the site shows "Not yet checked".',
      }),
      /** The day a named person checked the value against the source; only with verified: true. */
      checked: isoDay
        .optional()
        .meta({ title: 'Checked on', description: 'The day you compared the value with the source.' }),
      /** Who did that check (a real person's name). */
      checkedBy: nonEmpty.optional().meta({ title: 'Checked by', description: 'Your name, as the site shows it.' }),
      /** A plain remark shown with the fact, e.g. "amount not published". */
      note: nonEmpty
        .optional()
        .meta({ title: 'Note', description: 'A short remark shown with the fact, e.g. "amount not published".' }),
    })
    .strict()
    .superRefine((fact, context) => {
      for (const field of ['checked', 'checkedBy'] as const) {
        if (fact.verified && fact[field] === undefined) {
          context.addIssue({
            code: 'custom',
            path: [field],
            message: `is missing: a verified fact records ${field === 'checked' ? 'the day it was checked' : 'who checked it'}`,
          });
        }
        if (!fact.verified && fact[field] !== undefined) {
          context.addIssue({
            code: 'custom',
            path: [field],
            message: 'is set although verified is false: remove it, or set verified: true once the check is done',
          });
        }
      }
    });
}
export interface Sourced<T> {
  value: T;
  source: FactSource;
  verified: boolean;
  checked?: string | undefined;
  checkedBy?: string | undefined;
  note?: string | undefined;
}
