import { LegalPageView } from '@/components/sections/legal-page';
import { getContent } from '@/lib/content';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const metadata = staticPageMetadata('/terms/');

export default function TermsPage() {
  return <LegalPageView page={getContent().legal.terms} />;
}
