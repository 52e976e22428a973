import { z } from 'zod';
import {
  ALWAYS_REFINE,
  editorialFields,
  geoPoint,
  iconName,
  internalHref,
  isoDay,
  nonEmpty,
  refineReview,
} from './schemas';
import { TOOL_IDS } from '../tools';

/**
 * A landing page is `content/landing/<slug>.md`: YAML front matter (this schema) plus a Markdown
 * body, the page's own article (at least `WORD_LIMITS.landingMin` words, checked in validate.ts).
 * `sections` is a discriminated union on `type`; components/sections/landing/ renders it with an
 * exhaustive switch, so a new section type does not compile until it is rendered.
 */

const cardColor = z.enum(['indigo', 'purple', 'emerald', 'amber', 'sky', 'rose']);

/** Where the Markdown body goes among the sections. Without it, the article comes first. */
const articleSection = z.object({ type: z.literal('article') }).strict();

/** Scheduling card: a short pitch with buttons to book online or call. */
const schedulingCardSection = z
  .object({ type: z.literal('schedulingCard'), title: nonEmpty.optional(), text: nonEmpty.optional() })
  .strict();

/** All ten firms as ranked cards, each linking to its profile. */
const rankedFirmsSection = z
  .object({
    type: z.literal('rankedFirms'),
    title: nonEmpty,
    intro: nonEmpty.optional(),
    linkLabel: nonEmpty,
  })
  .strict();

/** What a firm card shows in a grid, per page. */
export const FIRM_CARD_FIELDS = [
  'firstSpecialty',
  'specialties',
  'rating',
  'minInvestment',
  'offices',
  'feeStructure',
] as const;

const FIRM_GRID_BADGES = ['fee-only', 'fee-based', 'fiduciary', 'independent', 'top-rated'] as const;
export type FirmGridBadge = (typeof FIRM_GRID_BADGES)[number];

/** Grid of firm cards: name, badge, clamped description, the chosen fields, profile button. */
const firmGridSection = z
  .object({
    type: z.literal('firmGrid'),
    title: nonEmpty,
    intro: nonEmpty.optional(),
    filter: z.enum(['all', 'fee-only', 'fee-based']),
    /** Which derived label each card shows (lib/firm-labels.ts); a firm that does not qualify shows none. */
    badge: z.enum(FIRM_GRID_BADGES),
    fields: z.array(z.enum(FIRM_CARD_FIELDS)).min(1),
  })
  .strict();

/** Map with labelled markers (rendered as an accessible list without JavaScript). */
const mapSection = z
  .object({
    type: z.literal('map'),
    title: nonEmpty,
    intro: nonEmpty.optional(),
    mapTitle: nonEmpty,
    center: geoPoint,
    zoom: z.number().int().min(1).max(18),
    height: z.number().int().min(200).max(800),
    markers: z.array(z.object({ label: nonEmpty, position: geoPoint }).strict()).min(1),
  })
  .strict();

/** Icon columns (e.g. four values). */
const valueColumnsSection = z
  .object({
    type: z.literal('valueColumns'),
    title: nonEmpty,
    columns: z
      .array(z.object({ icon: iconName, title: nonEmpty, description: nonEmpty }).strict())
      .min(2)
      .max(4),
  })
  .strict();

/** Checklist of short items (e.g. five services). */
const checklistSection = z
  .object({
    type: z.literal('checklist'),
    title: nonEmpty,
    intro: nonEmpty.optional(),
    items: z.array(nonEmpty).min(3).max(10),
  })
  .strict();

/**
 * The computed #1 firm featured, with profile and schedule buttons. Which firm is not content: it
 * follows the published ranking, so the page can never feature a firm the ranking does not put first.
 */
const featuredFirmSection = z.object({ type: z.literal('featuredFirm'), title: nonEmpty, text: nonEmpty }).strict();

/** Four coloured benefit cards. */
const benefitCardsSection = z
  .object({
    type: z.literal('benefitCards'),
    title: nonEmpty.optional(),
    cards: z
      .array(z.object({ icon: iconName, title: nonEmpty, description: nonEmpty, color: cardColor }).strict())
      .length(4, 'must have exactly four cards'),
  })
  .strict();

/** The booking section, anchor id "schedule": text, optional links, booking widget, phone line. */
const scheduleSection = z
  .object({
    type: z.literal('schedule'),
    title: nonEmpty,
    text: nonEmpty,
    links: z
      .array(z.object({ label: nonEmpty, href: internalHref }).strict())
      .max(3)
      .optional(),
    panelTitle: nonEmpty.optional(),
  })
  .strict();

/** Questions and answers; answers are Markdown whose links must be pages of the site or https:// addresses (validate.ts). */
const faqSection = z
  .object({
    type: z.literal('faq'),
    title: nonEmpty,
    items: z
      .array(z.object({ question: nonEmpty, answer: nonEmpty }).strict())
      .min(2)
      .max(10),
  })
  .strict();

/** Bulleted explanation beside a local image from public/images. */
const bulletsWithImageSection = z
  .object({
    type: z.literal('bulletsWithImage'),
    title: nonEmpty,
    bullets: z
      .array(z.object({ title: nonEmpty, description: nonEmpty }).strict())
      .min(3)
      .max(6),
    image: z
      .object({
        src: z.string().regex(/^\/images\/[a-z0-9-]+\.(svg|webp|png|jpg)$/, 'must be a file under /images/'),
        alt: nonEmpty,
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      })
      .strict(),
  })
  .strict();

/** Areas served, each a phone link to the site's number. */
const areaListSection = z
  .object({
    type: z.literal('areaList'),
    title: nonEmpty,
    intro: nonEmpty.optional(),
    groups: z.array(z.object({ title: nonEmpty, areas: z.array(nonEmpty).min(5) }).strict()).min(1),
  })
  .strict();

/** Closing call-to-action: big call button plus "Or, Schedule Online". */
const callToActionSection = z.object({ type: z.literal('callToAction'), title: nonEmpty, text: nonEmpty }).strict();

/** Facts about a radio show or podcast. */
const showDetailsSection = z
  .object({
    type: z.literal('showDetails'),
    title: nonEmpty,
    facts: z
      .array(z.object({ label: nonEmpty, value: nonEmpty }).strict())
      .min(2)
      .max(8),
    topics: z.array(nonEmpty).min(3).max(10),
  })
  .strict();

/** The fee calculator (worked example without JavaScript), with a link to how it works. */
const feeCalculatorSection = z
  .object({ type: z.literal('feeCalculator'), title: nonEmpty, intro: nonEmpty.optional() })
  .strict();

/** Cards linking to the decision tools of lib/tools.ts (match, compare, fee calculator), e.g. from ranked lists and employer pages. */
const toolLinksSection = z
  .object({
    type: z.literal('toolLinks'),
    title: nonEmpty,
    intro: nonEmpty.optional(),
    tools: z.array(z.enum(TOOL_IDS)).min(1).max(TOOL_IDS.length),
  })
  .strict();

export const landingSectionSchema = z.discriminatedUnion('type', [
  articleSection,
  schedulingCardSection,
  rankedFirmsSection,
  firmGridSection,
  mapSection,
  valueColumnsSection,
  checklistSection,
  featuredFirmSection,
  benefitCardsSection,
  scheduleSection,
  faqSection,
  bulletsWithImageSection,
  areaListSection,
  callToActionSection,
  showDetailsSection,
  feeCalculatorSection,
  toolLinksSection,
]);
export type LandingSection = z.infer<typeof landingSectionSchema>;
export type LandingSectionType = LandingSection['type'];

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
