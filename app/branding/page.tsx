import { ColourPalette, LogoVariants, Typography } from '@/components/sections/branding/brand-sections';
import { PageHero } from '@/components/sections/page-hero';
import { getSite } from '@/lib/content';
import { JsonLd } from '@/components/seo/json-ld';
import { staticPageJsonLd } from '@/lib/seo/json-ld';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const metadata = staticPageMetadata('/branding/');

export default function BrandingPage() {
  const site = getSite();
  return (
    <>
      <JsonLd data={staticPageJsonLd('/branding/')} />
      <PageHero
        eyebrow="Brand assets"
        title="Logo, colours and typography"
        intro="Use these assets when you write about or link to us. Downloads are made in your browser as SVG or high-quality JPG."
      />
      <LogoVariants brandName={site.brandName} tagline={site.tagline} />
      <ColourPalette />
      <Typography />
    </>
  );
}
