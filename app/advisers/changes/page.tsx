import type { Metadata } from 'next';
import { CHANGES_FEED_PATH, ChangesPage } from '@/components/sections/advisers/changes-page';
import { getRoster } from '@/lib/content';
import { staticPageMetadata } from '@/lib/seo/metadata';

export function generateMetadata(): Metadata {
  // Noindexed until the first import, as /advisers/ is.
  const metadata = staticPageMetadata('/advisers/changes/', { noindex: (getRoster()?.firms.length ?? 0) === 0 });
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { 'application/atom+xml': CHANGES_FEED_PATH } },
  };
}

export default function AdviserChangesRoute() {
  return <ChangesPage />;
}
