import { milesBetween, type LatLng } from '@/lib/geo/distance';

/*
 * The ranked list's filters, pure and browser-safe (the firm-filter island runs them): what a
 * firm must be to stay in the list, the state as URL parameters, and the order by distance from a
 * ZIP code. The data comes from lib/directory/filter-data.ts at build time.
 */

export const FEE_MODELS = ['fee-only', 'fee-based'] as const;
export type FeeModel = (typeof FEE_MODELS)[number];
/** The fee models as the filter panels name them (the directory's and the roster's). */
export const FEE_LABELS: Record<FeeModel, string> = { 'fee-only': 'Fee-only', 'fee-based': 'Fee-based' };

/** A firm's entry requirement, as lib/content/firm-schema.ts has it. */
export type FilterMinimum =
  | { kind: 'assets'; amount: number }
  | { kind: 'annual-fee'; amount: number | null }
  | { kind: 'none' }
  | { kind: 'not-published' };

/**
 * What the filters need of a firm (kept small: it is part of the page's HTML). `model` and
 * `minimum` are null while not recorded: a filter never drops a firm on a value nobody recorded.
 */
export interface FilterFirm {
  slug: string;
  model: FeeModel | null;
  minimum: FilterMinimum | null;
  /** The focus choices its specialties match (lib/directory/focus.ts). */
  focus: string[];
  /** Its offices with a known location: [lat, lng]. */
  offices: [number, number][];
}

/** The visitor's filters; an unset one keeps every firm. */
export interface DirectoryFilters {
  fee?: FeeModel;
  /** Investable assets in dollars: firms whose published asset minimum is above it are hidden. */
  assets?: number;
  focus?: string;
  noMinimum?: boolean;
  /** Five digits; the list is then ordered by distance from its centre. */
  zip?: string;
}

/** The query parameters the filters own (the island wakes at once when the address has one). */
export const FILTER_PARAMS = ['fee', 'assets', 'focus', 'nomin', 'zip'] as const;

/** "250000", "250,000", "$250k", "1.5m" → dollars; undefined when it is not an amount. */
export function parseAmount(text: string): number | undefined {
  const match = /^\$?\s*(\d[\d,]*(?:\.\d+)?)\s*([km])?$/i.exec(text.trim());
  if (!match?.[1]) return undefined;
  const value = Number(match[1].replace(/,/g, ''));
  const factor = match[2]?.toLowerCase() === 'm' ? 1_000_000 : match[2]?.toLowerCase() === 'k' ? 1_000 : 1;
  const amount = Math.round(value * factor);
  return Number.isFinite(amount) && amount > 0 ? amount : undefined;
}

const isFeeModel = (value: string | null): value is FeeModel => FEE_MODELS.some((model) => model === value);

/** The choices a page offers: its focus values, and whether "no minimum" is one (a listed firm has none). */
export interface OfferedFilters {
  focus: readonly string[];
  noMinimum: boolean;
}

/** The filters in a query string; unknown, malformed or unoffered values are ignored. */
export function parseFilters(search: string, offered: OfferedFilters): DirectoryFilters {
  const params = new URLSearchParams(search);
  const filters: DirectoryFilters = {};
  const fee = params.get('fee');
  if (isFeeModel(fee)) filters.fee = fee;
  const assets = parseAmount(params.get('assets') ?? '');
  if (assets !== undefined) filters.assets = assets;
  const focus = params.get('focus');
  if (focus !== null && offered.focus.includes(focus)) filters.focus = focus;
  if (offered.noMinimum && params.get('nomin') === '1') filters.noMinimum = true;
  const zip = params.get('zip')?.trim();
  if (zip && /^\d{5}$/.test(zip)) filters.zip = zip;
  return filters;
}

/** The query string for `filters`, keeping every other parameter of `search` (campaign tags). */
export function filtersSearch(search: string, filters: DirectoryFilters): string {
  const params = new URLSearchParams(search);
  for (const key of FILTER_PARAMS) params.delete(key);
  if (filters.fee) params.set('fee', filters.fee);
  if (filters.assets !== undefined) params.set('assets', String(filters.assets));
  if (filters.focus) params.set('focus', filters.focus);
  if (filters.noMinimum) params.set('nomin', '1');
  if (filters.zip) params.set('zip', filters.zip);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function hasFilters(filters: DirectoryFilters): boolean {
  return Boolean(filters.fee || filters.assets !== undefined || filters.focus || filters.noMinimum || filters.zip);
}

/**
 * Whether a visitor with `assets` meets the firm's minimum. Only a published asset minimum above
 * the amount rules a firm out: a minimum annual fee is not an asset threshold, and a firm that
 * publishes none cannot be ruled out.
 */
export function meetsMinimum(minimum: FilterMinimum | null, assets: number): boolean {
  return minimum?.kind !== 'assets' || minimum.amount <= assets;
}

/** Whether the firm passes every filter set (the ZIP code orders, it never removes). */
function passes(firm: FilterFirm, filters: DirectoryFilters): boolean {
  // A firm whose fee model or minimum is not recorded stays: nothing recorded rules it out.
  if (filters.fee && firm.model !== null && firm.model !== filters.fee) return false;
  if (filters.assets !== undefined && !meetsMinimum(firm.minimum, filters.assets)) return false;
  if (filters.focus && !firm.focus.includes(filters.focus)) return false;
  if (filters.noMinimum && firm.minimum !== null && firm.minimum.kind !== 'none') return false;
  return true;
}

/** Miles from `from` to the firm's nearest office with a known location. */
function nearestOfficeMiles(firm: FilterFirm, from: LatLng): number | undefined {
  const miles = firm.offices.map(([lat, lng]) => milesBetween(from, { lat, lng }));
  return miles.length > 0 ? Math.min(...miles) : undefined;
}

export interface Shown<F extends FilterFirm> {
  firm: F;
  /** Distance to its nearest office, when a ZIP code's centre is given. */
  miles?: number;
}

/**
 * The firms that pass, in the ranked order; with `from` (a ZIP code's centre), nearest office
 * first, firms at the same distance (to a tenth of a mile) keeping their ranked order.
 */
export function applyFilters<F extends FilterFirm>(
  firms: readonly F[],
  filters: DirectoryFilters,
  from?: LatLng,
): Shown<F>[] {
  const shown = firms
    .filter((firm) => passes(firm, filters))
    .map((firm, index) => ({ firm, index, miles: from ? nearestOfficeMiles(firm, from) : undefined }));
  if (from) {
    const key = (miles: number | undefined) =>
      miles === undefined ? Number.POSITIVE_INFINITY : Math.round(miles * 10);
    shown.sort((a, b) => key(a.miles) - key(b.miles) || a.index - b.index);
  }
  return shown.map(({ firm, miles }) => (miles === undefined ? { firm } : { firm, miles }));
}
