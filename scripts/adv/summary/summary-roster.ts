import type { ImportReport } from '@/scripts/adv/import/change-set';
import type { NotPublished } from '@/lib/content/roster-schema';
import { code, join, type Markdown, gfm, plural } from '@/scripts/adv/summary/summary-text';

/**
 * The region's roster in the pull request: how many advisers, who was added and removed (with why)
 * and each changed fact, so the owner reviews the roster in the same pull request as the listed firms.
 */

/** The advisers of OH, KY and IN the roster cannot place: nothing to do, /advisers/ says so with a link to IAPD. */
function notPublishedLines(counted: NotPublished | undefined): Markdown[] {
  if (counted === undefined) return [];
  const { firms, dataFile } = counted;
  return [
    gfm`Not placed: ${plural(firms, 'registered adviser')} in Ohio, Kentucky and Indiana with no main-office address published (${code(dataFile.name)}); /advisers/ counts them and links to IAPD. Nothing to do.`,
    gfm``,
  ];
}

/** Changed firms listed in full; the rest are counted (the file holds them all). */
const SHOWN_CHANGED = 60;

export function rosterLines(report: ImportReport): Markdown[] {
  const { roster } = report;
  const { added, removed, changed } = roster.changes;
  const lines = [gfm`## The region’s roster`, gfm``];
  if (!roster.rewritten) {
    lines.push(
      gfm`${plural(roster.firms, 'adviser')}; nothing changed (\`content/adv-roster.json\` is as it was).`,
      gfm``,
      ...notPublishedLines(roster.notPublished),
    );
    return lines;
  }
  lines.push(...notPublishedLines(roster.notPublished));
  lines.push(
    join(
      [
        gfm`${plural(roster.firms, 'registered adviser')} with a main office in the region:`,
        gfm`${added.length} added, ${removed.length} removed, ${changed.length} with a changed fact (\`content/adv-roster.json\`).`,
        gfm`Copied from the filings: nothing here is edited by hand.`,
      ],
      ' ',
    ),
    gfm``,
  );
  if (added.length > 0)
    lines.push(
      gfm`**Added:** ${join(
        added.map((firm) => gfm`${firm.name} (CRD ${firm.crd})`),
        '; ',
      )}.`,
      gfm``,
    );
  if (removed.length > 0) {
    lines.push(
      gfm`**Removed:**`,
      gfm``,
      ...removed.map((firm) => gfm`- ${firm.name} (CRD ${firm.crd}): ${firm.why}.`),
      gfm``,
    );
  }
  for (const firm of changed.slice(0, SHOWN_CHANGED)) {
    const facts = firm.changes.map(
      (change) => gfm`${change.field} ${change.before ?? 'none'} → ${change.after ?? 'none'}`,
    );
    lines.push(gfm`- ${firm.name} (CRD ${firm.crd}): ${join(facts, '; ')}`);
  }
  if (changed.length > SHOWN_CHANGED)
    lines.push(gfm`- …and ${changed.length - SHOWN_CHANGED} more in the file's "changes".`);
  if (changed.length > 0) lines.push(gfm``);
  return lines;
}
