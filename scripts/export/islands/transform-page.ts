/**
 * The islands' half of the build's per-page step (steps/pages.ts), as a pure function: one exported
 * HTML page as Next wrote it → the same page without Next's runtime (its chunk scripts, script
 * preloads, flight data and bootstrap, React's empty text separators), checked for client
 * components outside an island, with its kind for analytics. Its stylesheet links stay: the first
 * paint (scripts/export/first-paint/) turns them into the page's CSS; export-page.ts runs both.
 * No file system here: unit-tested with plain strings (__tests__/scripts/transform-page.test.tsx).
 *
 * It knows Next's output exactly and throws an ExportShapeError naming the element on anything it
 * does not recognise, or when something it expects is missing (docs/architecture.md lists what
 * it relies on). Parsing is node-html-parser's (a real HTML parser; comments kept, as React's
 * hydration of the islands needs its `<!-- -->` text separators).
 */
import { HTMLElement, type Node } from 'node-html-parser';
import { ExportShapeError, hydrated } from '../shape';
import { type PageClients, clientComponentsOutsideIslands } from './flight-client-references';

export interface TransformOptions {
  /** The page index's type of this page (e.g. "firm", "landing"), set as `<html data-page-type>`. */
  pageType?: string;
  /** See clientComponentsOutsideIslands. */
  clients: PageClients;
}

const NEXT_STATIC = '/_next/static/';
const NEXT_CHUNKS = '/_next/static/chunks/';

/**
 * Drops React's empty text separators (`<!-- -->`, between adjacent text parts) where nothing
 * hydrates: to the browser they are nothing, and a page has a hundred of them.
 */
function stripTextSeparators(root: HTMLElement): void {
  const walk = (node: HTMLElement): void => {
    for (const child of [...node.childNodes]) {
      if (child.nodeType === 8 && child.rawText === ' ' && !hydrated(child)) node.removeChild(child);
      else if (child instanceof HTMLElement && child.childNodes.length) walk(child);
    }
  };
  walk(root);
}

function describe(node: Node): string {
  return node.toString().slice(0, 160).replace(/\s+/g, ' ');
}

/** Next's inline scripts, by what they start with. Anything else inline is unknown. */
function nextInlineScript(text: string): 'flight data' | 'turbopack bootstrap' | null {
  const code = text.trim();
  if (code.startsWith('(self.__next_f=self.__next_f||[]).push(') || code.startsWith('self.__next_f.push('))
    return 'flight data';
  if (code.startsWith('(globalThis["TURBOPACK"]')) return 'turbopack bootstrap';
  return null;
}

/** `html`, the page as `next build` exported it → the page without Next's runtime. */
export function transformPage(root: HTMLElement, { clients, pageType }: TransformOptions): void {
  const head = root.querySelector('head');
  const body = root.querySelector('body');
  if (!head || !body) throw new ExportShapeError('no <head> or <body>');
  const found: { chunkScripts: number; flightData: string[] } = { chunkScripts: 0, flightData: [] };

  for (const script of root.querySelectorAll('script')) {
    const type = script.getAttribute('type');
    const src = script.getAttribute('src');
    if (type === 'application/ld+json') continue;
    if (type === 'application/json' && script.hasAttribute('data-island-props')) continue;
    if (src?.startsWith(NEXT_CHUNKS) && !type) {
      found.chunkScripts += 1;
      script.remove();
      continue;
    }
    if (!src && !type) {
      const kind = nextInlineScript(script.text);
      if (kind === 'flight data') found.flightData.push(script.text);
      if (kind) {
        script.remove();
        continue;
      }
    }
    throw new ExportShapeError(`unknown script: ${describe(script)}`);
  }

  for (const link of root.querySelectorAll('link')) {
    const rel = link.getAttribute('rel');
    const href = link.getAttribute('href') ?? '';
    if ((rel === 'preload' && link.getAttribute('as') === 'script') || rel === 'modulepreload') {
      if (!href.startsWith(NEXT_CHUNKS)) throw new ExportShapeError(`unknown script preload: ${describe(link)}`);
      link.remove();
    } else if (rel === 'stylesheet' && href.startsWith(NEXT_STATIC)) {
      // The first paint's (scripts/export/first-paint/index.ts): it inlines the page's cut of it.
      continue;
    } else if (rel === 'preload' && link.getAttribute('as') === 'font') {
      // No font file before the first paint (docs/performance.md): every face has preload: false.
      throw new ExportShapeError(
        `a font preload (${href}): the first paint uses the fallback faces, so set preload: false in app/fonts.ts`,
      );
    } else if (href.startsWith(NEXT_STATIC)) {
      throw new ExportShapeError(`unknown link to Next's files: ${describe(link)}`);
    }
  }

  // Streaming: content rendered into a hidden box and moved by a $RC script. Without the scripts
  // it would stay hidden, so the build must not have produced any.
  const streamed = root.querySelector('[id^="S:"], template[id^="B:"], template[id^="P:"]');
  if (streamed)
    throw new ExportShapeError(
      `streamed Suspense content that only Next's scripts would reveal: ${describe(streamed)}`,
    );
  const text = root.toString();
  if (text.includes('<!--$?-->') || text.includes('<!--$!-->'))
    throw new ExportShapeError('a pending or client-rendered Suspense boundary (<!--$?--> / <!--$!-->)');
  // Next's metadata boundary: <div hidden><!--$--><!--/$--></div>, empty once prerendered.
  for (const hidden of body.querySelectorAll(':scope > div[hidden]')) {
    if (hidden.attributes.id === undefined && hidden.childNodes.every((node) => node.nodeType === 8)) hidden.remove();
  }

  if (found.chunkScripts === 0)
    throw new ExportShapeError(`expected Next's ${NEXT_CHUNKS} scripts, found none (did Next's output change?)`);
  if (found.flightData.length === 0)
    throw new ExportShapeError('expected inline flight data (self.__next_f.push), found none (did Next change?)');

  const dead = clientComponentsOutsideIslands(found.flightData, clients);
  if (dead.length > 0)
    throw new ExportShapeError(
      `client component ${dead.join(', ')} rendered outside an <Island>: the export ships no React for it, so it would never run. Render it through <Island> (one entry in components/islands/registry.ts) or make it a server component`,
    );

  stripTextSeparators(root);
  // The kind of page (the page index's type), which analytics events report (lib/analytics/track.ts).
  if (pageType) root.querySelector('html')?.setAttribute('data-page-type', pageType);
}
