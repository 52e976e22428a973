import { z } from 'zod';
import { nonEmpty } from './schemas';

/**
 * The landing page sections that show the listed firms: the ranked list, a grid of firm cards
 * (with the fields and badge each card shows) and the featured #1 firm.
 */

/** All ten firms as ranked cards, each linking to its profile. */
export const rankedFirmsSection = z
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
export const firmGridSection = z
  .object({
    type: z.literal('firmGrid'),
    title: nonEmpty,
    intro: nonEmpty.optional(),
    filter: z.enum(['all', 'fee-only', 'fee-based']),
    /** Which derived label each card shows (lib/firms/labels.ts); a firm that does not qualify shows none. */
    badge: z.enum(FIRM_GRID_BADGES),
    fields: z.array(z.enum(FIRM_CARD_FIELDS)).min(1),
  })
  .strict();

/**
 * The computed #1 firm featured, with profile and schedule buttons. Which firm is not content: it
 * follows the published ranking, so the page can never feature a firm the ranking does not put first.
 */
export const featuredFirmSection = z
  .object({ type: z.literal('featuredFirm'), title: nonEmpty, text: nonEmpty })
  .strict();
