import { shortened, VALUE_CAP } from './feed-bounds';
import type { AnswerKey } from './form-items';
import type { AdvAnswers, UnknownValue } from './feed-record';
import { ADV_FIELDS, type AdvFieldId, type Column } from '@/lib/adv/fields';
import { ADV_ELEMENTS, PLAIN_FIELD_IDS, type PlainFieldId, type PlainValues } from '@/lib/adv/field-lists';

/**
 * Readers for one `<Firm>`'s attributes. None of them throws: each names the element and attribute
 * it reads. What it cannot read is read as absent and noted: as a problem when it is the firm's
 * identity (the record is malformed: scripts/adv/feed/firm-record.ts), else as an unknown value of the facts
 * being read (FirmProblems.reading), which leaves the rest of the record as it is.
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

/**
 * What one firm's record could not read: `list` the problems with its identity (`<Element Attribute>:
 * problem`; the record is then malformed), `unknown` every other value it could not interpret (that
 * one fact is unknown for the firm; the rest of the record is read). Each value read is read for the
 * facts named by `reading` (lib/adv/fields.ts ids).
 */
export class FirmProblems {
  readonly list: string[] = [];
  readonly unknown: UnknownValue[] = [];
  /** The facts the values read next feed: a value that cannot be read makes them unknown. */
  reading: readonly AdvFieldId[] = [];

  add(where: string, problem: string): null {
    this.list.push(`${where}: ${problem}`);
    return null;
  }

  unknownValue(element: string, attribute: string | null, raw: string, problem: string): null {
    this.unknown.push({ fields: this.reading, element, attribute, raw: shortened(raw), problem });
    return null;
  }
}

/** The attribute's trimmed text; null when the element or the attribute is absent or blank. */
export function optionalText(firm: CollectedFirm, element: string, attribute: string): string | null {
  const value = firm.elements.get(element)?.[attribute]?.trim();
  return value === undefined || value === '' ? null : value;
}

/** Like optionalText, but a value longer than any Form ADV answer (VALUE_CAP) is an unknown value, not read. */
export function text(problems: FirmProblems, firm: CollectedFirm, element: string, attribute: string): string | null {
  const value = optionalText(firm, element, attribute);
  if (value === null || value.length <= VALUE_CAP) return value;
  return problems.unknownValue(element, attribute, value, `longer than ${VALUE_CAP} characters (${value.length})`);
}

/** An identity attribute's text, or a problem noted ("is missing", too long) and null. */
export function requiredText(
  problems: FirmProblems,
  firm: CollectedFirm,
  element: string,
  attribute: string,
): string | null {
  if (!firm.elements.has(element)) return problems.add(`<${element}>`, 'is missing');
  const value = optionalText(firm, element, attribute);
  if (value === null) return problems.add(`<${element} ${attribute}>`, 'is missing');
  if (value.length > VALUE_CAP)
    return problems.add(`<${element} ${attribute}>`, `is longer than ${VALUE_CAP} characters`);
  return value;
}

/**
 * Form ADV check boxes are "Y" or "N" in the feed; anything else ("Yes", "1") is an unknown value,
 * not guessed. 5.D(2) "fewer than 5 clients" is also filed as its own words, `Fewer than 5 clients`.
 */
export function yesNo(problems: FirmProblems, firm: CollectedFirm, element: string, attribute: string): boolean | null {
  const value = text(problems, firm, element, attribute);
  if (value === null) return null;
  if (value === 'Y') return true;
  if (value === 'N') return false;
  return problems.unknownValue(element, attribute, value, `expected Y or N, got "${shortened(value)}"`);
}

/**
 * Counts (employees) are whole numbers. Dollar amounts are whole dollars in the feed; one written
 * with cents ("1500000.50") is rounded to the nearest dollar, as the form asks for whole dollars.
 * Anything else ("1,234", "-5", "about 2M", more digits than a safe integer) is an unknown value.
 */
export function amount(
  problems: FirmProblems,
  firm: CollectedFirm,
  element: string,
  attribute: string,
  kind: 'count' | 'dollars',
): number | null {
  const value = text(problems, firm, element, attribute);
  if (value === null) return null;
  const pattern = kind === 'count' ? /^\d+$/ : /^\d+(\.\d+)?$/;
  const number = Math.round(Number(value));
  if (!pattern.test(value) || !Number.isSafeInteger(number)) {
    const expected = kind === 'count' ? 'a whole number' : 'a dollar amount in digits';
    return problems.unknownValue(element, attribute, value, `expected ${expected}, got "${shortened(value)}"`);
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

/** An identity date attribute (`<Filing Dt>`) as YYYY-MM-DD, or a problem noted and null. */
export function dateAttribute(problems: FirmProblems, where: string, value: string | null | undefined): string | null {
  const day = value?.trim();
  if (day === undefined || day === '') return null;
  return isoDay(day) ?? problems.add(where, `expected a date YYYY-MM-DD, got "${shortened(day)}"`);
}

/**
 * The answers present in the feed, added to `result`; a sub-item the firm did not answer is left out,
 * not read as No. (Filling one object, not spreading two: a spread object per firm raised the import's peak memory.)
 */
export function answers(
  problems: FirmProblems,
  firm: CollectedFirm,
  keys: readonly AnswerKey[],
  result: Record<string, boolean> = {},
): AdvAnswers {
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

/** Each plain field's facts, made once: a reading names its facts without a new array per firm. */
const PLAIN_FACTS: ReadonlyMap<PlainFieldId, readonly AdvFieldId[]> = new Map(PLAIN_FIELD_IDS.map((id) => [id, [id]]));

/** The plain fields of lib/adv/fields.ts the firm's filing carries. */
export function plainValues(problems: FirmProblems, firm: CollectedFirm): PlainValues {
  const values: Partial<Record<(typeof PLAIN_FIELD_IDS)[number], number | boolean>> = {};
  for (const id of PLAIN_FIELD_IDS) {
    const { column, value } = ADV_FIELDS[id];
    const outer = problems.reading;
    problems.reading = PLAIN_FACTS.get(id) ?? [id];
    const read = columnValue(problems, firm, column, value);
    problems.reading = outer;
    if (read !== null) values[id] = read;
  }
  return values;
}
