import { z } from 'zod';
import { ICON_NAMES } from './icon-names';

/**
 * One zod schema per content collection. Loaders parse every entry with these and report every
 * problem at once (see `report.ts`); nothing under `content/` is ever cast to a type unchecked.
 */

const nonEmpty = z.string().trim().min(1, 'must not be empty');
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'is not a real calendar date');
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by single hyphens, e.g. "my-page"');
/** Site-internal path such as "/about/" or "/tax-planning/#schedule". */
const internalHref = z
  .string()
  .regex(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/, 'must be a site path starting with "/", e.g. "/about"');
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

export const iconName = z.enum(ICON_NAMES);
export type IconName = z.infer<typeof iconName>;

export const geoPoint = z.object({ lat: latitude, lng: longitude }).strict();
export type GeoPoint = z.infer<typeof geoPoint>;

/* ------------------------------------------------------------------ site configuration */

const phoneNumber = z
  .string()
  .regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'must be a US number written like (513) 555-0100');
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });

export const siteConfigSchema = z
  .object({
    brandName: nonEmpty,
    tagline: nonEmpty,
    siteUrl: httpsUrl.refine((url) => !url.endsWith('/'), 'must not end with "/"'),
    phone: phoneNumber,
    email: z.email('must be an e-mail address'),
    schedulerUrl: httpsUrl,
    social: z
      .object({
        facebook: httpsUrl.optional(),
        linkedin: httpsUrl.optional(),
        youtube: httpsUrl.optional(),
      })
      .strict(),
    office: z
      .object({
        streetAddress: nonEmpty,
        city: nonEmpty,
        region: z.string().length(2, 'must be a two-letter state code'),
        postalCode: z.string().regex(/^\d{5}$/, 'must be a five-digit ZIP code'),
        country: z.string().length(2, 'must be a two-letter country code'),
        geo: geoPoint,
        mapLabel: nonEmpty,
      })
      .strict(),
    callHours: nonEmpty,
    emailResponse: nonEmpty,
    callbackTime: nonEmpty,
    matchPromise: nonEmpty,
    foundingYear: z.number().int().min(1990).max(2100),
  })
  .strict();
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/* ------------------------------------------------------------------ firms */

export const FIRM_SLUGS = [
  'allworth-financial',
  'foster-motley',
  'mariner-wealth-advisors',
  'truepoint-wealth-counsel',
  'hcm-wealth-advisors',
  'johnson-investment-counsel',
  'fort-washington-investment-advisors',
  'bartlett-wealth-management',
  'creative-planning',
  'ross-sinclaire-associates',
] as const;

/**
 * How a firm is paid. `fee-only`: paid solely by clients. `fee-based`: client fees plus, for some
 * products, commissions or other third-party pay. `basis` is how the client fee is charged.
 */
export const compensationSchema = z
  .object({
    model: z.enum(['fee-only', 'fee-based']),
    basis: z.enum(['AUM-based', 'Hybrid', 'Flat-fee']),
  })
  .strict();
export type Compensation = z.infer<typeof compensationSchema>;

export const firmFrontMatterSchema = z
  .object({
    rank: z.number().int().min(1).max(10),
    name: nonEmpty,
    rating: z.number().min(4.6, 'must be at least 4.6').max(4.9, 'must be at most 4.9'),
    reviews: z.number().int().min(90, 'must be at least 90').max(300, 'must be at most 300'),
    ratingSource: nonEmpty,
    ratingAsOf: isoDay,
    specialties: z.array(nonEmpty).min(2).max(6),
    teamSize: nonEmpty,
    aum: nonEmpty,
    minInvestment: z
      .number()
      .int()
      .min(250_000, 'must be at least 250000')
      .max(2_000_000, 'must be at most 2000000'),
    compensation: compensationSchema,
    address: nonEmpty,
    offices: z.array(nonEmpty).min(1),
    location: geoPoint,
    description: z.string().trim().min(80, 'must be at least 80 characters').max(320, 'must be at most 320 characters'),
    services: z.array(nonEmpty).length(5, 'must list exactly five services'),
  })
  .strict();
