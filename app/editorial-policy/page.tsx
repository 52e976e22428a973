import { LegalPageView } from '@/components/sections/legal-page';
import { JsonLd } from '@/components/seo/json-ld';
import { getContent } from '@/lib/content';
import { staticPageJsonLd } from '@/lib/seo/json-ld';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const metadata = staticPageMetadata('/editorial-policy/');

export default function EditorialPolicyPage() {
  return (
    <>
      <JsonLd data={staticPageJsonLd('/editorial-policy/')} />
      <LegalPageView page={getContent().legal['editorial-policy']} />
    </>
  );
}
