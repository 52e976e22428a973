/**
 * Short class names (issue 21): Tailwind's class names are a fifth of a page's HTML and most of
 * its inline CSS (`hover:bg-brand-dark`, `lg:grid-cols-[minmax(0,1fr)_20rem]`). The export gives
 * each class the site's stylesheet styles a short name (`a`, `b`, … `aZ`), the most used first,
 * in the stylesheet and in every page's markup alike: about 0.7 KiB gzip less per page, the same
 * rules matching the same elements. `next dev` keeps the long names.
 *
 * A class keeps its name wherever code could meet it:
 *  - it occurs, as a whole name, in the islands' JavaScript: an island renders its later states
 *    (an open panel, a result list) from class names written in its code, and may look elements
 *    up by class (`.closest(".site-nav")`);
 *  - it occurs in a page's island props (JSON), the page loader (`wf`, `cl` on <html>) or a
 *    <noscript> (its markup is text to the parser);
 *  - an element React hydrates has it (the export leaves that markup as React rendered it).
 * A new name is never one the pages, the stylesheet or the code already use. So an island that
 * builds a class name from parts (`logo-${variant}`) must render it on the server too, or write it
 * whole in its code (as Tailwind needs anyway); the e2e suite fails a page showing a long name
 * the export renamed (test-support/e2e/fixtures.ts, which reads the published stylesheet).
 */
import postcss from 'postcss';
import { unescapeIdentifier } from './css-words';

const FIRST = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const REST = `${FIRST}0123456789`;

/** a, b, … Z, aa, ab, … : identifiers that need no escaping in CSS. */
export function* shortNames(): Generator<string, never, undefined> {
  for (let length = 1; ; length++) {
    const digits = new Array<number>(length).fill(0);
    for (;;) {
      yield digits.map((digit, index) => (index === 0 ? FIRST : REST)[digit]).join('');
      let position = length - 1;
      while (
        position >= 0 &&
        (digits[position] = (digits[position] ?? 0) + 1) === (position === 0 ? FIRST : REST).length
      ) {
        digits[position] = 0;
        position--;
      }
      if (position < 0) break;
    }
  }
}

const NAME_CHAR = /[\w-]/;

/** Whether `name` occurs in `text` as a whole class name, not inside a longer one. */
export function occursIn(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    const before = text[at - 1];
    const after = text[at + name.length];
    if (!(before && NAME_CHAR.test(before)) && !(after && NAME_CHAR.test(after))) return true;
  }
  return false;
}

const IDENTIFIER = /^(?:\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F]|[\w-]|[^\x00-\x7F])+/;

/**
 * The selector with each class that `rename` gives a new name renamed. Attribute selectors and
 * strings are copied as they are (`[href$=".pdf"]` names no class).
 */
export function renameSelector(selector: string, rename: (name: string) => string | undefined): string {
  let result = '';
  for (let index = 0; index < selector.length;) {
    const char = selector[index];
    if (char === '\\') {
      const escape = IDENTIFIER.exec(selector.slice(index))?.[0] ?? selector.slice(index, index + 2);
      result += escape;
      index += escape.length;
    } else if (char === '[') {
      let end = index + 1;
      let quote: string | null = null;
      for (; end < selector.length; end++) {
        const inner = selector[end];
        if (inner === '\\') end++;
        else if (quote) quote = inner === quote ? null : quote;
        else if (inner === '"' || inner === "'") quote = inner;
        else if (inner === ']') break;
      }
      result += selector.slice(index, end + 1);
      index = end + 1;
    } else if (char === '.' && IDENTIFIER.test(selector.slice(index + 1))) {
      const written = IDENTIFIER.exec(selector.slice(index + 1))?.[0] ?? '';
      const renamed = rename(unescapeIdentifier(written));
      result += `.${renamed ?? written}`;
      index += 1 + written.length;
    } else {
      result += char;
      index++;
    }
  }
  return result;
}

/** Every class a stylesheet's selectors name (also under :not(), :is(), :has()). */
export function stylesheetClasses(css: string): Set<string> {
  const classes = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    renameSelector(rule.selector, (name) => {
      classes.add(name);
      return undefined;
    });
  });
  return classes;
}

/**
 * @param css a stylesheet
 * @param names class → its short name
 * @returns the stylesheet with its selectors naming the short names
 */
export function renameStylesheet(css: string, names: ReadonlyMap<string, string>): string {
  if (names.size === 0) return css;
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    const renamed = renameSelector(rule.selector, (name) => names.get(name));
    if (renamed !== rule.selector) rule.selector = renamed;
  });
  return root.toString();
}

/** A class attribute's value with each renamed class's short name. */
export function renameClassList(value: string, names: ReadonlyMap<string, string>): string {
  return value
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => names.get(name) ?? name)
    .join(' ');
}

/** What the site's short class names are chosen from (shortClassNames). */
export interface ClassNameSite {
  /** The site's CSS. */
  stylesheets: string[];
  /** How often each class occurs in the pages' markup. */
  uses: ReadonlyMap<string, number>;
  /** Classes that must keep their name whatever the code says (on hydrated markup). */
  keep: ReadonlySet<string>;
  /**
   * The texts whose every mention of a class keeps it (the islands' JavaScript, island props, the
   * page loader, <noscript> markup).
   */
  code: string[];
  /** Every name the pages or the code use as a word, which no short name may be. */
  taken: ReadonlySet<string>;
}

/**
 * The short name of every class that can have one.
 * @returns class → short name, the most used class first
 */
export function shortClassNames({ stylesheets, uses, keep, code, taken }: ClassNameSite): Map<string, string> {
  const styled = new Set(stylesheets.flatMap((css) => [...stylesheetClasses(css)]));
  const renamed = [...styled]
    .filter((name) => !keep.has(name) && !code.some((text) => occursIn(text, name)))
    .sort((a, b) => (uses.get(b) ?? 0) - (uses.get(a) ?? 0) || (a < b ? -1 : 1));
  const names = new Map<string, string>();
  const next = shortNames();
  for (const name of renamed) {
    let short: string;
    do short = next.next().value;
    while (taken.has(short) || styled.has(short));
    names.set(name, short);
  }
  return names;
}
