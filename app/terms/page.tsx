import { LegalPageView } from '@/components/sections/legal-page';
import { getContent } from '@/lib/content';
import { JsonLd } from '@/components/seo/json-ld';
import { staticPageJsonLd } from '@/lib/seo/json-ld';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const metadata = staticPageMetadata('/terms/');

export default function TermsPage() {
  return (
    <>
      <JsonLd data={staticPageJsonLd('/terms/')} />
      <LegalPageView page={getContent().legal.terms} />
    </>
  );
}
