import { z } from 'zod';

/**
 * The one table of the Form ADV fields the site reads (docs/adv-fields.md): per fact, the feed's
 * columns, the Form ADV item, its label in the import's list of changes, on the roster and on a
 * listed firm's profile (null: not shown there). A *plain* field (`value` set) is one number or Yes/No
 * read from one column: the import, the roster's schema, its list of facts and its changes, and the
 * firm file's schema, the import's writing and the profile's facts list all read it from here. The
 * other fields have bespoke code (fee model, asset totals, 5.D letters, Item 11) that reads its
 * columns and labels from its entry.
 */

/** A feed column: the element directly under `<FormInfo><Part1A>`, its attribute, then the attribute's aliases. */
export type Column = readonly [element: string, attribute: string, ...aliases: string[]];

/** What a plain field's column holds, the value's schema and how the site writes it. */
export const ADV_VALUES = {
  /** A whole number (accounts, people): digits only. */
  count: { schema: z.number().int().min(0), read: 'count' },
  /** Whole US dollars (cents rounded): digits only. */
  dollars: { schema: z.number().int().min(0), read: 'dollars' },
  /** A check box: "Y" or "N". */
  'yes-no': { schema: z.boolean(), read: 'yes-no' },
} as const;
export type AdvValueKind = keyof typeof ADV_VALUES;

interface AdvFieldEntry {
  /** The Form ADV item, as a document name after "Form ADV Part 1A, ". */
  item: string;
  /** The fact's name in the import's list of changes. */
  label: string;
  /** Its label in a roster firm's facts (components/sections/advisers/adviser-facts.tsx), in this table's order. */
  roster: string | null;
  /**
   * Its label in a listed firm's profile facts (firm-profile-header.tsx), by `order` among the others there.
   * A plain field with one is also a sourced fact of the firm's file (lib/content/firm-schema.ts) the import writes.
   */
  profile: { label: string; order: number } | null;
  /** The Part 1A elements the feed reader keeps for it. */
  elements: readonly string[];
  /** A list read from element texts: the path under `<FormInfo><Part1A>` to the repeated element holding one value. */
  textPath?: readonly string[];
  /** Bespoke fields: the attributes their code reads, by meaning. */
  columns?: Readonly<Record<string, Column>>;
  /** Plain fields: the one column read (the first of its attribute and aliases present) and its value. */
  column?: Column;
  value?: AdvValueKind;
}

export const ADV_FIELDS = {
  registration: {
    item: 'Item 1, with the registration status the feed reports',
    label: 'Registration',
    roster: 'Registration',
    profile: null,
    elements: [],
  },
  mainOffice: {
    item: 'Item 1.F',
    label: 'Main office, per Form ADV',
    roster: 'Main office',
    profile: null,
    elements: [],
  },
  aum: {
    item: 'Item 5.F(2)(c)',
    label: 'Assets under management',
    roster: 'Assets under management',
    profile: { label: 'Assets under management', order: 2 },
    elements: ['Item5F'],
    columns: {
      managesAssets: ['Item5F', 'Q5F1'],
      discretionary: ['Item5F', 'Q5F2A'],
      nonDiscretionary: ['Item5F', 'Q5F2B'],
      total: ['Item5F', 'Q5F2C'],
    },
  },
  accounts: {
    item: 'Item 5.F(2)(f)',
    label: 'Accounts',
    roster: 'Accounts',
    profile: null,
    elements: ['Item5F'],
    column: ['Item5F', 'Q5F2F'],
    value: 'count',
  },
  employees: {
    item: 'Items 5.A and 5.B(1)',
    label: 'Employees',
    roster: 'Employees',
    profile: { label: 'Employees (firm-wide)', order: 1 },
    elements: ['Item5A', 'Item5B'],
    columns: { total: ['Item5A', 'TtlEmp'], advisory: ['Item5B', 'Q5B1'] },
  },
  clientTypes: {
    item: 'Item 5.D',
    label: 'Types of clients',
    roster: 'Types of clients',
    profile: null,
    elements: ['Item5D'],
    // `?` is the client type's letter, upper case: Q5DA1 is the number of 5.D(a) clients. `assets` (5.D's
    // third column) only tells the layout; `old…`, the form before October 2017, by its letters A–M.
    columns: {
      clients: ['Item5D', 'Q5D?1'],
      fewerThanFive: ['Item5D', 'Q5D?2'],
      assets: ['Item5D', 'Q5D?3'],
      oldClients: ['Item5D', 'Q5D1?'],
      oldAssets: ['Item5D', 'Q5D2?'],
    },
  },
  compensation: {
    item: 'Items 5.E, 6.A and 7.A',
    label: 'How it is paid',
    roster: 'How it is paid',
    profile: { label: 'Fee structure', order: 4 },
    elements: ['Item5E', 'Item6A', 'Item7A'],
    columns: {
      percentageOfAssets: ['Item5E', 'Q5E1'],
      hourly: ['Item5E', 'Q5E2'],
      subscription: ['Item5E', 'Q5E3'],
      fixed: ['Item5E', 'Q5E4'],
      commissions: ['Item5E', 'Q5E5'],
      performanceBased: ['Item5E', 'Q5E6'],
      other: ['Item5E', 'Q5E7'],
      otherDescription: ['Item5E', 'Q5E7Oth'],
    },
  },
  affiliations: {
    item: 'Items 6.A and 7.A',
    label: 'Other businesses',
    roster: 'Other businesses (6.A, 7.A)',
    profile: null,
    elements: ['Item6A', 'Item7A'],
    // `?` is the sub-item's number: Q6A1 is 6.A(1).
    columns: { item6A: ['Item6A', 'Q6A?'], item7A: ['Item7A', 'Q7A?'] },
  },
  disclosures: {
    item: 'Item 11',
    label: 'Disciplinary disclosures',
    roster: 'Disciplinary disclosures (Item 11)',
    profile: null,
    // Item 11 opens with Q11; each of 11.A–H is its own element (Item11C@Q11C3 is 11.C(3)).
    elements: ['Item11', 'Item11A', 'Item11B', 'Item11C', 'Item11D', 'Item11E', 'Item11F', 'Item11G', 'Item11H'],
    // `?` is the sub-item's letter, then in the attribute what follows it: Item11C@Q11C3, Item11H@Q11H1A.
    columns: { overall: ['Item11', 'Q11'], subItem: ['Item11?', 'Q11?'] },
  },
  websites: {
    item: 'Item 1.I',
    label: 'Websites',
    roster: 'Websites',
    profile: null,
    elements: [],
    textPath: ['Item1', 'WebAddrs', 'WebAddr'],
  },
} as const satisfies Record<string, AdvFieldEntry>;

export type AdvFieldId = keyof typeof ADV_FIELDS;
