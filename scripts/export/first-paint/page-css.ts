/**
 * Each page's own stylesheet (issue 21): the site's Tailwind output is one stylesheet, inlined in
 * every page, and about a fifth of its rules style classes a given page never has. This keeps a
 * rule only when every class its selector needs can occur on the page:
 *  - a class in the page's HTML (class="" attributes, decoded);
 *  - or a word in the page's scripts: island props (JSON) and the page loader (it sets `wf` on
 *    <html>);
 *  - or a word in the islands' JavaScript, since an island renders its later states (an open
 *    panel, a result list, an error) from class names written in its code.
 * Classes under :not() are not needed for a match, so they never remove a rule. Rules without
 * class selectors (elements, attributes, :root, @font-face, @property, @keyframes) all stay, as
 * do Tailwind's layer order and custom properties. The same approach as PurgeCSS, over the
 * finished page; postcss parses the CSS.
 */
import postcss, { type Root } from 'postcss';
import { requiredClasses, subjectTag } from './css-words';

/**
 * Custom properties nothing reads once the rules above are gone: Tailwind's theme (`--color-…`,
 * `--spacing`), its `--tw-…` defaults and their @property registrations. A property is read when
 * a kept declaration's value names it in var(), or when the page's markup or code names it
 * (`present`). Repeated, since dropping one may leave another unread.
 */
function dropUnreadProperties(root: Root, present: (name: string) => boolean): void {
  for (;;) {
    const read = new Set<string>();
    root.walkDecls((decl) => {
      for (const [, name] of decl.value.matchAll(/var\(\s*(--[\w-]+)/g))
        if (name !== undefined && name !== decl.prop) read.add(name);
    });
    const unread = (name: string) => !read.has(name) && !present(name);
    let dropped = 0;
    root.walkDecls(/^--/, (decl) => {
      if (unread(decl.prop)) {
        decl.remove();
        dropped++;
      }
    });
    root.walkAtRules('property', (atRule) => {
      if (unread(atRule.params.trim())) {
        atRule.remove();
        dropped++;
      }
    });
    root.walkRules((rule) => {
      if (rule.nodes.length === 0) rule.remove();
    });
    if (dropped === 0) return;
  }
}

/** `calc(.25rem * 4)` → `1rem`: a length times a number, as Tailwind writes its spacing. */
function multiplied(value: string): string {
  return value.replace(
    /calc\((-?\d*\.?\d+)(rem|em|px) \* (-?\d*\.?\d+)\)/g,
    (_, length: string, unit: string, factor: string) => {
      const product = Number((Number(length) * Number(factor)).toFixed(6));
      return `${String(product).replace(/^(-?)0\./, '$1.')}${unit}`;
    },
  );
}

/**
 * Tailwind's theme constants written in: `margin-top:calc(var(--spacing) * 4)` →
 * `margin-top:1rem`, `var(--radius-lg)` → `.5rem`, `var(--color-brand)` → `#4338ca`. A constant is a
 * custom property declared once in the whole stylesheet, on `:root`, with a value that reads no
 * other property, and that the page's markup and code do not name (they might set or read it).
 * A colour the stylesheet redefines for wide-gamut screens (`@supports (color:lab(…))`) is
 * declared twice, so it stays a variable. Each use then reads the same value, and the
 * declarations nothing reads any more go (dropUnreadProperties): about 0.3 KiB gzip a page. For
 * the first paint's cut only; the whole stylesheet keeps the variables.
 */
function inlineConstants(root: Root, present: (name: string) => boolean): void {
  const declared = new Map<string, string | null>();
  root.walkDecls(/^--/, (decl) => {
    const rule = decl.parent;
    const onRoot =
      rule?.type === 'rule' && rule.selectors.every((selector) => selector === ':root' || selector === ':host');
    const seen = declared.get(decl.prop);
    declared.set(decl.prop, seen === undefined && onRoot && !decl.value.includes('var(') ? decl.value.trim() : null);
  });
  const constants = new Map<string, string>();
  for (const [name, value] of declared) if (value !== null && !present(name)) constants.set(name, value);
  if (constants.size === 0) return;
  root.walkDecls((decl) => {
    if (!decl.value.includes('var(--')) return;
    const value = decl.value.replace(/var\((--[\w-]+)\)/g, (use, name: string) => constants.get(name) ?? use);
    if (value !== decl.value) decl.value = multiplied(value);
  });
}

/**
 * Every class some rule of the stylesheet styles (the e2e suite checks that no element on a page
 * has one of these without the page's own CSS styling it: test-support/e2e/fixtures.ts).
 */
export function styledClasses(css: string): Set<string> {
  const classes = new Set<string>();
  // Less what styles nothing anywhere: a rule that only sets a custom property no rule reads.
  const used = pageStylesheet(css, (name) => !name.startsWith('--'));
  postcss.parse(used).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    for (const selector of rule.selectors) for (const name of requiredClasses(selector)) classes.add(name);
  });
  return classes;
}

/**
 * Form controls' own pseudo-elements (the preflight resets of date fields, spinners, file buttons,
 * placeholders): a selector naming one styles only these element types, whatever its type says.
 */
const CONTROL_PSEUDO =
  /::(?:placeholder|file-selector-button|-webkit-(?:datetime-edit|date-and-time-value|calendar-picker-indicator|inner-spin-button|outer-spin-button|search-|file-upload-button))/i;
const CONTROL_TAGS = ['input', 'textarea'];

/**
 * @param css the stylesheet
 * @param present whether a class, or a custom property (`--name`)
 *   outside this CSS, can occur on the page
 * @param tagPresent for a cut to part of a page (its first paint,
 *   which the whole stylesheet follows): whether an element type occurs there. Rules whose
 *   selector styles a type (subjectTag) it lacks go, as do form controls' pseudo-elements where it
 *   has no input or textarea. Every @font-face stays: the site stylesheet's file has none
 *   (withoutFontFaces), so a face only a later part uses is declared here. Without it, every type
 *   can occur (a page's own stylesheet serves what its islands render later).
 * @returns the stylesheet with only the rules that can match
 */
export function pageStylesheet(
  css: string,
  present: (name: string) => boolean,
  tagPresent?: (tag: string) => boolean,
): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    const kept = rule.selectors.filter((selector) => {
      const tag = subjectTag(selector);
      if (tagPresent && CONTROL_PSEUDO.test(selector) && !CONTROL_TAGS.some(tagPresent)) return false;
      return requiredClasses(selector).every(present) && (tag === null || !tagPresent || tagPresent(tag));
    });
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  if (tagPresent) inlineConstants(root, present);
  dropUnreadProperties(root, present);
  // A block at-rule (@media, @supports, @layer) left empty by that goes too; statements such as
  // `@layer theme, base;` have no block and stay.
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}

/**
 * The stylesheet without its @font-face rules: the site stylesheet as a file, whose faces every
 * page declares in its inline CSS (the first paint's cut keeps them all: pageStylesheet).
 * Declared again when the file applies, the same faces count as a change of the page's fonts: the
 * browser lays out all of the first screen's text again in that frame.
 */
export function withoutFontFaces(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules('font-face', (atRule) => {
    const parent = atRule.parent;
    atRule.remove();
    // An at-rule (@media, @supports) that held only faces goes too.
    if (parent?.type === 'atrule' && parent.nodes?.length === 0) parent.remove();
  });
  return root.toString();
}
