/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getSite } from '@/lib/content';
import { LOGO_VARIANTS, LOGO_VARIANT_NAMES, logoSvg, markSvg, type LogoVariant } from '@/lib/site/logo';

const SVG_NS = 'http://www.w3.org/2000/svg';
const { brandName, tagline } = getSite();

/** The background each downloadable file is drawn on (white, or ink for dark pages). */
const BACKGROUNDS: Record<LogoVariant, string> = {
  primary: '#ffffff',
  'dark-background': '#111827',
  monochrome: '#ffffff',
};
/** The mark's rounded tile: brand indigo, white on dark pages, ink when printed in one colour. */
const TILES: Record<LogoVariant, string> = { primary: '#4338ca', 'dark-background': '#ffffff', monochrome: '#111827' };

/** Parses an SVG file as an image viewer or <img> would: as XML, where one bad character breaks it. */
function parseSvg(text: string) {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  return { doc, root: doc.documentElement, errors: doc.getElementsByTagName('parsererror').length };
}

function textsOf(root: Element): string[] {
  return [...root.getElementsByTagNameNS(SVG_NS, 'text')].map((node) => node.textContent ?? '');
}

describe('the parse check itself', () => {
  it('reports a parser error for SVG with an unescaped "&" (so the checks below can fail)', () => {
    const broken = parseSvg(`<svg xmlns="${SVG_NS}"><text>Smith & Jones</text></svg>`);
    expect(broken.errors).toBeGreaterThan(0);
  });
});

describe('logoSvg', () => {
  it('offers the three downloadable variants', () => {
    expect(LOGO_VARIANT_NAMES).toEqual(['primary', 'dark-background', 'monochrome']);
  });

  it.each(LOGO_VARIANT_NAMES.map((variant) => [variant] as const))(
    'draws the %s logo as a valid 640×160 SVG file',
    (variant: LogoVariant) => {
      const { root, errors } = parseSvg(logoSvg(variant, brandName, tagline));
      expect(errors).toBe(0);
      expect(root.localName).toBe('svg');
      expect(root.namespaceURI).toBe(SVG_NS);
      expect(root.getAttribute('width')).toBe('640');
      expect(root.getAttribute('height')).toBe('160');
      expect(root.getAttribute('viewBox')).toBe('0 0 640 160');
    },
  );

  it.each(LOGO_VARIANT_NAMES.map((variant) => [variant] as const))(
    'fills the whole %s file with the variant’s background colour',
    (variant: LogoVariant) => {
      const { root } = parseSvg(logoSvg(variant, brandName, tagline));
      const background = [...root.children].find((child) => child.localName === 'rect');
      expect(background?.getAttribute('width')).toBe('640');
      expect(background?.getAttribute('height')).toBe('160');
      expect(background?.getAttribute('fill')).toBe(BACKGROUNDS[variant]);
    },
  );

  it('puts light text on the dark background and dark text on the light ones', () => {
    const fillsOf = (variant: LogoVariant) =>
      [...parseSvg(logoSvg(variant, brandName, tagline)).root.getElementsByTagNameNS(SVG_NS, 'text')].map((node) =>
        node.getAttribute('fill'),
      );
    expect(fillsOf('dark-background')[0]).toBe('#ffffff');
    expect(fillsOf('primary')[0]).toBe('#111827');
    expect(fillsOf('monochrome')[0]).toBe('#111827');
  });

  it.each(LOGO_VARIANT_NAMES.map((variant) => [variant] as const))(
    'writes the brand name and tagline as real text in the %s logo',
    (variant: LogoVariant) => {
      const { root } = parseSvg(logoSvg(variant, brandName, tagline));
      expect(textsOf(root)).toEqual([brandName, tagline]);
      expect(root.getElementsByTagNameNS(SVG_NS, 'title')[0]?.textContent).toBe(`${brandName} — ${tagline}`);
    },
  );

  it('escapes a brand name and tagline with "&", "<", ">" and quotes so the file still opens', () => {
    const name = 'Smith & Jones <Advisors>';
    const motto = 'Fees "explained" & <b>plain</b>';
    for (const variant of LOGO_VARIANT_NAMES) {
      const { root, errors } = parseSvg(logoSvg(variant, name, motto));
      expect(errors).toBe(0);
      expect(textsOf(root)).toEqual([name, motto]);
      expect(root.getElementsByTagNameNS(SVG_NS, 'b')).toHaveLength(0);
    }
  });
});

describe('markSvg', () => {
  it.each(LOGO_VARIANT_NAMES.map((variant) => [variant] as const))(
    'draws the %s mark as a valid square SVG',
    (variant: LogoVariant) => {
      const { root, errors } = parseSvg(markSvg(variant, 96));
      expect(errors).toBe(0);
      expect(root.localName).toBe('svg');
      expect(root.getAttribute('width')).toBe('96');
      expect(root.getAttribute('height')).toBe('96');
      expect(root.getAttribute('viewBox')).toBe('0 0 48 48');
      expect(root.getElementsByTagNameNS(SVG_NS, 'rect')[0]?.getAttribute('fill')).toBe(TILES[variant]);
    },
  );

  it('is 48 pixels square by default', () => {
    const { root } = parseSvg(markSvg('primary'));
    expect([root.getAttribute('width'), root.getAttribute('height')]).toEqual(['48', '48']);
  });
});

describe('the wordmark colours in app/globals.css', () => {
  it('are the text and tagline colours of each variant in lib/site/logo.ts (CSS cannot import them)', () => {
    const css = readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
    for (const variant of LOGO_VARIANT_NAMES) {
      const rule = new RegExp(`\\.logo-${variant}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
      const value = (name: string) =>
        new RegExp(`--logo-${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(rule)?.[1]?.toLowerCase();
      expect({ variant, name: value('name'), tagline: value('tagline') }).toEqual({
        variant,
        name: LOGO_VARIANTS[variant].text,
        tagline: LOGO_VARIANTS[variant].sub,
      });
    }
  });
});
