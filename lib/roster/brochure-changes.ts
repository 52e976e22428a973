import { readFirmFees } from '@/lib/brochures/firm-fees';
import { flagWords } from '@/lib/brochures/fee-words';
import type { BrochureFile } from '@/lib/content/brochure-schema';
import type { RosterFile } from '@/lib/content/roster-schema';
import type { Firm } from '@/lib/content/types';
import { recordedValue } from '@/lib/firms/sourced';
import { displayName } from './display-case';

/**
 * What the last brochure step changed, for /advisers/changes/ and its feed: the records whose `change` names the
 * newest archive month among them (lib/content/brochure-change-schema.ts), A–Z, each with its new brochure's date and
 * the new schedule's flags in words.
 */
export interface BrochureChangeItem {
  crd: string;
  name: string;
  filed: string;
  /** The filing date of the brochure it replaced; null when it is the firm's first. */
  previousFiled: string | null;
  schedule: boolean;
  minimum: boolean;
  flags: string[];
}

export interface BrochureChanges {
  /** The newest archive month the last run read. */
  month: string;
  items: BrochureChangeItem[];
}

export function brochureChanges(
  brochures: ReadonlyMap<string, BrochureFile>,
  names: ReadonlyMap<string, string>,
): BrochureChanges | null {
  const changed = [...brochures.values()].filter((file) => file.change && file.brochure);
  const month = changed
    .map((file) => file.change?.month ?? '')
    .sort()
    .at(-1);
  if (month === undefined) return null;
  const items = changed
    .filter((file) => file.change?.month === month)
    .flatMap((file): BrochureChangeItem[] => {
      const name = names.get(file.crd);
      const { change, brochure } = file;
      if (name === undefined || change === undefined || brochure === null) return [];
      const { schedule } = readFirmFees(file);
      return [
        {
          crd: file.crd,
          name,
          filed: brochure.filed,
          previousFiled: change.previous?.filed ?? null,
          schedule: change.kinds.includes('schedule'),
          minimum: change.kinds.includes('minimum'),
          flags: schedule ? flagWords(schedule) : [],
        },
      ];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return { month, items };
}

/** "a new brochure filed March 20, 2025 (its first recorded); its fee schedule and its minimum changed". */
export function brochureChangeText(item: BrochureChangeItem, date: (isoDay: string) => string): string {
  const what = [item.schedule ? 'its fee schedule' : '', item.minimum ? 'its minimum' : ''].filter(Boolean);
  const first =
    item.previousFiled === null ? ' (its first recorded)' : ` (replacing the one filed ${date(item.previousFiled)})`;
  return [
    `a new brochure filed ${date(item.filed)}${first}`,
    ...(what.length > 0 ? [`${what.join(' and ')} changed`] : []),
    ...item.flags,
  ].join('; ');
}

/** The names the changes show: a roster adviser's as people write it, else a listed firm's (by its CRD). */
export function brochureChangeNames(roster: RosterFile | null, firms: readonly Firm[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const firm of firms) {
    const crd = recordedValue(firm.registration)?.crd;
    if (crd) names.set(crd, firm.name);
  }
  for (const firm of roster?.firms ?? []) names.set(firm.crd, displayName(firm.businessName));
  return names;
}
