import type { RosterFile } from '@/lib/content/roster-schema';
import type { SiteConfig } from '@/lib/content';
import { formatAssets, formatDate } from '@/lib/format';
import { adviserPath } from '@/lib/site/paths';
import { notableChanges, percentText } from '@/lib/roster/changes';
import { displayName } from '@/lib/roster/display-case';
import { brochureChangeText, type BrochureChanges } from '@/lib/roster/brochure-changes';

/**
 * The Atom feed (RFC 4287) of /advisers/changes/: one entry per change the page names, dated by
 * the import's SEC data file, with ids that stay the same when the export is rebuilt, so a feed
 * reader shows each change once.
 */

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Entry {
  id: string;
  title: string;
  path: string;
  summary: string;
}

/** Before any import the feed is valid and empty; the epoch tells a reader nothing is new. */
const NO_IMPORT = '1970-01-01';

export function changesFeed(
  roster: RosterFile | null,
  site: Pick<SiteConfig, 'siteUrl' | 'brandName'>,
  brochures: BrochureChanges | null = null,
): string {
  const base = site.siteUrl.replace(/\/$/, '');
  const changes = notableChanges(roster);
  const day = changes?.dataFiles[0]?.date ?? NO_IMPORT;
  const updated = `${day}T00:00:00Z`;
  const entries: Entry[] = [];
  const id = (kind: string, crd: string) => `${base}/advisers/changes/#${day}-${kind}-${crd}`;
  if (changes && roster) {
    const first = changes.added.length === roster.firms.length;
    if (first)
      entries.push({
        id: id('first-import', 'all'),
        title: `The roster’s first import: ${changes.added.length} registered advisers`,
        path: '/advisers/',
        summary: `Every registered adviser of the region from the SEC’s Form ADV data of ${formatDate(day)}.`,
      });
    else
      for (const firm of changes.added)
        entries.push({
          id: id('added', firm.crd),
          title: `New on the roster: ${displayName(firm.name)}`,
          path: adviserPath(firm.crd, firm.name),
          summary: `${displayName(firm.name)} (CRD ${firm.crd}) is newly registered and approved, or its main office is newly in the region.`,
        });
    for (const firm of changes.removed)
      entries.push({
        id: id('removed', firm.crd),
        title: `Left the roster: ${displayName(firm.name)}`,
        path: '/advisers/changes/',
        summary: `${displayName(firm.name)} (CRD ${firm.crd}): ${firm.why}.`,
      });
    for (const move of changes.assetMoves)
      entries.push({
        id: id('assets', move.crd),
        title: `${displayName(move.name)}: assets under management ${percentText(move.change)}`,
        path: adviserPath(move.crd, move.name),
        summary: `From ${formatAssets(move.before)} to ${formatAssets(move.after)}, as its Form ADV reports them.`,
      });
    for (const firm of changes.newDisclosures)
      entries.push({
        id: id('disclosures', firm.crd),
        title: `${displayName(firm.name)}: a new answer in Item 11`,
        path: adviserPath(firm.crd, firm.name),
        summary: `Now answers Yes to ${firm.items.join(', ')} of Item 11 (disciplinary history); see its IAPD page for what it reported.`,
      });
  }
  const onRoster = new Set((roster?.firms ?? []).map((firm) => firm.crd));
  for (const item of brochures?.items ?? [])
    entries.push({
      id: `${base}/advisers/changes/#${brochures?.month ?? ''}-brochure-${item.crd}-${item.filed}`,
      title: `${item.name}: ${item.schedule || item.minimum ? 'a changed fee or minimum' : 'a new brochure'}`,
      path: onRoster.has(item.crd) ? adviserPath(item.crd, item.name) : '/advisers/changes/',
      summary: `${brochureChangeText(item, formatDate)}.`,
    });
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeXml(`${site.brandName}: changes among Greater Cincinnati’s registered advisers`)}</title>`,
    `  <subtitle>From the monthly import of the SEC’s Form ADV data</subtitle>`,
    `  <id>${base}/advisers/changes/</id>`,
    `  <link rel="self" type="application/atom+xml" href="${base}/advisers/changes/feed.xml"/>`,
    `  <link rel="alternate" type="text/html" href="${base}/advisers/changes/"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(site.brandName)}</name></author>`,
    ...entries.flatMap((entry) => [
      '  <entry>',
      `    <id>${escapeXml(entry.id)}</id>`,
      `    <title>${escapeXml(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(`${base}${entry.path}`)}"/>`,
      `    <updated>${updated}</updated>`,
      `    <summary>${escapeXml(entry.summary)}</summary>`,
      '  </entry>',
    ]),
    '</feed>',
  ];
  return `${lines.join('\n')}\n`;
}
