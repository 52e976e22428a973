/** The Form ADV sub-items read as Yes/No answers, each as [element, attribute, the sub-item as the form prints it]. */
export type AnswerKey = readonly [string, string, string];

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
