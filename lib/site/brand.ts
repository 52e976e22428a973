/**
 * The brand colours, defined once. Code takes them from here: the logo (lib/site/logo.ts), the
 * browser theme colour (app/layout.tsx), the Open Graph images (app/og), the scheduler embed and
 * the fee chart. Two files cannot import TypeScript and repeat them: the Tailwind theme in
 * app/globals.css (--color-*) and the favicon app/icon.svg; __tests__/lib/brand.test.ts fails
 * when either drifts from this file.
 */
export const BRAND = {
  /** Indigo: buttons, links, the logo tile. */
  primary: '#4338ca',
  /** Purple: highlights. */
  accent: '#a855f7',
  /** Near-black text and the dark footer. */
  ink: '#111827',
  /** Light grey backgrounds. */
  mist: '#f3f4f6',
  /** Stars and the logo's accent dot. */
  gold: '#facc15',
} as const;

/** Shades of the theme derived from the brand colours (hover, gradients, readable purple text). */
export const BRAND_SHADES = {
  primaryDark: '#3730a3',
  primaryDarker: '#312e81',
  primarySoft: '#eef2ff',
  accentText: '#7e22ce',
} as const;

/** "#4338ca" → "rgb(67, 56, 202)". */
function rgb(hex: string): string {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${channels.join(', ')})`;
}

const NAMES: Record<keyof typeof BRAND, string> = {
  primary: 'Indigo (primary)',
  accent: 'Purple (accent)',
  ink: 'Ink',
  mist: 'Mist',
  gold: 'Gold',
};

/**
 * The five brand colours as /branding shows them: name, hex and rgb. Marked pure so the islands
 * that import BRAND (scheduler, fee chart, logo downloads) do not ship this table.
 */
export const BRAND_COLORS = /* @__PURE__ */ (Object.keys(BRAND) as (keyof typeof BRAND)[]).map((key) => ({
  name: NAMES[key],
  hex: BRAND[key],
  rgb: rgb(BRAND[key]),
}));
