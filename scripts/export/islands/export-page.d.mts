/** Types for export-page.mjs (a plain .mjs so the build runs it with node, no compile step). */
import type { FirstPaintContext } from '../first-paint/index.d.mts';
import type { TransformOptions } from './transform-page.d.mts';
export interface ExportPageOptions extends TransformOptions, FirstPaintContext {
  /**
   * Where island props longer than INLINE_PROPS_MAX_BYTES go: `files` (URL → JSON, filled by the
   * call) under the URL folder `dir`; the page's props script keeps the URL in data-src. Without
   * it, all props stay inline.
   */
  propsFiles?: { dir: string; files: Map<string, string> };
}
export declare function exportPage(html: string, options: ExportPageOptions): string;
