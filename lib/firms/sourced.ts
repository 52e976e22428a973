import type { RecordedFact, Sourced } from '../content/schemas';

/**
 * What the site may do with a sourced fact (lib/content/sourced-schema.ts). One rule for every
 * page, tool, meta description and JSON-LD block: a value is shown only when it was recorded (by a
 * person from a dated source, or imported from Form ADV); it counts in labels, badges and scores
 * only when it is confirmed (the regulator's own record, or checked by a named person).
 */

/** The fact has a value with a recorded source. */
export function isRecorded<T>(fact: Sourced<T>): fact is RecordedFact<T> {
  return fact.origin !== 'none';
}

/** The fact's value, or undefined when nobody recorded one. */
export function recordedValue<T>(fact: Sourced<T>): T | undefined {
  return fact.origin === 'none' ? undefined : fact.value;
}

/** The value may count in derived labels and scores: it is Form ADV's, or a named person checked it. */
export function isConfirmed<T>(fact: Sourced<T>): fact is RecordedFact<T> {
  return fact.origin === 'form-adv' || (fact.origin === 'person' && fact.verified);
}

/** The value was recorded by a person and nobody has checked it yet: the † marker. */
export function isUnchecked<T>(fact: Sourced<T>): boolean {
  return fact.origin === 'person' && !fact.verified;
}

/** The confirmed value, or undefined (not recorded, or recorded but not yet checked). */
export function confirmedValue<T>(fact: Sourced<T>): T | undefined {
  return isConfirmed(fact) ? fact.value : undefined;
}

/** What the site says in place of a value nobody recorded. */
export const NOT_YET_RECORDED = 'Not yet recorded';
export const NOT_PUBLISHED = 'Not published by the firm';

/** The value formatted, or what stands in its place ("Not yet recorded"). */
export function factText<T>(fact: Sourced<T>, format: (value: T) => string): string {
  if (fact.origin !== 'none') return format(fact.value);
  return fact.reason === 'not-published' ? NOT_PUBLISHED : NOT_YET_RECORDED;
}
