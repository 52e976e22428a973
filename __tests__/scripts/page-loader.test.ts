/** @jest-environment jsdom */
import { LATER_DONE, LATER_SLICE_MS } from '@/lib/first-paint/names';
import { pageLoader } from '@/scripts/export/first-paint/page-loader';

/**
 * The page loader's first job, run at <head> time (scripts/export/first-paint/page-loader.ts): on a page
 * reached from another page of the site, mark html.wf (the web fonts apply) and preload each web
 * font file the stylesheet declares, from the cache the first page filled, so the first layout
 * already has them and no text moves; on a visit's first page, neither.
 */
const FONT_CSS =
  '@font-face{font-family:inter;src:url(/_next/static/media/inter-400.woff2) format("woff2");font-display:optional}' +
  '@font-face{font-family:poppins;src:url("/_next/static/media/poppins-700.woff2") format("woff2")}' +
  '@font-face{font-family:"Inter fallback";src:local(Arial)}';

function runLoader(referrer: string, head = `<style>${FONT_CSS}</style>`) {
  document.documentElement.className = '';
  document.head.innerHTML = head;
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  new Function(pageLoader())();
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

  it('preloads a font file once when two stylesheets declare it (the inline one and the cached site file)', () => {
    const { preloads } = runLoader(`${location.origin}/about/`, `<style>${FONT_CSS}</style><style>${FONT_CSS}</style>`);
    expect(preloads.map((preload) => preload.href)).toEqual([
      '/_next/static/media/inter-400.woff2',
      '/_next/static/media/poppins-700.woff2',
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

/**
 * Its second job: the site stylesheet, linked disabled with media="print" so the browser leaves it
 * alone while the page loads and paints its first screen, is fetched after the first frame and
 * applies once it has loaded; until then <html class="cl"> keeps what follows the first screen
 * transparent (for at most LATER_RULES' REVEAL_AFTER_MS, in CSS alone: scripts/export/first-paint/later.ts).
 * A file that fails to load leaves it shown with the first screen's CSS.
 */
describe('the page loader and the site stylesheet', () => {
  const LINKS =
    '<link rel="stylesheet" href="/css/site-a.css" media="print" disabled data-css>' +
    '<link rel="stylesheet" href="/css/site-b.css" media="print" disabled data-css>';
  const links = () => [...document.querySelectorAll<HTMLLinkElement>('link[data-css]')];
  const link = (index: number) => links()[index] as HTMLLinkElement;
  const html = () => document.documentElement.classList;
  /** The first frame (requestAnimationFrame), then the task after it. */
  const firstFrame = () => jest.advanceTimersByTime(50);
  /** A page whose parts after the first screen are `body`, its stylesheets loaded after the first frame. */
  const loadWithParts = (body: string) => {
    document.body.innerHTML = body;
    runLoader('', LINKS);
    firstFrame();
    for (const each of links()) each.dispatchEvent(new Event('load'));
  };
  /** The ids of the parts marked as following the first screen (rendered by the browser on demand). */
  const waiting = () => [...document.querySelectorAll('[data-later]:not([data-later="done"])')].map((node) => node.id);

  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('fetches the stylesheets only after the first frame, and keeps what follows the first screen hidden until all have loaded', () => {
    runLoader('', LINKS);
    expect(html().contains('cl')).toBe(true);
    // Not fetched while the first screen loads and paints.
    expect(links().map((link) => link.hasAttribute('disabled'))).toEqual([true, true]);
    firstFrame();
    expect(links().map((link) => link.hasAttribute('disabled'))).toEqual([false, false]);
    // For the screen before they load: each joins the page's stylesheets once loaded, rather than
    // a loaded sheet changing its media (which restyles the whole page in Chromium).
    expect(links().map((link) => link.media)).toEqual(['all', 'all']);
    link(0).dispatchEvent(new Event('load'));
    expect(html().contains('cl')).toBe(true);
    // A second load event of the same file counts once.
    link(0).dispatchEvent(new Event('load'));
    expect(html().contains('cl')).toBe(true);
    link(1).dispatchEvent(new Event('load'));
    // What follows the first screen is rendered in the idle tasks after (the next test).
    firstFrame();
    expect(html().contains('cl')).toBe(false);
  });

  it('once the stylesheet applies, renders what follows the first screen a few parts per idle task, then drops html.cl', () => {
    // The browser's idle callbacks, run one at a time here: each slice must be a task of its own.
    const idle: IdleRequestCallback[] = [];
    const waits: (number | undefined)[] = [];
    const idleTask = () => idle.shift()?.({ didTimeout: false, timeRemaining: () => 50 });
    window.requestIdleCallback = (run: IdleRequestCallback, options?: IdleRequestOptions) => {
      waits.push(options?.timeout);
      return idle.push(run);
    };
    // A part split into its children (later.ts): those are marked "in" and rendered in turn too.
    const parts = ['firms', 'guides', 'faq', 'links'];
    // Each part costs 3 ms to lay out: a task renders parts until LATER_SLICE_MS have gone, then yields.
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(() => {
      jest.setSystemTime(Date.now() + 3);
      return new DOMRect();
    });
    try {
      loadWithParts(
        '<header>Top</header><section id="firms" data-later=""><div id="guides" data-later="in">Guides</div></section>' +
          '<section id="faq" data-later="">FAQ</section><footer id="links" data-later="">Links</footer>',
      );
      // Nothing in the task that applies the stylesheet, nor in a frame: the browser restyles the
      // first screen in the next frame, and frames pass without rendering a part.
      expect(waiting()).toEqual(parts);
      jest.advanceTimersByTime(100);
      expect(waiting()).toEqual(parts);
      const perTask = Math.ceil(LATER_SLICE_MS / 3);
      expect(perTask).toBeLessThan(parts.length);
      // The first idle task: the first parts, in document order; the rest still wait, html.cl stays.
      idleTask();
      expect(waiting()).toEqual(parts.slice(perTask));
      expect(html().contains('cl')).toBe(true);
      // Each slice asks for the next idle time.
      expect(idle).toHaveLength(1);
      while (idle.length) idleTask();
      expect(waiting()).toEqual([]);
      // Marked as rendered, for the checks that know what followed the first screen.
      expect([...document.querySelectorAll(`[data-later="${LATER_DONE}"]`)].map((node) => node.id)).toEqual(parts);
      expect(html().contains('cl')).toBe(false);
      // On a main thread that is never idle, each slice still runs soon (nested parts stay
      // transparent until their turn): every request names a short deadline.
      expect(waits.length).toBeGreaterThan(1);
      for (const wait of waits) expect(wait).toBeLessThanOrEqual(250);
    } finally {
      delete (window as Partial<Window>).requestIdleCallback;
    }
  });

  it('renders them in tasks of their own where the browser has no idle callbacks (Safari)', () => {
    // Each part costs 5 ms: one a task.
    expect(window.requestIdleCallback).toBeUndefined();
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(() => {
      jest.setSystemTime(Date.now() + 5);
      return new DOMRect();
    });
    loadWithParts('<section id="firms" data-later="">Firms</section><footer id="links" data-later="">Links</footer>');
    expect(waiting()).toEqual(['firms', 'links']);
    jest.runOnlyPendingTimers();
    expect(waiting()).toEqual(['links']);
    jest.runOnlyPendingTimers();
    expect(waiting()).toEqual([]);
    expect(html().contains('cl')).toBe(false);
  });

  it('scrolls again to a section the visitor jumped to while the stylesheet loaded, once it applies', () => {
    const scrolled: string[] = [];
    // jsdom lays nothing out and has no scrollIntoView: record the calls.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    document.body.innerHTML = '<section id="schedule">Book</section>';
    window.location.hash = '#schedule';
    runLoader('', LINKS);
    firstFrame();
    link(0).dispatchEvent(new Event('load'));
    expect(scrolled).toEqual([]);
    link(1).dispatchEvent(new Event('load'));
    expect(scrolled).toEqual(['schedule']);
    // All of the page at once, not part by part: the section is placed on the page's full height.
    expect(html().contains('cl')).toBe(false);
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    window.location.hash = '';
    document.body.innerHTML = '';
  });

  describe('the scroll position of a reload or a return', () => {
    const scrolledTo: number[] = [];
    beforeEach(() => {
      scrolledTo.length = 0;
      // jsdom lays nothing out: record where the loader scrolls to.
      jest.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
        scrolledTo.push(y);
      }) as typeof window.scrollTo);
      history.replaceState(null, '');
    });
    afterEach(() => {
      jest.restoreAllMocks();
      history.replaceState(null, '');
    });

    it('puts a reloaded or returned-to page back where the visitor left it (the saved position of its history entry), once the stylesheet applies: not before, the page is short until then', () => {
      history.replaceState({ y: 4200 }, '');
      runLoader('', LINKS);
      firstFrame();
      link(0).dispatchEvent(new Event('load'));
      expect(scrolledTo).toEqual([]);
      document.body.innerHTML =
        '<section id="firms" data-later>Firms</section><footer id="links" data-later>Links</footer>';
      link(1).dispatchEvent(new Event('load'));
      expect(scrolledTo).toEqual([4200]);
      expect(document.documentElement.classList.contains('cl')).toBe(false);
      document.body.innerHTML = '';
    });

    it('waits for the rest of the document when the stylesheet loads first (from the cache, on Back): the saved position is on the whole page', () => {
      history.replaceState({ y: 4200 }, '');
      const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
      runLoader('', LINKS);
      firstFrame();
      for (const each of links()) each.dispatchEvent(new Event('load'));
      // The parser has yielded: the page is as long as what it has read, too short for 4200 px.
      jest.advanceTimersByTime(1_000);
      expect(scrolledTo).toEqual([]);
      expect(document.documentElement.classList.contains('cl')).toBe(true);
      readyState.mockReturnValue('interactive');
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(scrolledTo).toEqual([4200]);
      expect(document.documentElement.classList.contains('cl')).toBe(false);
    });

    it('scrolls nowhere on a new visit: its history entry has no saved position', () => {
      runLoader('', LINKS);
      firstFrame();
      for (const each of links()) each.dispatchEvent(new Event('load'));
      expect(scrolledTo).toEqual([]);
    });

    it('remembers where the visitor is as they scroll, for the next reload or return', () => {
      runLoader('', LINKS);
      firstFrame();
      for (const each of links()) each.dispatchEvent(new Event('load'));
      jest.runOnlyPendingTimers();
      expect(document.documentElement.classList.contains('cl')).toBe(false);
      Object.defineProperty(window, 'scrollY', { value: 1500, configurable: true });
      window.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(200);
      expect(history.state).toEqual({ y: 1500 });
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    });

    it("keeps no position the page is scrolled to before it is placed: the browser's own restoring, cut to the estimated height", () => {
      history.replaceState({ y: 3500 }, '');
      runLoader('', LINKS);
      // Chromium restores an entry left with scrollRestoration 'auto' itself, onto the page's estimated height.
      Object.defineProperty(window, 'scrollY', { value: 1565, configurable: true });
      window.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(200);
      expect(history.state).toEqual({ y: 3500 });
      firstFrame();
      for (const each of links()) each.dispatchEvent(new Event('load'));
      expect(scrolledTo).toEqual([3500]);
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    });

    it('keeps the visitor’s details the history entry holds (a ZIP code, answers) as it saves the position', () => {
      history.replaceState({ personal: 'zip=45202' }, '');
      runLoader('', LINKS);
      firstFrame();
      for (const each of links()) each.dispatchEvent(new Event('load'));
      jest.runOnlyPendingTimers();
      Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
      window.dispatchEvent(new Event('scroll'));
      jest.advanceTimersByTime(200);
      expect(history.state).toEqual({ personal: 'zip=45202', y: 900 });
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    });
  });

  it('shows the content when a stylesheet fails to load', () => {
    runLoader('', LINKS);
    firstFrame();
    for (const link of links()) link.dispatchEvent(new Event('error'));
    firstFrame();
    expect(html().contains('cl')).toBe(false);
  });

  it('hides nothing on a page without a linked stylesheet (all of it is first screen)', () => {
    runLoader('');
    expect(html().contains('cl')).toBe(false);
  });
});

/**
 * Fail open (docs/performance.md): if anything the loader calls throws, at <head> time or later,
 * the page ends fully shown, html.cl gone and the site stylesheet enabled for the screen.
 */
describe('the page loader when something it calls throws', () => {
  const LINKS = '<link rel="stylesheet" href="/site-a.css" media="print" disabled data-css>';
  const shownAndStyled = () => {
    const link = document.querySelector<HTMLLinkElement>('link[data-css]');
    return {
      cl: document.documentElement.classList.contains('cl'),
      disabled: link?.hasAttribute('disabled'),
      media: link?.media,
    };
  };
  const SHOWN = { cl: false, disabled: false, media: 'all' };
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('at <head> time: the paint observer throws', () => {
    const broken = Object.assign(
      function () {
        throw new Error('broken');
      },
      { supportedEntryTypes: ['paint'] },
    );
    const original = window.PerformanceObserver;
    Object.defineProperty(window, 'PerformanceObserver', { value: broken, configurable: true });
    try {
      runLoader('', LINKS);
      expect(shownAndStyled()).toEqual(SHOWN);
    } finally {
      Object.defineProperty(window, 'PerformanceObserver', { value: original, configurable: true });
    }
  });

  it('at <head> time: reading the history entry throws', () => {
    jest.spyOn(history, 'state', 'get').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    runLoader('', LINKS);
    expect(shownAndStyled()).toEqual(SHOWN);
  });

  it('while rendering what follows the first screen: a part throws', () => {
    jest.useFakeTimers();
    document.body.innerHTML = '<section id="a" data-later="">A</section><section id="b" data-later="">B</section>';
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(() => {
      throw new Error('broken');
    });
    runLoader('', LINKS);
    jest.advanceTimersByTime(50);
    document.querySelector('link[data-css]')?.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(50);
    expect(shownAndStyled()).toEqual(SHOWN);
    document.body.innerHTML = '';
  });

  it('after the first paint: enabling the stylesheet or placing the page throws', () => {
    jest.useFakeTimers();
    history.replaceState({ y: 900 }, '');
    jest.spyOn(window, 'scrollTo').mockImplementation(() => {
      throw new Error('broken');
    });
    runLoader('', LINKS);
    expect(shownAndStyled()).toEqual({ cl: true, disabled: true, media: 'print' });
    jest.advanceTimersByTime(50);
    document.querySelector('link[data-css]')?.dispatchEvent(new Event('load'));
    expect(shownAndStyled()).toEqual(SHOWN);
    history.replaceState(null, '');
  });
});
