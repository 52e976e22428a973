import { readMarkdownEntries } from '@/lib/content/read';
import { IssueCollector } from '@/lib/content/report';
import { firmFrontMatterSchema } from '@/lib/content/schemas';
import { readRosterFile } from '@/lib/content/validate-adv-archive';
import { recordedValue } from '@/lib/firms/sourced';

/**
 * The firms whose brochures are read: every firm of the roster (content/adv-roster.json, written by `adv:import`)
 * and every listed firm of content/firms/ with a CRD, read with the build's own schemas (a broken file stops the run
 * with the build's message, before anything is fetched). CRD → the name to show in the summary.
 */
export function wantedFirms(contentDir: string): Map<string, string> {
  const issues = new IssueCollector();
  const roster = readRosterFile(contentDir, issues);
  const firms = readMarkdownEntries(contentDir, 'firms', firmFrontMatterSchema, issues);
  issues.throwIfAny();
  const wanted = new Map<string, string>();
  for (const firm of roster?.firms ?? []) wanted.set(firm.crd, firm.businessName);
  for (const firm of firms) {
    const crd = recordedValue(firm.data.registration)?.crd;
    if (crd) wanted.set(crd, firm.data.name);
  }
  return wanted;
}
