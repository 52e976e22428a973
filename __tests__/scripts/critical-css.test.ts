/**
 * @jest-environment node
 */
import { pruneThemeVariables, splitCriticalCss } from '@/scripts/islands/critical-css.mjs';
import { ExportShapeError } from '@/scripts/islands/transform-page.mjs';

/**
 * finalize-export's critical-CSS step: a visitor's first screen paints from the HTML alone (its
 * rules inline), and the rest of the page gets the whole stylesheet, linked after the content.
 */

const HREF = '/_next/static/chunks/site.css';
const CSS = [
  '@font-face{font-family:poppins;src:url(/_next/static/media/p.woff2)format("woff2")}',
  '@font-face{font-family:poppins Fallback;src:local(Arial);size-adjust:112%}',
  '@layer theme{:root,:host{--color-brand:#4338ca;--color-unused:#123456;--text-sm:.875rem;--text-sm--line-height:calc(1.25/var(--text-sm));--shadow:0 0 1px var(--color-brand)}}',
  '@layer utilities{.hero{color:var(--color-brand)}.small{font-size:var(--text-sm);line-height:var(--text-sm--line-height)}',
  '.nav:hover{color:red}.card{border:1px solid}.footer-links{margin:0}.delay{animation-delay:calc(var(--i)*1ms)}',
  '@media (min-width:40rem){.hero{padding:2rem}.card{padding:1rem}}}',
].join('');

function page(main: string) {
  return [
    `<!DOCTYPE html><html><head><title>T</title><style data-href="${HREF}">${CSS}</style></head><body>`,
    '<header><a class="nav" href="/">Home</a></header>',
    `<main id="main">${main}</main>`,
    '<footer><ul class="footer-links"><li>Call</li></ul></footer>',
    '<script type="module" src="/_islands/entry.js"></script></body></html>',
  ].join('');
}

const FIRST = '<section class="hero"><h1>Find a fiduciary</h1><p class="small delay" style="--i:2">Lead</p></section>';
const LATER = '<section class="card"><h2>Firms</h2></section>';

describe('splitCriticalCss', () => {
  it('inlines the rules the first screen uses, with their media queries and states', async () => {
    const html = await splitCriticalCss(page(FIRST + LATER));
    const inline = /<style>(.*?)<\/style>/s.exec(html)?.[1] ?? '';
    expect(inline).toContain('.hero{color:var(--color-brand)}');
    expect(inline).toMatch(/@media \(min-width:40rem\)\{\.hero\{padding:2rem\}/);
    expect(inline).toContain('.nav:hover{color:red}');
    // Below the first screen: the later section and the footer wait for the stylesheet.
    expect(inline).not.toContain('.card');
    expect(inline).not.toContain('.footer-links');
  });

  it('keeps every @font-face, so text lays out the same before and after the stylesheet', async () => {
    const inline = /<style>(.*?)<\/style>/s.exec(await splitCriticalCss(page(FIRST)))?.[1] ?? '';
    expect(inline).toContain('font-family:poppins;');
    expect(inline).toContain('font-family:poppins Fallback;src:local(Arial);size-adjust:112%');
  });

  it('links the whole stylesheet once, after the content, and drops the inlined copy', async () => {
    const html = await splitCriticalCss(page(FIRST + LATER));
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<footer>.*<link rel="stylesheet" href="${HREF}"></body>`, 's'));
    expect(html).not.toContain('data-href');
    // The page's content is untouched.
    expect(html).toContain(FIRST);
    expect(html).toContain(LATER);
  });

  it('fails, naming the problem, on a page without exactly one inlined stylesheet', async () => {
    await expect(splitCriticalCss(page(FIRST).replace(/<style.*<\/style>/s, ''))).rejects.toThrow(
      new ExportShapeError('expected one inlined stylesheet (<style data-href>), found 0'),
    );
  });
});

describe('pruneThemeVariables', () => {
  it('keeps the theme variables the inline rules and style attributes use, through references', () => {
    const css =
      '@layer theme{:root{--color-brand:#4338ca;--color-unused:#123456;--text-sm:.875rem;--text-sm--line-height:calc(1.25/var(--text-sm))}}.a{line-height:var(--text-sm--line-height)}';
    const pruned = pruneThemeVariables(css, `${css}\n--i:2`);
    expect(pruned).toContain('--text-sm--line-height:calc(1.25/var(--text-sm))');
    expect(pruned).toContain('--text-sm:.875rem');
    expect(pruned).not.toContain('--color-unused');
    expect(pruned).not.toContain('--color-brand');
  });
});
