/** @jest-environment jsdom */
import { renderToStaticMarkup } from 'react-dom/server';
import { Island } from '@/components/islands/island';
import { LogoDownloads } from '@/components/islands/logo-downloads';
import { ExportShapeError } from '@/scripts/export/shape';
import { parse } from 'node-html-parser';
import { type ExportPageOptions, exportPage as exportParsed } from '@/scripts/export/islands/export-page';
import { LATER_AWAY_PX, LATER_RULES, REVEAL_AFTER_MS } from '@/scripts/export/first-paint/later';
import { FONT_STACK_RULES, checkFirstPaintFonts } from '@/scripts/export/first-paint/fonts';
import { PARSE_END_MODULE, pageLoader } from '@/scripts/export/first-paint/page-loader';
import { AFTER_FIRST_SCREEN_ID, WEB_FONTS_CLASS } from '@/lib/first-paint/names';

/** The build's per-page step on one page: parsed once (comments kept), changed in place, written once. */
function exportPage(html: string, options: ExportPageOptions): string {
  const root = parse(html, { comment: true });
  exportParsed(root, options);
  return root.toString();
}

/**
 * The build's per-page step on pages shaped like Next's export: what a visitor's browser
 * gets (no Next runtime, the CSS inline, the page loader) and that island props survive.
 */

const CSS_HREF = '/_next/static/chunks/site.css';
const FONT_CSS =
  '@font-face{font-family:inter;src:url(/_next/static/media/inter.woff2)format("woff2");font-display:optional}' +
  '@font-face{font-family:Inter fallback;font-weight:100 549;src:local(Arial);size-adjust:107.89%}' +
  '@font-face{font-family:poppins;src:url(/_next/static/media/poppins.woff2)format("woff2");font-display:optional}' +
  "@font-face{font-family:'Poppins fallback';font-weight:550 900;src:local(Arial Bold);size-adjust:116.97%}";
const CSS = `${FONT_CSS}body{font-family:var(--font-inter)}.hero{background:url(/_next/static/media/hero.png)}`;
const NAV_MODULE = '61177';
const ISLAND_MODULE = '4954';

function flightScript(rows: string[]): string {
  return `<script>self.__next_f.push(${JSON.stringify([1, `${rows.join('\n')}\n`])})</script>`;
}

function nextPage({ body = '', head = '', flightRows = ['0:{"P":null}'] } = {}): string {
  return [
    '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>',
    `<link rel="stylesheet" href="${CSS_HREF}" data-precedence="next"/>`,
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>',
    '<script src="/_next/static/chunks/main.js" async=""></script>',
    `<title>Test page</title>${head}</head><body>`,
    '<div hidden=""><!--$--><!--/$--></div>',
    `<main><h1>Fiduciary advisors</h1>${body}</main>`,
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    flightScript(flightRows),
    '<script>(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push([])</script>',
    '</body></html>',
  ].join('');
}

const OPTIONS = {
  entry: '/_islands/islands-ABC123.js',
  stylesheets: new Map([[CSS_HREF, CSS]]),
  islandWords: {
    common: new Set(['menu-open']),
    byIsland: new Map([
      ['x', new Set(['result-list'])],
      ['logo-downloads', new Set<string>()],
    ]),
  },
  clients: {
    moduleFiles: new Map([
      [NAV_MODULE, 'components/layout/stray-link.tsx'],
      [ISLAND_MODULE, 'components/islands/logo-downloads.tsx'],
      ['22016', 'node_modules/next/dist/client/app-dir/link.js'],
    ]),
    allowedFiles: new Set(['components/islands/logo-downloads.tsx']),
  },
};

function dom(html: string): Document {
  const page = document.implementation.createHTMLDocument();
  page.documentElement.innerHTML = html.replace(/^<!DOCTYPE html>/i, '');
  return page;
}

