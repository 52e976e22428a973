/**
 * Long island props out of the page: published as files the island fetches as it wakes (the last
 * step of each page: the first paint's CSS cut has read the props' class names by then).
 */
import { createHash } from 'node:crypto';
import type { HTMLElement } from 'node-html-parser';

/** Where long props go. dir: the URL folder; files: URL → JSON, filled by publishLongProps. */
export interface PropsFiles {
  dir: string;
  files: Map<string, string>;
}

/**
 * Island props longer than this (bytes of JSON) are published as a file the island fetches as it
 * wakes, alongside its code, instead of riding in every visit's HTML (the compare tool's 18 KB of
 * firm data, the quiz's, the blog filter's list; docs/performance.md). Shorter ones (a map's
 * centre, the scheduler's URL) stay inline: a file would cost a request for less than it saves.
 */
export const INLINE_PROPS_MAX_BYTES = 512;

/**
 * Moves each island's long props into a file named by its content (identical props on several
 * pages share one cached file): the <script data-island-props> stays, empty, with the file's URL
 * in data-src (components/islands/client/entry.ts fetches it when the island wakes).
 */
export function publishLongProps(root: HTMLElement, { dir, files }: PropsFiles): void {
  for (const script of root.querySelectorAll('script[data-island-props]')) {
    const json = script.rawText;
    if (Buffer.byteLength(json) <= INLINE_PROPS_MAX_BYTES) continue;
    const url = `${dir}/props-${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
    files.set(url, json);
    script.setAttribute('data-src', url);
    script.set_content('');
  }
}
