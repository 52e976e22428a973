/**
 * Critical CSS, the per-page step after transformPage: the page arrives with the whole stylesheet
 * inlined (`<style data-href="/_next/static/chunks/….css">`); this keeps inline only the rules the
 * first screen uses (the skip link, the preview banner, the header, the first section of <main>
 * and the scheduling badge) and links the whole stylesheet (a file) at the end of <body>. A stylesheet
 * link there blocks nothing above it: the first screen paints from the HTML's first bytes, and the
 * rest of the page is styled when the file arrives (a cached, immutable file from the second page
 * on). Without JavaScript it works the same: a plain link, no media-swap script.
 *
 * Beasties (the maintained successor of critters) picks the rules whose selectors match the first
 * screen's elements, keeping @font-face, @layer order, @property and media queries; the Tailwind
 * theme's custom properties that nothing inline uses are then dropped (the file declares them all).
 * A pure function of the page's text: unit-tested in __tests__/scripts/critical-css.test.ts.
 */
import Beasties from 'beasties';
import { parse } from 'node-html-parser';
import { ExportShapeError } from './transform-page.mjs';

/** The first screen of a page: what stays when everything after main's first section goes. */
function firstScreen(root) {
  const screen = parse(root.toString(), { comment: true });
  const main = screen.querySelector('main');
  if (!main) throw new ExportShapeError('no <main> to find the first screen in');
  const sections = main.childNodes.filter((node) => node.nodeType === 1 && node.tagName !== 'SCRIPT');
  for (const node of sections.slice(1)) node.remove();
  for (const node of screen.querySelectorAll('body > footer, dialog, script')) node.remove();
  return screen;
}

const beasties = new Beasties({
  // Only inline <style> elements are read; nothing is fetched or written.
  path: '/nonexistent',
  reduceInlineStyles: true,
  pruneSource: false,
  mergeStylesheets: true,
  keyframes: 'critical',
  fonts: true,
  compress: false,
  logLevel: 'silent',
});

/** Drops `--name: value` declarations of @layer theme that no var(--name) in `used` refers to. */
const THEME = /(@layer theme\s*\{\s*:root(?:,\s*:host)?\s*\{)([^{}]*)(\})/;

export function pruneThemeVariables(css, used) {
  const outside = used.replace(THEME, '');
  return css.replace(THEME, (_, open, body, close) => {
    const declarations = body.split(';').filter((declaration) => declaration.trim());
    const text = (list) => `${outside}\n${list.join(';')}`;
    let kept = declarations;
    // A kept variable may refer to another (--text-sm--line-height: calc(1.25 / var(--text-sm))).
    for (;;) {
      const haystack = text(kept);
      const next = declarations.filter((declaration) => {
        const name = declaration.trim().split(':')[0];
        return new RegExp(`var\\(\\s*${name.replace(/[-]/g, '\\-')}\\s*[,)]`).test(haystack);
      });
      if (next.length === kept.length) break;
      kept = next;
    }
    return `${open}${kept.join(';')}${close}`;
  });
}

/**
 * @param {string} html a page as transformPage returns it
 * @param {(href: string) => string} [published] where the stylesheet inlined from `href` is served
 * @returns {Promise<string>} the page with the first screen's CSS inline and the stylesheet linked at the end
 */
export async function splitCriticalCss(html, published = (href) => href) {
  const root = parse(html, { comment: true });
  const styles = root.querySelectorAll('head > style[data-href]');
  if (styles.length !== 1)
    throw new ExportShapeError(`expected one inlined stylesheet (<style data-href>), found ${styles.length}`);
  const [style] = styles;
  const href = style.getAttribute('data-href');
  const screen = firstScreen(root);
  const critical = parse(await beasties.process(screen.toString()), { comment: true })
    .querySelectorAll('style')
    .map((node) => node.text)
    .join('');
  if (!critical.trim()) throw new ExportShapeError('the first screen matched no CSS rule');
  // Every @font-face, with the fallbacks' metric overrides: text must lay out the same before and
  // after the stylesheet arrives (beasties keeps only those of fonts it sees used).
  const fontFaces = (style.text.match(/@font-face\s*\{[^}]*\}/g) ?? []).join('');
  // Custom properties are also read by style="" attributes (e.g. --i for staggered delays).
  const attributes = root
    .querySelectorAll('[style]')
    .map((node) => node.getAttribute('style'))
    .join(';');
  const inline = `${fontFaces}${critical.replace(/@font-face\s*\{[^}]*\}/g, '')}`;
  style.replaceWith(`<style>${pruneThemeVariables(inline, `${inline}\n${attributes}`)}</style>`);
  root.querySelector('body').insertAdjacentHTML('beforeend', `<link rel="stylesheet" href="${published(href)}">`);
  return root.toString();
}
