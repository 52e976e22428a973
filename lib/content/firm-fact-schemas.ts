import { z } from 'zod';
import { httpsUrl, isoDay, nonEmpty, webUrl } from './schema-primitives';

/**
 * The values of a firm's sourced facts (firm-schema.ts wraps each in `sourced`): how it is paid,
 * its rating, minimum, ownership, registration, size, main office and disclosures, each with the
 * rules a value must meet.
 */

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

export const compensationSchema = z
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
 * products of its own and is a registered investment adviser only (see lib/firms/labels.ts).
 */
export const ownershipSchema = z
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
export const registrationSchema = z
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
export const aumSchema = z
  .object({
    total: wholeNumber('whole dollars').meta({ title: 'Total (USD)' }),
    discretionary: optionalPart('whole dollars', 'Discretionary part (USD)'),
  })
  .strict();
export type Aum = z.infer<typeof aumSchema>;

/** Employees firm-wide (Form ADV 5.A) and those in advisory roles (5.B(1)). */
export const employeesSchema = z
  .object({
    total: wholeNumber('a whole number').meta({ title: 'Employees' }),
    advisory: optionalPart('a whole number', 'In advisory roles'),
  })
  .strict();
export type Employees = z.infer<typeof employeesSchema>;

/** The main office as filed in Form ADV; kept apart from the listed (local) address. */
export const mainOfficeSchema = z
  .object({ street: nonEmpty, city: nonEmpty, state: z.string().regex(/^[A-Z]{2}$/), zip: nonEmpty.nullable() })
  .strict();
export type Registration = z.infer<typeof registrationSchema>;

/** Disciplinary or regulatory events; an empty list with a checked date reads "none found as of …". */
export const disclosuresSchema = z
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
