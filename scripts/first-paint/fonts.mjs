/** The first paint's fonts: the fallback faces it paints with must exist. */
import { ExportShapeError } from '../export-shape.mjs';
import { WEB_FONTS_CLASS } from './names.mjs';

/**
 * The fonts (app/globals.css): `html.wf` and `html:not(.wf)` set the font stacks. Every family a
 * stack names before the system fonts must have an @font-face in the stylesheet (next/font's for
 * the web fonts, globals.css's for the fallbacks); a renamed family would otherwise silently
 * paint every page in a system font.
 * @param {string} css every stylesheet the page inlines
 */
export function checkFirstPaintFonts(css) {
  const SYSTEM = new Set(['system-ui', 'Segoe UI', 'Arial', 'sans-serif', 'serif', 'monospace']);
  for (const selector of [`html.${WEB_FONTS_CLASS}`, `html:not(.${WEB_FONTS_CLASS})`]) {
    const escaped = selector.replace(/[.()]/g, (char) => `\\${char}`);
    const rule = new RegExp(`${escaped}\\{([^}]*)\\}`).exec(css);
    if (!rule) throw new ExportShapeError(`the stylesheet has no ${selector} rule (app/globals.css, fonts)`);
    for (const [, stack] of rule[1].matchAll(/--font-[\w-]+:([^;]+)/g)) {
      for (const item of stack.split(',')) {
        const name = item.trim().replace(/^["']|["']$/g, '');
        if (SYSTEM.has(name)) break;
        if (!new RegExp(`@font-face\\{[^}]*font-family:["']?${name}["']?[;}]`).test(css))
          throw new ExportShapeError(
            `app/globals.css's ${selector} names the font family "${name}", which no @font-face declares (renamed in app/fonts.ts?)`,
          );
      }
    }
  }
}
