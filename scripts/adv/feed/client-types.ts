import { amount, optionalText, text, type CollectedFirm, type FirmProblems } from './feed-fields';
import type { AdvClientCount, AdvClientType } from './feed-record';
import { ADV_FIELDS, type Column } from '@/lib/adv/fields';
import { CLIENT_TYPE_LETTERS } from '@/lib/content/client-counts-schema';

/**
 * Item 5.D, the types of clients, in both layouts the feed carries (docs/adv-fields.md):
 * - since the October 2017 form: `Q5D{X}1` the number of clients of type X, `Q5D{X}2` "fewer than 5
 *   clients", filed as `Y`/`N` or in the form's own words `Fewer than 5 clients`;
 * - filings on the form before it: `Q5D1{X}` the approximate percentage of the firm's clients of
 *   type X (None, Up to 10%, 11-25%, …, >75%) and `Q5D2{X}` the percentage of its assets. They say
 *   whether a type is served (anything but none), never how many clients; their letters (a)–(m) are
 *   mapped to today's (a)–(n) below.
 * A type is served when its count is above 0 or "fewer than 5" is ticked; a value that is none of
 * these makes the firm's client types unknown. Since 2017 each type served also gives its count and
 * `Q5D{X}3`, the regulatory assets managed for it; the old form gives no count.
 */

/** The pre-2017 form's letters → today's: (i) corporations moved to (m), (j)–(l) moved up one, (m) other is (n). */
const OLD_LETTERS: Readonly<Record<string, AdvClientType>> = {
  A: 'a',
  B: 'b',
  C: 'c',
  D: 'd',
  E: 'e',
  F: 'f',
  G: 'g',
  H: 'h',
  I: 'm',
  J: 'i',
  K: 'j',
  L: 'k',
  M: 'n',
};

const { clients, fewerThanFive: few, assets, oldClients, oldAssets } = ADV_FIELDS.clientTypes.columns;
const ITEM_5D = clients[0];

const FEWER_THAN_FIVE = /^(y|fewer than 5 clients|fewer than five clients)$/i;
const NOT_TICKED = /^n$/i;
/** An old percentage that says "no client of this type". */
const NONE = /^(none|n|0+(\.0+)?\s*%?)$/i;
/** An old percentage that says "some": a range, a share above 0, or a tick. */
const SOME = /^(y|up to \d+\s*%|\d+\s*%?\s*(-|to)\s*\d+\s*%|(>|over|more than)\s*\d+\s*%|0*[1-9]\d*(\.\d+)?\s*%?)$/i;

function fewerThanFive(problems: FirmProblems, firm: CollectedFirm, attribute: string): boolean | null {
  const value = text(problems, firm, ITEM_5D, attribute);
  if (value === null) return null;
  if (FEWER_THAN_FIVE.test(value)) return true;
  if (NOT_TICKED.test(value)) return false;
  return problems.unknownValue(ITEM_5D, attribute, value, `expected Y, N or "Fewer than 5 clients", got "${value}"`);
}

/** Each letter with its three columns (`Q5DA1`, `Q5DA2`, `Q5DA3`), named once. */
const CURRENT_COLUMNS = CLIENT_TYPE_LETTERS.map((letter) => {
  const named = (attribute: string) => attribute.replace('?', letter.toUpperCase());
  return { letter, clients: named(clients[1]), few: named(few[1]), assets: named(assets[1]) };
});

function readCurrent(problems: FirmProblems, firm: CollectedFirm): AdvClientCount[] {
  const counts: AdvClientCount[] = [];
  for (const columns of CURRENT_COLUMNS) {
    const number = amount(problems, firm, ITEM_5D, columns.clients, 'count');
    const fewer = fewerThanFive(problems, firm, columns.few) === true;
    const dollars = amount(problems, firm, ITEM_5D, columns.assets, 'dollars');
    if ((number ?? 0) > 0 || fewer) {
      counts.push({ type: columns.letter, clients: number || null, fewerThanFive: fewer, assets: dollars });
    }
  }
  return counts;
}

function served(problems: FirmProblems, firm: CollectedFirm, attribute: string): boolean | null {
  const value = text(problems, firm, ITEM_5D, attribute);
  if (value === null) return null;
  if (NONE.test(value)) return false;
  if (SOME.test(value)) return true;
  return problems.unknownValue(
    ITEM_5D,
    attribute,
    value,
    `expected a percentage of clients (None, Up to 10%, …), got "${value}"`,
  );
}

function readOld(problems: FirmProblems, firm: CollectedFirm): AdvClientType[] {
  const types = new Set<AdvClientType>();
  for (const [old, letter] of Object.entries(OLD_LETTERS)) {
    // 5.D(1) is the share of clients; 5.D(2), the share of assets, tells only when (1) is not filed.
    const byClients = served(problems, firm, oldClients[1].replace('?', old));
    if (byClients ?? served(problems, firm, oldAssets[1].replace('?', old))) types.add(letter);
  }
  return CLIENT_TYPE_LETTERS.filter((letter) => types.has(letter));
}

/** Whether an attribute is one of `columns`, `?` standing for one of `letters` (a character class). */
function layout(columns: readonly Column[], letters: string): (name: string) => boolean {
  const patterns = columns.map(([, attribute]) => new RegExp(`^${attribute.replace('?', `[${letters}]`)}$`));
  return (name) => patterns.some((pattern) => pattern.test(name));
}
const isOldColumn = layout([oldClients, oldAssets], 'A-M');
const isCurrentColumn = layout([clients, few, assets], 'A-N');

/**
 * The client types the firm serves, in the form's order, and (since 2017; null on the old form) each one's
 * clients and assets; read within the clientTypes fact.
 */
export function readClientTypes(
  problems: FirmProblems,
  firm: CollectedFirm,
): { types: AdvClientType[]; counts: AdvClientCount[] | null } {
  let current = false;
  let old = false;
  for (const name in firm.elements.get(ITEM_5D)) {
    if (optionalText(firm, ITEM_5D, name) === null) continue;
    if (isCurrentColumn(name)) current = true;
    else if (isOldColumn(name)) old = true;
  }
  if (!current && old) return { types: readOld(problems, firm), counts: null };
  const counts = readCurrent(problems, firm);
  return { types: counts.map((count) => count.type), counts };
}
