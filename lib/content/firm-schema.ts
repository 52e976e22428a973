import { z } from 'zod';
import { geoPoint, httpsUrl, isoDay, nonEmpty, webUrl } from './schema-primitives';
import { sourced } from './sourced-schema';

/** What a fact the file leaves out stands for. */
const NOT_YET_RECORDED = { origin: 'none', value: null, reason: 'not-yet-recorded' } as const;
import { zipPlace } from '@/lib/geo/zip-lookup';
import { ZIP_REGION } from '@/lib/geo/zip-region';

/** One firm of the directory (content/firms/<slug>.md): the fixed list of firms, their sourced facts and the rules on them. */
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
export const COMPENSATION_METHODS = [
  'percentage-of-assets',
  'hourly',
  'subscription',
  'fixed',
  'commissions',
  'performance-based',
  'other',
] as const;

const compensationSchema = z
  .object({
    /**
     * Null when the source gives the ways it is paid but not whether it is fee-only (a Form ADV
     * record without an item the rule reads): the site then shows the basis and no model.
     */
    model: z.enum(['fee-only', 'fee-based']).nullable().meta({
      title: 'Fee-only or fee-based',
      description: 'Leave empty when the source lists how the firm is paid but does not settle which.',
    }),
    basis: z.enum(['AUM-based', 'Hybrid', 'Flat-fee']),
    /** How the firm is paid as its Form ADV (Item 5.E) lists it; empty when not recorded. */
    methods: z.array(z.enum(COMPENSATION_METHODS)).default([]).meta({
      title: 'Ways it is paid (Form ADV Item 5.E)',
      description: 'Filled in by the Form ADV import. Leave empty when you record the fee structure by hand.',
    }),
    /** Businesses the firm or a related person runs that can pay commissions (Form ADV 6.A / 7.A). */
    affiliations: z
      .array(z.enum(['broker-dealer', 'insurance']))
      .default([])
      .meta({
        title: 'Affiliated broker-dealer or insurance business (Form ADV 6.A/7.A)',
        description: 'Filled in by the Form ADV import.',
      }),
  })
  .strict();
export type Compensation = z.infer<typeof compensationSchema>;

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
    /** The name it does business under, when Form ADV gives one. */
    businessName: nonEmpty.optional(),
    /** The SEC file number, e.g. "801-66632". */
    secFileNumber: nonEmpty.optional(),
    /** The registration's status as the regulator's data gives it, e.g. "Approved". */
    status: nonEmpty.optional(),
    /** The firm's Form CRS or ADV Part 2A brochure, when a direct link is known. */
    brochureUrl: httpsUrl.optional(),
  })
  .strict();

/** A whole, non-negative number (dollars or people). */
const wholeNumber = (unit: string) => z.number().int(`must be ${unit}`).min(0, 'must not be negative');
/** The part of a total a source may or may not give (discretionary assets, advisory staff). */
const optionalPart = (unit: string, title: string) =>
  wholeNumber(unit)
    .nullable()
    .default(null)
    .meta({ title, description: 'Leave empty when the source does not give it.' });

/** Regulatory assets under management in US dollars (Form ADV 5.F(2)(c)), with the discretionary part (5.F(2)(a)). */
const aumSchema = z
  .object({
    total: wholeNumber('whole dollars').meta({ title: 'Total (USD)' }),
    discretionary: optionalPart('whole dollars', 'Discretionary part (USD)'),
  })
  .strict();
export type Aum = z.infer<typeof aumSchema>;

/** Employees firm-wide (Form ADV 5.A) and those in advisory roles (5.B(1)). */
const employeesSchema = z
  .object({
    total: wholeNumber('a whole number').meta({ title: 'Employees' }),
    advisory: optionalPart('a whole number', 'In advisory roles'),
  })
  .strict();
export type Employees = z.infer<typeof employeesSchema>;

/** The main office as filed in Form ADV; kept apart from the listed (local) address. */
const mainOfficeSchema = z
  .object({ street: nonEmpty, city: nonEmpty, state: z.string().regex(/^[A-Z]{2}$/), zip: nonEmpty.nullable() })
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
    employees: sourced(employeesSchema),
    aum: sourced(aumSchema),
    minimum: sourced(minimumSchema),
    compensation: sourced(compensationSchema),
    ownership: sourced(ownershipSchema),
    registration: sourced(registrationSchema),
    disclosures: sourced(disclosuresSchema),
    localPresence: sourced(localPresenceSchema),
    /** The main office as filed (Form ADV); it confirms the listed address only when it is in the region. */
    mainOffice: sourced(mainOfficeSchema).default(NOT_YET_RECORDED),
    /** The websites the firm lists in its Form ADV (Item 1). */
    websites: sourced(z.array(webUrl).min(1)).default(NOT_YET_RECORDED),
    /** The SEC data file in which the import looked for the firm and found nothing (firms without a CRD). */
    notInAdvData: z
      .object({ name: nonEmpty, date: isoDay })
      .strict()
      .optional()
      .meta({ title: 'Not found in SEC data file', description: 'Written by the Form ADV import.' }),
    specialties: z.array(nonEmpty).min(2).max(6),
    address: nonEmpty,
    /** The firm's own website (its home page), linked from its profile. */
    website: httpsUrl.optional().meta({
      title: 'Website',
      description: 'The firm’s own home page, e.g. https://www.example.com. Leave empty until you have confirmed it.',
    }),
    offices: z.array(nonEmpty).min(1),
    location: geoPoint,
    /** The ZIP codes of offices besides the listed address, once confirmed (the directory's distance sort). */
    officeZips: z
      .array(
        z
          .string()
          .regex(/^\d{5}$/, 'must be a five-digit ZIP code')
          .meta({ patternMessage: 'A five-digit ZIP code' })
          .refine(
            (zip) => zipPlace(zip) !== undefined,
            `is not a ZIP code within ${ZIP_REGION.radiusMiles} miles of downtown Cincinnati (lib/geo/zip-centroids.ts)`,
          ),
      )
      .default([])
      .meta({
        title: 'Other offices’ ZIP codes',
        description:
          'The ZIP code of each office besides the address above, once you have confirmed it. The list’s “sort by distance” measures to the nearest office it knows.',
      }),
    description: z.string().trim().min(80, 'must be at least 80 characters').max(320, 'must be at most 320 characters'),
    services: z.array(nonEmpty).length(5, 'must list exactly five services'),
  })
  .strict();
export type FirmFrontMatter = z.infer<typeof firmFrontMatterSchema>;

/** The sourced facts of a firm, in the order the production check reports them. */
export const FIRM_SOURCED_FIELDS = [
  'rating',
  'employees',
  'aum',
  'minimum',
  'compensation',
  'ownership',
  'registration',
  'disclosures',
  'localPresence',
  'mainOffice',
  'websites',
] as const satisfies readonly (keyof FirmFrontMatter)[];
export type FirmSourcedField = (typeof FIRM_SOURCED_FIELDS)[number];

/** The facts Form ADV holds: `npm run adv:import` writes them; a person records the rest. */
export const FORM_ADV_FIELDS = [
  'registration',
  'aum',
  'employees',
  'compensation',
  'disclosures',
  'mainOffice',
  'websites',
] as const satisfies readonly FirmSourcedField[];

/** Phrases every About text must contain; the profile turns each into an in-site link. */
export const FIRM_ABOUT_LINKS = [
  { phrase: 'fiduciary advisors', href: '/about/' },
  { phrase: 'fee-only', href: '/services/' },
  { phrase: 'Cincinnati financial advisor', href: '/' },
] as const;
