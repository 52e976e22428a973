import { checkFeeSchedule } from '../brochures/fee-check';
import { readFirmFees } from '../brochures/firm-fees';
import { recordedValue } from '../firms/sourced';
import type { BrochureFile } from './brochure-schema';
import type { IssueCollector } from './report';
import type { FirmEntry } from './types';

/**
 * A person's check of a listed firm's fee schedule stands only for the brochure it names, and only for a schedule
 * the site shows as a table: a new brochure, or a schedule that no longer reads or validates, needs a new check.
 */
export function checkFeeConfirmations(
  firms: readonly FirmEntry[],
  brochures: ReadonlyMap<string, BrochureFile>,
  issues: IssueCollector,
): void {
  for (const firm of firms) {
    const confirmed = firm.feeScheduleConfirmed;
    if (confirmed === undefined) continue;
    const add = (message: string) =>
      issues.add(`content/firms/${firm.slug}.md`, firm.slug, 'feeScheduleConfirmed', message);
    const crd = recordedValue(firm.registration)?.crd;
    const record = crd ? brochures.get(crd) : undefined;
    if (!record?.brochure) {
      add('names a brochure, but the firm has no brochure record (content/adv-brochures/): nothing to confirm');
      continue;
    }
    if (record.brochure.id !== confirmed.brochureId) {
      add(
        `names brochure ${confirmed.brochureId}, but the firm's brochure is now ${record.brochure.id} (filed ${record.brochure.filed}): check its schedule and confirm that one, or remove the check`,
      );
      continue;
    }
    const schedule = readFirmFees(record).schedule;
    if (schedule === null || schedule.kind === 'quote-only') {
      add('the brochure’s fee schedule could not be read as a table (only its words are shown): nothing to confirm');
      continue;
    }
    const [problem] = checkFeeSchedule(schedule);
    if (problem !== undefined) add(`the schedule read from the brochure fails its check (${problem.code})`);
  }
}
