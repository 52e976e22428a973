import type { ImportReport } from '@/lib/adv/change-set';
import { md, plural } from '@/lib/adv/summary-text';

/**
 * The region's roster in the pull request: how many advisers, who was added and removed (with why)
 * and each changed fact, so the owner reviews the roster in the same pull request as the listed firms.
 */

/** Changed firms listed in full; the rest are counted (the file holds them all). */
const SHOWN_CHANGED = 60;

export function rosterLines(report: ImportReport): string[] {
  const { roster } = report;
  const { added, removed, changed } = roster.changes;
  const lines = ['## The region’s roster', ''];
  if (!roster.rewritten) {
    lines.push(`${plural(roster.firms, 'adviser')}; nothing changed (\`content/adv-roster.json\` is as it was).`, '');
    return lines;
  }
  lines.push(
    `${plural(roster.firms, 'registered adviser')} with a main office in the region: ` +
      `${added.length} added, ${removed.length} removed, ${changed.length} with a changed fact (\`content/adv-roster.json\`). ` +
      'Copied from the filings: nothing here is edited by hand.',
    '',
  );
  if (added.length > 0)
    lines.push(`**Added:** ${added.map((firm) => `${md(firm.name)} (CRD ${firm.crd})`).join('; ')}.`, '');
  if (removed.length > 0) {
    lines.push(
      '**Removed:**',
      '',
      ...removed.map((firm) => `- ${md(firm.name)} (CRD ${firm.crd}): ${md(firm.why)}.`),
      '',
    );
  }
  for (const firm of changed.slice(0, SHOWN_CHANGED)) {
    const facts = firm.changes.map(
      (change) => `${change.field} ${md(change.before ?? 'none')} → ${md(change.after ?? 'none')}`,
    );
    lines.push(`- ${md(firm.name)} (CRD ${firm.crd}): ${facts.join('; ')}`);
  }
  if (changed.length > SHOWN_CHANGED)
    lines.push(`- …and ${changed.length - SHOWN_CHANGED} more in the file's "changes".`);
  if (changed.length > 0) lines.push('');
  return lines;
}
