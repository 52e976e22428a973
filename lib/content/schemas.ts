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
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by single hyphens, e.g. "my-page"')
  .meta({ patternMessage: 'Lowercase words joined by single hyphens, e.g. "lead-editor"' });
/** Site-internal path such as "/about/" or "/tax-planning/#schedule". */
const internalHref = z
  .string()
  .regex(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/, 'must be a site path starting with "/", e.g. "/about"')
  .meta({ patternMessage: 'A path of this site starting with "/", e.g. "/about/"' });
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

export const iconName = z.enum(ICON_NAMES);

/**
 * How the site is paid. `none`: no firm pays the site anything. `listing-fees`: firms pay to be
 * listed. `per-introduction-fees`: firms pay for each introduction. `revenue-share`: firms share
 * the fees of clients the site introduced.
 */
export const BUSINESS_MODELS = ['none', 'listing-fees', 'per-introduction-fees', 'revenue-share'] as const;
export type BusinessModel = (typeof BUSINESS_MODELS)[number];
export type IconName = z.infer<typeof iconName>;

export const geoPoint = z.object({ lat: latitude, lng: longitude }).strict();

/* ------------------------------------------------------------------ site configuration */

const phoneNumber = z
  .string()
  .regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'must be a US number written like (513) 555-0100')
  .meta({ patternMessage: 'Write the number like (513) 555-0100' });
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });
/** A public source may still be served over plain http; it is cited, never loaded by the site. */
const webUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

export const siteConfigSchema = z
  .object({
    brandName: nonEmpty,
    tagline: nonEmpty,
    siteUrl: httpsUrl
      .refine((url) => !url.endsWith('/'), 'must not end with "/"')
      .meta({
        title: 'Site URL',
        description: 'The public address, e.g. https://www.example.com (no "/" at the end).',
      }),
    phone: phoneNumber.meta({
      description: 'Shown on every page and dialled by every call button. Whoever answers it is named on the site.',
    }),
    email: z.email('must be an e-mail address').meta({ title: 'E-mail' }),
    schedulerUrl: httpsUrl.meta({
      title: 'Scheduler URL',
      description: 'Your Calendly event link; the booking widget and every "book" link open it.',
    }),
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
    /**
     * Response-time promises, shown only when the owner sets them and can keep them (absent by
     * default, and the copy then promises nothing): how soon e-mails are answered, callbacks come
     * and a firm match follows, each in words such as "within one business day".
     */
    emailResponse: nonEmpty.optional(),
    callbackTime: nonEmpty.optional(),
    matchPromise: nonEmpty.optional(),
    /** Who runs the site: a legal entity or a person, and their city. Footer, /about/ and /terms/. */
    operator: z.object({ name: nonEmpty, city: nonEmpty }).strict().optional(),
    /**
     * How the site earns money; drives every "How we make money" disclosure (lib/content/business-model.ts).
     * No default: while unset the site says plainly that it is not set yet, and a production build refuses.
     */
    businessModel: z
      .enum(BUSINESS_MODELS, { error: `must be one of: ${BUSINESS_MODELS.join(', ')}` })
      .optional()
      .meta({
        title: 'How the site makes money',
        description:
          'none: no firm pays the site; listing-fees: firms pay to be listed; per-introduction-fees: firms pay per introduction; revenue-share: firms share fees of clients introduced. Shown wherever a firm is recommended.',
      }),
    /** The day the owner last confirmed the business model; shown as "as of {date}". */
    businessModelAsOf: isoDay.optional(),
    /** Optional plain-language detail added to the disclosure, e.g. which firms pay. */
    businessModelDetails: nonEmpty.optional(),
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
const compensationSchema = z
  .object({
    model: z.enum(['fee-only', 'fee-based']),
    basis: z.enum(['AUM-based', 'Hybrid', 'Flat-fee']),
  })
  .strict();
export type Compensation = z.infer<typeof compensationSchema>;

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

/** A rating and the number of reviews behind it, read together from one source. */
export const ratingSchema = z
  .object({
    stars: z.number().min(1, 'must be at least 1.0').max(5, 'must be at most 5.0'),
    reviews: z.number().int('must be a whole number').min(0, 'must not be negative'),
  })
  .strict();

/**
 * A firm's entry requirement: an asset minimum, a minimum annual fee (amount null: not published),
 * none, or `not-published` when the firm's filings state no minimum either way.
 */
export const minimumSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('assets'),
      amount: z.number().int().positive('must be more than 0').meta({ title: 'Amount (USD of assets)' }),
    })
    .strict()
    .meta({ title: 'Asset minimum' }),
  z
    .object({
      kind: z.literal('annual-fee'),
      amount: z
        .number()
        .int()
        .positive('must be more than 0')
        .nullable()
        .default(null)
        .meta({ title: 'Amount (USD a year)', description: 'Leave empty when the firm does not publish the amount.' }),
    })
    .strict()
    .meta({ title: 'Minimum annual fee' }),
  z
    .object({ kind: z.literal('none') })
    .strict()
    .meta({ title: 'No minimum' }),
  z
    .object({ kind: z.literal('not-published') })
    .strict()
    .meta({ title: 'Not stated in the filings' }),
]);
export type Minimum = z.infer<typeof minimumSchema>;

const PARENT_KINDS = ['insurer', 'bank', 'broker-dealer', 'private-equity', 'holding-company'] as const;

