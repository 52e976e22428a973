/**
 * A page's first screen: what precedes its hero (the header), the hero (the <main> child that
 * holds the <h1>, or the <h1> itself when it is not inside <main>), and the text under the hero
 * that fills the rest of a phone's screen (afterFirstScreen). One definition for all that need it:
 *  - applyFirstPaint (index.ts) holds the first render until the parser has read it (`<link rel="expect"
 *    blocking="render">`), so the first frame shows the whole header and hero, not a part that
 *    moves as the rest is parsed (a layout shift: the header's row of links moving when the
 *    buttons after it arrive, the hero's decoration when its text does);
 *  - applyFirstPaint inlines the CSS it needs and hides what follows it until the site stylesheet
 *    has loaded;
 *  - scripts/checks/bytes.ts fails a page whose document, through it, is over the first round
 *    trip's bytes.
 */

import type { HTMLElement, Node } from 'node-html-parser';
import { AFTER_FIRST_SCREEN_ID } from '../../../lib/first-paint/names';

/**
 * @param root a node-html-parser document
 * @returns the element, or null on a page without an <h1>
 */
export function firstScreenBlock(root: HTMLElement): HTMLElement | null {
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
 * How far down the first screen reaches, in characters of text, each block (a paragraph, a
 * heading, a card: BLOCK) counting BLOCK_SIZE more for its margins and its own line; 800 units
 * reach about as far down as a phone's screen (docs/performance-history.md, "Measured reasons in
 * the first-paint code"). What the first screen
 * holds paints from the first response; what follows waits for the site stylesheet
 * (later.ts). With the hero alone, the text right under a short hero was blank on the
 * first paint, and the largest text on screen (Lighthouse's LCP) came one request later.
 * e2e/mobile.spec.ts checks on every page, on a Pixel 7, that the largest text on its first
 * screen is not left for later.
 */
export const FIRST_SCREEN_SIZE = 800;
const BLOCK_SIZE = 40;

/** Elements that draw nothing and take no room: never the end of the first screen. */
const UNRENDERED = new Set(['script', 'style', 'template', 'noscript', 'link', 'meta']);
/** Elements that stack as blocks: a first screen may end between them, never inside a line of text. */
const BLOCK =
  /^(address|article|aside|blockquote|details|dialog|div|dl|dd|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|summary|table|tbody|thead|tfoot|tr|td|th|ul)$/;

const tagOf = (node: Node) => node.rawTagName?.toLowerCase() ?? '';
/** Elements whose text a visitor does not read and whose insides take no room of their own. */
const holdsNoText = (node: Node) => UNRENDERED.has(tagOf(node)) || tagOf(node) === 'svg';

/** The text an element shows (scripts and drawings hold none; comments split none). */
function shownText(node: Node): string {
  if (node.nodeType === 3) return node.text;
  if (node.nodeType !== 1 || holdsNoText(node)) return '';
  return node.childNodes.map(shownText).join('');
}

/**
 * Its length in characters, whitespace collapsed: the same before and after the export drops
 * React's `<!-- -->` separators between text nodes (check-bytes reads the exported page).
 */
const textLength = (node: Node) => shownText(node).replace(/\s+/g, ' ').trim().length;

/** How much of the screen an element takes, in FIRST_SCREEN_SIZE's units: its text and its blocks. */
function size(node: HTMLElement): number {
  let blocks = 0;
  const count = (element: Node) => {
    if (holdsNoText(element)) return;
    if (BLOCK.test(tagOf(element))) blocks += 1;
    for (const child of element.childNodes) if (child.nodeType === 1) count(child);
  };
  count(node);
  return textLength(node) + BLOCK_SIZE * blocks;
}

/** Flex, grid and multi-column containers, at any breakpoint (Tailwind's classes). */
const ROW_LAYOUT = /^(?:[\w-]+:)*(?:flex|inline-flex|grid|inline-grid|columns-[\w-]+)$/;
const TABLE = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

/**
 * A row: a flex or grid container or a table, whose later items size and align the earlier ones
 * (a column centred beside a card), and a table's later rows size its columns. Hidden while the
 * stylesheet loads, they are laid out unstyled, so the first screen never ends inside one.
 */
const isRow = (node: HTMLElement) =>
  TABLE.has(tagOf(node)) || (node.getAttribute('class') ?? '').split(/\s+/).some((name) => ROW_LAYOUT.test(name));
/** Whether the first screen may end among an element's children: blocks stacked one under the other. */
function stacksChildren(node: HTMLElement): boolean {
  return !isRow(node) && node.childNodes.some((child) => child.nodeType === 1 && BLOCK.test(tagOf(child)));
}

/** The element after `node` in document order, past its descendants; null at the end of <body>. */
function nextAfter(node: HTMLElement): HTMLElement | null {
  for (let current: HTMLElement | null = node; current && tagOf(current) !== 'body'; current = current.parentNode) {
    if (current.nextElementSibling) return current.nextElementSibling;
  }
  return null;
}

/**
 * The first element after the first screen, the one the parser can only insert once the first
 * screen is complete; it gets an id (AFTER_FIRST_SCREEN_ID) if it has none. The first screen is
 * the hero (firstScreenBlock) and what follows it until their size reaches `room` (size, in
 * FIRST_SCREEN_SIZE's units): whole elements while they fit, then inside the element that would
 * overflow it, down to a block without blocks inside (a paragraph, a heading, a list item), which
 * it takes whole. A row (isRow) is taken whole when not too large (three times the room at most)
 * and otherwise not at all: the first screen ends before it. Null on a page without an <h1>, or
 * whose first screen is the whole page. Called again, it returns the same element.
 * @param room how far down it reaches (FIRST_SCREEN_SIZE)
 */
export function afterFirstScreen(root: HTMLElement, room = FIRST_SCREEN_SIZE): HTMLElement | null {
  const block = firstScreenBlock(root);
  if (!block) return null;
  let remaining = room - size(block);
  let after = nextAfter(block);
  while (after) {
    if (UNRENDERED.has(tagOf(after))) {
      after = nextAfter(after);
      continue;
    }
    if (remaining <= 0) break;
    const taken = size(after);
    if (taken < remaining) {
      remaining -= taken;
      after = nextAfter(after);
    } else if (stacksChildren(after)) {
      after = after.firstElementChild ?? nextAfter(after);
    } else if (isRow(after) && taken > 3 * room) {
      // A long row (a page's column beside its sidebar) waits whole: the first screen ends before it.
      break;
    } else {
      remaining = 0;
      after = nextAfter(after);
    }
  }
  if (!after) return null;
  if (!after.getAttribute('id')) {
    if (root.querySelector(`#${AFTER_FIRST_SCREEN_ID}`))
      throw new Error(`an element other than the one after the first screen has id="${AFTER_FIRST_SCREEN_ID}"`);
    after.setAttribute('id', AFTER_FIRST_SCREEN_ID);
  }
  return after;
}

/**
 * The `<link>` for <head> that holds the first render until the parser has read the whole first
 * screen, given the element after it (afterFirstScreen). Chromium lifts a `rel=expect`
 * hold when the target element is inserted, not when it ends (with the first screen itself as
 * the target, the hero could paint still empty and then move). So the target is the
 * first element after the first screen (afterFirstScreen). Browsers without `rel=expect` render
 * as before; the hold ends at the end of the document in any case.
 */
export function expectFirstScreen(after: HTMLElement): string {
  return `<link rel="expect" href="#${after.getAttribute('id')}" blocking="render">`;
}
