import { z } from 'zod';
import { geoPoint, httpsUrl, isoDay, nonEmpty, webUrl } from './schema-primitives';
import {
  aumSchema,
  compensationSchema,
  disclosuresSchema,
  employeesSchema,
  mainOfficeSchema,
  minimumSchema,
  ownershipSchema,
  ratingSchema,
  registrationSchema,
} from './firm-fact-schemas';
import { sourced } from './sourced-schema';
import { clientCountsSchema } from './client-counts-schema';

import { ADV_FIELDS, ADV_VALUES, type AdvFieldId } from '@/lib/adv/fields';
import { advDocument, PLAIN_PROFILE_IDS, plainKind } from '@/lib/adv/field-lists';
import { zipPlace } from '@/lib/geo/zip-lookup';
import { ZIP_REGION } from '@/lib/geo/zip-region';
import { everyOf } from '@/lib/records';

/** What a fact the file leaves out stands for. */
const NOT_YET_RECORDED = { origin: 'none', value: null, reason: 'not-yet-recorded' } as const;

/** A field's label on the profile (every plain profile field has one), for the content editor. */
const profileLabel = (id: AdvFieldId): string => ADV_FIELDS[id].profile?.label ?? ADV_FIELDS[id].label;

/**
 * The plain Form ADV fields on the profile (lib/adv/fields.ts: `value` and `profile` set), one sourced
 * fact each, its value checked with the table's schema: the import writes it; a file without it has
 * not recorded it. Derived from the table, so such a field needs no line here.
 */
const plainProfileFactsSchema = z
  .object(
    everyOf(PLAIN_PROFILE_IDS, (id) =>
      sourced(ADV_VALUES[plainKind(id)].schema)
        .default(NOT_YET_RECORDED)
        .meta({ title: profileLabel(id), description: `${advDocument(id)}, written by the import.` }),
    ),
  )
  .strict();

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
 * named person checked it. Rank is not stored: lib/firms/ranking.ts computes it from the facts and
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
    ...plainProfileFactsSchema.shape,
    /** Form ADV 5.D per type of client served: clients and assets (the profile's "Whom it serves"). */
    clientTypes: sourced(clientCountsSchema.default([]))
      .default(NOT_YET_RECORDED)
      .meta({ title: 'Whom it serves', description: `${advDocument('clientTypes')}, written by the import.` }),
    /** The SEC data file in which the import looked for the firm and found nothing (firms without a CRD). */
    notInAdvData: z
      .object({ name: nonEmpty, date: isoDay })
      .strict()
      .optional()
      .meta({ title: 'Not found in SEC data file', description: 'Written by the Form ADV import.' }),
    /** A person checked the fee schedule the site read from the firm's brochure (docs/cms.md); nothing waits for it. */
    feeScheduleConfirmed: z
      .object({
        brochureId: z.string().regex(/^\d{1,12}$/, 'must be the brochure version id, digits only'),
        by: nonEmpty,
        on: isoDay,
      })
      .strict()
      .optional()
      .meta({
        title: 'Fee schedule checked',
        description:
          'Fill in once you have compared the fee table on the profile with the brochure on IAPD: the brochure id the profile names, your name and the day. A new brochure needs a new check.',
      }),
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
  'clientTypes',
  ...PLAIN_PROFILE_IDS,
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
  'clientTypes',
  ...PLAIN_PROFILE_IDS,
] as const satisfies readonly FirmSourcedField[];

/** Phrases every About text must contain; the profile turns each into an in-site link. */
export const FIRM_ABOUT_LINKS = [
  { phrase: 'fiduciary advisors', href: '/about/' },
  { phrase: 'fee-only', href: '/services/' },
  { phrase: 'Cincinnati financial advisor', href: '/' },
] as const;
