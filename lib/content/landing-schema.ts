import { z } from 'zod';
import { ALWAYS_REFINE, editorialFields, isoDay, nonEmpty, refineReview } from './schemas';
import { landingSectionSchema } from './landing-sections';

/**
 * A landing page is `content/landing/<slug>.md`: YAML front matter (this schema) plus a Markdown
 * body, the page's own article (at least `WORD_LIMITS.landingMin` words, checked in
 * validate-pages.ts). `sections` is a discriminated union on `type` (landing-sections.ts);
 * components/sections/landing/ renders it with an exhaustive switch, so a new section type does not
 * compile until it is rendered.
 */

export { landingSectionSchema, type LandingSection, type LandingSectionType } from './landing-sections';
export { FIRM_CARD_FIELDS, type FirmGridBadge } from './landing-firm-sections';

export const landingFrontMatterSchema = z
  .object({
    /** Order within its menu, which the header, the footer (main) and the /sitemap page follow. */
    order: z.number().int().min(1),
    /** Which header menu lists the page (the main navigation, "Guides" or "Radio Shows"); also its /sitemap group. */
    menu: z.enum(['main', 'guides', 'radio']),
    navLabel: nonEmpty,
    ...editorialFields,
    /** The day the page's content last changed (sitemap lastmod, JSON-LD dateModified); only a real change. */
    updated: isoDay.optional(),
    seo: z
      .object({
        title: z.string().trim().min(15).max(60, 'must be at most 60 characters (the brand is appended)'),
        description: z
          .string()
          .trim()
          .min(70, 'must be at least 70 characters')
          .max(160, 'must be at most 160 characters'),
        keywords: z.array(nonEmpty).min(3).max(12),
        ogTitle: nonEmpty,
        ogDescription: nonEmpty,
      })
      .strict(),
    hero: z
      .object({
        eyebrow: nonEmpty.optional(),
        headline: nonEmpty,
        subheadline: nonEmpty,
        /** "call" shows a large call button (e.g. /fiduciary-near-me); "schedule" a booking button. */
        primaryAction: z.enum(['schedule', 'call']).default('schedule'),
        homeLink: z.boolean().default(false),
      })
      .strict(),
    /** The side lead form; omit for pages without one. */
    form: z
      .object({
        title: nonEmpty,
        subtitle: nonEmpty,
        minimumAssets: nonEmpty.optional(),
      })
      .strict()
      .optional(),
    sections: z.array(landingSectionSchema).min(1),
  })
  .strict()
  .superRefine(refineReview, ALWAYS_REFINE);
export type LandingFrontMatter = z.infer<typeof landingFrontMatterSchema>;
