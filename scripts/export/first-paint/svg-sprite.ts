/**
 * One copy of each repeated drawing per page (issue 21: "inline SVG repeated across a page comes
 * from one sprite"). A page draws the same icon many times: home has the phone icon 16 times, the
 * map pin 11, the scale 10, and five identical star outlines in every rating. After this step each
 * drawing is written once, in a hidden sprite at the top of <body>, and every use of it is a
 * `<use href="#…">` inside the icon's own <svg>, which keeps its class, size and accessible name.
 *
 * Two levels, both only where the page repeats them:
 *  - a whole icon: every decorative (aria-hidden) <svg> whose drawing (viewBox and children)
 *    appears twice or more;
 *  - a single path: every <path> whose outline (`d`) appears twice or more, such as the star drawn
 *    five times in each rating; it becomes `<use>` with the path's other attributes (its class,
 *    which sets the fill, its transform and data-*), which the drawn copy inherits.
 * Left as they are: markup React hydrates (it must stay exactly as rendered), drawings with ids,
 * <title>/<desc>, <use> or styling of their own (gradients, masks), and anything drawn once.
 * The sprite is a `<div hidden>`: no box, nothing for assistive technology, and a `<use>` may
 * point into it (shapes in a hidden subtree still draw where used). No CSS, no script.
 */
import { type HTMLElement, type Node, parse } from 'node-html-parser';
import { hydrated } from '../shape';

/** Id prefixes of the sprite's drawings; a page element with such an id fails the build. */
const ICON_ID = 'svg-i';
const PATH_ID = 'svg-p';
/** Shorter drawings cost less than a `<use href="#…">`; leave them inline. */
const MIN_DRAWING_CHARS = 60;

/** Drawings the sprite cannot carry: their own ids or references, titles, styling elements. */
const UNSHAREABLE =
  /\sid=|<(?:title|desc|use|style|script|defs|symbol|mask|clipPath|linearGradient|radialGradient|pattern|filter|foreignObject)\b|url\(/i;

/**
 * @param root the parsed page
 * @param hydrated whether React hydrates a node
 * @returns what was shared (for tests and logs)
 */
export function shareRepeatedSvg(
  root: HTMLElement,
  hydrated: (node: Node) => boolean,
): { icons: number; paths: number; uses: number } {
  const body = root.querySelector('body');
  if (!body) return { icons: 0, paths: 0, uses: 0 };
  for (const element of root.querySelectorAll(`[id^="${ICON_ID}"], [id^="${PATH_ID}"]`))
    throw new Error(`the page already has id="${element.id}", which the SVG sprite uses (svg-sprite.ts)`);

  const outer = root.querySelectorAll('svg').filter((svg) => !hydrated(svg) && !insideSvg(svg));
  const defs: string[] = [];
  let uses = 0;

  // Whole icons: decorative ones (aria-hidden); key = viewBox + the drawing. An image with a name
  // (a rating) keeps its shapes in place, each a <use> of a shared outline below.
  const icons = groupBy(
    outer.filter(
      (svg) =>
        svg.getAttribute('aria-hidden') === 'true' &&
        svg.innerHTML.length >= MIN_DRAWING_CHARS &&
        !UNSHAREABLE.test(svg.innerHTML),
    ),
    (svg) => `${svg.getAttribute('viewBox') ?? ''}|${svg.innerHTML}`,
  );
  for (const group of icons.values()) {
    if (group.length < 2 || !group[0]) continue;
    const id = `${ICON_ID}${defs.length}`;
    defs.push(`<g id="${id}">${group[0].innerHTML}</g>`);
    for (const svg of group) svg.set_content(`<use href="#${id}"></use>`);
    uses += group.length;
  }
  const iconCount = defs.length;

  // Single paths, in what is left inline and in the icons just moved to the sprite.
  const sprite = parse(`<div hidden><svg aria-hidden="true"><defs>${defs.join('')}</defs></svg></div>`);
  const paths = [...outer, sprite]
    .flatMap((scope) => scope.querySelectorAll('path'))
    .filter((path) => !hydrated(path) && (path.getAttribute('d') ?? '').length >= MIN_DRAWING_CHARS && !path.id);
  const outlines = groupBy(paths, (path) => path.getAttribute('d') ?? '');
  const spriteDefs = sprite.querySelector('defs');
  if (!spriteDefs) throw new Error('the SVG sprite has no <defs>');
  let pathCount = 0;
  for (const [d, group] of outlines) {
    if (group.length < 2) continue;
    const id = `${PATH_ID}${pathCount++}`;
    spriteDefs.insertAdjacentHTML('beforeend', `<path id="${id}" d="${d}"></path>`);
    for (const path of group) {
      const attributes = Object.entries(path.rawAttributes)
        .filter(([name]) => name !== 'd')
        .map(([name, value]) => ` ${name}="${value}"`)
        .join('');
      path.replaceWith(`<use href="#${id}"${attributes}></use>`);
    }
    uses += group.length;
  }

  if (iconCount + pathCount > 0) body.insertAdjacentHTML('afterbegin', sprite.toString());
  return { icons: iconCount, paths: pathCount, uses };
}

function insideSvg(node: Node): boolean {
  for (let parent = node.parentNode; parent; parent = parent.parentNode) if (parent.rawTagName === 'svg') return true;
  return false;
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    groups.set(name, [...(groups.get(name) ?? []), item]);
  }
  return groups;
}

/** What every lucide icon repeats; app/globals.css's .lucide rules say it once instead. */
const LUCIDE_DEFAULTS = {
  xmlns: 'http://www.w3.org/2000/svg',
  width: '24',
  height: '24',
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '2',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
};

/**
 * Drops the presentation attributes lucide writes on every icon (about 170 bytes each, 30–70
 * icons a page) where they equal its defaults, and its per-icon class name: the .lucide rules in
 * app/globals.css set the same for an icon without the attribute, and the size is dropped only
 * where h-/w- classes set it. Not inside a hydrated island's own markup, where React expects
 * what it rendered; slots are plain HTML and are stripped too.
 */
export function stripIconDefaults(root: HTMLElement): void {
  for (const svg of root.querySelectorAll('svg.lucide')) {
    if (hydrated(svg)) continue;
    // lucide-<icon> names the icon for nobody: no rule or script reads it.
    const classes = (svg.getAttribute('class') ?? '').split(/\s+/).filter((name) => !name.startsWith('lucide-'));
    svg.setAttribute('class', classes.join(' '));
    const sized = classes.some((name) => /^(size|h)-/.test(name)) && classes.some((name) => /^(size|w)-/.test(name));
    for (const [name, value] of Object.entries(LUCIDE_DEFAULTS)) {
      if ((name === 'width' || name === 'height') && !sized) continue;
      if (svg.getAttribute(name) === value) svg.removeAttribute(name);
    }
  }
}
