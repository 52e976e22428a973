import { FORM_ADV_MAX_AGE_DAYS } from './gate-firms';
import type { IssueCollector } from './report';
import { ADV_ROSTER_FILE, type RosterFile } from './roster-schema';

/**
 * The production gate on the region's roster: like an imported firm fact, a roster entry is the
 * regulator's record only while its data file is at most 90 days old. One stale file names every
 * entry it dates in one line, so a stopped monthly refresh says what to run.
 */
export function checkRosterForProduction(roster: RosterFile | null, today: Date, issues: IssueCollector): void {
  const stale = new Map<string, { date: string; firms: number }>();
  for (const firm of roster?.firms ?? []) {
    const age = Math.floor((today.getTime() - Date.parse(`${firm.dataFile.date}T00:00:00Z`)) / 86_400_000);
    if (age <= FORM_ADV_MAX_AGE_DAYS) continue;
    const entry = stale.get(firm.dataFile.name) ?? { date: firm.dataFile.date, firms: 0 };
    stale.set(firm.dataFile.name, { ...entry, firms: entry.firms + 1 });
  }
  for (const [name, { date, firms }] of stale) {
    issues.add(
      `content/${ADV_ROSTER_FILE}`,
      'roster',
      'firms.dataFile',
      `${firms} entries come from the SEC data file ${name} of ${date}, more than ${FORM_ADV_MAX_AGE_DAYS} days old: run the Form ADV refresh (npm run adv:import) with the current feeds`,
    );
  }
}
