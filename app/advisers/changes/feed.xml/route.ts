import { getContent, getFirms, getRoster, getSite } from '@/lib/content';
import { brochureChangeNames, brochureChanges } from '@/lib/roster/brochure-changes';
import { changesFeed } from '@/lib/seo/changes-feed';

/** /advisers/changes/feed.xml: the roster's changes as an Atom feed, written by the export. */
export const dynamic = 'force-static';

export function GET() {
  const brochures = brochureChanges(getContent().brochures, brochureChangeNames(getRoster(), getFirms()));
  return new Response(changesFeed(getRoster(), getSite(), brochures), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
  });
}
