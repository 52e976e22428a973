/**
 * The first paint's site-wide half, run once before the pages (finalize-export): the site
 * stylesheet read (its url()s made absolute), the site's short class names (class-names.mjs), and
 * the stylesheet published whole, renamed and without its @font-face rules, as the one file every
 * page links (each page inlines its first screen's rules and every face: index.mjs).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { ExportShapeError, hydrated } from '../shape.mjs';
import { renameStylesheet, shortClassNames } from './class-names.mjs';
import { classWords } from './css-words.mjs';
import { styledClasses, withoutFontFaces } from './page-css.mjs';
import { PAGE_LOADER } from './page-loader.mjs';

/**
 * The site's stylesheet (about 59 KB raw / 11 KB gzip): each page inlines the rules its first
 * screen uses and links the whole file without holding its first paint (index.mjs);
 * docs/architecture.md has the figures. Over this size the inline part would outgrow the first
 * round trip: revisit the split rather than raise the limit.
 */
const INLINE_CSS_MAX_BYTES = 80_000;

/** The stylesheet's text with its relative url()s made absolute (it moves from /_next/static/chunks/ into the page). */
async function stylesheet(out, rel) {
  const css = await readFile(path.join(out, rel), 'utf8');
  if (css.length > INLINE_CSS_MAX_BYTES)
    throw new ExportShapeError(
      `${rel} is ${css.length} bytes, over the ${INLINE_CSS_MAX_BYTES}-byte limit for the site stylesheet: make it lighter or revisit the first-screen split (docs/architecture.md)`,
    );
  const base = new URL(`/${rel}`, 'https://site.invalid');
  // CSS text, not HTML: url() tokens are resolved against the file's own address.
  return css.replace(
    /url\((['"]?)(?!data:|https?:|\/)([^'")]+)\1\)/g,
    (_, quote, ref) => `url(${quote}${new URL(ref, base).pathname}${quote})`,
  );
}

/**
 * The site's short class names (class-names.mjs), from its stylesheets, every page as Next wrote
 * it (how often each class is used; the classes of markup React hydrates, of island props and of
 * <noscript>, which keep their names) and the code that may name classes: the islands' scripts
 * and the page loader.
 * @param {string[]} stylesheets
 * @param {Iterable<string>} pages
 * @param {string[]} scripts
 */
function siteClassNames(stylesheets, pages, scripts) {
  const code = [PAGE_LOADER, ...scripts];
  const uses = new Map();
  const keep = new Set();
  const taken = new Set();
  for (const html of pages) {
    const root = parse(html, { comment: true });
    for (const node of root.querySelectorAll('[class]'))
      for (const name of (node.getAttribute('class') ?? '').split(/\s+/)) {
        if (!name) continue;
        uses.set(name, (uses.get(name) ?? 0) + 1);
        taken.add(name);
        if (hydrated(node)) keep.add(name);
      }
    for (const node of root.querySelectorAll('script[type="application/json"], noscript')) code.push(node.rawText);
  }
  for (const word of classWords(code.join('\n'))) taken.add(word);
  return shortClassNames({ stylesheets, uses, keep, code, taken });
}

/**
 * @param {{ out: string, stylesheetRels: string[], pages: Iterable<string>, scripts: string[], cssDir: string }} site
 *   out: the export folder; stylesheetRels: Next's stylesheets in it; pages: every page as Next
 *   wrote it; scripts: the text of every script the islands build wrote; cssDir: the URL folder
 *   the stylesheet file is published in (under out/)
 * @returns {Promise<{ stylesheets: Map<string, string>, stylesheetFiles: Map<string, string>, classNames: Map<string, string>, styled: Set<string> }>}
 *   styled: every class the stylesheets style, long names of the renamed ones included (the e2e
 *   suite fails a page showing one unstyled: e2e/fixtures.ts)
 */
export async function firstPaintContext({ out, stylesheetRels, pages, scripts, cssDir }) {
  const stylesheets = new Map(
    await Promise.all(stylesheetRels.map(async (rel) => [`/${rel}`, await stylesheet(out, rel)])),
  );
  const classNames = siteClassNames([...stylesheets.values()], pages, scripts);
  const short = [...stylesheets].map(([href, css]) => [href, renameStylesheet(css, classNames)]);
  // Each stylesheet whole, as a file every page links (the first screen's rules are inline): one
  // cached file for the whole visit, under a content-hashed name. Its @font-face rules are in
  // every such page's inline CSS instead (index.mjs), not twice.
  await mkdir(path.join(out, cssDir), { recursive: true });
  const stylesheetFiles = new Map(
    await Promise.all(
      short.map(async ([href, css]) => {
        const text = withoutFontFaces(css);
        const name = `site-${createHash('sha256').update(text).digest('hex').slice(0, 10)}.css`;
        await writeFile(path.join(out, cssDir, name), text);
        return [href, `/${cssDir}/${name}`];
      }),
    ),
  );
  const styled = new Set([...short.flatMap(([, css]) => [...styledClasses(css)]), ...classNames.keys()]);
  return { stylesheets, stylesheetFiles, classNames, styled };
}
