/**
 * The export as the whole-export checks see it (scripts/checks/run.ts): one walk of the folder,
 * every HTML file read once and parsed at most once (on first use), handed to each check, so no
 * check walks or reads the pages itself.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { isPageFile } from '../export/page-files';
import { routeOf } from './out-files';

/** One HTML file of the export. */
export interface HtmlFile {
  /** Its path in the export, with "/": "about/index.html". */
  rel: string;
  /** Its absolute path. */
  file: string;
  /** The site path it is served at: "/about/", "/404.html". */
  route: string;
  /** A visitor page (scripts/export/page-files.ts), not the content editor or another folder's file. */
  page: boolean;
  html: string;
  /** Its HTML parsed (node-html-parser, default options), on first use only. */
  readonly root: HTMLElement;
}

export interface ExportView {
  /** The export's folder, absolute. */
  out: string;
  /** Every file of the export, with "/", e.g. "_islands/entry-x.js". */
  files: string[];
  /** Every .html file, the content editor's included. */
  html: HtmlFile[];
  /** The visitor pages only (scripts/export/page-files.ts: not _next/, _islands/, og/ or admin/). */
  pages: HtmlFile[];
  /** Route → visitor page. */
  byRoute: Map<string, HtmlFile>;
  /** Another file's text (robots.txt, sitemap.xml, _headers), read once. */
  text(rel: string): string;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

function htmlFile(out: string, file: string): HtmlFile {
  const html = readFileSync(file, 'utf8');
  const rel = path.relative(out, file).split(path.sep).join('/');
  let root: HTMLElement | undefined;
  return {
    rel,
    file,
    route: routeOf(out, file),
    // The visitor pages by the build's own rule for what a page is.
    page: isPageFile(rel),
    html,
    get root() {
      root ??= parse(html);
      return root;
    },
  };
}

/** Reads the export in `out` once. */
export function readExport(out: string): ExportView {
  const absolute = path.resolve(out);
  const all = walk(absolute);
  const html = all.filter((file) => file.endsWith('.html')).map((file) => htmlFile(absolute, file));
  const pages = html.filter((file) => file.page);
  const texts = new Map<string, string>();
  return {
    out: absolute,
    files: all.map((file) => path.relative(absolute, file).split(path.sep).join('/')),
    html,
    pages,
    byRoute: new Map(pages.map((page) => [page.route, page])),
    text(rel) {
      const cached = texts.get(rel) ?? readFileSync(path.join(absolute, rel), 'utf8');
      texts.set(rel, cached);
      return cached;
    },
  };
}

/** What a check of the runner returns: its problems (each naming a file and what in it), and its report. */
export interface CheckResult {
  problems: string[];
  /** Printed whatever the outcome (a check's summary when it passed, its figures). */
  lines: string[];
}
