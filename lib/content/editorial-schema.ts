import { z } from 'zod';
import { httpsUrl, iconName, isoDay, nonEmpty, slug } from './schema-primitives';

export const BLOG_CATEGORIES = [
  'Advisor Selection',
  'Education',
  'Retirement',
  'Fees & Costs',
  'Estate Planning',
  'Tax Planning',
] as const;

/* ------------------------------------------------------------------ editorial signals */

/**
 * A member of the site's editorial staff: `content/authors/<slug>.md`, front matter plus a short bio
 * as the Markdown body. `credentials` lists only what is true (an empty list is honest).
 */
export const authorFrontMatterSchema = z
  .object({
    name: nonEmpty,
    role: nonEmpty,
    credentials: z
      .array(nonEmpty)
      .max(6)
      .default([])
      .meta({ description: 'Only credentials this person really holds; leave empty when there are none.' }),
    /** True while the entry describes a role rather than a named person; the author page says so. */
    placeholder: z.boolean().default(false),
  })
  .strict();
export type AuthorFrontMatter = z.infer<typeof authorFrontMatterSchema>;

/** A source a page's figures come from, listed under "Sources". */
const sourceSchema = z
  .object({
    title: nonEmpty,
    publisher: nonEmpty,
    url: httpsUrl,
    /** The day a named editor opened the source for the figures the page uses; only when that happened. */
    accessed: isoDay.optional(),
  })
  .strict();
export type Source = z.infer<typeof sourceSchema>;

/**
 * Who wrote a page, who reviewed it and when, and what it cites. `author` and `reviewer` are
 * author slugs; validateContent checks they exist and differ. A review is recorded only once it
 * happened: `reviewer` and `reviewed` are set together or not at all (see `refineReview`), and the
 * page says "Not reviewed yet" until then. `taxYearFigures` marks a page that states a year's
 * limits or rates, which a production build wants reviewed since 1 January of the build year.
 */
export const editorialFields = {
  author: slug,
  reviewer: slug.optional(),
  reviewed: isoDay.optional(),
  taxYearFigures: z.boolean().default(false),
  sources: z.array(sourceSchema).max(12).default([]),
};

/** Run the review check even when other fields of the entry failed, so every problem is listed at once. */
export const ALWAYS_REFINE = { when: () => true } as const;

/** A review is one event: who and when, both or neither. */
export function refineReview(
  entry: { reviewer?: string | undefined; reviewed?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (entry.reviewer !== undefined && entry.reviewed === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['reviewed'],
      message: 'is missing although reviewer is set: record the day the review happened, or remove reviewer',
    });
  }
  if (entry.reviewed !== undefined && entry.reviewer === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['reviewer'],
      message: 'is missing although reviewed is set: record who reviewed the page, or remove reviewed',
    });
  }
}

export const blogFrontMatterSchema = z
  .object({
    title: nonEmpty,
    excerpt: z.string().trim().min(70, 'must be at least 70 characters').max(200, 'must be at most 200 characters'),
    ...editorialFields,
    /** Articles state numeric rules (ages, limits, rates), so each cites at least one source. */
    sources: z.array(sourceSchema).min(1, 'must cite at least one source for the figures the article states').max(12),
    date: isoDay,
    updated: isoDay.optional(),
    category: z.enum(BLOG_CATEGORIES),
    icon: iconName,
    readTime: z
      .string()
      .regex(/^\d{1,2} min read$/, 'must look like "6 min read"')
      .meta({ patternMessage: 'Write it like "6 min read"' }),
    tags: z.array(nonEmpty).min(3).max(20),
    /** An interactive tool shown right after the article's text, e.g. "fee-calculator". */
    tool: z.enum(['fee-calculator']).optional(),
  })
  .strict()
  .superRefine(refineReview, ALWAYS_REFINE);
export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;
