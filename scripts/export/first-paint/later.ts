/**
 * The hide-and-show rules of the first paint: which elements the first paint shows (their CSS is
 * inline) and how what follows the first screen waits for the site stylesheet without ever
 * depending on it (LATER_RULES undo themselves in CSS alone). The measurements behind these rules
 * are in docs/performance-history.md ("Measured reasons in the first-paint code").
 */
import { HTMLElement, type Node } from 'node-html-parser';
import {
  CSS_LOADING_CLASS,
  FIRST_PAINT_ATTRIBUTE,
  LATER_ANIMATION,
  LATER_ATTRIBUTE,
  LATER_DONE,
  LATER_NESTED,
  LATER_WHOLE_ATTRIBUTE,
} from '../../../lib/first-paint/names';

const tagOf = (node: Node) => node.rawTagName?.toLowerCase() ?? '';

/**
 * The class names and element types the first paint shows: of every element before `after` in
 * document order (the first screen, its ancestors and what precedes it: the header, banners) and
 * of every element marked with FIRST_PAINT_ATTRIBUTE (lib/first-paint/names.ts: an element the document has after
 * the first screen that shows in the first viewport, the scheduling badge) and its descendants. Which CSS the first
 * paint needs (index.ts).
 */
export function firstPaintNames(root: HTMLElement, after: HTMLElement): { classes: Set<string>; tags: Set<string> } {
  const classes = new Set<string>();
  const tags = new Set<string>();
  const add = (node: HTMLElement) => {
    tags.add(tagOf(node));
    for (const name of (node.getAttribute('class') ?? '').split(/\s+/)) if (name) classes.add(name);
  };
  let done = false;
  const walk = (node: HTMLElement) => {
    for (const child of node.childNodes) {
      if (done) return;
      if (child === after) {
        done = true;
        return;
      }
      if (!(child instanceof HTMLElement)) continue;
      add(child);
      walk(child);
    }
  };
  walk(root);
  for (const marked of root.querySelectorAll(`[${FIRST_PAINT_ATTRIBUTE}]`)) {
    add(marked);
    for (const node of marked.querySelectorAll('*')) add(node);
  }
  return { classes, tags };
}

/**
 * What follows the first screen (every element markLater marks), in three rules of the page's
 * inline CSS, all for the screen only (a print always has the whole page, styled or not):
 *  - `content-visibility: auto` while the stylesheet loads (`html.cl`): the browser skips the
 *    style, layout and paint of what is off screen (the first paint lays out the first screen, not
 *    a whole page unstyled), yet the text stays in the accessibility tree and find-in-page, and
 *    renders the moment it is scrolled to. contain-intrinsic-block-size holds room for a part not yet
 *    rendered. Only until html.cl goes: kept for good, its estimated heights put a jump to a
 *    section or a card's entrance animation in the wrong place (tried), and its paint containment
 *    would clip what overflows a part. Once the stylesheet applies, the page loader renders the
 *    parts a few per idle task (page-loader.ts), so no task lays out the whole page.
 *  - While the site stylesheet loads (`html.cl`, page-loader.ts), what follows the first screen is
 *    transparent, not shown unstyled and then moved: on a desktop screen taller than the first
 *    screen it would flash unstyled (and move: layout shifts of transparent elements do not count).
 *    Transparent only: assistive technology and find-in-page still read it (visibility: hidden
 *    would remove it from both). The same animation draws it far to the left (LATER_AWAY_PX), out
 *    of content-visibility's reach until its turn. And it undoes itself in CSS alone: each part's
 *    opacity and place are held by an animation still in its delay (`backwards`), which ends
 *    REVEAL_AFTER_MS after the
 *    part's first style, so a stylesheet that never arrives or a loader that never runs leaves the
 *    page readable, with the first screen's CSS, at most that long after the first paint. Only
 *    the outermost parts: a part inside another (LATER_NESTED) is transparent with it, and the
 *    browser would start its animation only when it first renders it (its part's content is
 *    skipped until then), so late. An animation waiting out its delay costs no work a frame; the
 *    parts' own, not one on <html>: an inherited value changing on <html> restyled the whole
 *    document, every frame while it ran and once more as it ended.
 *  - While the loader renders the parts one after another (page-loader.ts), a part inside one it
 *    has rendered stays transparent until its own turn: rendered for the first time it takes its
 *    real height, and would move what is already shown below it.
 *  - The page shows its scrollbar meanwhile: a desktop scrollbar appearing when the stylesheet
 *    lands would narrow the page by 15 px and move the centred content sideways. A rule on `html.cl` alone, not `scrollbar-gutter` for good: that
 *    reserves the room in a browser whose scrollbars take none (Playwright's).
 * Unstyled content wider than the screen (an icon, a table) does not widen the page: paint
 * containment (part of content-visibility) clips it to its part. Only the height is estimated:
 * a part not yet rendered has no width of its own, so a row or grid the site stylesheet has
 * styled, whose items are rendered a few at a time (page-loader.ts), is never widened by them
 * (with `contain-intrinsic-size` and a width, a phone's page widened and zoomed out meanwhile).
 */
