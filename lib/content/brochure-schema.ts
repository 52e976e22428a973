import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { readJsonEntry } from './read';
import type { IssueCollector } from './report';
import { isoDay, nonEmpty } from './schema-primitives';
import { brochureChangeSchema } from './brochure-change-schema';

/**
 * content/adv-brochures/{crd}.json: one firm's Form ADV Part 2A brochure as `npm run adv:brochures`
 * (scripts/adv/brochures.ts) read it from the SEC's monthly brochure archives: which PDF it was (its id, date,
 * archive, SHA-256 and size: the PDF itself stays out of the repository and is kept with the workflow run), and
 * the words the site may quote from it, each with its page. Regulator data: not edited by hand or in the CMS.
 */
export const BROCHURE_DIR = 'adv-brochures';

/** Item 5's text is kept up to this many characters over all its pages; `truncated` says when the brochure says more. */
export const ITEM5_MAX_CHARS = 8000;

const page = z.number().int().positive();

/** A sentence quoted from the brochure, with the page it starts on and the Item it stands in. */
const quotedSentenceSchema = z.object({ item: z.union([z.literal(5), z.literal(7)]), page, text: nonEmpty }).strict();

export const brochureSchema = z
  .object({
    /** The SEC's brochure version id: a new filing has a new one. */
    id: z.string().regex(/^\d{1,12}$/, 'must be the brochure version id, digits only'),
    /** The brochure's name as filed, e.g. "Form ADV Part 2A Brochure". */
    name: nonEmpty,
    /** "part-2a", or "appendix" when the firm filed no 2A in the months read (a wrap fee program brochure). */
    kind: z.enum(['part-2a', 'appendix']),
    filed: isoDay,
    /** The monthly archive it was read from, and the PDF's name in it. */
    archive: nonEmpty,
    file: nonEmpty,
    pdf: z
      .object({
        sha256: z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 in lower-case hex'),
        bytes: z.number().int().positive(),
        pages: page,
      })
      .strict(),
    /**
     * Item 5 "Fees and Compensation": its text page by page, so each value keeps the page it is on (null: no Item 5
     * heading followed by text). The pages ascend and hold ITEM5_MAX_CHARS characters at most in all.
     */
    item5: z
      .object({ pages: z.array(z.object({ page, text: nonEmpty }).strict()).min(1), truncated: z.boolean() })
      .strict()
      .superRefine((item5, context) => {
        const total = item5.pages.reduce((sum, { text }) => sum + text.length, 0);
        if (total > ITEM5_MAX_CHARS)
          context.addIssue({
            code: 'custom',
            path: ['pages'],
            message: `must hold ${ITEM5_MAX_CHARS} characters at most in all, not ${total}`,
          });
        if (item5.pages.some((entry, at) => at > 0 && entry.page <= (item5.pages[at - 1]?.page ?? 0)))
          context.addIssue({
            code: 'custom',
            path: ['pages'],
            message: 'must list each page once, in ascending order',
          });
      })
      .nullable(),
    /** Item 7 "Types of Clients": its first page (null: not found). */
    item7: z.object({ page }).strict().nullable(),
    /** The sentences of Item 7 (else Item 5) stating a minimum with a dollar amount; empty: none found. */
    minimums: z.array(quotedSentenceSchema),
  })
  .strict();
export type Brochure = z.infer<typeof brochureSchema>;

export const brochureFileSchema = z
  .object({
    crd: z.string().regex(/^\d{1,9}$/, 'must be the CRD number, digits only'),
    /** null: no brochure of the firm in the SEC's archives of the last 12 months. */
    brochure: brochureSchema.nullable(),
    /** What the last run's new brochure changed (the fee schedule, the minimum): for /advisers/changes/. */
    change: brochureChangeSchema.optional(),
  })
  .strict();
export type BrochureFile = z.infer<typeof brochureFileSchema>;

/** Every content/adv-brochures/*.json, by CRD; a file failing its schema is an issue (and left out). */
export function readBrochureFiles(contentDir: string, issues: IssueCollector): Map<string, BrochureFile> {
  const dir = path.join(contentDir, BROCHURE_DIR);
  const files = new Map<string, BrochureFile>();
  if (!existsSync(dir)) return files;
  for (const name of readdirSync(dir)
    .filter((entry) => entry.endsWith('.json'))
    .sort()) {
    const file = readJsonEntry(contentDir, `${BROCHURE_DIR}/${name}`, brochureFileSchema, name, issues);
    if (file === undefined) continue;
    if (`${file.crd}.json` !== name)
      issues.add(`content/${BROCHURE_DIR}/${name}`, file.crd, 'crd', `must be named ${file.crd}.json`);
    else files.set(file.crd, file);
  }
  return files;
}
