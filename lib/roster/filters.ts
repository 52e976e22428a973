import { FEE_MODELS, type FeeModel } from '@/lib/directory/filters';
import { milesBetween, type LatLng } from '@/lib/geo/distance';

/*
 * The roster's filters and orders, pure and browser-safe (the roster-filter island runs them on
 * /advisers/): what an adviser's Form ADV must show to stay in the list, the state as URL
 * parameters, and the orders (name, assets, distance from a ZIP code). A filter keeps only the
 * firms whose filing shows the value asked for: a firm whose filing does not say is not shown as
 * if it did. The rows come from lib/roster/list.ts (rosterRows) at build time.
 */

/** Size by regulatory assets under management (5.F(2)(c)); "none" is a firm reporting none. */
export const SIZE_BANDS = ['none', 'under-100m', '100m-1b', 'over-1b'] as const;
type SizeBand = (typeof SIZE_BANDS)[number];
export const SIZE_LABELS: Record<SizeBand, string> = {
  none: 'No assets under management reported',
  'under-100m': 'Under $100 million',
  '100m-1b': '$100 million to $1 billion',
  'over-1b': 'Over $1 billion',
};

export const ROSTER_ORDERS = ['name', 'assets', 'distance'] as const;
type RosterOrder = (typeof ROSTER_ORDERS)[number];

/** What the island knows of one adviser: small, since it is fetched when the island wakes. */
export interface RosterRow {
  crd: string;
  model: FeeModel | null;
  /** Total regulatory assets under management in dollars; null when the firm reports none. */
  assets: number | null;
  /** 5.D(a) or (b); null when the filing has no Item 5.D. */
  individuals: boolean | null;
  /** 5.D(a), individuals below high net worth (clients above 0 or "fewer than 5"); null when the filing has no Item 5.D. */
  belowHnw: boolean | null;
  /** Item 11: any Yes; null when the filing has no Item 11. */
  disclosures: 'none' | 'reported' | null;
  /** Its main office's ZIP code centre, [lat, lng]; null when the ZIP table does not have it. */
  at: [number, number] | null;
}

export interface RosterFilters {
  fee?: FeeModel;
  size?: SizeBand;
  individuals?: boolean;
  /** Serves individuals below high net worth, 5.D(a). */
  belowHnw?: boolean;
  disclosures?: 'none' | 'reported';
  order?: RosterOrder;
  /** Five digits: with it, the default order is by distance. */
  zip?: string;
}

/** The query parameters the filters own (the island wakes at once when the address has one). */
export const ROSTER_PARAMS = ['fee', 'size', 'ind', 'below', 'disc', 'sort', 'zip'] as const;

const member = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((item) => item === value);

/** The filters in a query string; unknown or malformed values are ignored. */
export function parseRosterFilters(search: string): RosterFilters {
  const params = new URLSearchParams(search);
  const zip = params.get('zip')?.trim();
  const filters: RosterFilters = {
    fee: member(FEE_MODELS, params.get('fee')),
    size: member(SIZE_BANDS, params.get('size')),
    individuals: params.get('ind') === '1' || undefined,
    belowHnw: params.get('below') === '1' || undefined,
    disclosures: member(['none', 'reported'] as const, params.get('disc')),
    order: member(ROSTER_ORDERS, params.get('sort')),
    zip: zip && /^\d{5}$/.test(zip) ? zip : undefined,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

/** The query string for `filters`, keeping every other parameter of `search` (campaign tags). */
export function rosterSearch(search: string, filters: RosterFilters): string {
  const params = new URLSearchParams(search);
  for (const key of ROSTER_PARAMS) params.delete(key);
  if (filters.fee) params.set('fee', filters.fee);
  if (filters.size) params.set('size', filters.size);
  if (filters.individuals) params.set('ind', '1');
  if (filters.belowHnw) params.set('below', '1');
  if (filters.disclosures) params.set('disc', filters.disclosures);
  if (filters.order) params.set('sort', filters.order);
  if (filters.zip) params.set('zip', filters.zip);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const hasRosterFilters = (filters: RosterFilters): boolean => Object.keys(filters).length > 0;

function sizeBand(assets: number | null): SizeBand {
  if (assets === null) return 'none';
  if (assets < 100_000_000) return 'under-100m';
  return assets <= 1_000_000_000 ? '100m-1b' : 'over-1b';
}

function passes(row: RosterRow, filters: RosterFilters): boolean {
  if (filters.fee && row.model !== filters.fee) return false;
  if (filters.size && sizeBand(row.assets) !== filters.size) return false;
  if (filters.individuals && row.individuals !== true) return false;
  if (filters.belowHnw && row.belowHnw !== true) return false;
  if (filters.disclosures && row.disclosures !== filters.disclosures) return false;
  return true;
}

/** The order in effect: the one asked for, else by distance once a ZIP code is given, else by name. */
export function effectiveOrder(filters: RosterFilters, from: LatLng | undefined): RosterOrder {
  const asked = filters.order ?? (filters.zip ? 'distance' : 'name');
  return asked === 'distance' && !from ? 'name' : asked;
}

export interface ShownRow {
  row: RosterRow;
  /** Miles from the ZIP code's centre to its main office's ZIP centre, when both are known. */
  miles?: number;
}

/**
 * The rows that pass, in the order asked: `rows` come A–Z (the name order); by assets, largest
 * first; by distance from `from`, nearest first. Firms without the figure come last, A–Z.
 */
export function applyRosterFilters(rows: readonly RosterRow[], filters: RosterFilters, from?: LatLng): ShownRow[] {
  const order = effectiveOrder(filters, from);
  const shown = rows
    .filter((row) => passes(row, filters))
    .map((row, index) => ({
      row,
      index,
      miles: from && row.at ? milesBetween(from, { lat: row.at[0], lng: row.at[1] }) : undefined,
    }));
  const last = Number.POSITIVE_INFINITY;
  if (order === 'assets') shown.sort((a, b) => (b.row.assets ?? -1) - (a.row.assets ?? -1) || a.index - b.index);
  if (order === 'distance')
    shown.sort((a, b) => Math.round((a.miles ?? last) * 10) - Math.round((b.miles ?? last) * 10) || a.index - b.index);
  return shown.map(({ row, miles }) => (miles === undefined ? { row } : { row, miles }));
}
