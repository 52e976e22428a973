/** Types for critical-css.mjs (a plain .mjs so the build runs it with node, no compile step). */
export function pruneThemeVariables(css: string, used: string): string;
export function splitCriticalCss(html: string, published?: (href: string) => string): Promise<string>;
