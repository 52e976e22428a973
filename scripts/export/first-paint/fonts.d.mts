/** Types for fonts.mjs (a plain .mjs so the build runs it with node, no compile step). */
export declare function checkFirstPaintFonts(css: string): void;
/** The font stacks every page inlines: web fonts under html.wf, the fallbacks without. */
export declare const FONT_STACK_RULES: string;
