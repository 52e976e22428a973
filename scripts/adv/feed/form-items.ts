import { ADV_FIELDS, type Column } from '@/lib/adv/fields';

/** The Form ADV sub-items read as Yes/No answers, each as [element, attribute, the sub-item as the form prints it]. */
export type AnswerKey = readonly [string, string, string];

/** One sub-item's key: its item's column (lib/adv/fields.ts) with its letter in the element and `rest` in the attribute. */
function subItem([element, attribute]: Column, letter: string, rest: string, item: string): AnswerKey {
  return [element.replace('?', letter), attribute.replace('?', `${letter}${rest}`), item];
}

function numbered(column: Column, letter: string, item: string, count: number): AnswerKey[] {
  return Array.from({ length: count }, (_, index) => subItem(column, letter, `${index + 1}`, `${item}(${index + 1})`));
}

const { item6A, item7A } = ADV_FIELDS.affiliations.columns;
const ITEM_11_COLUMN = ADV_FIELDS.disclosures.columns.subItem;

/** Item 6.A, "You are actively engaged in business as a…": (1) broker-dealer … (14) other financial product salesperson. */
export const ITEM_6A: readonly AnswerKey[] = numbered(item6A, '', '6.A', 14);
/** Item 7.A, "You have a related person that is a…": (1) broker-dealer … (16) sponsor of pooled vehicles. */
export const ITEM_7A: readonly AnswerKey[] = numbered(item7A, '', '7.A', 16);
/** Item 11.A–H, each sub-question its own attribute on its own element (`Item11C@Q11C3` is 11.C(3)). */
export const ITEM_11: readonly AnswerKey[] = [
  ...numbered(ITEM_11_COLUMN, 'A', '11.A', 2),
  ...numbered(ITEM_11_COLUMN, 'B', '11.B', 2),
  ...numbered(ITEM_11_COLUMN, 'C', '11.C', 5),
  ...numbered(ITEM_11_COLUMN, 'D', '11.D', 5),
  ...numbered(ITEM_11_COLUMN, 'E', '11.E', 4),
  subItem(ITEM_11_COLUMN, 'F', '', '11.F'),
  subItem(ITEM_11_COLUMN, 'G', '', '11.G'),
  subItem(ITEM_11_COLUMN, 'H', '1A', '11.H(1)(a)'),
  subItem(ITEM_11_COLUMN, 'H', '1B', '11.H(1)(b)'),
  subItem(ITEM_11_COLUMN, 'H', '1C', '11.H(1)(c)'),
  subItem(ITEM_11_COLUMN, 'H', '2', '11.H(2)'),
];