describe('exportPage (the build, one page: islands, then first paint)', () => {
  it("removes Next's chunk scripts, preloads, flight data and bootstrap; one page loader starts the islands entry after the first paint", () => {
    const page = dom(exportPage(nextPage(), OPTIONS));
    const scripts = [...page.querySelectorAll('script:not([type="module"])')];
    expect(scripts).toHaveLength(1);
    // No script file is requested while the page loads: the loader imports the entry later.
    expect(page.querySelectorAll('script[src], link[rel="modulepreload"], link[rel="preload"]')).toHaveLength(0);
    expect(scripts[0]?.textContent).toBe(pageLoader());
    expect(scripts[0]?.getAttribute('data-entry')).toBe(OPTIONS.entry);
    expect(scripts[0]?.parentElement?.tagName).toBe('HEAD');
    expect(page.documentElement.outerHTML).not.toContain('__next_f');
    expect(page.querySelectorAll('[src^="/_next/"], link[href^="/_next/"]')).toHaveLength(0);
  });

  it('refuses a font preload: the first paint fetches no font file', () => {
    const head =
      '<link rel="preload" href="/_next/static/media/poppins.woff2" as="font" crossorigin="" type="font/woff2"/>';
    expect(() => exportPage(nextPage({ head }), OPTIONS)).toThrow(/font preload .*preload: false in app\/fonts\.ts/);
  });

  it('fails when a font stack names a family no @font-face declares', () => {
    const css = FONT_CSS + FONT_STACK_RULES;
    expect(() => checkFirstPaintFonts(css)).not.toThrow();
    expect(() => checkFirstPaintFonts(css.replace('font-family:Inter fallback', 'font-family:Inter backup'))).toThrow(
      /html\.wf names the font family "Inter fallback", which no @font-face declares/,
    );
    expect(() => checkFirstPaintFonts(css.replace('font-family:inter;', 'font-family:inter-var;'))).toThrow(
      /names the font family "inter"/,
    );
    expect(() => checkFirstPaintFonts('body{color:red}')).toThrow(/no html\.wf rule/);
  });

  it('inlines the font stacks once in every page, from the web-fonts class the page loader sets', () => {
    expect(FONT_STACK_RULES).toContain(`html.${WEB_FONTS_CLASS}{--font-poppins:poppins,'Poppins fallback',`);
    expect(FONT_STACK_RULES).toContain(`html:not(.${WEB_FONTS_CLASS}){--font-poppins:'Poppins fallback',`);
    expect(FONT_STACK_RULES).toContain(`--font-inter:inter,'Inter fallback',`);
    // A page that is all first screen, and one that links the site stylesheet as a file.
    const pages = [
      exportPage(nextPage(), OPTIONS),
      exportPage(nextPage({ body: '<section>Firms</section><section>More</section>' }), {
        ...OPTIONS,
        stylesheetFiles: new Map([[CSS_HREF, '/css/site-0123456789.css']]),
        firstScreenSize: 0,
      }),
    ];
    for (const html of pages) {
      const inline = [...dom(html).querySelectorAll('style')].map((style) => style.textContent).join('');
      expect(inline.split(FONT_STACK_RULES)).toHaveLength(2);
    }
  });

  it("drops React's empty text separators where nothing hydrates, keeping the text and the islands' own", () => {
    const body = [
      '<p id="plain">Ranked <!-- -->#1<!-- -->: Allworth</p>',
      '<div data-island="x" data-wake="load"><div data-island-root="">',
      '<p id="hydrated">Rated <!-- -->4.9</p>',
      '<div data-island-slot="cards.0"><p id="slot">From <!-- -->286 reviews</p></div>',
      '</div></div>',
    ].join('');
    const html = exportPage(nextPage({ body }), OPTIONS);
    const page = dom(html);
    expect(page.getElementById('plain')?.textContent).toBe('Ranked #1: Allworth');
    expect(page.getElementById('slot')?.textContent).toBe('From 286 reviews');
    expect(html).toContain('<p id="plain">Ranked #1: Allworth</p>');
    expect(html).toContain('<p id="slot">From 286 reviews</p>');
    expect(html).toContain('<p id="hydrated">Rated <!-- -->4.9</p>');
  });

  it("drops lucide's default icon attributes where CSS says the same, keeping other values and island markup", () => {
    const icon = (extra: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" ${extra}><path d="M1 1h2"></path></svg>`;
    const body = [
      icon('class="lucide lucide-phone h-4 w-4" id="sized"'),
      icon('class="lucide lucide-phone" id="unsized"').replace('fill="none"', 'fill="currentColor"'),
      `<div data-island="x" data-wake="load"><div data-island-root="">${icon('class="lucide h-4 w-4" id="island"')}</div></div>`,
    ].join('');
    const page = dom(exportPage(nextPage({ body }), OPTIONS));
    const sized = page.getElementById('sized');
    expect(sized?.getAttributeNames().sort()).toEqual(['class', 'id', 'viewBox']);
    expect(sized?.getAttribute('class')).toBe('lucide h-4 w-4');
    // No size classes: the 24 × 24 stays. A fill that is not lucide's default stays.
    const unsized = page.getElementById('unsized');
    expect(unsized?.getAttribute('width')).toBe('24');
    expect(unsized?.getAttribute('fill')).toBe('currentColor');
    expect(unsized?.hasAttribute('stroke')).toBe(false);
    expect(page.getElementById('island')?.getAttribute('stroke')).toBe('currentColor');
  });

  it('marks the page with its kind for analytics, and adds nothing without one', () => {
    expect(exportPage(nextPage(), { ...OPTIONS, pageType: 'firm' })).toMatch(/<html[^>]* data-page-type="firm"/);
    expect(exportPage(nextPage(), OPTIONS)).not.toContain('data-page-type');
  });

  it('inlines the stylesheet and drops the empty metadata box, keeping the content', () => {
    const page = dom(exportPage(nextPage({ body: '<div class="hero">Hero</div>' }), OPTIONS));
    expect(page.querySelector('style')?.textContent).toBe(CSS + FONT_STACK_RULES);
    expect(page.querySelector('link[rel="stylesheet"]')).toBeNull();
    expect(page.querySelector('body > div[hidden]')).toBeNull();
    expect(page.querySelector('h1')?.textContent).toBe('Fiduciary advisors');
  });

  it("inlines only the rules the page can use: its classes, its text's, and the code of every page and of its islands", () => {
    const stylesheets = new Map([
      [CSS_HREF, `${CSS}.menu-open{color:red}.result-list{color:blue}.unused{color:green}.from-props{color:gray}`],
    ]);
    const rules = (body: string) =>
      dom(exportPage(nextPage({ body }), { ...OPTIONS, stylesheets })).querySelector('style')?.textContent;
    const plain = rules('<p>No hero here</p>');
    expect(plain).toContain('html.wf{');
    expect(plain).toContain('.menu-open{');
    for (const absent of ['.hero{', '.result-list{', '.unused{', '.from-props{']) expect(plain).not.toContain(absent);
    const withIsland = rules(
      '<div class="hero" data-island="x" data-wake="visible"><script type="application/json" data-island-props="">{"className":"from-props"}</script></div>',
    );
    for (const kept of ['.hero{', '.result-list{', '.from-props{']) expect(withIsland).toContain(kept);
    expect(withIsland).not.toContain('.unused{');
    expect(() => rules('<div data-island="unknown" data-wake="load"></div>')).toThrow(/island "unknown" is not in/);
  });

  it("with the site stylesheet as a file: inlines the first screen's rules, links the file without holding the first paint, marks what follows", () => {
    const SITE_FILE = '/css/site-0123456789.css';
    const stylesheets = new Map([
      [CSS_HREF, `${CSS}.top{color:red}.later{color:blue}.foot{color:green}.badge{position:fixed}.unused{color:gray}`],
    ]);
    // The hero alone is the first screen here (no text budget under it: the next test has one).
    const options = { ...OPTIONS, stylesheets, stylesheetFiles: new Map([[CSS_HREF, SITE_FILE]]), firstScreenSize: 0 };
    const html = nextPage({ body: '<section class="later">Firms</section><section>More</section>' })
      .replace('<main>', '<header class="top">Site</header><main>')
      .replace(
        '</main>',
        '</main><footer class="foot">Links</footer><button class="badge" data-first-paint="">Book</button>',
      );
    const page = dom(exportPage(html, options));
    const inline = page.querySelector('style')?.textContent ?? '';
    // The header, the fonts (html.wf, named by the page loader) and the badge shown at once.
    for (const kept of ['.top{', 'html.wf{', '.badge{', LATER_RULES]) expect(inline).toContain(kept);
    // Nothing it keeps from the screen hides text from a screen reader or find-in-page, and a
    // print has everything: the rules for what follows are for the screen, and transparent at most.
    expect(LATER_RULES).not.toMatch(/visibility:hidden|content-visibility:hidden|display:none/);
    const rules = LATER_RULES.slice(LATER_RULES.indexOf('@media'));
    expect(rules.startsWith('@media screen{')).toBe(true);
    expect(LATER_RULES.slice(0, LATER_RULES.indexOf('@media'))).not.toMatch(/data-later|html\.cl/);
    // The transparency ends in CSS alone, within 1.5 s: each part's animation, held in its delay.
    expect(LATER_RULES).toContain(`@keyframes fp-later{from{opacity:0;translate:-${LATER_AWAY_PX}px}}`);
    expect(LATER_RULES).toContain(`animation:fp-later 0s ${REVEAL_AFTER_MS}ms backwards}`);
    expect(REVEAL_AFTER_MS).toBeLessThanOrEqual(1500);
    // Under reduced motion nothing is ever transparent: every rule that makes a part so is for
    // visitors who accept motion only.
    const motion = LATER_RULES.indexOf('@media screen and (prefers-reduced-motion:no-preference){');
    expect(motion).toBeGreaterThan(0);
    for (const transparent of ['animation:fp-later', '{opacity:0}'])
      expect(LATER_RULES.indexOf(transparent)).toBeGreaterThan(motion);
    for (const later of ['.later{', '.foot{', '.unused{']) expect(inline).not.toContain(later);
    const link = page.querySelector('link[rel="stylesheet"][data-css]');
    expect(link?.getAttribute('href')).toBe(SITE_FILE);
    expect(link?.getAttribute('media')).toBe('print');
    // Not fetched until the page loader enables it, after the first frame.
    expect(link?.hasAttribute('disabled')).toBe(true);
    expect(page.querySelector('noscript')?.innerHTML).toContain(`<link rel="stylesheet" href="${SITE_FILE}">`);
    // Transparent until it applies: what follows the first screen, in <main> and after it; not the badge.
    const later = [...page.querySelectorAll('[data-later=""]')].map((node) => node.textContent);
    expect(later).toEqual(['Firms', 'More', 'Links']);
    // A page that is all first screen keeps its own stylesheet inline and links nothing.
    const whole = dom(exportPage(nextPage(), options));
    expect(whole.querySelector('style')?.textContent).toContain('body{font-family:var(--font-inter)}');
    expect(whole.querySelector('style')?.textContent).not.toContain('html.cl');
    expect(whole.querySelector('link[rel="stylesheet"], [data-later]')).toBeNull();
  });

  it('with the site stylesheet as a file: declares every font face inline, even one only a later part uses', () => {
    // The file carries no @font-face (first-paint/site.ts): declared again when it applied, the
    // faces would lay out the first screen's text once more.
    const SPECIMEN = '@font-face{font-family:specimen;src:url(/_next/static/media/specimen.woff2)format("woff2")}';
    const stylesheets = new Map([[CSS_HREF, `${CSS}${SPECIMEN}.specimen{font-family:specimen}`]]);
    const options = {
      ...OPTIONS,
      stylesheets,
      stylesheetFiles: new Map([[CSS_HREF, '/css/site-0123456789.css']]),
      firstScreenSize: 0,
    };
    const page = dom(exportPage(nextPage({ body: '<section class="specimen">Aa</section>' }), options));
    const inline = page.querySelector('style')?.textContent ?? '';
    expect(inline).toContain(SPECIMEN);
    expect(inline.split('@font-face{font-family:inter;')).toHaveLength(2);
    expect(inline.split('@font-face{font-family:Inter fallback;')).toHaveLength(2);
    // The rule that uses it waits for the file.
    expect(inline).not.toContain('.specimen{');
  });

  it('gives the short class names to the markup React does not hydrate and to the inline CSS', () => {
    const SITE_FILE = '/css/site-0123456789.css';
    const stylesheets = new Map([
      [CSS_HREF, `${CSS}.top{color:red}.md\\:grid{display:grid}.later{color:blue}.island-own{color:green}`],
    ]);
    const classNames = new Map([
      ['top', 'a'],
      ['md:grid', 'b'],
      ['later', 'c'],
    ]);
    const options = {
      ...OPTIONS,
      stylesheets,
      stylesheetFiles: new Map([[CSS_HREF, SITE_FILE]]),
      firstScreenSize: 0,
      classNames,
    };
    const html = nextPage({
      body:
        '<section class="later md:grid">Firms</section>' +
        '<div data-island="x" data-wake="visible"><div data-island-root=""><p class="top island-own">Live</p>' +
        '<div data-island-slot="list"><p class="top">Server text</p></div></div></div>',
    }).replace('<main>', '<header class="top md:grid">Site</header><main>');
    const page = dom(exportPage(html, options));
    const inline = page.querySelector('style')?.textContent ?? '';
    // The header's rules, renamed; what waits for the site stylesheet is not inline either way.
    expect(inline).toContain('.a{color:red}');
    expect(inline).toContain('.b{display:grid}');
    expect(inline).not.toMatch(/\.top\{|md\\:grid|\.c\{|\.later\{/);
    expect(page.querySelector('header')?.className).toBe('a b');
    expect(page.querySelector('main > section')?.className).toBe('c b');
    // Hydrated markup stays as React rendered it; a slot's server markup is renamed.
    expect(page.querySelector('[data-island-root] > p')?.className).toBe('top island-own');
    expect(page.querySelector('[data-island-slot] p')?.className).toBe('a');
  });

  it("takes the text under the hero into the first screen until it fills a phone's screen, with only the CSS it uses", () => {
    const SITE_FILE = '/css/site-0123456789.css';
    const stylesheets = new Map([
      [
        CSS_HREF,
        `${CSS}.prose p{margin:0}.prose th{padding:2px}.prose li::marker{color:red}.card{color:blue}html.wf{font-family:x}`,
      ],
    ]);
    const options = {
      ...OPTIONS,
      stylesheets,
      stylesheetFiles: new Map([[CSS_HREF, SITE_FILE]]),
      firstScreenSize: 300,
    };
    const words = (count: number) => 'word '.repeat(count / 5).trim();
    const body =
      `<section class="hero"><h1>About us</h1><p>${words(40)}</p></section>` +
      `<div class="prose"><h2>Why</h2><p id="fills">${words(100)}</p><p id="next">${words(100)}</p>` +
      `<table><tr><th>Fee</th></tr></table></div><section class="card">Firms</section>`;
    const page = dom(exportPage(nextPage({ body }).replace('<main><h1>Fiduciary advisors</h1>', '<main>'), options));
    // The hero (three blocks, 47 characters: 167) and the heading (43) fit in 300; the paragraph
    // that reaches it is taken whole.
    expect(page.head.querySelector('link[rel="expect"]')?.getAttribute('href')).toBe('#next');
    expect(page.getElementById('fills')?.hasAttribute('data-later')).toBe(false);
    const later = [...page.querySelectorAll('[data-later]')].map((node) => node.id || node.tagName.toLowerCase());
    expect(later).toEqual(['next', 'table', 'section']);
    const inline = page.querySelector('style')?.textContent ?? '';
    // The prose's paragraphs are styled at once; its table and list markers, which the first
    // screen does not have, and the cards below wait for the file.
    expect(inline).toContain('.prose p{');
    for (const waiting of ['.prose th{', '.prose li::marker{', '.card{']) expect(inline).not.toContain(waiting);
  });

  it('splits a large part of what follows the first screen into its children, so the browser renders the ones near the screen', () => {
    const SITE_FILE = '/css/site-0123456789.css';
    const options = { ...OPTIONS, stylesheetFiles: new Map([[CSS_HREF, SITE_FILE]]), firstScreenSize: 0 };
    const cards = (count: number) => Array.from({ length: count }, () => '<li><p><a href="/firm/x/">Firm</a></p></li>');
    const body =
      `<section id="big"><h2>Firms</h2><ol id="list">${cards(80).join('')}</ol></section>` +
      `<section id="small"><h2>Guides</h2><ol>${cards(10).join('')}</ol></section>` +
      `<section id="table"><table><caption>Facts</caption><thead><tr><th>A</th><th>B</th></tr></thead>` +
      `<tbody>${'<tr><td>1</td><td>2</td></tr>'.repeat(120)}</tbody></table></section>`;
    const html = exportPage(nextPage({ body }), options);
    const page = dom(html);
    const marked = (selector: string) =>
      [...page.querySelectorAll(selector)].map((node) => node.hasAttribute('data-later'));
    // 80 cards of 3 elements: over LATER_PART_ELEMENTS, so the section, then its list, are split.
    expect(marked('#big, #big > h2, #list')).toEqual([true, true, true]);
    expect(new Set(marked('#list > li'))).toEqual(new Set([true]));
    // A card is small: marked as a whole, not its inside.
    expect(marked('#list > li > p')).toEqual(Array(80).fill(false));
    // The outermost part's mark is empty, the parts inside it say so ("in"): only the outermost
    // are transparent while the stylesheet loads (LATER_RULES), the inner ones with them.
    const values = (selector: string) =>
      [...page.querySelectorAll(selector)].map((node) => node.getAttribute('data-later'));
    expect(values('#big, #big > h2, #list, #list > li:first-child, #small')).toEqual(['', 'in', 'in', 'in', '']);
    // A small section is one part.
    expect(marked('#small, #small > h2, #small ol')).toEqual([true, false, false]);
    // A table is one part (its section, too large, is split into it): content-visibility does
    // nothing on its row groups and rows.
    expect(marked('#table, #table table, #table caption, #table thead, #table tbody')).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(new Set(marked('#table tbody > tr'))).toEqual(new Set([false]));
    expect(html).not.toContain('display:none');
  });

  it('keeps a long list marked data-later-whole as one part: its rows lay themselves out near the screen only', () => {
    const options = {
      ...OPTIONS,
      stylesheetFiles: new Map([[CSS_HREF, '/css/site-0123456789.css']]),
      firstScreenSize: 0,
    };
    const rows = Array.from({ length: 250 }, (_, i) => `<li><p><a href="/advisers/${i}/">Adviser ${i}</a></p></li>`);
    const body = `<section id="roster"><h2>Advisers</h2><ul id="rows" data-later-whole="">${rows.join('')}</ul></section>`;
    const page = dom(exportPage(nextPage({ body }), options));
    expect(page.querySelector('#rows')?.getAttribute('data-later')).toBe('in');
    // Not one part per row: the loader would render 250 parts one after another, each transparent until its turn.
    expect([...page.querySelectorAll('#rows > li')].filter((row) => row.hasAttribute('data-later'))).toEqual([]);
  });

  it('never ends the first screen inside a row, whose later items would size the earlier ones', () => {
    const after = (body: string) =>
      dom(exportPage(nextPage({ body }), { ...OPTIONS, firstScreenSize: 400 }))
        .head.querySelector('link[rel="expect"]')
        ?.getAttribute('href');
    const paragraph = (id: string) => `<p id="${id}">${'word '.repeat(40)}</p>`;
    // A short grid (a column beside a card) is taken whole.
    expect(
      after(`<div class="grid lg:grid-cols-2">${paragraph('a')}${paragraph('b')}</div><p id="next">More</p>`),
    ).toBe('#next');
    // A long one (the page's column beside its sidebar) is left whole for later.
    const long = Array.from({ length: 12 }, (_, index) => paragraph(`p${index}`)).join('');
    expect(after(`<div id="row" class="lg:flex">${long}</div>`)).toBe('#row');
    // Among stacked blocks it ends at the paragraph that fills it.
    expect(after(`<div>${long}</div>`)).toBe('#p2');
  });

  it('draws a repeated icon or outline once, in a hidden sprite, and uses it where it was', () => {
    const phone = '<path d="M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3"></path>';
    const icon = (id: string) =>
      `<svg id="${id}" class="lucide h-4 w-4" viewBox="0 0 24 24" aria-hidden="true">${phone}</svg>`;
    const star = 'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756z';
    const rating = (id: string) =>
      `<svg id="${id}" role="img" aria-label="Rated 4.5 out of 5" viewBox="0 0 51 24"><path d="${star}" class="fill-amber-400"></path><path d="${star}" transform="translate(27 0)" class="fill-gray-200"></path></svg>`;
    const body = [
      icon('call-1'),
      icon('call-2'),
      rating('rating'),
      rating('rating-2'),
      '<svg id="once" viewBox="0 0 24 24"><path d="M5 12h14m-7-7 7 7-7 7 and some more to be long enough to share"></path></svg>',
      `<div data-island="x" data-wake="load"><div data-island-root="">${icon('island')}</div></div>`,
    ].join('');
    const page = dom(exportPage(nextPage({ body }), OPTIONS));
    const sprite = page.body.firstElementChild;
    expect(sprite?.tagName).toBe('DIV');
    expect(sprite?.hasAttribute('hidden')).toBe(true);
    for (const id of ['call-1', 'call-2']) {
      const use = page.querySelector(`#${id} > use`);
      expect(page.getElementById(id)?.getAttribute('class')).toBe('lucide h-4 w-4');
      expect(sprite?.querySelector(use?.getAttribute('href') ?? '#none')?.innerHTML).toBe(phone);
    }
    // The star outline once; each use keeps its own fill class and position, and a named image
    // (the same rating twice) keeps its own shapes rather than becoming one shared drawing.
    expect(page.querySelectorAll('#rating-2 > use')).toHaveLength(2);
    const stars = [...page.querySelectorAll('#rating > use')];
    expect(stars.map((use) => use.getAttribute('class'))).toEqual(['fill-amber-400', 'fill-gray-200']);
    expect(stars[1]?.getAttribute('transform')).toBe('translate(27 0)');
    expect(sprite?.querySelector(stars[0]?.getAttribute('href') ?? '#none')?.getAttribute('d')).toBe(star);
    expect(page.getElementById('rating')?.getAttribute('aria-label')).toBe('Rated 4.5 out of 5');
    // Drawn once, and React's own markup: left as they are.
    expect(page.querySelector('#once > path')).not.toBeNull();
    expect(page.querySelector('#island > path')).not.toBeNull();
  });

  it('moves structured data after the content, so the hero comes right after the stylesheet', () => {
    const body =
      '<script type="application/ld+json">{"@type":"Organization"}</script><section id="hero"><h2>Hero</h2></section>' +
      '<script type="application/ld+json">{"@type":"FinancialService"}</script><p id="last">More</p>';
    const page = dom(exportPage(nextPage({ body }), OPTIONS));
    const data = [...page.querySelectorAll('script[type="application/ld+json"]')];
    expect(data.map((script) => JSON.parse(script.textContent ?? '{}')['@type'])).toEqual([
      'Organization',
      'FinancialService',
    ]);
    for (const script of data) expect(script.parentElement?.tagName).toBe('BODY');
    // Only the parse-end module comes after them.
    expect(page.body.lastElementChild?.previousElementSibling).toBe(data[1]);
    expect(page.getElementById('hero')?.compareDocumentPosition(data[0]!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('ends <body> with one inline module script, so DOMContentLoaded runs in a task after the parser is done', () => {
    const body = '<section id="hero"><h2>Hero</h2></section><form><input name="amount"></form>';
    const page = dom(exportPage(nextPage({ body }), OPTIONS));
    const modules = [...page.querySelectorAll('script[type="module"]')];
    expect(modules).toHaveLength(1);
    expect(page.body.lastElementChild).toBe(modules[0]);
    // Inline (no request) and doing nothing: only when it runs matters.
    expect(modules[0]?.hasAttribute('src')).toBe(false);
    expect(modules[0]?.textContent).toBe(PARSE_END_MODULE);
    expect(() => new Function(PARSE_END_MODULE)()).not.toThrow();
  });

  it('holds the first render until the first screen is parsed: rel=expect names the element after it', () => {
    const expectHref = (page: Document) =>
      page.head.querySelector('link[rel="expect"][blocking="render"]')?.getAttribute('href');
    // The <h1> is the first screen here (a direct child of <main>); the element after it keeps its id.
    const heroOnly = { ...OPTIONS, firstScreenSize: 0 };
    const named = dom(exportPage(nextPage({ body: '<section id="next"><p>More</p></section>' }), heroOnly));
    expect(expectHref(named)).toBe('#next');
    // Without one it gets an id; a hero block is the first screen, not the <h1> inside it.
    const html = nextPage().replace(
      '<main><h1>Fiduciary advisors</h1></main>',
      '<main><section class="hero"><div><h1>Advisors</h1><p>Lead</p></div></section><section>Firms</section></main>',
    );
    const page = dom(exportPage(html, heroOnly));
    expect(expectHref(page)).toBe(`#${AFTER_FIRST_SCREEN_ID}`);
    expect(page.getElementById(AFTER_FIRST_SCREEN_ID)?.textContent).toBe('Firms');
    expect(page.querySelectorAll('link[rel="expect"]')).toHaveLength(1);
    // A page that is all first screen holds nothing; an id the hold would use elsewhere fails.
    expect(dom(exportPage(nextPage(), OPTIONS)).querySelector('link[rel="expect"]')).toBeNull();
    expect(() => exportPage(nextPage({ body: '<p>Next</p><p id="after-first-screen">Later</p>' }), heroOnly)).toThrow(
      /id="after-first-screen"/,
    );
  });

  it('draws nothing extra on a page without repeated drawings, and refuses a page id the sprite would use', () => {
    expect(dom(exportPage(nextPage(), OPTIONS)).querySelector('body > div[hidden]')).toBeNull();
    expect(() => exportPage(nextPage({ body: '<p id="svg-i0">x</p>' }), OPTIONS)).toThrow(/id="svg-i0"/);
  });

  it("keeps island markers and round-trips the island's props, including text that looks like HTML", () => {
    const props = {
      variant: 'dark-background' as const,
      label: 'Logo on dark </script><script>alert(1)</script>',
      brandName: 'Cincinnati Fiduciary Guide & "Co" — Ünïcode',
      tagline: '<!-- not a comment --> ${template} \\ backslash',
    };
    const island = renderToStaticMarkup(
      <Island name="logo-downloads" component={LogoDownloads} wake="interaction" props={props} />,
    );
    const flightRows = [`5:I[${ISLAND_MODULE},[],"LogoDownloads"]`, '0:["$","$L5",null,{}]'];
    const page = dom(exportPage(nextPage({ body: island, flightRows }), OPTIONS));
    const marker = page.querySelector('[data-island="logo-downloads"]');
    expect(marker?.getAttribute('data-wake')).toBe('interaction');
    expect(marker?.querySelector(':scope > [data-island-root]')).not.toBeNull();
    // Read exactly as the islands entry reads it (components/islands/client/entry.ts).
    const json = marker?.querySelector(':scope > script[data-island-props]')?.textContent ?? '';
    expect(JSON.parse(json)).toEqual(props);
    // No script came out of the props: the only other one is the parse-end module.
    const executable = [...page.querySelectorAll('script:not([type="application/json"]):not([data-entry])')];
    expect(executable.map((script) => script.textContent)).toEqual([PARSE_END_MODULE]);
  });

  it('publishes long island props as one shared file the island fetches, keeps short ones inline, and keeps the CSS of classes they name', () => {
    const long = { className: 'from-props', firms: Array.from({ length: 20 }, (_, i) => `Firm ${i} </script> & co`) };
    const short = { label: 'Downtown office' };
    const island = (props: object) =>
      `<div data-island="x" data-wake="visible"><script type="application/json" data-island-props="">${JSON.stringify(props).replace(/</g, '\\u003c')}</script><div data-island-root=""><p>Server HTML</p></div></div>`;
    const body = `${island(long)}${island(short)}`;
    const stylesheets = new Map([[CSS_HREF, `${CSS}.from-props{color:red}`]]);
    const propsFiles = { dir: '/_islands', files: new Map<string, string>() };
    const page = dom(exportPage(nextPage({ body }), { ...OPTIONS, stylesheets, propsFiles }));
    const [first, second] = page.querySelectorAll<HTMLScriptElement>('script[data-island-props]');
    const url = first?.dataset.src ?? '';
    expect(url).toMatch(/^\/_islands\/props-[0-9a-f]{10}\.json$/);
    expect(first?.textContent).toBe('');
    expect(JSON.parse(propsFiles.files.get(url) ?? '')).toEqual(long);
    expect(second?.dataset.src).toBeUndefined();
    expect(JSON.parse(second?.textContent ?? '')).toEqual(short);
    expect(page.querySelector('style')?.textContent).toContain('.from-props{');

    // The same props on another page: the same file, so a visitor's browser fetches it once.
    exportPage(nextPage({ body: island(long) }), { ...OPTIONS, stylesheets, propsFiles });
    expect([...propsFiles.files.keys()]).toEqual([url]);
    // Without somewhere to put them, props stay inline.
    const inline = dom(exportPage(nextPage({ body }), { ...OPTIONS, stylesheets }));
    expect(JSON.parse(inline.querySelector('script[data-island-props]')?.textContent ?? '')).toEqual(long);
  });

  it('fails naming an unknown script instead of shipping or dropping it', () => {
    const html = nextPage({ body: '<script>window.tracker = 1</script>' });
    expect(() => exportPage(html, OPTIONS)).toThrow(ExportShapeError);
    expect(() => exportPage(html, OPTIONS)).toThrow(/unknown script: <script>window\.tracker = 1<\/script>/);
    const external = nextPage({ head: '<script src="https://cdn.example.com/x.js"></script>' });
    expect(() => exportPage(external, OPTIONS)).toThrow(/unknown script: .*cdn\.example\.com\/x\.js/);
  });

  it("fails when Next's runtime it must remove is missing (Next changed shape)", () => {
    const noFlight = nextPage().replace(/<script>[^<]*__next_f[^<]*<\/script>/g, '');
    expect(() => exportPage(noFlight, OPTIONS)).toThrow(/expected inline flight data/);
    const noCss = nextPage().replace(/<link rel="stylesheet"[^>]*>/, '');
    expect(() => exportPage(noCss, OPTIONS)).toThrow(/expected a stylesheet link/);
  });

  it('fails naming a client component the page renders outside an island', () => {
    const flightRows = [`4:I[${NAV_MODULE},[],"StrayLink"]`, '3:I[22016,[],""]', '0:["$","$L4",null,{}]'];
    expect(() => exportPage(nextPage({ flightRows }), OPTIONS)).toThrow(
      /client component components\/layout\/stray-link\.tsx \(StrayLink\) rendered outside an <Island>/,
    );
  });

  it('fails on a client module no manifest knows', () => {
    const flightRows = ['7:I[999,[],"Mystery"]'];
    expect(() => exportPage(nextPage({ flightRows }), OPTIONS)).toThrow(/client module 999 \(Mystery\)/);
  });
});
