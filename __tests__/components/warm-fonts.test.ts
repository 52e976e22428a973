/** @jest-environment jsdom */
import { warmFonts } from '@/components/islands/client/fonts';
import { WEB_FONTS_CLASS } from '@/lib/first-paint/names';

/**
 * The first page of a visit paints with fallback faces; its islands entry then fetches the font
 * files so the next page (html.wf) has them. It must fetch each web font once, never apply one to
 * the page being read (a swap would move its text), and skip the local() fallbacks.
 */

class FakeFontFaceRule {
  constructor(private readonly descriptors: Record<string, string>) {}
  style = { getPropertyValue: (name: string) => this.descriptors[name] ?? '' };
}

const loaded: { family: string; source: string; weight?: string }[] = [];
class FakeFontFace {
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: { weight?: string } = {},
  ) {}
  load() {
    loaded.push({ family: this.family, source: this.source, weight: this.descriptors.weight });
    return this.source.includes('missing') ? Promise.reject(new Error('404')) : Promise.resolve(this);
  }
}

function fakeDocument(rules: object[], fontsClass = false): Document {
  const html = document.createElement('html');
  if (fontsClass) html.classList.add(WEB_FONTS_CLASS);
  return { documentElement: html, styleSheets: [{ cssRules: rules }] } as unknown as Document;
}

beforeAll(() => {
  Object.assign(globalThis, { FontFace: FakeFontFace, CSSFontFaceRule: FakeFontFaceRule });
});
beforeEach(() => {
  loaded.length = 0;
});

const RULES = [
  new FakeFontFaceRule({
    'font-family': 'poppins',
    src: 'url(/media/poppins-700.woff2) format("woff2")',
    'font-weight': '700',
  }),
  new FakeFontFaceRule({ 'font-family': '"poppins Fallback"', src: 'local(Arial)' }),
  new FakeFontFaceRule({
    'font-family': 'inter',
    src: 'url(/media/inter-missing.woff2) format("woff2")',
    'font-weight': '400',
  }),
  { cssText: 'body{color:red}' },
];

describe('warmFonts', () => {
  it("fetches each of the site's font files, not the local fallbacks, and survives a failed one", async () => {
    const doc = fakeDocument(RULES);
    await expect(warmFonts(doc)).resolves.toBeUndefined();
    expect(loaded).toEqual([
      { family: 'poppins', source: 'url(/media/poppins-700.woff2) format("woff2")', weight: '700' },
      { family: 'inter', source: 'url(/media/inter-missing.woff2) format("woff2")', weight: '400' },
    ]);
  });

  it('applies none of them to the page being read', async () => {
    const add = jest.fn();
    const doc = Object.assign(fakeDocument(RULES), { fonts: { add } });
    await warmFonts(doc);
    expect(add).not.toHaveBeenCalled();
  });

  it('does nothing on a page that already uses the fonts (html.wf)', async () => {
    await warmFonts(fakeDocument(RULES, true));
    expect(loaded).toEqual([]);
  });

  it("skips a stylesheet it may not read (another host's)", async () => {
    const locked = {
      get cssRules(): never {
        throw new DOMException('cross-origin', 'SecurityError');
      },
    };
    const doc = { documentElement: document.createElement('html'), styleSheets: [locked, { cssRules: RULES }] };
    await warmFonts(doc as unknown as Document);
    expect(loaded).toHaveLength(2);
  });
});
