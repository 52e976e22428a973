import { z } from 'zod';
import { isoDay, nonEmpty, webUrl } from './schema-primitives';

/**
 * Where a person read a fact: the page (its address) and the date printed on that source (a
 * brochure's or filing's date, or the day a rating page was read). Both are required: a value
 * without them is a value nobody recorded, and the site does not show it (PRODUCT.md, Trust).
 */
const recordedSourceSchema = z
  .object({
    url: webUrl.meta({ title: 'Source URL', description: 'The page the value was read on.' }),
    document: nonEmpty
      .optional()
      .meta({ title: 'Document', description: 'The named document, e.g. "Form ADV Part 2A brochure, Item 5".' }),
    date: isoDay.meta({
      title: 'Source date',
      description:
        'The date printed on the source (a brochure’s or filing’s date); for a rating page, the day you read it.',
    }),
  })
  .strict()
  .meta({ title: 'Source', description: 'Where the value was read: the page’s address and the source’s date.' });
export type FactSource = z.infer<typeof recordedSourceSchema>;

/** The regulator's data file a Form ADV fact was imported from (`npm run adv:import`). */
const dataFileSchema = z
  .object({
    name: nonEmpty.meta({ title: 'Data file', description: 'The SEC feed’s file name.' }),
    date: isoDay.meta({ title: 'Data file date', description: 'The date of the SEC feed.' }),
  })
  .strict()
  .meta({ title: 'SEC data file' });
export type AdvDataFile = z.infer<typeof dataFileSchema>;

/** Why a fact has no value: nobody has recorded it yet, or the firm does not publish it. */
export const UNRECORDED_REASONS = ['not-yet-recorded', 'not-published'] as const;
export type UnrecordedReason = (typeof UNRECORDED_REASONS)[number];

const note = nonEmpty
  .optional()
  .meta({ title: 'Note', description: 'A short remark shown with the fact, e.g. "amount not published".' });

/**
 * A fact about a real business with its provenance, in one of three states (`origin`):
 * - `person`: a value a person read on a dated, addressed source. `verified` is true only once a
 *   named person (`checkedBy`) compared it with the source on a given day (`checked`); until then
 *   the site marks it † and says "Not yet checked", and a production build refuses it.
 * - `form-adv`: copied from the SEC's Form ADV data by `npm run adv:import`, with the filing date as
 *   the source date and the data file it came from. It needs no check by a person: it is the
 *   regulator's record, and a production build refuses it once the data file is over 90 days old.
 * - `none`: no value (`value: null`) and why; the site shows "Not yet recorded" in its place. "Not
 *   published by the firm" is itself a finding, so it records the source where it was looked for.
 */
export function sourced<T extends z.ZodType>(value: T) {
  const verified = z.boolean().meta({
    title: 'Verified',
    description:
      'Tick only after you compared the value with the source yourself, then fill in "Checked on" and "Checked by". Until then the site shows "Not yet checked".',
  });
  const byPerson = z
    .object({
      origin: z.literal('person'),
      value,
      source: recordedSourceSchema,
      verified,
      /** The day a named person checked the value against the source; only with verified: true. */
      checked: isoDay
        .optional()
        .meta({ title: 'Checked on', description: 'The day you compared the value with the source.' }),
      /** Who did that check (a real person's name). */
      checkedBy: nonEmpty.optional().meta({ title: 'Checked by', description: 'Your name, as the site shows it.' }),
      note,
    })
    .strict()
    .meta({ title: 'Recorded by a person' });
  const fromFormAdv = z
    .object({
      origin: z.literal('form-adv'),
      value,
      source: recordedSourceSchema,
      dataFile: dataFileSchema,
      note,
    })
    .strict()
    .meta({ title: 'From Form ADV (written by the import)' });
  const notRecorded = z
    .object({
      origin: z.literal('none'),
      value: z.null().default(null),
      reason: z.enum(UNRECORDED_REASONS).meta({
        title: 'Why there is no value',
        description:
          '"not-yet-recorded" until you find it; "not-published" when you looked and the firm does not publish it (then give the source you looked at).',
      }),
      source: recordedSourceSchema.optional(),
      note,
    })
    .strict()
    .meta({ title: 'Not recorded' });
  return z.discriminatedUnion('origin', [
    byPerson.superRefine((fact, context) => {
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
    }),
    fromFormAdv,
    notRecorded.superRefine((fact, context) => {
      if (fact.reason === 'not-published' && fact.source === undefined)
        context.addIssue({
          code: 'custom',
          path: ['source'],
          message: 'is missing: "not-published" needs the source where you looked (its URL and date)',
        });
    }),
  ]);
}

interface FactByPerson<T> {
  origin: 'person';
  value: T;
  source: FactSource;
  verified: boolean;
  checked?: string | undefined;
  checkedBy?: string | undefined;
  note?: string | undefined;
}
interface FactFromFormAdv<T> {
  origin: 'form-adv';
  value: T;
  source: FactSource;
  dataFile: AdvDataFile;
  note?: string | undefined;
}
interface FactNotRecorded {
  origin: 'none';
  value: null;
  reason: UnrecordedReason;
  source?: FactSource | undefined;
  note?: string | undefined;
}
export type Sourced<T> = FactByPerson<T> | FactFromFormAdv<T> | FactNotRecorded;
/** A fact that has a value, by a person or from Form ADV. */
export type RecordedFact<T> = FactByPerson<T> | FactFromFormAdv<T>;
