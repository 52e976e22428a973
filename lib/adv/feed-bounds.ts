/**
 * The reader's bounds (issue 53 §7): no one record of a feed can exhaust memory, whatever its text.
 * The SEC's largest real records are a few hundred kB (many notice filings and websites); a value of
 * Form ADV Part 1A is a name, a number, a check box or a web address.
 */

/** Longer than any Form ADV answer: a longer value is an unknown value of its fact (an identity value: malformed). */
export const VALUE_CAP = 4096;

/** The text the summary quotes of an unknown value (the rest is cut). */
const QUOTED = 120;

export const shortened = (text: string) =>
  text.length <= QUOTED ? text : `${text.slice(0, QUOTED)}… (${text.length} characters)`;
