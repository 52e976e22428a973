import { NOT_PUBLISHED_STATES, type NotPublished } from '@/lib/content/roster-schema';
import { mainOfficeNotPublished, type AdvFirmRecord } from '../feed/feed-record';
import type { FoundRecord } from '../feed/feed-scan';
import type { AdvDataFile } from '../feed/parse-feed';

/**
 * The advisers the roster cannot place: registered and approved, but their Form ADV publishes no main-office
 * address (the SEC does not publish a main office that is a home). The phone's area code and the mailing address
 * are never used to place them. What tells that one is "of Ohio, Kentucky or Indiana" is the state feed's
 * registration: a regulator that approved it (`Rgltr@Cd`) is OH, KY or IN. An SEC-registered adviser without an
 * address names no state, so it is not counted (docs/decisions.md, "Advisers who publish no main office").
 */

type State = (typeof NOT_PUBLISHED_STATES)[number];

/** Of OH, KY and IN, those that approved the registration of a state adviser that publishes no main office. */
export function unplacedStates(record: AdvFirmRecord): State[] {
  const { registration } = record;
  if (!mainOfficeNotPublished(record)) return [];
  if (registration.kind !== 'registered' || registration.standing !== 'approved') return [];
  return NOT_PUBLISHED_STATES.filter((state) => registration.approvedStates.includes(state));
}

/**
 * The count the roster file records, from the scan's records (one per CRD: the preferred of the two feeds), or
 * null when no state feed was read (the count then stays as the last import left it). A firm registered with two
 * of the states counts in each state's figure, once in `firms`.
 */
export function countNotPublished(
  records: Iterable<FoundRecord>,
  dataFiles: readonly AdvDataFile[],
): NotPublished | null {
  const stateFeed = dataFiles.find((file) => file.feed === 'state');
  if (stateFeed === undefined) return null;
  const states: Record<State, number> = { OH: 0, KY: 0, IN: 0 };
  let firms = 0;
  for (const { record } of records) {
    const unplaced = unplacedStates(record);
    if (unplaced.length > 0) firms += 1;
    for (const state of unplaced) states[state] += 1;
  }
  return {
    firms,
    states,
    dataFile: { name: stateFeed.name, date: stateFeed.date },
  };
}
