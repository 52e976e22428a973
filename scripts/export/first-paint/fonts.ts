/** The first paint's fonts: the font stacks each page inlines, and the faces they name must exist. */
import { ExportShapeError } from '../shape';
import { WEB_FONTS_CLASS } from '../../../lib/first-paint/names';

/** What follows a stack's own faces: the system's, should neither the web font nor its fallback be there. */
const SYSTEM_STACK = "system-ui,'Segoe UI',Arial,sans-serif";
/**
 * Each next/font variable (app/fonts.ts) and its faces: the web font (its `declarations` family)
 * and its metric-matched fallback (app/globals.css's @font-face).
 */
const STACKS: [name: string, web: string, fallback: string][] = [
  ['--font-poppins', 'poppins', "'Poppins fallback'"],
  ['--font-inter', 'inter', "'Inter fallback'"],
];

/**
 * The font stacks, inlined in every page (index.ts): with `html.wf` (the page loader saw a visit
 * come from this site, whose islands entry cached the files) the web fonts apply; without, only
 * the fallbacks, so the first page of a visit requests no font file. Unlayered and more specific
 * than next/font's class on <html>, so they override its variables. `next dev` has no such rule
 * and paints next/font's own stacks.
 */
export const FONT_STACK_RULES =
  `html.${WEB_FONTS_CLASS}{${STACKS.map(([name, web, fallback]) => `${name}:${web},${fallback},${SYSTEM_STACK}`).join(';')}}` +
  `html:not(.${WEB_FONTS_CLASS}){${STACKS.map(([name, , fallback]) => `${name}:${fallback},${SYSTEM_STACK}`).join(';')}}`;

/**
 * The fonts: `html.wf` and `html:not(.wf)` set the font stacks (FONT_STACK_RULES). Every family a
 * stack names before the system fonts must have an @font-face in the stylesheet (next/font's for
 * the web fonts, globals.css's for the fallbacks); a renamed family would otherwise silently
 * paint every page in a system font.
 * @param css every stylesheet the page inlines
 */
export function checkFirstPaintFonts(css: string): void {
  const SYSTEM = new Set(['system-ui', 'Segoe UI', 'Arial', 'sans-serif', 'serif', 'monospace']);
  for (const selector of [`html.${WEB_FONTS_CLASS}`, `html:not(.${WEB_FONTS_CLASS})`]) {
    const escaped = selector.replace(/[.()]/g, (char) => `\\${char}`);
    const rule = new RegExp(`${escaped}\\{([^}]*)\\}`).exec(css);
    if (!rule) throw new ExportShapeError(`the stylesheet has no ${selector} rule (app/globals.css, fonts)`);
    for (const [, stack = ''] of (rule[1] ?? '').matchAll(/--font-[\w-]+:([^;]+)/g)) {
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
