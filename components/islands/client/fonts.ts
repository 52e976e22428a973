/**
 * The first page of a visit paints in the fonts' metric-matched fallbacks and fetches no font file
 * (app/globals.css, scripts/export/first-paint/page-loader.ts). Once that page is idle, this downloads the
 * site's font files into the browser's cache without using them here, where a swap mid-read would
 * move text; the next page of the visit (html.wf) applies them from the cache.
 */
import { WEB_FONTS_CLASS } from '@/lib/first-paint/names';

/** Reads the site's own @font-face rules (the inlined stylesheet) and loads each web font face. */
export function warmFonts(doc: Document): Promise<void> {
  if (doc.documentElement.classList.contains(WEB_FONTS_CLASS) || typeof FontFace === 'undefined')
    return Promise.resolve();
  const loads: Promise<unknown>[] = [];
  for (const sheet of Array.from(doc.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's sheet: not ours to read
    }
    for (const rule of Array.from(rules)) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      const src = rule.style.getPropertyValue('src');
      // The fallbacks are local() faces; only files are worth fetching ahead.
      if (!src.includes('url(')) continue;
      const face = new FontFace(rule.style.getPropertyValue('font-family'), src, {
        weight: rule.style.getPropertyValue('font-weight') || 'normal',
        style: rule.style.getPropertyValue('font-style') || 'normal',
      });
      // Not added to document.fonts: this page keeps its fallbacks. A failed fetch costs nothing.
      loads.push(face.load().catch(() => undefined));
    }
  }
  return Promise.all(loads).then(() => undefined);
}

/** warmFonts once the browser is idle, so it never competes with the page's own work. */
export function warmFontsWhenIdle(doc: Document): void {
  const run = () => void warmFonts(doc);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 200);
}
