/** Types for fonts.mjs (a plain .mjs so the build runs it with node, no compile step). */
export declare function checkFirstPaintFonts(css: string): void;
