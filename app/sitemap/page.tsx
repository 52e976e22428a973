import { PageHero } from '@/components/sections/page-hero';
import { SitemapGroups, sitemapGroups } from '@/components/sections/sitemap-groups';
import { JsonLd } from '@/components/seo/json-ld';
import { staticPageJsonLd } from '@/lib/seo/json-ld';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const metadata = staticPageMetadata('/sitemap/');

export default function SitemapPage() {
  return (
    <>
      <JsonLd data={staticPageJsonLd('/sitemap/')} />
      <PageHero
        eyebrow="Sitemap"
        title="Every page on the site"
        intro="Find any guide, firm profile or article in one place."
      />
      <SitemapGroups groups={sitemapGroups()} />
    </>
  );
}
