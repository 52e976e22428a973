/**
 * Guard for the islands export: it ships no Next.js client runtime and no RSC payload. Fails
 * (listing each file) on any script or preload from /_next/static/chunks, any `__next_f` flight
 * data, any inline executable script but ours (inlineScripts), any RSC .txt file, any page
 * without the islands entry, without its render hold for the first screen or without the module
 * script that ends its <body> (PARSE_END_MODULE), any site stylesheet link that would hold the
 * first paint or leave a page without JavaScript unstyled, and any leftover /_next/static/chunks directory.
 * Run by scripts/checks/run.ts after `npm run build`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import { ENTRY_ATTRIBUTE, LATER_ATTRIBUTE, SITE_CSS_SELECTOR } from '../../lib/first-paint/names';
import {
  LOADER_SELECTOR,
  PARSE_END_MODULE,
  executableInlineScripts,
  inlineScripts,
} from '../export/first-paint/page-loader';
import { LATER_RULES } from '../export/first-paint/later';
import type { CheckResult, ExportView, HtmlFile } from './export-view';

/** The rules only a visitor page is held to (the content editor's page has no islands). */
function checkPage(out: string, rel: string, root: HTMLElement, problems: string[]): void {
  const entries = root
    .querySelectorAll(LOADER_SELECTOR)
    .filter((node) => node.getAttribute(ENTRY_ATTRIBUTE)?.startsWith('/_islands/'));
  if (entries.length !== 1)
    problems.push(`${rel}: ${entries.length} page loaders of the islands entry (expected exactly 1)`);
  const last = root.querySelector('body')?.lastElementChild;
  if (last?.tagName !== 'SCRIPT' || last.getAttribute('type') !== 'module' || last.rawText !== PARSE_END_MODULE)
    problems.push(
      `${rel}: <body> does not end with the parse-end module script (scripts/export/first-paint/page-loader.ts)`,
    );
  // The first render waits for the whole first screen (scripts/export/first-paint/first-screen.ts): the hold
  // names the element after it, the first of what waits hidden for the site stylesheet, so it
  // cannot end early or wait for nothing. (The export chose it on the long class names, which
  // it then shortened: it is not chosen again here.)
  const after = root.querySelector(`[${LATER_ATTRIBUTE}]`);
  const holds = root.querySelectorAll('link[rel="expect"]');
  const target = holds.length === 1 ? root.querySelector(holds[0]?.getAttribute('href') ?? '#') : null;
  if (after && !(holds[0]?.getAttribute('blocking') === 'render' && target === after))
    problems.push(`${rel}: no render hold (link rel=expect blocking=render) naming the element after the first screen`);
  // The site stylesheet loads without holding the first paint (scripts/export/first-paint/index.ts): a published
  // file, linked disabled with media="print" for the page loader to fetch after the first paint
  // and then apply, the same file in <noscript> for a browser without JavaScript, and what it
  // marks as later has the inline rules that render it when near the screen (LATER_RULES).
  for (const link of root.querySelectorAll(SITE_CSS_SELECTOR)) {
    const href = link.getAttribute('href') ?? '';
    if (
      link.getAttribute('media') !== 'print' ||
      link.getAttribute('rel') !== 'stylesheet' ||
      !link.hasAttribute('disabled')
    )
      problems.push(`${rel}: the site stylesheet link ${href} is not rel=stylesheet media=print disabled`);
    if (!href.startsWith('/') || !existsSync(path.join(out, href)))
      problems.push(`${rel}: the site stylesheet ${href} is not in the export`);
    if (!root.querySelectorAll('noscript').some((node) => node.innerHTML.includes(`href="${href}"`)))
      problems.push(`${rel}: no <noscript> link to ${href} for a browser without JavaScript`);
  }
  const hides = root.querySelectorAll('style').some((node) => node.text.includes(LATER_RULES));
  if (root.querySelector(`[${LATER_ATTRIBUTE}]`) && !(hides && root.querySelector(SITE_CSS_SELECTOR)))
    problems.push(
      `${rel}: content marked data-later without the rules for it (LATER_RULES) or the stylesheet that styles it`,
    );
}

/** The rules every HTML file is held to, the content editor's included. */
function checkHtmlFile({ rel, html, root }: HtmlFile, allowed: readonly string[], problems: string[]): void {
  if (html.includes('__next_f')) problems.push(`${rel}: contains __next_f (RSC flight data)`);
  for (const node of root.querySelectorAll('script[src], link[href]')) {
    const url = node.getAttribute('src') ?? node.getAttribute('href') ?? '';
    if (url.includes('/_next/static/chunks'))
      problems.push(`${rel}: ${node.tagName.toLowerCase()} ${url} from Next's chunks`);
  }
  const inline = executableInlineScripts(root).filter((node) => !allowed.includes(node.rawText));
  if (inline.length > 0)
    problems.push(
      `${rel}: ${inline.length} inline executable script(s) besides the page loader and the parse-end module`,
    );
}

export function checkRuntime(view: ExportView): CheckResult {
  const problems: string[] = [];
  const htmlOf = new Map(view.html.map((file) => [file.rel, file]));
  const allowed = inlineScripts();
  for (const rel of view.files) {
    const base = path.posix.basename(rel);
    if (base === 'index.txt' || /^__next\..*\.txt$/.test(base)) problems.push(`${rel}: RSC payload file`);
    const file = htmlOf.get(rel);
    if (!file) continue;
    checkHtmlFile(file, allowed, problems);
    // The content editor's page (/admin/) is not a visitor page: no islands, only the no-inline-script rule.
    if (file.page) checkPage(view.out, rel, file.root, problems);
  }
  if (existsSync(path.join(view.out, '_next', 'static', 'chunks')))
    problems.push('_next/static/chunks/ is still in the export');

  const lines =
    problems.length > 0
      ? []
      : [
          `Export runtime: ${view.html.length} pages with no Next.js runtime, no RSC payload, one islands entry, ` +
            'a first-screen render hold, the site stylesheet off the first paint and the parse-end module each.',
        ];
  return { problems, lines };
}
