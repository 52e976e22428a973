/**
 * The reader's bounds (issue 53 §7): no one record of a feed can exhaust memory, whatever its text.
 * The SEC's largest real records are a few hundred kB (many notice filings and websites); a value of
 * Form ADV Part 1A is a name, a number, a check box or a web address.
 */

/** Longer than any Form ADV answer: a longer value is an unknown value of its fact (an identity value: malformed). */
export const VALUE_CAP = 4096;

/**
 * The characters of one `<Firm>` (and of any one text, comment or tag anywhere in the file) the
 * reader takes: beyond it the file is refused naming the firm, before the XML parser builds a string
 * anywhere near the engine's limit (a 713 kB gzip of one firm once ended in `RangeError: Invalid
 * string length`).
 */
export const RECORD_CAP = 4_000_000;

/** The repeated elements one firm may keep (registrations per regulator, websites): beyond it the file is refused. */
export const KEPT_CAP = 1000;

/** The text the summary quotes of an unknown value (the rest is cut). */
const QUOTED = 120;

export const shortened = (text: string) =>
  text.length <= QUOTED ? text : `${text.slice(0, QUOTED)}… (${text.length} characters)`;
