import { HomeClosing } from '@/components/sections/home/home-closing';
import { HomeHero } from '@/components/sections/home/home-hero';
import { HomeFirms, HomeTools, HomeTrust, HomeWhyFiduciary } from '@/components/sections/home/home-sections';
import { JsonLd } from '@/components/seo/json-ld';
import { rankedFirmsJsonLd } from '@/lib/seo/json-ld';
import { isRanked } from '@/lib/firms/ranking';
import { getContent, getCopy, getFirms, getSite } from '@/lib/content';
import { resolveTrustPoints } from '@/lib/firms/labels';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const metadata = staticPageMetadata('/');

export default function HomePage() {
  const site = getSite();
  const copy = getCopy();
  const firms = getFirms();
  return (
    <>
      <JsonLd
        data={rankedFirmsJsonLd(
          firms,
          isRanked(firms)
            ? 'Fiduciary financial advisory firms in Greater Cincinnati, in ranked order'
            : 'Financial advisory firms in Greater Cincinnati we list, A–Z (not yet ranked)',
        )}
      />
      <HomeHero site={site} />
      <HomeTrust cards={resolveTrustPoints(copy.trustPoints, firms, getContent().methodology.topRated)} />
      <HomeFirms firms={firms} phone={site.phone} />
      <HomeTools />
      <HomeWhyFiduciary cards={copy.whyFiduciary} />
      <HomeClosing site={site} />
    </>
  );
}
