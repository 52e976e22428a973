import { z } from 'zod';
import { geoPoint, iconName, internalHref, nonEmpty } from './schemas';
import { TOOL_IDS } from '../site/tools';
import { featuredFirmSection, firmGridSection, rankedFirmsSection } from './landing-firm-sections';

/**
 * A landing page's typed `sections`, one schema per type, each documented; the firm sections are in
 * landing-firm-sections.ts. `landingSectionSchema` is the discriminated union on `type` that the
 * front matter's `sections` list uses.
 */

const cardColor = z.enum(['indigo', 'purple', 'emerald', 'amber', 'sky', 'rose']);

/** Where the Markdown body goes among the sections. Without it, the article comes first. */
const articleSection = z.object({ type: z.literal('article') }).strict();

/** Scheduling card: a short pitch with buttons to book online or call. */
const schedulingCardSection = z
  .object({ type: z.literal('schedulingCard'), title: nonEmpty.optional(), text: nonEmpty.optional() })
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

/** Questions and answers; answers are Markdown whose links must be pages of the site or https:// addresses (validate-pages.ts). */
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

/** Cards linking to the decision tools of lib/site/tools.ts (match, compare, fee calculator), e.g. from ranked lists and employer pages. */
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
