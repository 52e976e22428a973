import type { Page } from '@playwright/test';
import { CSS_LOADING_CLASS, LATER_ANIMATION, SITE_CSS_SELECTOR } from '@/lib/first-paint/names';
import { REVEAL_AFTER_MS } from '@/scripts/export/first-paint/later';
import { classWord, contentShown, expect, test } from '@/test-support/e2e/fixtures';
import { SITE_CSS } from '@/test-support/e2e/first-screen-css';

/**
 * The fast first paint fails open (docs/performance.md; PRODUCT.md, "Nothing is lost"): whatever
 * happens to the site stylesheet or the page loader after the first paint, every text of the page
 * is there for a reader, a screen reader, find-in-page and a print. Each long page: the home page
 * (its last firm card) and a firm profile (its footer).
 */
const PAGES = [
  { path: '/', last: '[data-firm]' },
  { path: '/firm/truepoint-wealth-counsel/', last: 'main section' },
];
/**
 * The length of the text a sighted visitor can see: text whose element is not hidden by
 * visibility, content-visibility: hidden or opacity 0 (a transparent text is there for a screen
 * reader but not for the eye). Whitespace collapsed.
 */
function seenTextLength(): number {
  let length = 0;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, noscript, template, [hidden]')) continue;
    if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    length += (node.textContent ?? '').replace(/\s+/g, ' ').trim().length;
  }
  return length;
}

/**
 * Whether an element and its text are seen: not hidden, not transparent, with text. (Its text, not
 * innerText: Chromium's innerText leaves out a part content-visibility: auto has not rendered yet,
 * which find-in-page and the accessibility tree still read.)
 */
function seen(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const nodes = document.querySelectorAll(selector);
    const node = nodes[nodes.length - 1];
    return Boolean(
      node?.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      (node.textContent ?? '').trim().length > 0,
    );
  }, selector);
}

/**
 * Waits for every entrance animation running on the page to end (its own `finished`, not a time):
 * the home page's cards rise in, 0.1 s apart (components/ui/reveal.ts, with the site stylesheet),
 * and a card is transparent until its animation has started.
 */
