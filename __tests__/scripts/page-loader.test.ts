import { PAGE_LOADER } from '@/scripts/islands/page-loader.mjs';

/**
 * The page loader's first job, run at <head> time (scripts/islands/page-loader.mjs): on a page
 * reached from another page of the site, mark html.wf (the web fonts apply) and preload each web
 * font file the stylesheet declares, from the cache the first page filled, so the first layout
 * already has them and no text moves; on a visit's first page, neither.
 */
const FONT_CSS =
  '@font-face{font-family:inter;src:url(/_next/static/media/inter-400.woff2) format("woff2");font-display:optional}' +
  '@font-face{font-family:poppins;src:url("/_next/static/media/poppins-700.woff2") format("woff2")}' +
  '@font-face{font-family:"Inter fallback";src:local(Arial)}';

function runLoader(referrer: string) {
  document.documentElement.className = '';
  document.head.innerHTML = `<style>${FONT_CSS}</style>`;
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  new Function(PAGE_LOADER)();
  return {
    wf: document.documentElement.classList.contains('wf'),
    preloads: [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => ({
      href: link.getAttribute('href'),
      as: link.getAttribute('as'),
      crossorigin: link.getAttribute('crossorigin'),
    })),
  };
}

describe('the page loader, at <head> time', () => {
  it('on a page reached from this site: marks html.wf and preloads each web font file, not the local fallbacks', () => {
    const { wf, preloads } = runLoader(`${location.origin}/about/`);
    expect(wf).toBe(true);
    expect(preloads).toEqual([
      { href: '/_next/static/media/inter-400.woff2', as: 'font', crossorigin: '' },
      { href: '/_next/static/media/poppins-700.woff2', as: 'font', crossorigin: '' },
    ]);
  });

  it('on the first page of a visit (from a search engine, or typed): no web fonts, nothing preloaded', () => {
    for (const referrer of ['', 'https://search.example/?q=fiduciary', `${location.origin}.evil.example/`]) {
      const { wf, preloads } = runLoader(referrer);
      expect(wf).toBe(false);
      expect(preloads).toEqual([]);
    }
  });
});
