import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  FIRST_SCREEN_KIB,
  budgetFor,
  checkHtmlBytes,
  contentOnly,
  firstScreenEnd,
  targetKib,
} from '@/scripts/checks/bytes';
import { readExport } from '@/scripts/checks/export-view';
import { pageLoaderTag } from '@/scripts/export/first-paint/page-loader';
import { FIRST_SCREEN_SIZE } from '@/scripts/export/first-paint/first-screen';

/** The HTML bytes budget that CI runs after the build, on a small export with one page too heavy. */

let out: string;
/** Text under a heading that fills a phone's first screen (FIRST_SCREEN_SIZE characters). */
const LEAD = 'A fiduciary puts your interests first. '.repeat(Math.ceil(FIRST_SCREEN_SIZE / 39));
const page = (body: string) => `<!DOCTYPE html><html><head><title>x</title></head><body>${body}</body></html>`;

beforeAll(() => {
  out = mkdtempSync(path.join(tmpdir(), 'check-bytes-'));
  const write = (rel: string, html: string) => {
    mkdirSync(path.join(out, path.dirname(rel)), { recursive: true });
    writeFileSync(path.join(out, rel), html);
  };
  write('index.html', page('<h1>Find a fiduciary</h1>'));
  // 30 KB of random text hardly compresses: far over a firm profile's budget. The lead under the
  // heading fills the first screen, so the noise is below it.
  write(
    'firm/too-heavy/index.html',
    page(`<h1>Heavy</h1><p>${LEAD}</p><p>${randomBytes(30_000).toString('base64')}</p>`),
  );
  write('about/index.html', page('<main><section><h1>About</h1></section><p>More</p></main>'));
  // Light enough in total, but 20 KB of noise comes before the hero.
  write(
    'late-hero/index.html',
    page(`<p>${randomBytes(15_000).toString('base64')}</p><main><section><h1>Late</h1></section></main>`),
  );
  // Not a visitor page: never measured.
  write('admin/index.html', page(randomBytes(60_000).toString('base64')));
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('checkHtmlBytes', () => {
  it('fails on the page over its budget, naming it, its size and its budget', () => {
    const { problems, rows } = checkHtmlBytes(readExport(out));
    expect(rows.map((row) => row.urlPath).sort()).toEqual(['/', '/about/', '/firm/too-heavy/', '/late-hero/']);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      new RegExp(
        `^/firm/too-heavy/: HTML is \\d+\\.\\d KiB gzip, over the ${budgetFor('/firm/x/').kib} KiB budget for a firm profile`,
      ),
    );
  });

  it('fails on a page whose first screen no longer fits the first round trip, however light in total', () => {
    const { problems, rows } = checkHtmlBytes(readExport(out));
    const late = rows.find((row) => row.urlPath === '/late-hero/');
    expect(late?.kib).toBeLessThan(late?.budget ?? 0);
    expect(problems[1]).toMatch(
      new RegExp(`^/late-hero/: the first screen .* is \\d+\\.\\d KiB gzip, over ${FIRST_SCREEN_KIB} KiB`),
    );
    expect(rows.find((row) => row.urlPath === '/about/')?.firstScreenKib).toBeLessThan(1);
  });

  it('ends the first screen under the hero once its text fills a phone screen, at a block of text', () => {
    const hero =
      '<main><script type="application/ld+json">{}</script><section><div><h1>Hi</h1></div><p>Lead</p></section>';
    // Little text under the hero: the whole page is its first screen.
    const short = `<html><body><header>Menu</header>${hero}<section>Rest</section></main></body></html>`;
    expect(firstScreenEnd(short)).toBe(short.length);
    // Enough: the first screen ends after the paragraph that fills it, inside the section.
    const long = `<html><body><header>Menu</header>${hero}<section><h2>Why</h2><p>${LEAD}</p><p>Later</p></section><footer>Links</footer></main></body></html>`;
    expect(long.slice(0, firstScreenEnd(long) ?? 0)).toMatch(new RegExp(`<p>${LEAD}</p>$`));
    // Outside <main>, the <h1> is the hero.
    const bare = `<html><body><h1>Not found</h1><p>${LEAD}</p><p>Try the home page</p></body></html>`;
    expect(bare.slice(0, firstScreenEnd(bare) ?? 0)).toMatch(new RegExp(`<h1>Not found</h1><p>${LEAD}</p>$`));
    expect(firstScreenEnd('<html><body><p>No heading</p></body></html>')).toBeNull();
  });

  it("ends it at the same element with or without React's <!-- --> between text nodes (the build's and the export's page)", () => {
    // A name, a fee, a date: React separates each value from the text beside it.
    const page = (separator: string) =>
      `<html><body><main><h1>Hi</h1><p>${`fee${separator} 1%`.repeat(60)}</p>${'<p>Later</p>'.repeat(30)}</main></body></html>`;
    const end = (html: string) => html.slice(firstScreenEnd(html) ?? 0);
    expect(end(page('<!-- -->'))).toBe(end(page('')));
  });

  it('gives the home page and firm profiles tighter budgets than other pages', () => {
    expect(budgetFor('/').kib).toBeLessThan(budgetFor('/about/').kib);
    expect(budgetFor('/firm/foster-motley/').kib).toBeLessThan(budgetFor('/about/').kib);
    expect(budgetFor('/firm/foster-motley/').what).toBe('a firm profile');
  });

  it("weighs a page's content and chrome without its first screen's CSS and the loader, against issue 21's target", () => {
    const content = `<header>Menu</header><main><h1>Hi</h1><p>${LEAD}</p></main><footer>Links</footer>`;
    const html = `<!DOCTYPE html><html><head><title>x</title><style>.a{color:red}</style>${pageLoaderTag('/_islands/e.js')}<script type="application/ld+json">{}</script></head><body>${content}</body></html>`;
    expect(contentOnly(html)).toBe(
      `<!DOCTYPE html><html><head><title>x</title><script type="application/ld+json">{}</script></head><body>${content}</body></html>`,
    );
    expect([targetKib('/'), targetKib('/firm/foster-motley/'), targetKib('/about/'), targetKib('/blog/x/')]).toEqual([
      14, 14, 18, 18,
    ]);
    const heavy = checkHtmlBytes(readExport(out)).rows.find((row) => row.urlPath === '/firm/too-heavy/');
    expect(heavy?.target).toBe(14);
    expect(heavy?.contentKib).toBeGreaterThan(14);
  });
});
