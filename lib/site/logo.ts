import { BRAND } from './brand';

/**
 * The logo, defined once: colours per variant and the mark's geometry. The header, footer,
 * /branding and the downloadable SVG/JPG files are all drawn from this.
 */
export const LOGO_VARIANTS = {
  primary: {
    tile: BRAND.primary,
    shield: '#ffffff',
    check: BRAND.primary,
    accent: BRAND.gold,
    text: BRAND.ink,
    sub: BRAND.primary,
    background: '#ffffff',
  },
  'dark-background': {
    tile: '#ffffff',
    shield: BRAND.primary,
    check: '#ffffff',
    accent: BRAND.gold,
    text: '#ffffff',
    sub: '#c7d2fe',
    background: BRAND.ink,
  },
  monochrome: {
    tile: BRAND.ink,
    shield: '#ffffff',
    check: BRAND.ink,
    accent: '#ffffff',
    text: BRAND.ink,
    sub: '#374151',
    background: '#ffffff',
  },
} as const;
export type LogoVariant = keyof typeof LOGO_VARIANTS;
export const LOGO_VARIANT_NAMES = Object.keys(LOGO_VARIANTS) as LogoVariant[];

/** The mark in a 48×48 box. */
export const MARK = {
  tile: { width: 48, height: 48, rx: 12 },
  shield: 'M24 8 37 13v10c0 8.6-5.6 14.8-13 17-7.4-2.2-13-8.4-13-17V13l13-5Z',
  check: 'm17.5 24 4.5 4.5 9-9',
  accent: { cx: 37, cy: 11, r: 4 },
} as const;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function markElements(variant: LogoVariant): string {
  const c = LOGO_VARIANTS[variant];
  return [
    `<rect width="48" height="48" rx="12" fill="${c.tile}"/>`,
    `<path d="${MARK.shield}" fill="${c.shield}"/>`,
    `<path d="${MARK.check}" fill="none" stroke="${c.check}" stroke-width="3.4" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<circle cx="${MARK.accent.cx}" cy="${MARK.accent.cy}" r="${MARK.accent.r}" fill="${c.accent}"/>`,
  ].join('');
}

/** The mark alone as an SVG document (drawn onto the JPG's canvas). */
export function markSvg(variant: LogoVariant, size = 48): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48">${markElements(variant)}</svg>`;
}

export const LOGO_FILE_SIZE = { width: 640, height: 160 } as const;

/** The full logo (mark + name + tagline) as a standalone SVG file on the variant's background. */
export function logoSvg(variant: LogoVariant, brandName: string, tagline: string): string {
  const c = LOGO_VARIANTS[variant];
  const { width, height } = LOGO_FILE_SIZE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escapeXml(`${brandName} — ${tagline}`)}</title>`,
    `<rect width="${width}" height="${height}" fill="${c.background}"/>`,
    `<g transform="translate(32 32) scale(2)">${markElements(variant)}</g>`,
    `<text x="148" y="78" font-family="Poppins, 'Segoe UI', Arial, sans-serif" font-weight="700" font-size="34" fill="${c.text}">${escapeXml(brandName)}</text>`,
    `<text x="148" y="112" font-family="Inter, 'Segoe UI', Arial, sans-serif" font-weight="500" font-size="20" fill="${c.sub}">${escapeXml(tagline)}</text>`,
    `</svg>`,
  ].join('');
}
