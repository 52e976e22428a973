/**
 * A page's first screen: the <main> child that holds its <h1> (the hero), or the <h1> itself
 * when it is not inside <main>. One definition for the two that need it:
 *  - transformPage holds the first render until the parser has read it (`<link rel="expect"
 *    blocking="render">`), so the first frame shows the whole header and hero, not a part that
 *    moves as the rest is parsed (a layout shift: the header's row of links moving when the
 *    buttons after it arrive, the hero's decoration when its text does);
 *  - scripts/check-bytes.mjs fails a page whose document, through it, is over the first round
 *    trip's bytes.
 */

/** The id transformPage gives the element after the first screen when it has none. */
export const AFTER_FIRST_SCREEN_ID = 'after-first-screen';

/**
 * @template {{ rawTagName?: string, parentNode?: unknown, querySelector(selector: string): unknown }} T
 * @param {T} root a node-html-parser document
 * @returns {T | null} the element, or null on a page without an <h1>
 */
export function firstScreenBlock(root) {
  const h1 = root.querySelector('h1');
  if (!h1) return null;
  let block = h1;
  while (block.parentNode?.rawTagName && block.parentNode.rawTagName.toLowerCase() !== 'main') {
    if (block.parentNode.rawTagName.toLowerCase() === 'body') return h1;
    block = block.parentNode;
  }
  return block;
}

/**
 * The first element after the first screen, the one the parser can only insert once the first
 * screen is complete; it gets an id (AFTER_FIRST_SCREEN_ID) if it has none. Null on a page without
 * an <h1>, or with nothing after its first screen. Called again, it returns the same element.
 * @param {import('node-html-parser').HTMLElement} root
 */
export function afterFirstScreen(root) {
  const block = firstScreenBlock(root);
  if (!block) return null;
  let after = null;
  for (let node = block; node && !after; node = node.parentNode) after = node.nextElementSibling ?? null;
  if (!after) return null;
  if (!after.getAttribute('id')) {
    if (root.querySelector(`#${AFTER_FIRST_SCREEN_ID}`))
      throw new Error(`an element other than the one after the first screen has id="${AFTER_FIRST_SCREEN_ID}"`);
    after.setAttribute('id', AFTER_FIRST_SCREEN_ID);
  }
  return after;
}

/**
 * Marks an element that shows in the first viewport although the document has it after the first
 * screen (the scheduling badge, fixed in a corner): its CSS is inline with the first screen's, and
 * it is not hidden while the rest of the stylesheet loads (transform-page.mjs).
 */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/**
 * The class names the first paint shows: of every element before `after` in document order (the
 * first screen, its ancestors and what precedes it: the header, banners) and of every element
 * marked with FIRST_PAINT_ATTRIBUTE and its descendants. Which CSS the first paint needs
 * (transform-page.mjs).
 * @param {import('node-html-parser').HTMLElement} root
 * @param {import('node-html-parser').HTMLElement} after
 * @returns {Set<string>}
 */
export function firstPaintClasses(root, after) {
  const classes = new Set();
  const add = (node) => {
    for (const name of (node.getAttribute('class') ?? '').split(/\s+/)) if (name) classes.add(name);
  };
  let done = false;
  const walk = (node) => {
    for (const child of node.childNodes) {
      if (done) return;
      if (child === after) {
        done = true;
        return;
      }
      if (child.nodeType !== 1) continue;
      add(child);
      walk(child);
    }
  };
  walk(root);
  for (const marked of root.querySelectorAll(`[${FIRST_PAINT_ATTRIBUTE}]`)) {
    add(marked);
    for (const node of marked.querySelectorAll('*')) add(node);
  }
  return classes;
}

/**
 * The `<link>` for <head> that holds the first render until the parser has read the whole first
 * screen, or null on a page without an <h1> (or nothing after it). Chromium lifts a `rel=expect`
 * hold when the target element is inserted, not when it ends (measured: with the first screen
 * itself as the target, frames showed the hero's <section> still empty, and its bottom-anchored
 * decoration then moved, a layout shift of 0.22 in about 1 load of 20). So the target is the
 * first element after the first screen (afterFirstScreen). Browsers without `rel=expect` render
 * as before; the hold ends at the end of the document in any case.
 * @param {import('node-html-parser').HTMLElement} root
 */
export function expectFirstScreen(root) {
  const after = afterFirstScreen(root);
  return after ? `<link rel="expect" href="#${after.getAttribute('id')}" blocking="render">` : null;
}
