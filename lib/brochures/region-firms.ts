import type { BrochureFile } from '@/lib/content/brochure-schema';
import type { RosterFile } from '@/lib/content/roster-schema';
import type { Firm } from '@/lib/content/types';
import { recordedValue } from '@/lib/firms/sourced';
import { readFirmFees, type FirmFees } from './firm-fees';

export interface RegionFirmSources {
  roster: RosterFile | null;
  firms: readonly Firm[];
  brochures?: ReadonlyMap<string, BrochureFile>;
}

/**
 * The firms whose brochures the region's fee picture reads: every roster adviser and every listed firm with a CRD,
 * each once (a listed firm is usually on the roster too), that `npm run adv:brochures` has looked for.
 */
export function regionFirmFees({ roster, firms, brochures }: RegionFirmSources): FirmFees[] {
  const crds = new Set<string>((roster?.firms ?? []).map((firm) => firm.crd));
  for (const firm of firms) {
    const crd = recordedValue(firm.registration)?.crd;
    if (crd) crds.add(crd);
  }
  return [...crds].sort().flatMap((crd) => {
    const file = brochures?.get(crd);
    return file ? [readFirmFees(file)] : [];
  });
}
