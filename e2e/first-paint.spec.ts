import { chromium, type Page, type Route } from '@playwright/test';
import { SITE_CSS, expectFirstScreenBeforeSiteCss } from '@/test-support/e2e/first-screen-css';
import { CSS_LOADING_CLASS, WEB_FONTS_CLASS } from '@/lib/first-paint/names';
import { classWord, contentShown, expect, gotoIslandsReady, test } from '@/test-support/e2e/fixtures';

/**
 * The first paint needs nothing but the HTML (docs/performance.md, "First paint"): no script and
 * no font file is requested before it. The islands entry starts after it; on the first page of a
 * visit the text is in the metric-matched fallbacks, and the entry caches the font files so the
 * next page of the visit shows Inter and Poppins from the first paint, without moving any text.
 */

type Timing = { fcp: number; resources: { name: string; start: number }[] };

const LONG_ARTICLE = '/blog/the-five-years-before-retirement-a-cincinnati-planning-checklist/';

/**
 * Opens the long article and scrolls well down it, where its later content is (rendered by the browser as it nears
 * the screen, its height an estimate until then); the position, once the loader has noted it as the scrolling stops.
 */
async function scrolledDownTheArticle(page: Page): Promise<number> {
  await page.goto(LONG_ARTICLE);
  await contentShown(page);
  const left = await page.evaluate(() => {
    window.scrollTo(0, Math.round(document.documentElement.scrollHeight * 0.6));
    return window.scrollY;
  });
  await expect.poll(() => page.evaluate(() => (history.state as { y?: number } | null)?.y)).toBe(left);
  return left;
}

/** Another page, then Back: the visitor is where they left the page. */
async function backFromAnotherPage(page: Page, left: number) {
  await page.goto('/about/');
  await contentShown(page);
  await page.goBack();
  await contentShown(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
}

function timing(): Timing {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
  const resources = performance
    .getEntriesByType('resource')
    .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime }));
  return { fcp, resources };
}

const isFont = (name: string) => name.endsWith('.woff2');
const isScript = (name: string) => name.startsWith('/_islands/') && name.endsWith('.js');

