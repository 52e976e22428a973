/**
 * One page through the export, Next build → islands → first paint: Next's runtime out and the
 * islands checked (transform-page.ts), the first paint applied (scripts/export/first-paint/), and last
 * the long island props published as files (island-props.ts: the first paint's CSS cut has read
 * the class names they hold by then). No file system: the build's "export pages" step
 * (scripts/export/steps/pages.ts) runs it on every page, __tests__/scripts/transform-page.test.tsx on fixtures.
 */
import type { HTMLElement } from 'node-html-parser';
import { type FirstPaintContext, applyFirstPaint } from '../first-paint/index';
import { type PropsFiles, publishLongProps } from './island-props';
import { type TransformOptions, transformPage } from './transform-page';

export interface ExportPageOptions extends TransformOptions, FirstPaintContext {
  /**
   * Where island props longer than INLINE_PROPS_MAX_BYTES go: `files` (URL → JSON, filled by the
   * call) under the URL folder `dir`; the page's props script keeps the URL in data-src. Without
   * it, all props stay inline.
   */
  propsFiles?: PropsFiles;
}

/**
 * `root`, the page as `next build` exported it, parsed once (comments kept) → the page visitors
 * get, changed in place: the caller serializes it once.
 */
export function exportPage(root: HTMLElement, options: ExportPageOptions): void {
  transformPage(root, options);
  applyFirstPaint(root, options);
  if (options.propsFiles) publishLongProps(root, options.propsFiles);
}
