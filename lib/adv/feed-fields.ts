import { AdvFeedError } from './feed-error';
import type { AdvAnswers } from './feed-record';

/**
 * Readers for one `<Firm>`'s attributes. Each names the element and attribute it reads, so that
 * anything absent or malformed stops the import with `<Element Attribute>: what is wrong`.
 */

export type Attributes = Readonly<Record<string, string>>;

/** What the streaming reader keeps of one `<Firm>`: never more than these, so memory stays flat. */
export interface CollectedFirm {
  /** The first occurrence of each element the record needs, by name wherever it sits under `<Firm>`. */
  elements: ReadonlyMap<string, Attributes>;
  /** `StateRgstn/…/Rgltr`: the state feed's registrations (one per state regulator). */
  stateRegulators: readonly Attributes[];
  /** Texts of `WebAddr` elements. */
  websites: readonly string[];
}

export interface FirmContext {
  file: string;
  crd: string | null;
}

function fail(context: FirmContext, where: string, problem: string): never {
  throw new AdvFeedError(context.file, context.crd, `${where}: ${problem}`);
}

/** The attribute's trimmed text; null when the element or the attribute is absent or blank. */
export function optionalText(firm: CollectedFirm, element: string, attribute: string): string | null {
  const value = firm.elements.get(element)?.[attribute]?.trim();
  return value === undefined || value === '' ? null : value;
}

export function requiredText(context: FirmContext, firm: CollectedFirm, element: string, attribute: string): string {
  if (!firm.elements.has(element)) fail(context, `<${element}>`, 'is missing');
  return optionalText(firm, element, attribute) ?? fail(context, `<${element} ${attribute}>`, 'is missing');
}

/** Form ADV check boxes are "Y" or "N" in the feed; anything else is a layout change to stop on. */
export function yesNo(context: FirmContext, firm: CollectedFirm, element: string, attribute: string): boolean | null {
  const value = optionalText(firm, element, attribute);
  if (value === null) return null;
  if (value === 'Y') return true;
  if (value === 'N') return false;
  return fail(context, `<${element} ${attribute}>`, `expected Y or N, got "${value}"`);
}

/** Counts (employees) are whole numbers; amounts (dollars) may carry decimals. */
export function amount(
  context: FirmContext,
  firm: CollectedFirm,
  element: string,
  attribute: string,
  kind: 'count' | 'dollars',
): number | null {
  const value = optionalText(firm, element, attribute);
  if (value === null) return null;
  const pattern = kind === 'count' ? /^\d+$/ : /^\d+(\.\d+)?$/;
  const number = Number(value);
  if (!pattern.test(value) || !Number.isSafeInteger(Math.trunc(number))) {
    fail(
      context,
      `<${element} ${attribute}>`,
      `expected a ${kind === 'count' ? 'whole number' : 'dollar amount'}, got "${value}"`,
    );
  }
  return number;
}

/**
 * The feed writes dates as YYYY-MM-DD (`Filing Dt="2025-03-28"`, `GenOn="2026-03-24"`). A time
 * after the day is tolerated and dropped; any other shape is refused, not guessed.
 */
export function isoDate(value: string, where: string, context: FirmContext): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value);
  if (day !== null) {
    const parsed = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    // Date.UTC rolls 2026-02-30 over into March: a real calendar day reads back unchanged.
    if (parsed.toISOString().slice(0, 10) === value.slice(0, 10)) return value.slice(0, 10);
  }
  return fail(context, where, `expected a date YYYY-MM-DD, got "${value}"`);
}

/** [element, attribute, the sub-item as the form prints it] */
type AnswerKey = readonly [string, string, string];

function numbered(element: string, prefix: string, item: string, count: number): AnswerKey[] {
  return Array.from({ length: count }, (_, index) => [element, `${prefix}${index + 1}`, `${item}(${index + 1})`]);
}

/** Item 6.A, "You are actively engaged in business as a…": (1) broker-dealer … (14) other financial product salesperson. */
export const ITEM_6A: readonly AnswerKey[] = numbered('Item6A', 'Q6A', '6.A', 14);
/** Item 7.A, "You have a related person that is a…": (1) broker-dealer … (16) sponsor of pooled vehicles. */
export const ITEM_7A: readonly AnswerKey[] = numbered('Item7A', 'Q7A', '7.A', 16);
/** Item 11.A–H, each sub-question its own attribute on its own element (`Item11C@Q11C3` is 11.C(3)). */
export const ITEM_11: readonly AnswerKey[] = [
  ...numbered('Item11A', 'Q11A', '11.A', 2),
  ...numbered('Item11B', 'Q11B', '11.B', 2),
  ...numbered('Item11C', 'Q11C', '11.C', 5),
  ...numbered('Item11D', 'Q11D', '11.D', 5),
  ...numbered('Item11E', 'Q11E', '11.E', 4),
  ['Item11F', 'Q11F', '11.F'],
  ['Item11G', 'Q11G', '11.G'],
  ['Item11H', 'Q11H1A', '11.H(1)(a)'],
  ['Item11H', 'Q11H1B', '11.H(1)(b)'],
  ['Item11H', 'Q11H1C', '11.H(1)(c)'],
  ['Item11H', 'Q11H2', '11.H(2)'],
];

/** The answers present in the feed; a sub-item the firm did not answer is left out, not read as No. */
export function answers(context: FirmContext, firm: CollectedFirm, keys: readonly AnswerKey[]): AdvAnswers {
  const result: Record<string, boolean> = {};
  for (const [element, attribute, item] of keys) {
    const answer = yesNo(context, firm, element, attribute);
    if (answer !== null) result[item] = answer;
  }
  return result;
}

/** The element names the reader keeps; everything else in a `<Firm>` is skipped as it streams by. */
export const KEPT_ELEMENTS: ReadonlySet<string> = new Set([
  'Info',
  'MainAddr',
  'Rgstn',
  'Filing',
  'Item5A',
  'Item5B',
  'Item5E',
  'Item5F',
  'Item6A',
  'Item7A',
  'Item11',
  ...ITEM_11.map(([element]) => element),
]);