/**
 * Who owns the firm, and any investment products it or an affiliate makes (its own mutual funds,
 * for example). The site calls a firm independent only when it is independently owned, sells no
 * products of its own and is a registered investment adviser only (see lib/firm-labels.ts).
 */
const ownershipSchema = z
  .object({
    owner: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('independent') }).strict(),
      z.object({ kind: z.literal('parent'), name: nonEmpty, parentKind: z.enum(PARENT_KINDS) }).strict(),
    ]),
    ownProducts: z.array(nonEmpty).default([]).meta({
      title: 'Own investment products',
      description: 'Funds or other products the firm or an affiliate makes. Leave empty when there are none.',
    }),
  })
  .strict();
export type Ownership = z.infer<typeof ownershipSchema>;

/**
 * How a firm is registered. `RIA`: registered investment adviser only (fiduciary on all its advice).
 * `dual registrant`: RIA and broker-dealer. `broker-dealer`: brokerage only. `regulator` is the SEC
 * or a state securities regulator. `crd` is the firm's Central Registration Depository number, or
 * null when it is not yet recorded (a production build refuses that).
 */
const registrationSchema = z
  .object({
    type: z.enum(['RIA', 'dual registrant', 'broker-dealer']),
    regulator: z.enum(['SEC', 'state']),
    crd: z
      .string()
      .regex(/^\d{1,8}$/, 'must be the CRD number, digits only')
      .meta({ patternMessage: 'The CRD number, digits only' })
      .nullable()
      .default(null)
      .meta({
        title: 'CRD number',
        description: 'Digits only, from the firm’s IAPD page. Leave empty until it is found.',
      }),
    legalName: nonEmpty,
    /** The firm's Form CRS or ADV Part 2A brochure, when a direct link is known. */
    brochureUrl: httpsUrl.optional(),
  })
  .strict();
export type Registration = z.infer<typeof registrationSchema>;

/** Disciplinary or regulatory events; an empty list with a checked date reads "none found as of …". */
const disclosuresSchema = z
  .array(
    z
      .object({
        summary: nonEmpty,
        date: isoDay.optional(),
        amountUsd: z.number().int().positive().optional(),
        /** The public record of this event (an order, a settlement report). */
        sourceUrl: webUrl.optional(),
      })
      .strict(),
  )
  .default([])
  .meta({ title: 'Disclosures', description: 'Leave empty when the public records show none.' });

/**
 * Whether a firm can be presented as a listed adviser. `listed`: found in the public adviser records
 * (IAPD / BrokerCheck). `unconfirmed`: a search did not find it, so it is not ranked, badged,
 * featured or matched, its profile says so and is not indexed, and a production build refuses it.
 */
const FIRM_STATUSES = ['listed', 'unconfirmed'] as const;

/** The one criterion scored by judgement rather than derived from facts: local offices and experience. */
const localPresenceSchema = z.number().int('must be a whole number').min(0, 'must be 0–10').max(10, 'must be 0–10');

/**
 * One firm of the directory. Every fact about the business (rating, size, minimum, fees,
 * ownership, registration, disclosures, local presence) is `sourced`: value + source + whether a
 * named person checked it. Rank is not stored: lib/ranking.ts computes it from the facts and
 * content/methodology.json. Descriptive copy (description, services, specialties, About text) is
 * the directory's own writing.
 */
export const firmFrontMatterSchema = z
  .object({
    name: nonEmpty,
    status: z.enum(FIRM_STATUSES, { error: `must be one of: ${FIRM_STATUSES.join(', ')}` }),
    /** Why the status is what it is, e.g. what a search of the public records found; shown on the profile. */
    statusNote: nonEmpty.optional(),
    rating: sourced(ratingSchema),
    teamSize: sourced(nonEmpty),
    aum: sourced(nonEmpty),
    minimum: sourced(minimumSchema),
    compensation: sourced(compensationSchema),
    ownership: sourced(ownershipSchema),
    registration: sourced(registrationSchema),
    disclosures: sourced(disclosuresSchema),
    localPresence: sourced(localPresenceSchema),
    specialties: z.array(nonEmpty).min(2).max(6),
    address: nonEmpty,
    offices: z.array(nonEmpty).min(1),
    location: geoPoint,
    description: z.string().trim().min(80, 'must be at least 80 characters').max(320, 'must be at most 320 characters'),
    services: z.array(nonEmpty).length(5, 'must list exactly five services'),
  })
  .strict();
export type FirmFrontMatter = z.infer<typeof firmFrontMatterSchema>;

/** The sourced facts of a firm, in the order the production check reports them. */
export const FIRM_SOURCED_FIELDS = [
  'rating',
  'teamSize',
  'aum',
  'minimum',
  'compensation',
  'ownership',
  'registration',
  'disclosures',
  'localPresence',
] as const satisfies readonly (keyof FirmFrontMatter)[];
export type FirmSourcedField = (typeof FIRM_SOURCED_FIELDS)[number];

/* ------------------------------------------------------------------ ranking method */

/**
 * The criteria the ranking code knows how to score (lib/scoring.ts): each is derived from named
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
            /** The scoring rule in words; lib/scoring.ts implements it. */
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

/* ------------------------------------------------------------------ small collections */

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

export { nonEmpty, internalHref, isoDay };
