import { RegionFeesPage } from '@/components/sections/advisers/region-fees-page';
import { regionFirmFees } from '@/lib/brochures/region-firms';
import { regionFees } from '@/lib/brochures/region-fees';
import { getContent } from '@/lib/content';
import { staticPageMetadata } from '@/lib/seo/metadata';

// Noindexed until a brochure gives a figure, as /advisers/ is before the first import.
export const metadata = staticPageMetadata('/advisers/fees/', {
  noindex: regionFees(regionFirmFees(getContent())).withFigure === 0,
});

export default function RegionFeesRoute() {
  return <RegionFeesPage />;
}
