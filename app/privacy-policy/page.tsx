import { LegalPageView } from '@/components/sections/legal-page';
import { getContent } from '@/lib/content';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const metadata = staticPageMetadata('/privacy-policy/');

export default function PrivacyPolicyPage() {
  return <LegalPageView page={getContent().legal['privacy-policy']} />;
}
