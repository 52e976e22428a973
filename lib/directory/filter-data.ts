import type { Firm } from '@/lib/content';
import { zipPlace } from '@/lib/geo/zip-lookup';
import { recordedValue } from '@/lib/firms/sourced';
import { firmFocus } from './focus';
import type { FilterFirm } from './filters';

/** What the filter island needs of a listed firm, built with the page (its props are in the HTML). */
export function filterFirm(firm: Firm): FilterFirm {
  return {
    slug: firm.slug,
    model: recordedValue(firm.compensation)?.model ?? null,
    minimum: recordedValue(firm.minimum) ?? null,
    focus: firmFocus(firm),
    // The office at the listed address, and each other office whose ZIP code is on file (its centre).
    offices: [
      [firm.location.lat, firm.location.lng],
      ...firm.officeZips.flatMap((zip): [number, number][] => {
        const place = zipPlace(zip);
        return place ? [[place.lat, place.lng]] : [];
      }),
    ],
  };
}
