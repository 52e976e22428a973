import type { Firm } from '@/lib/content';
import { FOCUS_LABELS, type FocusValue } from './focus-labels';

/**
 * What each "speciality or who they serve" choice (focus-labels.ts) looks for: lower-case
 * fragments of a firm's listed specialties (the directory's own writing about each firm). Only
 * choices at least one listed firm matches are offered (focusOptionsFor). Build time only.
 */
const FOCUS_KEYWORDS: Record<FocusValue, readonly string[]> = {
  retirement: ['retire', 'social security'],
  planning: ['financial planning', 'comprehensive'],
  tax: ['tax'],
  estate: ['estate', 'trust', 'multi-generational', 'family wealth', 'legacy'],
  'business-owners': ['business owner'],
  executives: ['executive', 'equity compensation'],
  'young-families': ['young famil'],
  nonprofits: ['foundation', 'endowment', 'nonprofit', 'charit'],
  'sudden-wealth': ['sudden wealth', 'inheritance'],
};
const FOCUS_VALUES = Object.keys(FOCUS_LABELS) as FocusValue[];

/** The choices a firm's specialties match. */
export function firmFocus(firm: Pick<Firm, 'specialties'>): FocusValue[] {
  const specialties = firm.specialties.map((specialty) => specialty.toLowerCase());
  return FOCUS_VALUES.filter((value) =>
    specialties.some((specialty) => FOCUS_KEYWORDS[value].some((keyword) => specialty.includes(keyword))),
  );
}

/** The choices worth offering for these firms, in the list's order: each matches at least one of them. */
export function focusOptionsFor(firms: readonly Pick<Firm, 'specialties'>[]): FocusValue[] {
  const matched = new Set(firms.flatMap(firmFocus));
  return FOCUS_VALUES.filter((value) => matched.has(value));
}
