import { ROSTER_PLAIN_IDS } from '@/lib/adv/field-lists';
import { rosterFirmSchema, type RosterFirm } from '@/lib/content/roster-schema';
import { zipCounty } from '@/lib/geo/zip-county';
import { everyOf } from '@/lib/records';
import { unknownFields, type AdvFirmRecord } from '../feed/feed-record';
import type { FoundRecord } from '../feed/feed-scan';
import { compensationMethods, feeRule } from './fee-rule';
import { websiteUrls } from '../feed/websites';

/**
 * The region's roster (content/adv-roster.json): every adviser whose Form ADV main office's ZIP code
 * lies in one of the region's counties, registered (not an exempt reporter) and approved. Notice
 * filings never make a firm local: only the main office counts. Each entry is a copy of the filing,
 * nothing a person typed.
 */

/**
 * The county of the record's main office: from its ZIP code; when the address cannot be read this
 * month, last month's entry's (the roster keeps a field it cannot read: docs/decisions.md); none when
 * the filing publishes no main office (never guessed from the phone number or the mailing address).
 */
function officeCounty(record: AdvFirmRecord, previous: RosterFirm | undefined) {
  if (record.mainOffice !== null) return zipCounty(record.mainOffice.postalCode);
  if (previous === undefined || !unknownFields(record).has('mainOffice')) return undefined;
  return { fips: previous.mainOffice.countyFips, county: previous.mainOffice.county };
}

/** Why a record is not on the roster, or null when it is. `previous`: its entry on last month's roster. */
export function notOnRoster(record: AdvFirmRecord, region: ReadonlySet<string>, previous?: RosterFirm): string | null {
  const county = officeCounty(record, previous);
  if (record.mainOffice === null && county === undefined) {
    return unknownFields(record).has('mainOffice')
      ? 'its Form ADV main-office address cannot be read'
      : 'its Form ADV publishes no main-office address';
  }
  if (county === undefined || !region.has(county.fips)) {
    const where = [record.mainOffice?.city, record.mainOffice?.state].filter(Boolean).join(', ');
    return `its main office (${where}${county ? `, ${county.county} County` : ''}) is outside the region`;
  }
  const { registration } = record;
  if (registration.kind === 'exempt') return `it is an exempt reporting adviser (${registration.status})`;
  if (registration.standing !== 'approved')
    return `its registration with ${registration.regulator} reads "${registration.status}"`;
  return null;
}

/** Is this record's main office in the region (whatever its registration)? Not when it is not published. */
export function inRegion(record: AdvFirmRecord, region: ReadonlySet<string>): boolean {
  const county = record.mainOffice === null ? undefined : zipCounty(record.mainOffice.postalCode);
  return county !== undefined && region.has(county.fips);
}

const yesItems = (answers: Readonly<Record<string, boolean>>) =>
  Object.entries(answers)
    .filter(([, yes]) => yes)
    .map(([item]) => item);

/**
 * The roster entry of a record on it (notOnRoster returned null), checked against the roster's schema.
 * A fact of the record that could not be read (its `unknown`) keeps last month's value when the firm
 * was on the roster, else reads as not in the filing (null, no website): never a guess.
 */
export function rosterFirm(found: FoundRecord, sha256: string, previous?: RosterFirm): RosterFirm {
  const entry = readEntry(found, sha256, previous);
  const unknown = unknownFields(found.record);
  const kept = { ...entry };
  for (const field of ROSTER_UNKNOWN_FIELDS) {
    if (unknown.has(field)) Object.assign(kept, { [field]: previous?.[field] ?? ABSENT[field] });
  }
  // 5.D's counts are read within the clientTypes fact: a value of it that cannot be read keeps both.
  if (unknown.has('clientTypes')) kept.clientCounts = previous?.clientCounts ?? null;
  return rosterFirmSchema.parse(kept);
}

/** The roster's facts the reader can find unknown, and how each reads when not in the filing. */
const ABSENT = {
  aum: null,
  ...everyOf(ROSTER_PLAIN_IDS, () => null),
  employees: { total: null, advisory: null },
  clientTypes: null,
  compensation: null,
  affiliations: null,
  disclosures: null,
  websites: [],
} satisfies Partial<RosterFirm>;
const ROSTER_UNKNOWN_FIELDS = Object.keys(ABSENT).filter((key): key is keyof typeof ABSENT => key in ABSENT);

/** The entry as the record reads (a main office that cannot be read: last month's), before the schema checks it. */
function readEntry(found: FoundRecord, sha256: string, previous: RosterFirm | undefined): Record<string, unknown> {
  const { record, dataFile } = found;
  const office = record.mainOffice;
  const county = office === null ? undefined : zipCounty(office.postalCode);
  const mainOffice =
    office !== null && county !== undefined && office.state !== null
      ? {
          street: [office.street1, office.street2].filter((part) => part !== null).join(', '),
          city: office.city,
          state: office.state,
          zip: (office.postalCode ?? '').slice(0, 5),
          county: county.county,
          countyFips: county.fips,
        }
      : previous?.mainOffice;
  if (mainOffice === undefined) throw new Error(`Firm ${record.crd}: not a roster firm`);
  const assets = record.assets;
  const aumShown = assets?.total != null && assets.managesAssets !== false;
  const discretionary = assets?.discretionary ?? null;
  const answered6and7 = Object.keys(record.item6A).length > 0 || Object.keys(record.item7A).length > 0;
  const item11 = record.item11Overall !== null || Object.keys(record.item11).length > 0;
  const methods = record.compensation === null ? [] : compensationMethods(record.compensation);
  const plain = Object.fromEntries(ROSTER_PLAIN_IDS.map((id) => [id, record.fields[id] ?? null]));
  return {
    crd: record.crd,
    businessName: record.businessName,
    legalName: record.legalName,
    mainOffice,
    filingDate: record.filingDate,
    registration: { regulator: record.registration.regulator, status: record.registration.status },
    aum:
      aumShown && assets?.total != null
        ? {
            total: assets.total,
            discretionary: discretionary !== null && discretionary <= assets.total ? discretionary : null,
          }
        : null,
    ...plain,
    employees: { total: record.totalEmployees, advisory: record.advisoryEmployees },
    clientTypes: record.clientTypes,
    clientCounts: record.clientCounts,
    compensation: methods.length === 0 ? null : { methods, ...feeRule(record) },
    affiliations: answered6and7 ? [...yesItems(record.item6A), ...yesItems(record.item7A)] : null,
    disclosures: item11 ? [...(record.item11Overall ? ['11'] : []), ...yesItems(record.item11)] : null,
    websites: websiteUrls(record.websites),
    dataFile: { name: dataFile.name, date: dataFile.date, sha256 },
  };
}
