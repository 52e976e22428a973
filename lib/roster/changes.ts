import type { RosterChanges, RosterFile } from '../content/roster-schema';

/**
 * What /advisers/changes/ and its Atom feed say about the last import: advisers new to the roster,
 * those that left it (and why), assets moving more than 20%, and new Item 11 answers. Every other
 * updated fact is counted, not listed: each adviser's page shows its current filing.
 */

/** A move in regulatory assets under management larger than this share is named. */
const ASSET_MOVE = 0.2;

export interface AssetMove {
  crd: string;
  name: string;
  before: number;
  after: number;
  /** Signed, e.g. 0.35 for +35%. */
  change: number;
}

export interface NotableChanges {
  /** The data files of the import, newest first. */
  dataFiles: RosterChanges['dataFiles'];
  added: RosterChanges['added'];
  removed: RosterChanges['removed'];
  assetMoves: AssetMove[];
  newDisclosures: { crd: string; name: string; items: string[] }[];
  /** Advisers with other updated facts only (a new filing date, an address, a website). */
  otherUpdates: number;
}

export function notableChanges(roster: RosterFile | null): NotableChanges | null {
  if (roster === null || roster.changes.dataFiles.length === 0) return null;
  const { changes } = roster;
  const assetMoves: AssetMove[] = [];
  const newDisclosures: NotableChanges['newDisclosures'] = [];
  let otherUpdates = 0;
  for (const firm of changes.changed) {
    let notable = false;
    for (const change of firm.changes) {
      const { before, after } = change.assets ?? {};
      if (typeof before === 'number' && typeof after === 'number' && before > 0) {
        const move = (after - before) / before;
        if (Math.abs(move) > ASSET_MOVE) {
          assetMoves.push({ crd: firm.crd, name: firm.name, before, after, change: move });
          notable = true;
        }
      }
      if (change.items) {
        const was = new Set(change.items.before ?? []);
        const items = (change.items.after ?? []).filter((item) => !was.has(item));
        if (items.length > 0) {
          newDisclosures.push({ crd: firm.crd, name: firm.name, items });
          notable = true;
        }
      }
    }
    if (!notable) otherUpdates += 1;
  }
  const byName = <T extends { name: string }>(items: T[]) =>
    [...items].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return {
    dataFiles: [...changes.dataFiles].sort((a, b) => b.date.localeCompare(a.date)),
    added: byName(changes.added),
    removed: byName(changes.removed),
    assetMoves: byName(assetMoves),
    newDisclosures: byName(newDisclosures),
    otherUpdates,
  };
}

/** "+35%" / "−22%". */
export const percentText = (change: number): string =>
  `${change > 0 ? '+' : '−'}${Math.round(Math.abs(change) * 100)}%`;
