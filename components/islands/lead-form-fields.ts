/**
 * The lead form's answers and checks: the options of its two questions (the scheduler's a2 and a3)
 * and the checks on the typed name, e-mail and phone. Plain code imported by the lead-form island.
 */

export const ASSET_RANGES = [
  'Under $250,000',
  '$250,000 – $500,000',
  '$500,000 – $1 million',
  '$1 million – $5 million',
  'Over $5 million',
] as const;

export const TOPICS = [
  'Retirement planning',
  'Investment management',
  'Tax planning',
  'Estate planning',
  'Pension or employer benefits',
  'A second opinion',
] as const;

export type FieldName = 'name' | 'email' | 'a1';
export type Errors = Partial<Record<FieldName, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^[+()\d\s.-]{7,20}$/;

/** Checks the visitor's entries; returns a message per invalid field. */
export function validateLead(values: { name: string; email: string; a1: string }): Errors {
  const errors: Errors = {};
  if (values.name.trim().length < 2) errors.name = 'Please enter your name.';
  if (!values.email.trim()) errors.email = 'Please enter your e-mail address.';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'Please enter an e-mail address like name@example.com.';
  if (values.a1.trim() && (!PHONE.test(values.a1.trim()) || values.a1.replace(/\D/g, '').length < 10)) {
    errors.a1 = 'Please enter a 10-digit phone number, or leave it empty.';
  }
  return errors;
}
