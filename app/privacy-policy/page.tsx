import { LegalPageView } from '@/components/sections/legal-page';
import { getContent } from '@/lib/content';
import { JsonLd } from '@/components/seo/json-ld';
import { staticPageJsonLd } from '@/lib/seo/json-ld';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const metadata = staticPageMetadata('/privacy-policy/');

export default function PrivacyPolicyPage() {
  return (
    <>
      <JsonLd data={staticPageJsonLd('/privacy-policy/')} />
      <LegalPageView page={getContent().legal['privacy-policy']} />
    </>
  );
}
