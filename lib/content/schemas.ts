import { z } from 'zod';
import { iconName, internalHref, isoDay, nonEmpty } from './schema-primitives';

/**
 * One zod schema per content collection, each in its own file and all re-exported here. Loaders
 * parse every entry with these and report every problem at once (see `report.ts`); nothing under
 * `content/` is ever cast to a type unchecked. The small collections (services, site copy, legal
 * pages) are defined below.
 */
export * from './schema-primitives';
export * from './site-schema';
export * from './sourced-schema';
export * from './firm-schema';
export * from './firm-fact-schemas';
export * from './methodology-schema';
export * from './editorial-schema';

const serviceCardSchema = z
  .object({
    title: nonEmpty,
    icon: iconName,
    description: nonEmpty,
    features: z.array(nonEmpty).min(2).max(6),
    href: internalHref.optional(),
  })
  .strict();

const specializedServiceSchema = z
  .object({
    title: nonEmpty,
    icon: iconName,
    description: nonEmpty,
    minAssets: nonEmpty,
    href: internalHref.optional(),
  })
  .strict();

const staticCardSchema = z.object({ icon: iconName, title: nonEmpty, description: nonEmpty }).strict();
export type StaticCard = z.infer<typeof staticCardSchema>;

export const servicesFileSchema = z
  .object({
    core: z.array(serviceCardSchema).length(8, 'must list exactly eight core services'),
    specialized: z.array(specializedServiceSchema).length(4, 'must list exactly four specialized services'),
    process: z.array(staticCardSchema).length(4, 'must list exactly four process steps'),
    feeModels: z.array(z.object({ title: nonEmpty, range: nonEmpty, description: nonEmpty }).strict()).min(3),
  })
  .strict();
export type ServicesFile = z.infer<typeof servicesFileSchema>;

const TRUST_POINT_DERIVATIONS = ['fiduciary-scope', 'ratings'] as const;

export const siteCopySchema = z
  .object({
    fees: z
      .object({
        aumRange: nonEmpty,
        /** One figure everywhere (services page, articles, guides); see the README on fees. */
        hourly: nonEmpty,
        flatFee: nonEmpty,
      })
      .strict(),
    /**
     * A trust point is either fixed copy or derived from the firms' data (`derive`), so a claim
     * such as "100% Fiduciary" appears only while it is true of every listed firm.
     */
    trustPoints: z
      .array(
        z.union([staticCardSchema, z.object({ icon: iconName, derive: z.enum(TRUST_POINT_DERIVATIONS) }).strict()]),
      )
      .length(4, 'must list exactly four trust points'),
    coreValues: z.array(staticCardSchema).length(4, 'must list exactly four core values'),
    whyFiduciary: z.array(staticCardSchema).min(3).max(6),
    neighborhoods: z.array(nonEmpty).length(15, 'must list exactly fifteen neighbourhoods'),
    scheduleBenefits: z.array(staticCardSchema).length(3, 'must list exactly three benefits'),
    disclaimer: nonEmpty,
  })
  .strict();
export type SiteCopy = z.infer<typeof siteCopySchema>;

export const LEGAL_PAGES = ['privacy-policy', 'terms', 'editorial-policy'] as const;
export type LegalPageSlug = (typeof LEGAL_PAGES)[number];

export const legalFrontMatterSchema = z.object({ title: nonEmpty, updated: isoDay }).strict();
export type LegalFrontMatter = z.infer<typeof legalFrontMatterSchema>;