export const REVEAL_AFTER_MS = 1200;
/**
 * How far a part waiting for its turn is drawn to the left of the page (`translate`, in the same
 * animation as its transparency, so it ends with it, in CSS alone). content-visibility:auto
 * renders a part as soon as it is within half a screen of the viewport: the parts just below the
 * first screen were styled and laid out, unstyled and transparent, in the frame of the first paint
 * (a second style and layout pass), for nothing. Drawn this far to the left, no part is near the viewport, so the first frame lays out
 * the first screen and the parts' own boxes only; the loader renders each part at its turn. A
 * translation moves no layout box (no layout shift, no height estimate changed) and room to the
 * left of the page cannot be scrolled to. Meanwhile a part still reads to assistive technology
 * and find-in-page; only the place find-in-page scrolls a match to is off until the part is
 * rendered (REVEAL_AFTER_MS at most).
 */
export const LATER_AWAY_PX = 100000;
/** The room a part not yet rendered holds: about a section of cards on a phone. */
export const LATER_PART_HEIGHT_PX = 600;
/**
 * The transparency is only for visitors who accept motion (PRODUCT.md, "Motion"): under
 * `prefers-reduced-motion: reduce` nothing is ever transparent, so what follows the first screen
 * shows at once with the first screen's CSS and takes the site stylesheet's look when it applies
 * (below the first screen, so on a phone off screen); content-visibility still spares its work.
 */
export const LATER_RULES =
  `@keyframes ${LATER_ANIMATION}{from{opacity:0;translate:-${LATER_AWAY_PX}px}}` +
  `@media screen{html.${CSS_LOADING_CLASS}{overflow-y:scroll}` +
  `html.${CSS_LOADING_CLASS} [${LATER_ATTRIBUTE}=""],html.${CSS_LOADING_CLASS} [${LATER_ATTRIBUTE}="${LATER_NESTED}"]{content-visibility:auto;contain-intrinsic-block-size:auto ${LATER_PART_HEIGHT_PX}px}}` +
  `@media screen and (prefers-reduced-motion:no-preference){` +
  `html.${CSS_LOADING_CLASS} [${LATER_ATTRIBUTE}=""]{animation:${LATER_ANIMATION} 0s ${REVEAL_AFTER_MS}ms backwards}` +
  `html.${CSS_LOADING_CLASS} [${LATER_ATTRIBUTE}="${LATER_DONE}"] [${LATER_ATTRIBUTE}="${LATER_NESTED}"]{opacity:0}}`;

/**
 * Marks what follows the first screen (LATER_RULES): the element after it, its later siblings and
 * the later siblings of each element holding it (the footer after <main>), but for elements
 * marked as shown at once (FIRST_PAINT_ATTRIBUTE, the scheduling badge). Each gets an empty
 * attribute (a selector matching by position, such as :has(), would cost the first style pass on
 * every element).
 * @param after the element after the first screen
 */
export function markAfterFirstScreen(after: HTMLElement): void {
  for (
    let node: HTMLElement | null = after;
    node && node.rawTagName?.toLowerCase() !== 'body';
    node = node.parentNode
  ) {
    for (let later = node === after ? node : node.nextElementSibling; later; later = later.nextElementSibling) {
      const tag = later.rawTagName?.toLowerCase();
      if (tag === 'script' || later.hasAttribute(FIRST_PAINT_ATTRIBUTE)) continue;
      markLater(later);
    }
  }
}

/**
 * The most elements one part holds, where it can be split: the browser renders a part whole once
 * any of it nears the screen, so a large section is split into smaller parts, each a short task to style and lay out.
 */
export const LATER_PART_ELEMENTS = 60;
/**
 * Boxes a part may be split into: block containers whose children are boxes of their own. Not a
 * table's row groups or rows: content-visibility does nothing on them (they cannot be contained).
 */
const SPLIT_TAGS = new Set([
  'div',
  'section',
  'article',
  'aside',
  'main',
  'ul',
  'ol',
  'li',
  'nav',
  'footer',
  'header',
  'form',
]);

/**
 * Marks an element as a part shown later; a large one is split, its children marked too, so the
 * browser renders the ones near the screen, not the whole of it. Inside an
 * island too: React does not look at attributes it did not render when it hydrates, nor remove
 * them (a page whose first screen ends inside an island, /compare/, has always had the mark on
 * hydrated markup).
 */
function markLater(element: HTMLElement, nested = false): void {
  element.setAttribute(LATER_ATTRIBUTE, nested ? LATER_NESTED : '');
  const tag = element.rawTagName?.toLowerCase();
  // A list marked LATER_WHOLE_ATTRIBUTE lays out only its items near the screen by itself: one part.
  if (!SPLIT_TAGS.has(tag) || element.hasAttribute(LATER_WHOLE_ATTRIBUTE)) return;
  if (element.querySelectorAll('*').length <= LATER_PART_ELEMENTS) return;
  for (const child of element.childNodes) {
    if (!(child instanceof HTMLElement) || child.rawTagName?.toLowerCase() === 'script') continue;
    markLater(child, true);
  }
}
