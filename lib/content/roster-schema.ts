import { z } from 'zod';
import { CLIENT_TYPE_LETTERS, clientCountsSchema } from './client-counts-schema';
import { COMPENSATION_METHODS } from './firm-fact-schemas';
import { isoDay, nonEmpty, webUrl } from './schema-primitives';
import { ADV_VALUES } from '@/lib/adv/fields';
import { plainKind, ROSTER_PLAIN_IDS } from '@/lib/adv/field-lists';
import { everyOf } from '@/lib/records';

/**
 * content/adv-roster.json: every registered investment adviser of the region, copied from the SEC's
 * Form ADV data by `npm run adv:import` (scripts/adv/import/roster.ts) and reviewed in its monthly pull request.
 * Regulator data: not edited by hand or in the CMS; a firm corrects it through its own filing.
 */
export const ADV_ROSTER_FILE = 'adv-roster.json';

const count = z.number().int().min(0);
const crd = z.string().regex(/^\d{1,9}$/, 'must be the CRD number, digits only');

/**
 * The plain fields of lib/adv/fields.ts on the roster (`value` set, `roster` not null), one value each,
 * checked with the table's schema; null: not in the filing. Derived from the table, so such a field
 * needs no line here.
 */
const plainRosterFacts = everyOf(ROSTER_PLAIN_IDS, (id) => ADV_VALUES[plainKind(id)].schema.nullable());

export const rosterFirmSchema = z
  .object({
    crd,
    businessName: nonEmpty,
    legalName: nonEmpty,
    mainOffice: z
      .object({
        street: nonEmpty,
        city: nonEmpty,
        state: z.string().regex(/^[A-Z]{2}$/),
        zip: z.string().regex(/^\d{5}$/),
        county: nonEmpty,
        countyFips: z.string().regex(/^\d{5}$/),
      })
      .strict(),
    /** `Filing@Dt`: the Form ADV filing every fact below is copied from. */
    filingDate: isoDay,
    /** "SEC", or the state regulator's code; the status as the feed words it. */
    registration: z.object({ regulator: nonEmpty, status: nonEmpty }).strict(),
    /** 5.F(2)(c) and (a), US dollars; null when the firm reports none. */
    aum: z.object({ total: count, discretionary: count.nullable() }).strict().nullable(),
    ...plainRosterFacts,
    /** 5.A and 5.B(1). */
    employees: z.object({ total: count.nullable(), advisory: count.nullable() }).strict(),
    /** 5.D letters served; null when the filing has no Item 5.D. */
    clientTypes: z.array(z.enum(CLIENT_TYPE_LETTERS)).nullable(),
    /**
     * 5.D per type served: clients and assets; null when the filing has no Item 5.D or is on the form before
     * 2017 (percentages only). Absent in a roster written before it was imported.
     */
    clientCounts: clientCountsSchema.nullable().optional(),
    /** 5.E, and the fee model derived with the rule that decided it (scripts/adv/import/map-facts.ts, feeRule). */
    compensation: z
      .object({
        methods: z.array(z.enum(COMPENSATION_METHODS)),
        model: z.enum(['fee-only', 'fee-based']).nullable(),
        rule: nonEmpty,
      })
      .strict()
      .nullable(),
    /** 6.A and 7.A items answered Yes, e.g. ["6.A(1)", "7.A(12)"]; null when the filing has neither item. */
    affiliations: z.array(nonEmpty).nullable(),
    /** Item 11 items answered Yes ("11" is the opening question); null when the filing has no Item 11. */
    disclosures: z.array(nonEmpty).nullable(),
    /** Item 1.I, as scripts/adv/feed/websites.ts normalises them: web addresses only (a link of another scheme is refused). */
    websites: z.array(webUrl),
    dataFile: z.object({ name: nonEmpty, date: isoDay, sha256: z.string().regex(/^[0-9a-f]{64}$/) }).strict(),
  })
  .strict();
export type RosterFirm = z.infer<typeof rosterFirmSchema>;

const rosterChangeSchema = z
  .object({
    field: nonEmpty,
    before: z.string().nullable(),
    after: z.string().nullable(),
    /** For `aum`: the totals in dollars (/advisers/changes/ names moves over 20%). */
    assets: z.object({ before: count.nullable(), after: count.nullable() }).strict().optional(),
    /** For `disclosures`: the Item 11 items answered Yes (/advisers/changes/ names new ones). */
    items: z
      .object({ before: z.array(nonEmpty).nullable(), after: z.array(nonEmpty).nullable() })
      .strict()
      .optional(),
  })
  .strict();

/** What the last import changed, against the roster before it: for the pull request and /advisers/changes/. */
export const rosterChangesSchema = z
  .object({
    /** The data files of that import. */
    dataFiles: z.array(z.object({ name: nonEmpty, date: isoDay }).strict()),
    added: z.array(z.object({ crd, name: nonEmpty }).strict()),
    removed: z.array(z.object({ crd, name: nonEmpty, why: nonEmpty }).strict()),
    changed: z.array(z.object({ crd, name: nonEmpty, changes: z.array(rosterChangeSchema).min(1) }).strict()),
  })
  .strict();
export type RosterChanges = z.infer<typeof rosterChangesSchema>;

/** The states whose registered advisers without a published main office /advisers/ counts. */
export const NOT_PUBLISHED_STATES = ['OH', 'KY', 'IN'] as const;

/**
 * The registered (not exempt), approved advisers of the state feed registered with Ohio, Kentucky or Indiana
 * whose Form ADV publishes no main-office address (a home office is not published): they cannot be placed in the
 * region, so /advisers/ counts them and links to IAPD. `firms` counts each once, `states` in each state it is
 * registered with. `dataFile`: the state feed they were counted in. SEC-registered advisers without an address
 * name no state and are not counted (docs/decisions.md).
 */
export const notPublishedSchema = z
  .object({
    firms: count,
    states: z.object({ OH: count, KY: count, IN: count }).strict(),
    dataFile: z.object({ name: nonEmpty, date: isoDay }).strict(),
  })
  .strict();
export type NotPublished = z.infer<typeof notPublishedSchema>;

export const rosterFileSchema = z
  .object({
    /** The region's counties the roster was selected with (content/site.json, regionCounties), with their names. */
    region: z.array(z.object({ fips: z.string().regex(/^\d{5}$/), name: nonEmpty }).strict()).min(1),
    firms: z.array(rosterFirmSchema),
    changes: rosterChangesSchema,
    /** Absent in a roster written before it was counted, or by an import without a state feed. */
    notPublished: notPublishedSchema.optional(),
  })
  .strict();
export type RosterFile = z.infer<typeof rosterFileSchema>;
