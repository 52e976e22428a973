import type { CLIENT_TYPE_LETTERS } from '@/lib/content/client-counts-schema';
import type { AdvFieldId } from '@/lib/adv/fields';
import type { PlainValues } from '@/lib/adv/field-lists';

/**
 * One `<Firm>` of the SEC's IAPD firm feed, as plain data: what the file says, nothing derived.
 * `null` means the feed did not carry the element or attribute (state-registered and exempt
 * reporting advisers leave whole items out), never "No" or zero; see scripts/adv/feed/firm-record.ts for
 * which absences stop the import instead.
 *
 * Tolerant per field, strict per identity (docs/decisions.md): only the firm's identity (CRD, a name,
 * its registration, its filing date) makes a record unreadable. Any other value the reader cannot
 * interpret is read as absent AND listed in `unknown` with where it is and what was filed, so that the
 * import can tell "the filing does not say" (null, not in `unknown`) from "the filing says something we
 * cannot read" (the field is in `unknown`: a listed firm keeps its recorded value, the roster last
 * month's). The main office is `null` when it is not published (see `mainOffice` below).
 */

/**
 * A value the reader could not interpret, e.g. `{ fields: ['clientTypes'], element: 'Item5D',
 * attribute: 'Q5DA1', raw: '1,234', problem: 'expected a whole number, got "1,234"' }`.
 */
export interface UnknownValue {
  /** The site's facts (lib/adv/fields.ts) this value feeds: each is unknown for the firm. Empty: it feeds none. */
  fields: readonly AdvFieldId[];
  element: string;
  /** Null for an element's text (a `WebAddr`). */
  attribute: string | null;
  /** As filed; a very long value is cut (scripts/adv/feed/feed-bounds.ts). */
  raw: string;
  problem: string;
}

/** A Form ADV sub-item id as the form prints it ("6.A(1)", "11.H(1)(a)") → its Yes (true) or No (false). */
export type AdvAnswers = Readonly<Record<string, boolean>>;

export interface AdvMainOffice {
  street1: string;
  street2: string | null;
  city: string;
  /** Null only for a main office outside the United States that files no state. */
  state: string | null;
  postalCode: string | null;
  country: string | null;
}

/** How a registration stands, read from the regulator's status word (see scripts/adv/feed/registration.ts). */
export type RegistrationStanding = 'approved' | 'pending' | 'withdrawn' | 'other';

export interface AdvRegistration {
  /**
   * `registered`: an SEC or state registration (`Rgstn FirmType="Registered"`, `StateRgstn/…/Rgltr`).
   * `exempt`: an exempt reporting adviser, which files parts of Form ADV without being registered
   * (`Rgstn FirmType="ERA"`, or only `ERA/Rgltrs/Rgltr` in the state feed).
   */
  kind: 'registered' | 'exempt';
  /** `Rgstn@FirmType` of the SEC feed ("Registered", "ERA"); null in the state feed, which has no `<Rgstn>`. */
  firmType: string | null;
  /** The feed's own word, e.g. "APPROVED" (`Rgstn@St`, or the state regulator's `Rgltr@St`). */
  status: string;
  /** What that word means here: only an approved registration is refreshed. */
  standing: RegistrationStanding;
  /** "SEC", or the state regulator's code (`Rgltr@Cd`) in the state feed. */
  regulator: string;
  /** YYYY-MM-DD, when the feed gives one. */
  date: string | null;
  /**
   * State feed: every state regulator (`Rgltr@Cd`) that approved the registration, in the file's order, whichever
   * `regulator` reports; empty for an SEC registration or an exempt reporter. Where a firm that publishes no main
   * office is registered (scripts/adv/import/roster-not-published.ts).
   */
  approvedStates: readonly string[];
}

/** Item 5.E: how the firm is paid. Each flag is null when the attribute is absent. */
export interface AdvCompensation {
  percentageOfAssets: boolean | null; // 5.E(1)
  hourly: boolean | null; // 5.E(2)
  subscription: boolean | null; // 5.E(3)
  fixed: boolean | null; // 5.E(4)
  commissions: boolean | null; // 5.E(5)
  performanceBased: boolean | null; // 5.E(6)
  other: boolean | null; // 5.E(7)
  otherDescription: string | null; // 5.E(7), the text after "Other (specify)"
}

