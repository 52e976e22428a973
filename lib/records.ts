/**
 * Records keyed by a list of ids, typed by the ids' own type: `Record<K, V>` even while a list that is
 * derived from a table (lib/adv/fields.ts) is empty and K is `never`, where writing `record[id]` directly
 * would not type-check.
 */

/** `{ [id]: make(id) }` for each id that `make` gives a value (undefined: the id is left out). */
export function someOf<K extends string, V>(ids: readonly K[], make: (id: K) => V | undefined): Partial<Record<K, V>> {
  const record: Partial<Record<K, V>> = {};
  for (const id of ids) {
    const value = make(id);
    if (value !== undefined) record[id] = value;
  }
  return record;
}

const hasEvery = <K extends string, V>(ids: readonly K[], record: Partial<Record<K, V>>): record is Record<K, V> =>
  ids.every((id) => record[id] !== undefined);

/** `{ [id]: make(id) }` for every id. */
export function everyOf<K extends string, V>(ids: readonly K[], make: (id: K) => V): Record<K, V> {
  const record = someOf(ids, make);
  if (!hasEvery(ids, record))
    throw new Error(`No value for ${ids.filter((id) => record[id] === undefined).join(', ')}`);
  return record;
}
