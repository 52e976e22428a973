import fc from 'fast-check';
import { ADV_FIELDS, type AdvFieldId } from '@/lib/adv/fields';
import { PLAIN_FIELD_IDS } from '@/lib/adv/field-lists';
import { everyOf } from '@/lib/records';
import type { AdvFirmRecord, FirmReading } from '@/scripts/adv/feed/feed-record';
import { FeedReader } from '@/scripts/adv/feed/feed-reader';
import { liveFirmXml, liveSecFirm, type LiveFirm } from '@/test-support/live-shaped-feeds';

/**
 * Tolerant per field, strict per identity, as a property over a record in the live files' shape
 * (test-support/live-shaped-feeds.ts): any value of any attribute that is not the firm's identity
 * (absent, empty, unexpected text, a number with commas or decimals, a huge value) never stops the
 * read nor changes another fact; any broken identity attribute makes the firm malformed.
 */

type Part = Exclude<keyof LiveFirm, 'websites'>;
/** An attribute of the record: [part of LiveFirm, element (for `items`), attribute]. */
type Place = readonly [Part, string, string];

const BASE = liveSecFirm(140301, 'LIVE SHAPE ADVISERS');

function read(firm: LiveFirm): FirmReading {
  const readings: FirmReading[] = [];
  const reader = new FeedReader(
    'IA_FIRM_SEC_Feed_11_02_2026.xml',
    () => undefined,
    (reading) => readings.push(reading),
  );
  const xml = `<?xml version="1.0" encoding="ISO-8859-1"?><IAPDFirmSECReport GenOn="2026-11-02"><Firms>${liveFirmXml(firm)}</Firms></IAPDFirmSECReport>`;
  reader.write(Buffer.from(xml, 'latin1'));
  reader.end();
  const [reading] = readings;
  if (reading === undefined || readings.length !== 1) throw new Error('expected one firm');
  return reading;
}

/** The record's facts as the site's fields (lib/adv/fields.ts) see them. */
function facts(record: AdvFirmRecord): Record<AdvFieldId, string> {
  const { item6A, item7A } = record;
  return {
    // The registration's date is in no fact the site writes (scripts/adv/feed/registration.ts).
    registration: JSON.stringify([{ ...record.registration, date: null }, record.secNumber, item6A['6.A(1)']]),
    mainOffice: JSON.stringify(record.mainOffice),
    aum: JSON.stringify(record.assets && { ...record.assets }),
    ...everyOf(PLAIN_FIELD_IDS, (id) => JSON.stringify(record.fields[id] ?? null)),
    employees: JSON.stringify([record.totalEmployees, record.advisoryEmployees]),
    clientTypes: JSON.stringify(record.clientTypes),
    compensation: JSON.stringify([record.compensation, item6A, item7A]),
    affiliations: JSON.stringify([item6A, item7A]),
    disclosures: JSON.stringify([record.item11Overall, record.item11]),
    websites: JSON.stringify(record.websites),
  };
}

/** The facts an attribute feeds (the reader's own attribution is checked against this). */
function fieldsOf([part, element, attribute]: Place): AdvFieldId[] {
  if (part === 'info') return attribute === 'SECNb' ? ['registration'] : [];
  if (part === 'mainAddr') return ['mainOffice'];
  if (part === 'rgstn') return attribute === 'FirmType' ? ['registration'] : [];
  if (part !== 'items') return [];
  // A plain field is the one fact of its column (lib/adv/fields.ts).
  const plain = PLAIN_FIELD_IDS.filter((id) => {
    const [plainElement, ...attributes]: readonly string[] = ADV_FIELDS[id].column;
    return plainElement === element && attributes.includes(attribute);
  });
  if (plain.length > 0) return plain;
  if (element === 'Item5A' || element === 'Item5B') return ['employees'];
  if (element === 'Item5D') return ['clientTypes'];
  if (element === 'Item5E') return ['compensation'];
  if (element === 'Item5F') return ['aum'];
  if (element === 'Item6A') return ['compensation', 'affiliations', 'registration'];
  if (element === 'Item7A') return ['compensation', 'affiliations'];
  return element.startsWith('Item11') ? ['disclosures'] : [];
}

const IDENTITY: readonly Place[] = [
  ['info', 'Info', 'FirmCrdNb'],
  ['filing', 'Filing', 'Dt'],
  ['rgstn', 'Rgstn', 'St'],
];
const isIdentity = ([part, , attribute]: Place) =>
  IDENTITY.some(([p, , a]) => p === part && a === attribute) ||
  (part === 'info' && /^(BusNm|LegalNm)$/.test(attribute));

