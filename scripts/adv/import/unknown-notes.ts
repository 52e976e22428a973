import type { FirmFrontMatter } from '@/lib/content/schemas';
import { mainOfficeNotPublished, unknownFields, type AdvFirmRecord } from '../feed/feed-record';
import { ADV_FIELDS } from '@/lib/adv/fields';
import { advDocument, PLAIN_PROFILE_IDS, type PlainProfileId } from '@/lib/adv/field-lists';

/**
 * The owner's lines for a listed firm whose filing holds a value the import cannot read (docs/cms.md,
 * "Needs a person"): one line per fact of the firm's file, naming the first such value as filed. The
 * fact is left as it was recorded; the firm's other facts are refreshed.
 */

/** The facts of a listed firm's file the import writes from Form ADV (scripts/adv/import/firm-facts-from-adv.ts). */
type FileFact =
  | 'registration'
  | 'mainOffice'
  | 'aum'
  | 'employees'
  | 'compensation'
  | 'disclosures'
  | 'websites'
  | 'clientTypes'
  | PlainProfileId;
const FILE_FACTS: readonly FileFact[] = [
  'registration',
  'mainOffice',
  'aum',
  'employees',
  'compensation',
  'disclosures',
  'websites',
  'clientTypes',
  ...PLAIN_PROFILE_IDS,
];

const where = (element: string, attribute: string | null) => `<${element}${attribute === null ? '' : ` ${attribute}`}>`;

/** `current`: the firm file's facts, to say whether a recorded value stays or none is recorded. */
export function unknownNotes(record: AdvFirmRecord, current: Pick<FirmFrontMatter, FileFact>): string[] {
  const unknown = unknownFields(record);
  const notes = FILE_FACTS.filter((field) => unknown.has(field)).map((field) => {
    const values = record.unknown.filter((value) => value.fields.includes(field));
    const [first] = values;
    const more = values.length > 1 ? ` (and ${values.length - 1} more)` : '';
    const filed = first === undefined ? '' : `: ${where(first.element, first.attribute)} reads "${first.raw}"${more}`;
    const kept =
      current[field].origin === 'none'
        ? 'nothing is recorded, and nothing was written'
        : 'the recorded value stays as it is';
    return (
      `${ADV_FIELDS[field].label} (${advDocument(field)}) cannot be read in its Form ADV filed ` +
      `${record.filingDate}${filed}; ${kept}. Check it on the IAPD page and record it by hand if it matters`
    );
  });
  if (mainOfficeNotPublished(record) && current.mainOffice.origin === 'form-adv') {
    notes.push(
      `Its Form ADV filed ${record.filingDate} publishes no main-office address (Item 1.F is left empty, as for a ` +
        'private residence); the main office recorded from an earlier filing stays as it is. ' +
        'Check the IAPD page and decide whether to keep showing it',
    );
  }
  return notes;
}
