import { z } from 'zod';
import { isoDay, nonEmpty } from './schema-primitives';

/**
 * content/adv-data-files.json: the SEC data files that the Form ADV facts in content/firms/ were
 * imported from, written by `npm run adv:import`. The SEC keeps each file only about eight days, so
 * this is how anyone can later tell which file a fact came from: its name, the date in it (`GenOn`),
 * its size, its SHA-256 and its number of firms, as the import read it. Not edited by hand.
 */
export const ADV_ARCHIVE_FILE = 'adv-data-files.json';

export const advArchivedFileSchema = z
  .object({
    name: nonEmpty,
    feed: z.enum(['sec', 'state']),
    /** The date facts cite: the root's GenOn, else the date in the file name. */
    date: isoDay,
    /** The root's GenOn, null when the file does not carry it. */
    generatedOn: isoDay.nullable(),
    bytes: z.number().int().positive(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 in lower-case hex'),
    /** How many firms it held: the next import refuses a feed of its kind with over 10% fewer (scripts/adv/import/feed-guards.ts). */
    firms: z.number().int().nonnegative(),
  })
  .strict();
export type AdvArchivedFile = z.infer<typeof advArchivedFileSchema>;

export const advArchiveSchema = z.object({ files: z.array(advArchivedFileSchema) }).strict();
