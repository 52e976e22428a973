import type { ClientCount } from '../content/client-counts-schema';
import { formatAssets } from '../format';
import { CLIENT_TYPES } from './list';

/**
 * Form ADV 5.D as the roster's pages and a listed firm's profile show it ("Whom it serves"): one row per
 * type of client the firm serves, with what it filed and nothing else. The average per client is given
 * only for individuals, 5.D(a) and (b), and only from a count it filed: never for "fewer than 5".
 */
export interface ServedRow {
  type: ClientCount['type'];
  /** The client type in plain words. */
  label: string;
  /** "1,250" or "Fewer than 5". */
  clients: string;
  /** "$410 million"; null when the filing gives no assets for the type. */
  assets: string | null;
  /** Assets ÷ clients to the nearest thousand dollars, for 5.D(a) and (b) only; null otherwise. */
  average: string | null;
}

/** The types whose average per client is shown: individuals below and above high net worth. */
const AVERAGED: ReadonlySet<string> = new Set(['a', 'b']);

/** The label beside an average, so that no one reads it as the firm's minimum. */
export const AVERAGE_NOTE = 'an average, not a minimum';

export function servedRows(counts: readonly ClientCount[]): ServedRow[] {
  return counts
    .filter((row) => row.fewerThanFive || (row.clients ?? 0) > 0)
    .map((row) => {
      const counted = row.fewerThanFive ? null : row.clients;
      const perClient =
        counted !== null && row.assets !== null && row.assets > 0 && AVERAGED.has(row.type)
          ? formatAssets(Math.round(row.assets / counted / 1000) * 1000)
          : null;
      return {
        type: row.type,
        label: CLIENT_TYPES[row.type] ?? row.type,
        clients: counted === null ? 'Fewer than 5' : counted.toLocaleString('en-US'),
        assets: row.assets === null ? null : formatAssets(row.assets),
        average: perClient,
      };
    });
}

/** One line for the import's list of changes: "(a) 1,250 clients, $410 million; (i) fewer than 5". */
export function servedText(counts: readonly ClientCount[]): string {
  const rows = servedRows(counts);
  if (rows.length === 0) return 'no client type served';
  return rows
    .map((row) => `(${row.type}) ${row.clients.toLowerCase()} clients${row.assets === null ? '' : `, ${row.assets}`}`)
    .join('; ');
}
