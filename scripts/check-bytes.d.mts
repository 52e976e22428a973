/** Types for check-bytes.mjs (a plain .mjs so CI runs it with node, no compile step). */
export interface HtmlBudget {
  pages: RegExp;
  kib: number;
  what: string;
}
export function budgetFor(urlPath: string): HtmlBudget;
export function checkHtmlBytes(out: string): {
  rows: { urlPath: string; kib: number; budget: number }[];
  problems: string[];
};
