import { ADV_FIELDS, type AdvFieldId, type AdvValueKind } from './fields';
import { formatAssets } from '@/lib/format';

/**
 * The lists derived from the table of Form ADV fields (lib/adv/fields.ts): which fields are plain, on the
 * roster, on the profile, the elements the feed reader keeps. Only the table is written by hand, so a
 * test that changes an entry (jest.mock of '@/lib/adv/fields') gets these lists from its changed table.
 */

const isAdvFieldId = (key: string): key is AdvFieldId => key in ADV_FIELDS;

/** Every field, in the table's order (the roster's). */
const ADV_FIELD_IDS: readonly AdvFieldId[] = Object.keys(ADV_FIELDS).filter(isAdvFieldId);

/** The ids of the plain fields: one value from one column, handled by the table alone. */
export type PlainFieldId = {
  [K in AdvFieldId]: (typeof ADV_FIELDS)[K] extends { value: AdvValueKind } ? K : never;
}[AdvFieldId];
const isPlain = (id: AdvFieldId): id is PlainFieldId => 'value' in ADV_FIELDS[id];
export const PLAIN_FIELD_IDS: readonly PlainFieldId[] = ADV_FIELD_IDS.filter(isPlain);

/** The values of a record's plain fields; a field the filing does not carry is absent, never 0 or No. */
export type PlainValues = Readonly<Partial<Record<PlainFieldId, number | boolean>>>;

/** "Form ADV Part 1A, Item 5.F(2)(c)": the document an imported fact cites. */
export const advDocument = (id: AdvFieldId): string => `Form ADV Part 1A, ${ADV_FIELDS[id].item}`;

/** The Part 1A elements the feed reader keeps: those of every field. */
export const ADV_ELEMENTS: readonly string[] = ADV_FIELD_IDS.flatMap(
  (id): readonly string[] => ADV_FIELDS[id].elements,
);

/** The fields shown on a listed firm's profile, with their label and place among its facts. */
export type ProfileFieldId = {
  [K in AdvFieldId]: (typeof ADV_FIELDS)[K]['profile'] extends null ? never : K;
}[AdvFieldId];
export const PROFILE_FIELDS = ADV_FIELD_IDS.filter((id): id is ProfileFieldId => ADV_FIELDS[id].profile !== null).map(
  (id) => ({ id, ...ADV_FIELDS[id].profile }),
);

/** The plain fields on a listed firm's profile: the import writes each to the firm's file as a sourced fact. */
export type PlainProfileId = Extract<PlainFieldId, ProfileFieldId>;
export const PLAIN_PROFILE_IDS: readonly PlainProfileId[] = PLAIN_FIELD_IDS.filter(
  (id): id is PlainProfileId => ADV_FIELDS[id].profile !== null,
);

export const plainKind = (id: PlainFieldId): AdvValueKind => ADV_FIELDS[id].value;

/** A plain field's value as the site writes it: "1,234", "$81.1 billion", "Yes". */
export function plainText(id: PlainFieldId, value: number | boolean): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return plainKind(id) === 'dollars' ? formatAssets(value) : value.toLocaleString('en-US');
}

/** The fields a roster firm's page lists, in the table's order. */
export type RosterFieldId = {
  [K in AdvFieldId]: (typeof ADV_FIELDS)[K]['roster'] extends string ? K : never;
}[AdvFieldId];
export const ROSTER_FIELD_IDS: readonly RosterFieldId[] = ADV_FIELD_IDS.filter(
  (id): id is RosterFieldId => ADV_FIELDS[id].roster !== null,
);

/** The plain fields a roster entry holds (content/adv-roster.json), in the table's order. */
export type RosterPlainId = Extract<PlainFieldId, RosterFieldId>;
export const ROSTER_PLAIN_IDS: readonly RosterPlainId[] = PLAIN_FIELD_IDS.filter(
  (id): id is RosterPlainId => ADV_FIELDS[id].roster !== null,
);
