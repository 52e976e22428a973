/**
 * How the first-paint wing reads class names out of text and selectors (page-css.ts keeps a
 * rule when every class its selector needs can occur on the page; class-names.ts renames them).
 */

/**
 * The words a text may name classes with: split at whitespace and at the quotes and brackets
 * that delimit strings and markup. A class such as `after:content-['·']` holds quotes, so the
 * text is split twice, with and without the single quote.
 */
export function classWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const pattern of [/[\s"`<>\\]+/, /[\s"'`<>\\]+/])
    for (const word of text.split(pattern)) if (word) words.add(word);
  // Custom properties the text sets or reads (style="--delay:…", element.style.setProperty).
  for (const [name] of text.matchAll(/--[\w-]+/g)) words.add(name);
  return words;
}

/** A CSS identifier as written in a selector → the class name (`\32 xl\:p-4` → `2xl:p-4`). */
export function unescapeIdentifier(name: string): string {
  return name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ''),
  );
}

/** The selector without the arguments of :not(), which name what must be absent. */
function withoutNot(selector: string): string {
  let result = '';
  for (let index = 0; index < selector.length; index++) {
    if (selector.startsWith(':not(', index)) {
      let depth = 0;
      for (index += 4; index < selector.length; index++) {
        if (selector[index] === '\\') index++;
        else if (selector[index] === '(') depth++;
        else if (selector[index] === ')' && --depth === 0) break;
      }
      continue;
    }
    if (selector[index] === '\\') {
      result += selector.slice(index, index + 2);
      index++;
      continue;
    }
    result += selector[index];
  }
  return result;
}

const CLASS = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F]|[\w-]|[^\x00-\x7F])+)/g;

/** The classes an element must have somewhere on the page for the selector to match. */
export function requiredClasses(selector: string): string[] {
  return [...withoutNot(selector).matchAll(CLASS)].map((match) => unescapeIdentifier(match[1] ?? ''));
}

/**
 * The element type a selector styles (its last compound's type selector, lower case), or null
 * when it names none: `.prose-content th` → `th`, `li::marker` → `li`, `.a>*`, `.b:hover`,
 * `:where(…)` → null. Escapes (`.\32 xl\:p-4`) and brackets are read as part of their compound.
 */
export function subjectTag(selector: string): string | null {
  let start = 0;
  let depth = 0;
  for (let index = 0; index < selector.length; index++) {
    const char = selector[index] ?? '';
    if (char === '\\') {
      const hex = /^[0-9a-fA-F]{1,6} ?/.exec(selector.slice(index + 1));
      index += hex ? hex[0].length : 1;
    } else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && /[\s>+~]/.test(char)) start = index + 1;
  }
  const type = /^[a-zA-Z][\w-]*/.exec(selector.slice(start).trim());
  return type ? type[0].toLowerCase() : null;
}
