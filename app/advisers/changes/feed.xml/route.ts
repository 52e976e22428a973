import { getRoster, getSite } from '@/lib/content';
import { changesFeed } from '@/lib/seo/changes-feed';

/** /advisers/changes/feed.xml: the roster's changes as an Atom feed, written by the export. */
export const dynamic = 'force-static';

export function GET() {
  return new Response(changesFeed(getRoster(), getSite()), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
  });
}
