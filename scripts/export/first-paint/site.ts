/**
 * The first paint's site-wide half, run once before the pages (the build's "first paint" step): the site
 * stylesheet read (its url()s made absolute), the site's short class names (class-names.ts), and
 * the stylesheet published whole, renamed and without its @font-face rules, as the one file every
 * page links (each page inlines its first screen's rules and every face: index.ts).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import { ExportShapeError, hydrated } from '../shape';
import { renameStylesheet, shortClassNames } from './class-names';
import { classWords } from './css-words';
import { styledClasses, withoutFontFaces } from './page-css';
import { pageLoader } from './page-loader';

/**
 * The site's stylesheet (about 59 KB raw / 11 KB gzip): each page inlines the rules its first
 * screen uses and links the whole file without holding its first paint (index.ts);
 * docs/architecture.md has the figures. Over this size the inline part would outgrow the first
 * round trip: revisit the split rather than raise the limit.
 */
const INLINE_CSS_MAX_BYTES = 80_000;

/** The stylesheet's text with its relative url()s made absolute (it moves from /_next/static/chunks/ into the page). */
async function stylesheet(out: string, rel: string): Promise<string> {
  const css = await readFile(path.join(out, rel), 'utf8');
  if (css.length > INLINE_CSS_MAX_BYTES)
    throw new ExportShapeError(
      `${rel} is ${css.length} bytes, over the ${INLINE_CSS_MAX_BYTES}-byte limit for the site stylesheet: make it lighter or revisit the first-screen split (docs/architecture.md)`,
    );
  const base = new URL(`/${rel}`, 'https://site.invalid');
  // CSS text, not HTML: url() tokens are resolved against the file's own address.
  return css.replace(
    /url\((['"]?)(?!data:|https?:|\/)([^'")]+)\1\)/g,
    (_, quote: string, ref: string) => `url(${quote}${new URL(ref, base).pathname}${quote})`,
  );
}

/**
 * The site's short class names (class-names.ts), from its stylesheets, every page as Next wrote
 * it (how often each class is used; the classes of markup React hydrates, of island props and of
 * <noscript>, which keep their names) and the code that may name classes: the islands' scripts
 * and the page loader.
 */
function siteClassNames(stylesheets: string[], pages: Iterable<HTMLElement>, scripts: string[]): Map<string, string> {
  const code = [pageLoader(), ...scripts];
  const uses = new Map<string, number>();
  const keep = new Set<string>();
  const taken = new Set<string>();
  for (const root of pages) {
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

/** What firstPaintContext reads. */
export interface FirstPaintSite {
  /** The export folder. */
  out: string;
  /** Next's stylesheets in it. */
  stylesheetRels: string[];
  /** Every page as Next wrote it, parsed (comments kept). */
  pages: Iterable<HTMLElement>;
  /** The text of every script the islands build wrote. */
  scripts: string[];
  /** The URL folder the stylesheet file is published in (under out/). */
  cssDir: string;
}

/** The site-wide half of the first paint, which every page's applyFirstPaint (index.ts) reads. */
export interface FirstPaintSiteContext {
  stylesheets: Map<string, string>;
  stylesheetFiles: Map<string, string>;
  classNames: Map<string, string>;
  /**
   * Every class the stylesheets style, long names of the renamed ones included (the e2e suite
   * fails a page showing one unstyled: test-support/e2e/fixtures.ts).
   */
  styled: Set<string>;
}

export async function firstPaintContext({
  out,
  stylesheetRels,
  pages,
  scripts,
  cssDir,
}: FirstPaintSite): Promise<FirstPaintSiteContext> {
  const stylesheets = new Map(
    await Promise.all(
      stylesheetRels.map(async (rel): Promise<[string, string]> => [`/${rel}`, await stylesheet(out, rel)]),
    ),
  );
  const classNames = siteClassNames([...stylesheets.values()], pages, scripts);
  const short = [...stylesheets].map(([href, css]): [string, string] => [href, renameStylesheet(css, classNames)]);
  // Each stylesheet whole, as a file every page links (the first screen's rules are inline): one
  // cached file for the whole visit, under a content-hashed name. Its @font-face rules are in
  // every such page's inline CSS instead (index.ts), not twice.
  await mkdir(path.join(out, cssDir), { recursive: true });
  const stylesheetFiles = new Map(
    await Promise.all(
      short.map(async ([href, css]): Promise<[string, string]> => {
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
