/**
 * The brand check: a build made with another brand name than content/site.json's (SITE_BRAND_NAME;
 * the production fixture's build sets one, scripts/checks/production.ts) must show the default name
 * nowhere: not in a page's text, title, description, Open Graph tags, JSON-LD or island props, not in
 * any other text file of the export (sitemap, feeds, robots.txt, scripts), and not on an Open Graph
 * image. A PNG holds no searchable text, so an image is judged by the words its generator is given
 * (lib/seo/og-image.ts). Run by scripts/checks/run.ts; a build with the default name passes as is.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getPageIndex, getSite } from '@/lib/content';
import { ogImagePages, ogImageText } from '@/lib/seo/og-image';
import type { CheckResult, ExportView } from './export-view';

/** Files whose bytes are no text a visitor reads as such (images, fonts, archives). */
const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|pdf|zip|gz|br)$/i;
/** At most this many places are named per file; the count says how many there are. */
const PLACES_PER_FILE = 3;

/** One Open Graph image and the words it shows. */
export interface OgImageWords {
  /** Its path in the export, e.g. "og/about.png". */
  file: string;
  words: readonly string[];
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** Every index at which `name` (as written, or HTML-escaped) starts in `text`, ignoring case. */
function occurrences(text: string, name: string): number[] {
  const lower = text.toLowerCase();
  const found = new Set<number>();
  for (const variant of new Set([name, escapeHtml(name)].map((form) => form.toLowerCase()))) {
    for (let at = lower.indexOf(variant); at !== -1; at = lower.indexOf(variant, at + 1)) found.add(at);
  }
  return [...found].sort((a, b) => a - b);
}

/** Whether `at` lies between the last `<tag` before it and that element's end tag. */
function inside(html: string, at: number, tag: string): string | undefined {
  const open = html.lastIndexOf(`<${tag}`, at);
  if (open === -1 || html.lastIndexOf(`</${tag}>`, at) > open) return undefined;
  return html.slice(open, html.indexOf('>', open) + 1);
}

/** Where in a page `at` is: the title, a meta tag, JSON-LD, another script, an attribute or the text. */
function whereInHtml(html: string, at: number): string {
  const lastOpen = html.lastIndexOf('<', at);
  if (lastOpen > html.lastIndexOf('>', at)) {
    const tag = html.slice(lastOpen, html.indexOf('>', lastOpen) + 1);
    const meta = /^<meta\b[^>]*?\b(name|property)="([^"]+)"/.exec(tag);
    if (meta) return `<meta ${meta[1]}="${meta[2]}">`;
    return `an attribute of <${/^<([\w-]+)/.exec(tag)?.[1] ?? '?'}>`;
  }
  if (inside(html, at, 'title')) return '<title>';
  const script = inside(html, at, 'script');
  if (script) return script.includes('application/ld+json') ? 'JSON-LD' : 'a script';
  return 'the page text';
}

/** Line `at` is on, counted from 1. */
const lineOf = (text: string, at: number) => text.slice(0, at).split('\n').length;

const excerpt = (text: string, at: number, length: number) =>
  text
    .slice(Math.max(0, at - 30), at + length + 30)
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Every place in the export in `view`, and on every Open Graph image, that names `defaultName`:
 * each problem names the file and where in it (for a page: its title, a meta tag, JSON-LD, …).
 */
export function checkBrand(view: ExportView, defaultName: string, ogImages: readonly OgImageWords[] = []): CheckResult {
  const problems: string[] = [];
  const htmlByRel = new Map(view.html.map((file) => [file.rel, file.html]));
  for (const rel of view.files) {
    if (BINARY.test(rel)) continue;
    const html = htmlByRel.get(rel);
    const text = html ?? view.text(rel);
    const found = occurrences(text, defaultName);
    if (found.length === 0) continue;
    const places = found
      .slice(0, PLACES_PER_FILE)
      .map(
        (at) =>
          `${html === undefined ? `line ${lineOf(text, at)}` : whereInHtml(text, at)} ("…${excerpt(text, at, defaultName.length)}…")`,
      );
    const more = found.length > PLACES_PER_FILE ? ` and ${found.length - PLACES_PER_FILE} more` : '';
    problems.push(`${rel}: names "${defaultName}" in ${places.join('; ')}${more}`);
  }
  for (const image of ogImages) {
    const word = image.words.find((candidate) => occurrences(candidate, defaultName).length > 0);
    if (word !== undefined) problems.push(`${image.file}: the image shows "${word}"`);
  }
  return { problems, lines: [] };
}

/** content/site.json's own brand name (the repository's, before any SITE_BRAND_NAME). */
export function defaultBrandName(root: string = path.resolve(__dirname, '..', '..')): string {
  const settings: unknown = JSON.parse(readFileSync(path.join(root, 'content', 'site.json'), 'utf8'));
  const name = typeof settings === 'object' && settings !== null && 'brandName' in settings ? settings.brandName : '';
  if (typeof name !== 'string' || name.trim() === '') throw new Error('content/site.json has no brandName');
  return name;
}

/**
 * The check on the build the environment describes: when it was made with another brand name than
 * the default, that name must appear nowhere; with the default name there is nothing to compare.
 */
export function checkBuiltBrand(view: ExportView): CheckResult {
  const defaultName = defaultBrandName();
  const site = getSite();
  // A name that contains the default one (or is it) leaves nothing to tell apart.
  if (site.brandName.toLowerCase().includes(defaultName.toLowerCase())) return { problems: [], lines: [] };
  const ogImages = ogImagePages(getPageIndex()).map(({ page, file }) => ({
    file: `og/${file}`,
    words: Object.values(ogImageText(site, page)),
  }));
  const result = checkBrand(view, defaultName, ogImages);
  const summary = `brand: built as "${site.brandName}"; "${defaultName}" appears on no page, file or Open Graph image`;
  return result.problems.length > 0 ? result : { problems: [], lines: [summary] };
}