test.describe('the first paint', () => {
  test('requests no script and no font file before it, then starts the islands and caches the fonts', async ({
    page,
  }) => {
    await gotoIslandsReady(page, '/');
    await expect(page.locator('html')).not.toHaveClass(classWord(WEB_FONTS_CLASS));
    const headingFace = await page.locator('h1').evaluate((node) => getComputedStyle(node).fontFamily);
    expect(headingFace.startsWith('"Poppins fallback"'), headingFace).toBe(true);
    // The entry fetches the four faces once the page is idle, after the first paint.
    await expect
      .poll(async () => (await page.evaluate(timing)).resources.filter((entry) => isFont(entry.name)).length, {
        timeout: 10_000,
      })
      .toBe(4);
    const { fcp, resources } = await page.evaluate(timing);
    expect(fcp).toBeGreaterThan(0);
    const early = resources.filter((entry) => (isFont(entry.name) || isScript(entry.name)) && entry.start < fcp);
    expect(early, 'scripts or fonts requested before the first contentful paint').toEqual([]);
    expect(resources.filter((entry) => isScript(entry.name)).length).toBeGreaterThan(0);
    // The page being read keeps its fallbacks: no face was applied under it.
    expect(await page.evaluate(() => document.fonts.check('700 40px poppins'))).toBe(false);
  });

  test('the next page of the visit shows the site fonts from its first paint, and no text moves', async ({ page }) => {
    await gotoIslandsReady(page, '/');
    await expect
      .poll(async () => (await page.evaluate(timing)).resources.filter((entry) => isFont(entry.name)).length, {
        timeout: 10_000,
      })
      .toBe(4);
    // Follow a link of the site, as a visitor does: the next page knows where they came from.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/about/';
      document.body.append(link);
      link.click();
    });
    await page.waitForURL(/\/about\/$/);
    await expect(page.locator('html')).toHaveClass(classWord(WEB_FONTS_CLASS));
    // The loader preloads the cached web fonts at <head> time, so the first layout has them.
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(4);
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        heading: getComputedStyle(document.querySelector('h1') as Element).fontFamily,
        body: getComputedStyle(document.body).fontFamily,
        poppins: document.fonts.check('700 40px poppins'),
        inter: document.fonts.check('400 16px inter'),
      };
    });
    expect(faces.heading.startsWith('poppins') || faces.heading.startsWith('"poppins"'), faces.heading).toBe(true);
    expect(faces.body.startsWith('inter') || faces.body.startsWith('"inter"'), faces.body).toBe(true);
    expect(faces).toMatchObject({ poppins: true, inter: true });
    // Every layout shift on the page, with what moved, so a failure says where to look.
    const shifts = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const found: string[] = [];
          type Shift = PerformanceEntry & { value: number; sources?: { node?: Node | null }[] };
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Shift[]) {
              const moved = (entry.sources ?? []).map((source) =>
                source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node?.nodeName),
              );
              found.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(' | ')}`);
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(found), 500);
        }),
    );
    expect(shifts).toEqual([]);
  });
});

test.describe("the first screen's own CSS", () => {
  const PAGES = ['/', '/firm/truepoint-wealth-counsel/', '/about/', '/blog/'];

  test('paints the header, the hero and the text under it; the rest waits, transparent, for the site stylesheet, and nothing moves', async ({
    page,
  }) => {
    for (const path of PAGES) await expectFirstScreenBeforeSiteCss(page, path);
  });

  test('with a scrollbar that takes room (a desktop browser), nothing moves either', async ({ baseURL }, testInfo) => {
    // Playwright's Chromium hides scrollbars; a desktop visitor's takes 15 px of the page's width.
    const browser = await chromium.launch({
      ...testInfo.project.use.launchOptions,
      ignoreDefaultArgs: ['--hide-scrollbars'],
    });
    try {
      const page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 900 } });
      for (const path of PAGES) await expectFirstScreenBeforeSiteCss(page, path, { scrollbar: true });
      expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)).toBeGreaterThan(0);
    } finally {
      await browser.close();
    }
  });

  test('asks for the site stylesheet only once the first screen has painted', async ({ page }) => {
    for (const path of PAGES) {
      await page.goto(path);
      await contentShown(page);
      const [paint, request] = await page.evaluate((pattern) => {
        const css = performance
          .getEntriesByType('resource')
          .find((entry) => new RegExp(pattern).test(new URL(entry.name).pathname));
        return [performance.getEntriesByName('first-contentful-paint')[0]?.startTime, css?.startTime];
      }, SITE_CSS.source);
      expect(paint, `${path} painted`).toBeGreaterThan(0);
      expect(request, `${path} asked for the site stylesheet after its first paint`).toBeGreaterThan(paint ?? Infinity);
    }
  });

  test('a jump to a section below the first screen, made before the stylesheet lands, ends at that section', async ({
    page,
  }) => {
    const held: Route[] = [];
    await page.route(SITE_CSS, (route) => {
      held.push(route);
    });
    await page.goto('/tax-planning/', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => held.length).toBeGreaterThan(0);
    // The hero's booking button, tapped while the booking section is still transparent and unstyled.
    await page.getByRole('link', { name: 'Book a Free Consultation' }).first().click();
    await expect(page).toHaveURL(/#schedule$/);
    await Promise.all(held.map((route) => route.continue()));
    await contentShown(page);
    await expect(page.locator('section#schedule')).toBeInViewport();
    await page.unroute(SITE_CSS);
  });

  test('a reload, or Back from another page, puts the visitor where they were on a long page', async ({ page }) => {
    const left = await scrolledDownTheArticle(page);
    expect(left).toBeGreaterThan(2000);
    await page.reload();
    await contentShown(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
    await backFromAnotherPage(page, left);
  });

  test('a reload whose stylesheet loads before the rest of the page is parsed, and Back to it, put the visitor where they were', async ({
    page,
  }) => {
    const left = await scrolledDownTheArticle(page);
    // The parser stopped half way down the article (as a loaded machine's parser yields there), by a
    // script it waits for, while the stylesheet comes from the cache: what happens on Back under load.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/parser-waits-here.js', async (route) => {
      await released;
      await route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    await page.route(`**${LONG_ARTICLE}`, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const half = html.indexOf('</p>', html.indexOf('<article') + (html.length - html.indexOf('<article')) / 3) + 4;
      await route.fulfill({
        response,
        body: `${html.slice(0, half)}<script src="/parser-waits-here.js"></script>${html.slice(half)}`,
      });
    });
    await page.reload({ waitUntil: 'commit' });
    // The stylesheet has loaded and a frame has gone by: the loader has had its turn to place the page.
    await page.waitForFunction(() => {
      const link = document.querySelector<HTMLLinkElement>('link[data-css]');
      return document.readyState === 'loading' && link?.media === 'all' && link.sheet !== null;
    });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    release();
    await page.waitForLoadState('load');
    await contentShown(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
    // And Back from another page returns there too: no place the page passed through while it
    // was loading (the browser's own restoring, cut to the estimated height) was kept for it.
    await backFromAnotherPage(page, left);
  });

  test('Back after a jump within a page returns to where the visitor was', async ({ page }) => {
    await page.goto('/tax-planning/');
    await contentShown(page);
    await page.getByRole('link', { name: 'Book a Free Consultation' }).first().click();
    await expect(page.locator('section#schedule')).toBeInViewport();
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a site stylesheet that fails to load leaves nothing hidden', async ({ page }) => {
    await page.route(SITE_CSS, (route) => route.abort());
    await page.goto('/about/');
    await contentShown(page);
    await expect(page.locator('footer').last()).toBeVisible();
    await expect(page.locator('footer').last().locator('a[href="/privacy-policy/"]')).toBeVisible();
  });

  test('without JavaScript the whole stylesheet applies before the first paint', async ({ noJsPage }) => {
    await noJsPage.goto('/about/');
    await expect(noJsPage.locator('html')).not.toHaveClass(classWord(CSS_LOADING_CLASS));
    const footer = noJsPage.locator('footer').last();
    await expect(footer).toBeVisible();
    // Styled: the footer's dark background is in the site stylesheet, not the first screen's CSS.
    expect(await footer.evaluate((node) => getComputedStyle(node).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  });
});
