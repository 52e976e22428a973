import type { AdvAnswers } from './feed-record';
import { ADV_ELEMENTS, ADV_FIELDS, PLAIN_FIELD_IDS, type Column, type PlainValues } from './fields';

/**
 * Readers for one `<Firm>`'s attributes. None of them throws: each names the element and attribute
 * it reads, and what it cannot read is noted as a problem (`<Element Attribute>: what is wrong`) and
 * read as absent. The import then decides: a firm it writes or proposes stops the run on its first
 * problem; any other firm with a problem is skipped and counted (lib/adv/run-import.ts).
 */

export type Attributes = Readonly<Record<string, string>>;

/** What the streaming reader keeps of one `<Firm>`: never more than these, so memory stays flat. */
export interface CollectedFirm {
  /**
   * The first occurrence of each element the record needs: `Info`, `MainAddr`, `Rgstn` and `Filing`
   * directly under `<Firm>`, the Form ADV items directly under `<FormInfo><Part1A>`.
   */
  elements: ReadonlyMap<string, Attributes>;
  /** Every `<Rgstn>` directly under `<Firm>` (the SEC feed's registration; normally one). */
  secRegistrations: readonly Attributes[];
  /** `StateRgstn/Rgltrs/Rgltr`: the state feed's registrations (one per state regulator). */
  stateRegulators: readonly Attributes[];
  /** `ERA/Rgltrs/Rgltr`: a state's exempt reporting adviser filings. */
  exemptRegulators: readonly Attributes[];
  /** Texts (and CDATA) of `Item1/WebAddrs/WebAddr` elements. */
  websites: readonly string[];
}

/** Collects what one firm's record cannot be read from: `<Element Attribute>: problem`. */
export class FirmProblems {
  readonly list: string[] = [];

  add(where: string, problem: string): null {
    this.list.push(`${where}: ${problem}`);
    return null;
  }
}

/** The attribute's trimmed text; null when the element or the attribute is absent or blank. */
export function optionalText(firm: CollectedFirm, element: string, attribute: string): string | null {
  const value = firm.elements.get(element)?.[attribute]?.trim();
  return value === undefined || value === '' ? null : value;
}

/** The attribute's text, or a problem noted ("is missing") and null. */
export function requiredText(
  problems: FirmProblems,
  firm: CollectedFirm,
  element: string,
  attribute: string,
): string | null {
  if (!firm.elements.has(element)) return problems.add(`<${element}>`, 'is missing');
  return optionalText(firm, element, attribute) ?? problems.add(`<${element} ${attribute}>`, 'is missing');
}

/** Form ADV check boxes are "Y" or "N" in the feed; anything else ("Yes", "1") is noted, not guessed. */
export function yesNo(problems: FirmProblems, firm: CollectedFirm, element: string, attribute: string): boolean | null {
  const value = optionalText(firm, element, attribute);
  if (value === null) return null;
  if (value === 'Y') return true;
  if (value === 'N') return false;
  return problems.add(`<${element} ${attribute}>`, `expected Y or N, got "${value}"`);
}

/**
 * Counts (employees) are whole numbers. Dollar amounts are whole dollars in the feed; one written
 * with cents ("1500000.50") is rounded to the nearest dollar, as the form asks for whole dollars.
 * Anything else ("1,234", "-5", "about 2M") is noted, not guessed.
 */
export function amount(
  problems: FirmProblems,
  firm: CollectedFirm,
  element: string,
  attribute: string,
  kind: 'count' | 'dollars',
): number | null {
  const value = optionalText(firm, element, attribute);
  if (value === null) return null;
  const pattern = kind === 'count' ? /^\d+$/ : /^\d+(\.\d+)?$/;
  const number = Math.round(Number(value));
  if (!pattern.test(value) || !Number.isSafeInteger(number)) {
    const expected = kind === 'count' ? 'a whole number' : 'a dollar amount in digits';
    return problems.add(`<${element} ${attribute}>`, `expected ${expected}, got "${value}"`);
  }
  return number;
}

/**
 * The feed writes dates as YYYY-MM-DD (`Filing Dt="2025-03-28"`, `GenOn="2026-03-24"`). A time
 * after the day is tolerated and dropped; any other shape is refused, not guessed: null.
 */
export function isoDay(value: string): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (day === null) return null;
  const parsed = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  // Date.UTC rolls 2026-02-30 over into March: a real calendar day reads back unchanged.
  const text = value.trim().slice(0, 10);
  return parsed.toISOString().slice(0, 10) === text ? text : null;
}

/** A date attribute as YYYY-MM-DD, or a problem noted and null. */
export function dateAttribute(problems: FirmProblems, where: string, value: string | null | undefined): string | null {
  const text = value?.trim();
  if (text === undefined || text === '') return null;
  return isoDay(text) ?? problems.add(where, `expected a date YYYY-MM-DD, got "${text}"`);
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
export function answers(problems: FirmProblems, firm: CollectedFirm, keys: readonly AnswerKey[]): AdvAnswers {
  const result: Record<string, boolean> = {};
  for (const [element, attribute, item] of keys) {
    const answer = yesNo(problems, firm, element, attribute);
    if (answer !== null) result[item] = answer;
  }
  return result;
}

/** The elements kept from directly under `<Firm>`. */
export const FIRM_ELEMENTS: ReadonlySet<string> = new Set(['Info', 'MainAddr', 'Filing']);

/** The items kept from directly under `<FormInfo><Part1A>`: those of lib/adv/fields.ts; every other is skipped. */
export const PART_1A_ELEMENTS: ReadonlySet<string> = new Set(ADV_ELEMENTS);

/** A column's value: the first of its attribute and aliases present (null when none is), read as `kind`. */
export function columnValue(
  problems: FirmProblems,
  firm: CollectedFirm,
  [element, ...attributes]: Column,
  kind: 'count' | 'dollars' | 'yes-no',
): number | boolean | null {
  const attribute = attributes.find((name) => optionalText(firm, element, name) !== null);
  if (attribute === undefined) return null;
  return kind === 'yes-no'
    ? yesNo(problems, firm, element, attribute)
    : amount(problems, firm, element, attribute, kind);
}

/** The plain fields of lib/adv/fields.ts the firm's filing carries. */
export function plainValues(problems: FirmProblems, firm: CollectedFirm): PlainValues {
  const values: Partial<Record<(typeof PLAIN_FIELD_IDS)[number], number | boolean>> = {};
  for (const id of PLAIN_FIELD_IDS) {
    const { column, value } = ADV_FIELDS[id];
    const read = columnValue(problems, firm, column, value);
    if (read !== null) values[id] = read;
  }
  return values;
}
