import type { RosterFile, RosterFirm } from '../content/roster-schema';
import { plainKind, ROSTER_PLAIN_IDS, type RosterPlainId } from '../adv/field-lists';
import { formatAssets } from '../format';
import { zipPlace } from '../geo/zip-lookup';
import type { RosterRow } from './filters';
import { iapdFirmUrl } from '../firms/regulatory';

/**
 * What the roster's pages show, computed from content/adv-roster.json (regulator data): the list
 * A–Z, the region's figures beside each firm's, and the words for Form ADV's codes. No score, no rank.
 */

/** A–Z by the name the firm does business under, then CRD: the one order that says nothing about merit. */
export function rosterByName(roster: RosterFile | null): RosterFirm[] {
  return [...(roster?.firms ?? [])].sort(
    (a, b) => a.businessName.localeCompare(b.businessName, 'en') || Number(a.crd) - Number(b.crd),
  );
}

/** The newest data file the roster was built from (name and date), or null before the first import. */
export function rosterSource(roster: RosterFile | null): { name: string; date: string } | null {
  return [...(roster?.changes.dataFiles ?? [])].sort((a, b) => b.date.localeCompare(a.date))[0] ?? null;
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? null)
    : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
}

interface Median {
  median: number | null;
  of: number;
}

export interface RegionFigures {
  firms: number;
  /** Medians over the firms that report the figure (and how many do); `plain`: the numbers of lib/adv/fields.ts. */
  assets: Median;
  employees: Median;
  plain: Partial<Record<RosterPlainId, Median>>;
  feeOnly: number;
  servesIndividuals: number;
  disclosuresReported: number;
}

const present = (values: readonly (number | boolean | null | undefined)[]) =>
  values.filter((value): value is number => typeof value === 'number');

export function regionFigures(firms: readonly RosterFirm[]): RegionFigures {
  const assets = present(firms.map((firm) => firm.aum?.total));
  const employees = present(firms.map((firm) => firm.employees.total));
  const plain: Partial<Record<RosterPlainId, Median>> = {};
  for (const id of ROSTER_PLAIN_IDS) {
    const values = present(firms.map((firm) => firm[id]));
    if (plainKind(id) !== 'yes-no') plain[id] = { median: median(values), of: values.length };
  }
  return {
    firms: firms.length,
    assets: { median: median(assets), of: assets.length },
    employees: { median: median(employees), of: employees.length },
    plain,
    feeOnly: firms.filter((firm) => firm.compensation?.model === 'fee-only').length,
    servesIndividuals: firms.filter((firm) => servesIndividuals(firm)).length,
    disclosuresReported: firms.filter((firm) => (firm.disclosures ?? []).length > 0).length,
  };
}

/** 5.D(a) individuals or (b) high net worth individuals. */
const servesIndividuals = (firm: RosterFirm): boolean =>
  (firm.clientTypes ?? []).some((letter) => letter === 'a' || letter === 'b');

/** Item 5.D's client types in the form's words. */
export const CLIENT_TYPES: Readonly<Record<string, string>> = {
  a: 'Individuals (other than high net worth)',
  b: 'High net worth individuals',
  c: 'Banking or thrift institutions',
  d: 'Investment companies',
  e: 'Business development companies',
  f: 'Pooled investment vehicles',
  g: 'Pension and profit sharing plans',
  h: 'Charitable organizations',
  i: 'State or municipal government entities',
  j: 'Other investment advisers',
  k: 'Insurance companies',
  l: 'Sovereign wealth funds and foreign official institutions',
  m: 'Corporations or other businesses',
  n: 'Other',
};

/** Item 5.E's methods in the form's words. */
export const PAY_METHODS: Readonly<Record<string, string>> = {
  'percentage-of-assets': 'A percentage of assets under management',
  hourly: 'Hourly charges',
  subscription: 'Subscription fees',
  fixed: 'Fixed fees',
  commissions: 'Commissions',
  'performance-based': 'Performance-based fees',
  other: 'Other',
};

/** The fee model as a label, always with "per Form ADV": it is derived from the filing, not typed. */
export function feeModelLabel(firm: RosterFirm): string {
  const model = firm.compensation?.model;
  if (model === 'fee-only') return 'Fee-only, per Form ADV';
  if (model === 'fee-based') return 'Fee-based, per Form ADV';
  return 'Fee model not derived';
}

/** Item 11 as the site may say it: never "clean". */
export function disclosuresLabel(firm: RosterFirm, filed: string): string {
  if (firm.disclosures === null) return 'Not in its Form ADV data: see its IAPD page';
  return firm.disclosures.length === 0 ? `None reported in its Form ADV filed ${filed}` : 'Reported: see its IAPD page';
}

export const assetsText = (firm: RosterFirm): string | null =>
  firm.aum === null ? null : formatAssets(firm.aum.total);

/** The firm's documents on the SEC's sites, by CRD (stable links; Form CRS only for firms with retail clients). */
export function rosterLinks(crd: string): { label: string; href: string }[] {
  const id = encodeURIComponent(crd);
  return [
    { label: 'Its page on the SEC’s Investment Adviser Public Disclosure site', href: iapdFirmUrl(crd) },
    { label: 'Its Form ADV Part 1 (PDF)', href: `https://reports.adviserinfo.sec.gov/reports/ADV/${id}/PDF/${id}.pdf` },
    {
      label: 'Its Form CRS, if it has retail clients (PDF)',
      href: `https://reports.adviserinfo.sec.gov/crs/crs_${id}.pdf`,
    },
  ];
}

/** What the roster's filters need of each adviser (lib/roster/filters.ts), in the list's A–Z order. */
export function rosterRows(firms: readonly RosterFirm[]): RosterRow[] {
  return firms.map((firm) => {
    const place = zipPlace(firm.mainOffice.zip);
    return {
      crd: firm.crd,
      model: firm.compensation?.model ?? null,
      assets: firm.aum?.total ?? null,
      individuals: firm.clientTypes === null ? null : servesIndividuals(firm),
      belowHnw: firm.clientTypes === null ? null : firm.clientTypes.includes('a'),
      disclosures: firm.disclosures === null ? null : firm.disclosures.length > 0 ? 'reported' : 'none',
      at: place ? [place.lat, place.lng] : null,
    };
  });
}
