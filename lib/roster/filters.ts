import { FEE_MODELS, type FeeModel } from '@/lib/directory/filters';
import { milesBetween, type LatLng } from '@/lib/geo/distance';

/*
 * The roster's filters and orders, pure and browser-safe (the roster-filter island runs them on
 * /advisers/): what an adviser's Form ADV must show to stay in the list, the state as URL
 * parameters, and the orders (name, assets, distance from a ZIP code, the brochure's fee at the visitor's assets). A filter keeps only the
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

/** The visitor's assets the fee order and the minimum filter offer. */
export const ASSET_LEVELS = [100_000, 250_000, 500_000, 750_000, 1_000_000, 1_500_000, 2_000_000, 3_000_000, 5_000_000];

export const ROSTER_ORDERS = ['name', 'assets', 'distance', 'fee'] as const;
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
  /**
   * Its brochure's fee a year at each of ASSET_LEVELS (null where its schedule stops short), computed at build time
   * (lib/roster/fee-rows.ts); absent: the brochure gives no figure.
   */
  fees?: (number | null)[];
  /** The minimum account its brochure states, in dollars; absent: none stated. */
  min?: number;
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
  /** The visitor's assets, one of ASSET_LEVELS: the fee order and the minimum filter need them. */
  assets?: number;
  /** Only firms whose stated minimum is at or below `assets` (firms stating none stay). */
  minOk?: boolean;
}

/** The query parameters the filters own (the island wakes at once when the address has one). */
export const ROSTER_PARAMS = ['fee', 'size', 'ind', 'below', 'disc', 'sort', 'zip', 'at', 'min'] as const;

const member = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((item) => item === value);

/** The filters in a query string; unknown or malformed values are ignored. */
export function parseRosterFilters(search: string): RosterFilters {
  const params = new URLSearchParams(search);
  const zip = params.get('zip')?.trim();
  const assets = ASSET_LEVELS.find((level) => String(level) === params.get('at'));
  const filters: RosterFilters = {
    fee: member(FEE_MODELS, params.get('fee')),
    size: member(SIZE_BANDS, params.get('size')),
    individuals: params.get('ind') === '1' || undefined,
    belowHnw: params.get('below') === '1' || undefined,
    disclosures: member(['none', 'reported'] as const, params.get('disc')),
    order: member(ROSTER_ORDERS, params.get('sort')),
    zip: zip && /^\d{5}$/.test(zip) ? zip : undefined,
    assets,
    minOk: params.get('min') === '1' || undefined,
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
  if (filters.assets) params.set('at', String(filters.assets));
  if (filters.minOk) params.set('min', '1');
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
  if (filters.minOk && (row.min ?? 0) > (filters.assets ?? Infinity)) return false;
  return true;
}

/** The order in effect: the one asked for, else by distance once a ZIP code is given, else by name. */
export function effectiveOrder(filters: RosterFilters, from: LatLng | undefined): RosterOrder {
  const asked = filters.order ?? (filters.zip ? 'distance' : 'name');
  return (asked === 'distance' && !from) || (asked === 'fee' && !filters.assets) ? 'name' : asked;
}

export interface ShownRow {
  row: RosterRow;
  /** Miles from the ZIP code's centre to its main office's ZIP centre, when both are known. */
  miles?: number;
  /** The fee a year at the visitor's assets; null where its schedule stops short, absent where it gives none. */
  fee?: number | null;
}

/**
 * The rows that pass, in the order asked: `rows` come A–Z (the name order); by assets, largest
 * first; by distance from `from`, nearest first; by the fee at the visitor's assets, lowest first. Firms without
 * the figure come last, A–Z.
 */
export function applyRosterFilters(rows: readonly RosterRow[], filters: RosterFilters, from?: LatLng): ShownRow[] {
  const order = effectiveOrder(filters, from);
  const shown = rows
    .filter((row) => passes(row, filters))
    .map((row) => ({
      row,
      miles: from && row.at ? milesBetween(from, { lat: row.at[0], lng: row.at[1] }) : undefined,
      fee: row.fees?.[ASSET_LEVELS.indexOf(filters.assets ?? 0)],
    }));
  // Smallest key first; the sort is stable, so ties and the firms without the figure (Infinity; Infinity − Infinity is
  // NaN, which sort takes as a tie) keep A–Z.
  const key = ({ row, miles = Infinity, fee }: ShownRow) =>
    order === 'assets' ? -(row.assets ?? -1) : order === 'distance' ? Math.round(miles * 10) : (fee ?? Infinity);
  return order === 'name' ? shown : shown.sort((a, b) => key(a) - key(b));
}