export type FirmFrontMatter = z.infer<typeof firmFrontMatterSchema>;

/** Phrases every About text must contain; the profile turns each into an in-site link. */
export const FIRM_ABOUT_LINKS = [
  { phrase: 'fiduciary advisors', href: '/about/' },
  { phrase: 'fee-only', href: '/services/' },
  { phrase: 'Cincinnati financial advisor', href: '/' },
] as const;

/* ------------------------------------------------------------------ blog */

export const BLOG_CATEGORIES = [
  'Advisor Selection',
  'Education',
  'Retirement',
  'Fees & Costs',
  'Estate Planning',
  'Tax Planning',
] as const;

export const blogFrontMatterSchema = z
  .object({
    title: nonEmpty,
    excerpt: z.string().trim().min(70, 'must be at least 70 characters').max(200, 'must be at most 200 characters'),
    author: nonEmpty,
    date: isoDay,
    updated: isoDay.optional(),
    category: z.enum(BLOG_CATEGORIES),
    icon: iconName,
    readTime: z.string().regex(/^\d{1,2} min read$/, 'must look like "6 min read"'),
    tags: z.array(nonEmpty).min(3).max(20),
    /** An interactive tool shown right after the article's text, e.g. "fee-calculator". */
    tool: z.enum(['fee-calculator']).optional(),
  })
  .strict();
export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;

/* ------------------------------------------------------------------ small collections */

export const serviceCardSchema = z
  .object({
    title: nonEmpty,
    icon: iconName,
    description: nonEmpty,
    features: z.array(nonEmpty).min(2).max(6),
    href: internalHref.optional(),
  })
  .strict();

export const specializedServiceSchema = z
  .object({
    title: nonEmpty,
    icon: iconName,
    description: nonEmpty,
    minAssets: nonEmpty,
    href: internalHref.optional(),
  })
  .strict();

const staticCardSchema = z
  .object({ icon: iconName, title: nonEmpty, description: nonEmpty })
  .strict();
export type StaticCard = z.infer<typeof staticCardSchema>;

export const servicesFileSchema = z
  .object({
    core: z.array(serviceCardSchema).length(8, 'must list exactly eight core services'),
    specialized: z.array(specializedServiceSchema).length(4, 'must list exactly four specialized services'),
    process: z.array(staticCardSchema).length(4, 'must list exactly four process steps'),
    feeModels: z
      .array(z.object({ title: nonEmpty, range: nonEmpty, description: nonEmpty }).strict())
      .min(3),
  })
  .strict();
export type ServicesFile = z.infer<typeof servicesFileSchema>;

export const siteCopySchema = z
  .object({
    fees: z
      .object({
        aumRange: nonEmpty,
        hourlyServices: nonEmpty,
        hourlyBlog: nonEmpty,
        flatFee: nonEmpty,
      })
      .strict(),
    trustPoints: z.array(staticCardSchema).length(4, 'must list exactly four trust points'),
    coreValues: z.array(staticCardSchema).length(4, 'must list exactly four core values'),
    vettingSteps: z.array(staticCardSchema).length(3, 'must list exactly three vetting steps'),
    whyFiduciary: z.array(staticCardSchema).min(3).max(6),
    neighborhoods: z.array(nonEmpty).length(15, 'must list exactly fifteen neighbourhoods'),
    scheduleBenefits: z.array(staticCardSchema).length(3, 'must list exactly three benefits'),
    disclaimer: nonEmpty,
  })
  .strict();
export type SiteCopy = z.infer<typeof siteCopySchema>;

export const LEGAL_PAGES = ['privacy-policy', 'terms'] as const;
export type LegalPageSlug = (typeof LEGAL_PAGES)[number];

export const legalFrontMatterSchema = z.object({ title: nonEmpty, updated: isoDay }).strict();

export { nonEmpty, isoDay, slug, internalHref };
