import { recordedValue } from '@/lib/firms/sourced';
import { inRegionStates } from '../feed/candidates';
import { resemblesFirmName } from '../feed/firm-names';
import type { FirmChangeSet, NeedsPerson } from './change-set';
import { advSourcedFacts, factChanges } from './firm-facts-from-adv';
import { patchFirm, type FirmFile, type FirmPatch } from './firm-file';
import type { FoundRecord } from '../feed/feed-scan';
import { advFacts, assetsProblem } from './map-facts';
import { unknownNotes } from './unknown-notes';

/**
 * What the import does with one listed firm that has a CRD: write its Form ADV facts, or write
 * nothing and put it before the owner (exempt, withdrawn or not approved, main office abroad).
 * Pure: the caller writes the returned file.
 */
export interface FirmUpdate {
  next: FirmFile | null;
  change: FirmChangeSet | null;
  needsPerson: NeedsPerson[];
}

const REGISTRATION_WORDS = {
  exempt: 'is an exempt reporting adviser there, not a registered one',
  withdrawn: 'is withdrawing or withdrawn',
  pending: 'is pending, not yet approved',
  other: 'is not an approved registration',
} as const;

type Office = { city: string; state: string | null } | null;

/**
 * A main office read outside Ohio, Kentucky and Indiana goes before a person once: when it is first
 * read (the file records none) or moves there from the region. The office is written either way, so
 * next month the file records it outside and the same office is not raised again. An office that is
 * not published, or cannot be read, is no move.
 */
function outOfRegionNote(recorded: Office | undefined, office: Office): string | null {
  if (office === null || inRegionStates(office.state)) return null;
  if (recorded && !inRegionStates(recorded.state)) return null;
  const where = `${office.city}, ${office.state}, outside Ohio, Kentucky and Indiana`;
  return recorded
    ? `Its main office moved from ${recorded.city}, ${recorded.state} to ${where}: is it still a firm of the region?`
    : `Its main office, first read from its Form ADV, is in ${where}: is it a firm of the region? Its facts were written; this is asked once`;
}

export function updateFirm(firm: FirmFile, crd: string, hit: FoundRecord | undefined, accepted: boolean): FirmUpdate {
  const person = (file: string | null, issue: string): NeedsPerson => ({
    slug: firm.slug,
    name: firm.data.name,
    crd,
    file,
    issue,
  });
  if (hit === undefined) {
    return {
      next: null,
      change: null,
      needsPerson: [
        person(
          null,
          `CRD ${crd} is in none of the given feeds: nothing was written. Look it up on its IAPD page: it may have withdrawn, merged or changed its CRD`,
        ),
      ],
    };
  }
  const { record, dataFile } = hit;
  const { registration } = record;
  const file = dataFile.name;
  const why =
    registration.kind === 'exempt'
      ? REGISTRATION_WORDS.exempt
      : registration.standing === 'approved'
        ? null
        : REGISTRATION_WORDS[registration.standing];
  if (why !== null) {
    const issue = `Its registration with ${registration.regulator} reads "${registration.status}": it ${why}. Nothing was written; decide whether the site should still list it`;
    return { next: null, change: null, needsPerson: [person(file, issue)] };
  }
  if (record.mainOffice !== null && record.mainOffice.state === null) {
    const issue = `Its main office is abroad (${record.mainOffice.country ?? 'no country given'}): nothing was written`;
    return { next: null, change: null, needsPerson: [person(file, issue)] };
  }
  const facts = advFacts(record, dataFile.feed);
  const { patch, notes } = advSourcedFacts(firm.data, facts, { name: dataFile.name, date: dataFile.date });
  const needsPerson = notes.map((note) => person(file, note));
  // A fact the filing holds but the reader cannot read: left as recorded, for the owner (scripts/adv/import/unknown-notes.ts).
  needsPerson.push(...unknownNotes(record, firm.data).map((note) => person(file, note)));
  const outside = outOfRegionNote(recordedValue(firm.data.mainOffice), record.mainOffice);
  if (outside !== null) needsPerson.push(person(file, outside));
  const assets = assetsProblem(record);
  if (assets !== null) needsPerson.push(person(file, assets));
  if (accepted && ![record.businessName, record.legalName].some((name) => resemblesFirmName(firm.data.name, name))) {
    needsPerson.push(
      person(
        file,
        `The accepted CRD ${crd} is "${record.businessName}", a name that does not resemble "${firm.data.name}": check it is the same firm`,
      ),
    );
  }
  const full: FirmPatch = { ...patch };
  if (firm.data.notInAdvData !== undefined) full.notInAdvData = undefined;
  const changes = [];
  if (firm.data.status === 'unconfirmed') {
    // The owner accepted its CRD and the regulator's data holds it: it is a listed firm now.
    full.status = 'listed';
    full.statusNote = undefined;
    changes.push({ field: 'status', label: 'Status', before: 'unconfirmed', after: 'listed' });
  }
  const next = patchFirm(firm, full);
  changes.push(...factChanges(firm.data, next.data));
  return {
    next,
    change: { slug: firm.slug, name: firm.data.name, crd, filingDate: record.filingDate, changes, rewritten: false },
    needsPerson,
  };
}
