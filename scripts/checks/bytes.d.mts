/** Types for check-bytes.mjs (a plain .mjs so CI runs it with node, no compile step). */
export interface HtmlBudget {
  pages: RegExp;
  kib: number;
  target: number;
  what: string;
}
export const FIRST_SCREEN_KIB: number;
export function budgetFor(urlPath: string): HtmlBudget;
export function firstScreenEnd(html: string): number | null;
export function targetKib(urlPath: string): number;
export function contentOnly(html: string): string;
export function checkHtmlBytes(out: string): {
  rows: {
    urlPath: string;
    kib: number;
    budget: number;
    firstScreenKib: number | null;
    target: number;
    contentKib: number;
  }[];
  problems: string[];
};
