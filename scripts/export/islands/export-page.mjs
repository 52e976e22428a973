/**
 * One page through the export, Next build → islands → first paint: Next's runtime out and the
 * islands checked (transform-page.mjs), the first paint applied (scripts/export/first-paint/), and last
 * the long island props published as files (island-props.mjs: the first paint's CSS cut has read
 * the class names they hold by then). A pure function of strings; finalize-export runs it on
 * every page, __tests__/scripts/transform-page.test.tsx on fixtures.
 */
import { parse } from 'node-html-parser';
import { applyFirstPaint } from '../first-paint/index.mjs';
import { publishLongProps } from './island-props.mjs';
import { transformPage } from './transform-page.mjs';

/**
 * @param {string} html the page as `next build` exported it
 * @param {import('./export-page.d.mts').ExportPageOptions} options
 * @returns {string} the page visitors get
 */
export function exportPage(html, options) {
  const page = applyFirstPaint(transformPage(html, options), options);
  if (!options.propsFiles) return page;
  const root = parse(page, { comment: true });
  publishLongProps(root, options.propsFiles);
  return root.toString();
}
