import type { Firm } from '@/lib/content';
import { firmFocus } from './focus';
import type { FilterFirm } from './filters';

/** What the filter island needs of a listed firm, built with the page (its props are in the HTML). */
export function filterFirm(firm: Firm): FilterFirm {
  return {
    slug: firm.slug,
    model: firm.compensation.value.model,
    minimum: firm.minimum.value,
    focus: firmFocus(firm),
    // The office at the firm's listed address; other offices have no address on file yet.
    offices: [[firm.location.lat, firm.location.lng]],
  };
}