const PLACES: readonly Place[] = [
  ...(['info', 'mainAddr', 'rgstn', 'filing'] as const).flatMap((part) =>
    Object.keys(BASE[part]).map((attribute): Place => [part, part, attribute]),
  ),
  ...Object.entries(BASE.items).flatMap(([element, values]) =>
    Object.keys(values).map((attribute): Place => ['items', element, attribute]),
  ),
];
const OTHER_PLACES = PLACES.filter((place) => !isIdentity(place));

/** A value: absent (null), empty, unexpected text, a number with commas or decimals, or a huge value. */
const ODD_VALUE = fc.oneof(
  fc.constant(null),
  fc.constant(''),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('Yes', 'No', 'n/a', 'Fewer than 5 clients', '-5', '0'),
  fc.integer({ min: 1000, max: 2_000_000_000 }).map((n) => n.toLocaleString('en-US')),
  fc.double({ min: 0, max: 1e9, noNaN: true }).map((n) => n.toFixed(2)),
  fc.constantFrom('9'.repeat(400), 'X'.repeat(5000), '1'.repeat(25)),
);

function withValue(firm: LiveFirm, [part, element, attribute]: Place, value: string | null): LiveFirm {
  const put = (values: Record<string, string>) => {
    const rest = Object.fromEntries(Object.entries(values).filter(([name]) => name !== attribute));
    return value === null ? rest : { ...rest, [attribute]: value };
  };
  if (part !== 'items') return { ...firm, [part]: put(firm[part]) };
  return { ...firm, items: { ...firm.items, [element]: put(firm.items[element] ?? {}) } };
}

const base = read(BASE).record;

test('the live-shaped record reads with nothing unknown', () => {
  expect(base?.unknown).toEqual([]);
  expect(base?.clientTypes).toEqual(['a', 'b', 'h', 'i']);
});

test('any value of a non-identity attribute never stops the read nor changes another fact', () => {
  if (base === null) throw new Error('the base record is malformed');
  const before = facts(base);
  fc.assert(
    fc.property(fc.constantFrom(...OTHER_PLACES), ODD_VALUE, (place, value) => {
      const reading = read(withValue(BASE, place, value));
      expect(reading.problems).toEqual([]);
      const record = reading.record;
      if (record === null) throw new Error('malformed');
      const own = fieldsOf(place);
      // What the reader calls unknown is the attribute's own facts, never another's.
      for (const unknown of record.unknown) expect(own).toEqual(expect.arrayContaining([...unknown.fields]));
      const after = facts(record);
      for (const field of Object.keys(before) as AdvFieldId[]) {
        if (!own.includes(field)) expect([field, after[field]]).toEqual([field, before[field]]);
      }
    }),
    { numRuns: 400 },
  );
});

test('a website of any shape never stops the read nor changes another fact', () => {
  if (base === null) throw new Error('the base record is malformed');
  const before = facts(base);
  fc.assert(
    fc.property(ODD_VALUE, (value) => {
      const record = read({ ...BASE, websites: value === null ? [] : [value, 'HTTP://WWW.LINKEDIN/NAME'] }).record;
      if (record === null) throw new Error('malformed');
      const after = facts(record);
      for (const field of Object.keys(before) as AdvFieldId[]) {
        if (field !== 'websites') expect(after[field]).toEqual(before[field]);
      }
    }),
  );
});

/** A broken identity value: absent, empty, or longer than any real one; a CRD or a date that is not one. */
const BROKEN: Record<string, fc.Arbitrary<string | null>> = {
  FirmCrdNb: fc.oneof(
    fc.constantFrom(null, '', '12,345', '12.5', 'n/a', '9'.repeat(20)),
    fc.string().filter((s) => !/^\s*\d{1,9}\s*$/.test(s)),
  ),
  Dt: fc.oneof(
    fc.constantFrom(null, '', '2026-02-30', '03/27/2026', 'last spring'),
    fc.string().filter((s) => !/^\s*\d{4}-/.test(s)),
  ),
  St: fc.constantFrom(null, '', ' ', 'A'.repeat(5000)),
};

test('any broken identity attribute makes the firm malformed', () => {
  for (const place of IDENTITY) {
    const values = BROKEN[place[2]];
    if (values === undefined) throw new Error(`no broken values for ${place[2]}`);
    fc.assert(
      fc.property(values, (value) => {
        const reading = read(withValue(BASE, place, value));
        expect(reading.record).toBeNull();
        expect(reading.problems.length).toBeGreaterThan(0);
      }),
      { numRuns: 60 },
    );
  }
  const nameless = withValue(withValue(BASE, ['info', 'Info', 'BusNm'], null), ['info', 'Info', 'LegalNm'], '');
  expect(read(nameless).record).toBeNull();
  // One name stands for the other.
  expect(read(withValue(BASE, ['info', 'Info', 'BusNm'], null)).record?.businessName).toBe('LIVE SHAPE ADVISERS, LLC');
});