/**
 * Item 5.D, the types of clients, by the form's letters: (a) individuals (other than high net worth),
 * (b) high net worth individuals, (c) banking or thrift institutions, (d) investment companies,
 * (e) business development companies, (f) pooled investment vehicles, (g) pension and profit sharing
 * plans, (h) charitable organizations, (i) state or municipal government entities, (j) other
 * investment advisers, (k) insurance companies, (l) sovereign wealth funds and foreign official
 * institutions, (m) corporations or other businesses, (n) other. Only the letters the firm serves
 * (a client count above 0, or "fewer than 5 clients" ticked).
 */
export type AdvClientType = (typeof CLIENT_TYPE_LETTERS)[number];

/**
 * Item 5.D per type served, since the October 2017 form: `clients` the number filed (null when 0 or
 * absent, i.e. only "fewer than 5" is ticked), `fewerThanFive` 5.D(2), `assets` 5.D(3) in dollars (null: not filed).
 */
export interface AdvClientCount {
  type: AdvClientType;
  clients: number | null;
  fewerThanFive: boolean;
  assets: number | null;
}

/** Item 5.F(2): regulatory assets under management, in US dollars. */
export interface AdvAssets {
  /** 5.F(1): whether the firm provides continuous and regular supervisory or management services. */
  managesAssets: boolean | null;
  discretionary: number | null; // 5.F(2)(a)
  nonDiscretionary: number | null; // 5.F(2)(b)
  total: number | null; // 5.F(2)(c)
}

export interface AdvFirmRecord {
  crd: string;
  secNumber: string | null;
  businessName: string;
  legalName: string;
  /**
   * Item 1.F. `null` when the filing publishes no main-office address: `<MainAddr>` has no street, no
   * city and no state (the SEC does not publish a main office that is a private residence; such a
   * record carries only `PhNb`). Never guessed from the phone number or the mailing address. It is also
   * null when the address is there but cannot be read; then `unknown` lists `mainOffice`: use
   * `mainOfficeNotPublished(record)` to tell the two apart.
   */
  mainOffice: AdvMainOffice | null;
  registration: AdvRegistration;
  /** `Filing@Dt`, YYYY-MM-DD: the date of the firm's most recent Form ADV filing in the feed. */
  filingDate: string;
  /** Item 1 `WebAddrs/WebAddr` texts, as filed (often upper case, often without a scheme). */
  websites: string[];
  totalEmployees: number | null; // 5.A
  advisoryEmployees: number | null; // 5.B(1)
  /** Item 5.D: the client types served; null when the firm has no <Item5D>. */
  clientTypes: AdvClientType[] | null;
  /** Item 5.D per type served; null when the firm has no <Item5D> or files the form before 2017 (percentages only). */
  clientCounts: AdvClientCount[] | null;
  compensation: AdvCompensation | null; // null when the firm has no <Item5E>
  assets: AdvAssets | null; // null when the firm has no <Item5F>
  item6A: AdvAnswers; // "6.A(1)" … "6.A(14)", only the sub-items present
  item7A: AdvAnswers; // "7.A(1)" … "7.A(16)"
  /** Item 11's opening question (supervised persons), `Item11@Q11`; null when absent. */
  item11Overall: boolean | null;
  item11: AdvAnswers; // "11.A(1)" … "11.H(2)"
  /** The plain fields of lib/adv/fields.ts (5.F(2)(f) accounts, …) the filing carries. */
  fields: PlainValues;
  /** The values this firm filed that the reader could not interpret, in reading order (empty: none). */
  unknown: readonly UnknownValue[];
}

/** The site's facts that are unknown for this firm (a value of theirs could not be read). */
export function unknownFields(record: Pick<AdvFirmRecord, 'unknown'>): ReadonlySet<AdvFieldId> {
  return new Set(record.unknown.flatMap((value) => value.fields));
}

/** The filing publishes no main-office address (not: publishes one the reader cannot read). */
export function mainOfficeNotPublished(record: Pick<AdvFirmRecord, 'mainOffice' | 'unknown'>): boolean {
  return record.mainOffice === null && !unknownFields(record).has('mainOffice');
}

/**
 * One `<Firm>` as the reader found it. `record` is null when `problems` is not empty: the firm's
 * identity (CRD, a name, its registration, its filing date) is missing or malformed. The names are kept either way, so that a malformed entry
 * that resembles a listed firm can still be recognised (and then stop the import, naming it).
 */
export interface FirmReading {
  crd: string | null;
  businessName: string | null;
  legalName: string | null;
  record: AdvFirmRecord | null;
  /** `<Element Attribute>: what is wrong` about its identity, in reading order. */
  problems: readonly string[];
}
