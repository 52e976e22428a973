import type { ImportReport } from '@/lib/adv/change-set';
import { join, type Markdown, gfm, plural } from '@/lib/adv/summary-text';

/**
 * The region's roster in the pull request: how many advisers, who was added and removed (with why)
 * and each changed fact, so the owner reviews the roster in the same pull request as the listed firms.
 */

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
    );
    return lines;
  }
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
