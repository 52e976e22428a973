import type { Metafile } from 'esbuild';
import type { HTMLElement } from 'node-html-parser';
import type { SiteFacts } from './site-facts';

/** One exported page on its way through the steps: read and parsed once, written once. */
export interface Page {
  /** Its file in the export, e.g. "about/index.html", "404.html". */
  rel: string;
  /** The page index's type ("home" for the home page, "not-found" for the 404 page): analytics reports it. */
  type: string;
  /** The parsed page, changed in place by each step that works on pages. */
  root: HTMLElement;
}

/**
 * What the steps hand each other, in memory. A step that needs a value an earlier step sets
 * reads it with `need()`, which names the step missing if the order is ever wrong.
 */
export interface Build {
  /** The project folder and the export folder (out/). */
  root: string;
  out: string;
  /** Settings, build mode and page index, from the validated content (site-facts.ts). */
  facts: SiteFacts;
  /** Every file `next build` wrote to out/ (relative, "/"-separated), and those copied from public/. */
  files?: string[];
  publicFiles?: ReadonlySet<string>;
  /** The islands build: its entry's URL and esbuild's metafile (the import graph the budgets read). */
  islands?: { entry: string; metafile: Metafile };
  /** Every page, parsed once by "read pages"; after "export pages", as written (hosting and budgets read them). */
  pages?: Page[];
  /** The site's first-paint context (class names, stylesheet file), made once before the pages. */
  firstPaint?: Awaited<ReturnType<typeof import('./first-paint/site').firstPaintContext>>;
  /** Long island props published as files: URL → JSON. */
  propsFiles?: Map<string, string>;
}

export function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not there yet: a step that makes it must run first (run.ts)`);
  return value;
}
