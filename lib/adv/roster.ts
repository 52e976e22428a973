import { ROSTER_PLAIN_IDS, rosterFirmSchema, type RosterFirm } from '@/lib/content/roster-schema';
import { zipCounty } from '@/lib/geo/zip-county';
import type { AdvFirmRecord } from './feed-record';
import type { FoundRecord } from './feed-scan';
import { compensationMethods, feeRule } from './map-facts';
import { websiteUrls } from './websites';

/**
 * The region's roster (content/adv-roster.json): every adviser whose Form ADV main office's ZIP code
 * lies in one of the region's counties, registered (not an exempt reporter) and approved. Notice
 * filings never make a firm local: only the main office counts. Each entry is a copy of the filing,
 * nothing a person typed.
 */

/** Why a record is not on the roster, or null when it is. */
export function notOnRoster(record: AdvFirmRecord, region: ReadonlySet<string>): string | null {
  const county = zipCounty(record.mainOffice.postalCode);
  if (county === undefined || !region.has(county.fips)) {
    const where = [record.mainOffice.city, record.mainOffice.state].filter(Boolean).join(', ');
    return `its main office (${where}${county ? `, ${county.county} County` : ''}) is outside the region`;
  }
  const { registration } = record;
  if (registration.kind === 'exempt') return `it is an exempt reporting adviser (${registration.status})`;
  if (registration.standing !== 'approved')
    return `its registration with ${registration.regulator} reads "${registration.status}"`;
  return null;
}

/** Is this record's main office in the region (whatever its registration)? */
export function inRegion(record: AdvFirmRecord, region: ReadonlySet<string>): boolean {
  const county = zipCounty(record.mainOffice.postalCode);
  return county !== undefined && region.has(county.fips);
}

const yesItems = (answers: Readonly<Record<string, boolean>>) =>
  Object.entries(answers)
    .filter(([, yes]) => yes)
    .map(([item]) => item);

/** The roster entry of a record on it (notOnRoster returned null), checked against the roster's schema. */
export function rosterFirm(found: FoundRecord, sha256: string): RosterFirm {
  const { record, dataFile } = found;
  const office = record.mainOffice;
  const county = zipCounty(office.postalCode);
  if (county === undefined || office.state === null) throw new Error(`Firm ${record.crd}: not a roster firm`);
  const assets = record.assets;
  const aumShown = assets?.total != null && assets.managesAssets !== false;
  const discretionary = assets?.discretionary ?? null;
  const answered6and7 = Object.keys(record.item6A).length > 0 || Object.keys(record.item7A).length > 0;
  const item11 = record.item11Overall !== null || Object.keys(record.item11).length > 0;
  const methods = record.compensation === null ? [] : compensationMethods(record.compensation);
  const plain = Object.fromEntries(ROSTER_PLAIN_IDS.map((id) => [id, record.fields[id] ?? null]));
  return rosterFirmSchema.parse({
    crd: record.crd,
    businessName: record.businessName,
    legalName: record.legalName,
    mainOffice: {
      street: [office.street1, office.street2].filter((part) => part !== null).join(', '),
      city: office.city,
      state: office.state,
      zip: (office.postalCode ?? '').slice(0, 5),
      county: county.county,
      countyFips: county.fips,
    },
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
    compensation: methods.length === 0 ? null : { methods, ...feeRule(record) },
    affiliations: answered6and7 ? [...yesItems(record.item6A), ...yesItems(record.item7A)] : null,
    disclosures: item11 ? [...(record.item11Overall ? ['11'] : []), ...yesItems(record.item11)] : null,
    websites: websiteUrls(record.websites),
    dataFile: { name: dataFile.name, date: dataFile.date, sha256 },
  });
}