async function entrancesOver(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

async function expectSeenOnceScrolledTo(page: Page, path: string, selector: string) {
  await page.locator(selector).last().scrollIntoViewIfNeeded();
  await entrancesOver(page);
  expect(await seen(page, selector), `${path}: ${selector}, last`).toBe(true);
}

/**
 * Records, from the page's start, each part whose hold (LATER_RULES' animation) has ended: the
 * browser's animationend event, whenever the machine gets to it.
 */
function recordHoldsEnded(animation: string) {
  const ended = new Set<EventTarget>();
  Object.assign(window, { holdsEnded: ended });
  addEventListener(
    'animationend',
    (event) => {
      if (event.animationName === animation && event.target) ended.add(event.target);
    },
    true,
  );
}

/** Whether every outermost part that is displayed has had its hold end (recordHoldsEnded). */
function everyHoldEnded(): boolean {
  const { holdsEnded } = window as unknown as { holdsEnded: Set<EventTarget> };
  const parts = Array.from(document.querySelectorAll('[data-later=""]'));
  return parts.filter((part) => getComputedStyle(part).display !== 'none').every((part) => holdsEnded.has(part));
}

/** The seen text of a page loaded normally, with its stylesheet applied. */
async function fullTextLength(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await contentShown(page);
  return page.evaluate(seenTextLength);
}

test.describe('the first paint fails open', () => {
  test('a site stylesheet that never answers leaves every text of a long page seen, by CSS alone, once its hold ends', async ({
    page: loaded,
  }) => {
    for (const { path, last } of PAGES) {
      const full = await fullTextLength(loaded, path);
      // A page of its own: a stalled request would stay in flight for the next page of this one.
      const page = await loaded.context().newPage();
      await page.addInitScript(recordHoldsEnded, LATER_ANIMATION);
      await page.route(SITE_CSS, () => new Promise<void>(() => {}));
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      // What bounds the wait is the hold itself: an animation still in its delay on each part,
      // REVEAL_AFTER_MS after the part's first style, in CSS that needs no stylesheet or script.
      // Waited for by its end events, not a time: on a loaded machine a page paints and styles late.
      const holds = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-later=""]'), (part) => getComputedStyle(part))
          .filter((style) => style.display !== 'none')
          .map((style) => `${style.animationName} ${style.animationDelay}`),
      );
      expect(holds.length, `${path}: parts held`).toBeGreaterThan(0);
      expect(new Set(holds)).toEqual(new Set([`${LATER_ANIMATION} ${REVEAL_AFTER_MS / 1000}s`]));
      await page.waitForFunction(everyHoldEnded);
      // The moment the holds have ended: the text, the footer and the last card or section are seen.
      expect(await page.evaluate(seenTextLength), `${path}: the text seen`).toBeGreaterThan(full * 0.95);
      expect(await seen(page, 'footer'), `${path}: the footer seen`).toBe(true);
      expect(await seen(page, last), `${path}: ${last}, last, seen`).toBe(true);
      await expect(page.locator('footer').last()).toBeVisible();
      // The stylesheet never arrived: CSS alone showed the page.
      await expect(page.locator('html')).toHaveClass(classWord(CSS_LOADING_CLASS));
      await page.close();
    }
  });

  test('a page loader that throws leaves everything seen and the site stylesheet applied', async ({ page }) => {
    // The loader's first call that can fail in an old or unusual browser: the paint observer and
    // the frame callback it falls back to both throw.
    await page.addInitScript(() => {
      const broken = function () {
        throw new Error('broken for the test');
      };
      Object.assign(broken, { supportedEntryTypes: ['paint'] });
      Object.defineProperty(window, 'PerformanceObserver', { value: broken, configurable: true });
      window.requestAnimationFrame = () => {
        throw new Error('broken for the test');
      };
    });
    for (const { path, last } of PAGES) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await contentShown(page);
      await expect.poll(() => seen(page, 'footer'), { message: `${path}: the footer` }).toBe(true);
      await expectSeenOnceScrolledTo(page, path, last);
      const links = await page.evaluate(
        (selector) =>
          Array.from(document.querySelectorAll<HTMLLinkElement>(selector), (link) => ({
            disabled: link.disabled,
            media: link.media,
          })),
        SITE_CSS_SELECTOR,
      );
      expect(links.length).toBeGreaterThan(0);
      expect(links).toEqual(links.map(() => ({ disabled: false, media: 'all' })));
      // Styled: the footer's dark background is in the site stylesheet, not the first screen's CSS.
      await expect
        .poll(() =>
          page
            .locator('footer')
            .last()
            .evaluate((node) => getComputedStyle(node).backgroundColor),
        )
        .not.toBe('rgba(0, 0, 0, 0)');
    }
  });

  test('a print taken right after the first paint has the whole page', async ({ page }) => {
    for (const { path, last } of PAGES) {
      // Against a print of the page once loaded, the cards' entrance over.
      await page.goto(path);
      await contentShown(page);
      await entrancesOver(page);
      await page.emulateMedia({ media: 'print' });
      const full = await page.evaluate(seenTextLength);
      await page.emulateMedia({ media: 'screen' });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.emulateMedia({ media: 'print' });
      expect(await page.evaluate(seenTextLength), `${path}: the text printed`).toBeGreaterThan(full * 0.95);
      expect(await seen(page, 'footer'), `${path}: the footer`).toBe(true);
      // The home page's cards rise in, 0.1 s apart (components/ui/reveal.ts): the last one by 1.4 s.
      await expect.poll(() => seen(page, last), { message: `${path}: ${last}, last` }).toBe(true);
      await page.emulateMedia({ media: 'screen' });
    }
  });

  test('at the load event, assistive technology and find-in-page read the footer and the last firm card', async ({
    page,
  }) => {
    // Read in the page at the load event itself (this listener runs before the loader's), not a
    // moment after it.
    await page.addInitScript(() => {
      addEventListener('load', () => {
        const read = (selector: string) => {
          const nodes = document.querySelectorAll<HTMLElement>(selector);
          const node = nodes[nodes.length - 1];
          if (!node) return { found: false, rendered: false, findable: false };
          // Its last text of some length, as find-in-page looks for it (window.find: the same
          // search), found inside the element, not an earlier copy of the words.
          const texts: string[] = [];
          const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
          for (let text = walker.nextNode(); text; text = walker.nextNode())
            if ((text.textContent ?? '').trim().length >= 12) texts.push((text.textContent ?? '').trim());
          const phrase = texts[texts.length - 1] ?? '';
          const find = (window as unknown as { find(text: string): boolean }).find.bind(window);
          getSelection()?.removeAllRanges();
          let findable = false;
          for (let tries = 0; phrase && tries < 20 && find(phrase); tries++) {
            const at = getSelection()?.anchorNode;
            if (at && node.contains(at)) {
              findable = true;
              break;
            }
          }
          getSelection()?.removeAllRanges();
          return {
            found: true,
            // visibility: hidden and content-visibility: hidden take text out of the accessibility
            // tree and find-in-page; opacity and content-visibility: auto do not.
            rendered: node.checkVisibility({ visibilityProperty: true }),
            findable,
          };
        };
        (window as unknown as { atLoad: unknown }).atLoad = { footer: read('footer'), card: read('[data-firm]') };
      });
    });
    await page.goto('/', { waitUntil: 'load' });
    const atLoad = await page.evaluate(
      () =>
        (window as unknown as { atLoad: Record<string, { found: boolean; rendered: boolean; findable: boolean }> })
          .atLoad,
    );
    for (const [name, part] of Object.entries(atLoad)) {
      expect(part.found, `${name} at load`).toBe(true);
      expect(part.rendered, `${name} not hidden at load`).toBe(true);
      expect(part.findable, `${name} found by find-in-page at load`).toBe(true);
    }
    // And in the accessibility tree, read at once.
    const footer = await page.getByRole('contentinfo').last().ariaSnapshot();
    expect(footer).toContain('Privacy');
    const card = await page.locator('[data-firm]').last().ariaSnapshot();
    expect(card).toMatch(/heading ".+" \[level=3\]/);
  });

  test('without JavaScript: nothing hidden, the site stylesheet applied', async ({ noJsPage }) => {
    for (const { path, last } of PAGES) {
      await noJsPage.goto(path);
      await expect(noJsPage.locator('html')).not.toHaveClass(classWord(CSS_LOADING_CLASS));
      await expect.poll(() => seen(noJsPage, 'footer'), { message: `${path}: the footer` }).toBe(true);
      await expectSeenOnceScrolledTo(noJsPage, path, last);
      expect(
        await noJsPage
          .locator('footer')
          .last()
          .evaluate((node) => getComputedStyle(node).backgroundColor),
      ).not.toBe('rgba(0, 0, 0, 0)');
    }
  });
});
