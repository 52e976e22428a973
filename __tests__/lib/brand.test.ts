import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BRAND, BRAND_COLORS, BRAND_SHADES } from '@/lib/site/brand';

/**
 * lib/site/brand.ts defines the brand colours once. The Tailwind theme (app/globals.css) and the
 * favicon (app/icon.svg) cannot import it, so they repeat the values; these checks keep them equal.
 */
const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');

function themeColor(css: string, name: string): string | undefined {
  return new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(css)?.[1]?.toLowerCase();
}

describe('brand colours', () => {
  it('the Tailwind theme in app/globals.css uses the colours of lib/site/brand.ts', () => {
    const css = read('app/globals.css');
    expect({
      brand: themeColor(css, 'brand'),
      accent: themeColor(css, 'accent'),
      ink: themeColor(css, 'ink'),
      mist: themeColor(css, 'mist'),
      gold: themeColor(css, 'gold'),
      'brand-dark': themeColor(css, 'brand-dark'),
      'brand-darker': themeColor(css, 'brand-darker'),
      'brand-soft': themeColor(css, 'brand-soft'),
      'accent-text': themeColor(css, 'accent-text'),
    }).toEqual({
      brand: BRAND.primary,
      accent: BRAND.accent,
      ink: BRAND.ink,
      mist: BRAND.mist,
      gold: BRAND.gold,
      'brand-dark': BRAND_SHADES.primaryDark,
      'brand-darker': BRAND_SHADES.primaryDarker,
      'brand-soft': BRAND_SHADES.primarySoft,
      'accent-text': BRAND_SHADES.accentText,
    });
  });

  it('the favicon (app/icon.svg) is drawn in the primary and gold colours only', () => {
    const fills = [...read('app/icon.svg').matchAll(/(?:fill|stroke)="(#[0-9a-f]{3,6})"/gi)].map((match) =>
      match[1]?.toLowerCase(),
    );
    expect(new Set(fills)).toEqual(new Set([BRAND.primary, '#fff', BRAND.gold]));
  });

  it('/branding lists the five colours with rgb values computed from their hex', () => {
    expect(BRAND_COLORS).toEqual([
      { name: 'Indigo (primary)', hex: '#4338ca', rgb: 'rgb(67, 56, 202)' },
      { name: 'Purple (accent)', hex: '#a855f7', rgb: 'rgb(168, 85, 247)' },
      { name: 'Ink', hex: '#111827', rgb: 'rgb(17, 24, 39)' },
      { name: 'Mist', hex: '#f3f4f6', rgb: 'rgb(243, 244, 246)' },
      { name: 'Gold', hex: '#facc15', rgb: 'rgb(250, 204, 21)' },
    ]);
  });
});
