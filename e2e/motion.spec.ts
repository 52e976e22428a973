import type { Page } from '@playwright/test';
import { getAllPagePaths } from '@/lib/content';
import { expect, gotoIslandsReady, islandHydrated, test } from '@/test-support/e2e/fixtures';

/**
 * PRODUCT.md, "Motion": under `prefers-reduced-motion: reduce` everything is visible at once. At
 * the load event (the site stylesheet still on its way, which the page loader fetches after the
 * first paint), no text of any page is transparent: what follows the first screen is shown with
 * the first screen's CSS rather than held back (scripts/export/first-paint/later.ts, LATER_RULES).
 * Visitors who accept motion still get the brief hold, which keeps unstyled text off a tall screen.
 */

/** Elements with text of their own that are transparent (themselves or an ancestor at opacity 0). */
function transparentText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hidden: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const own = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
      if (!own || element.closest('script, style, noscript, template, dialog:not([open]), [hidden]')) continue;
      for (let node: HTMLElement | null = element; node; node = node.parentElement)
        if (getComputedStyle(node).opacity === '0') {
          hidden.push(`${element.tagName.toLowerCase()}: ${element.textContent?.trim().slice(0, 40)}`);
          break;
        }
    }
    return hidden;
  });
}

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('no page has transparent text at the load event, while its stylesheet is still on its way', async ({ page }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const path of getAllPagePaths()) {
      await page.goto(path);
      const hidden = await transparentText(page);
      if (hidden.length > 0) problems.push(`${path}: ${hidden.length} (${hidden.slice(0, 3).join('; ')})`);
    }
    expect(problems).toEqual([]);
  });
});

test('with motion accepted, what follows the first screen waits for the stylesheet, transparent', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/kroger-retirees/');
  expect((await transparentText(page)).length).toBeGreaterThan(0);
});

declare global {
  interface Window {
    /** Frames in which a watched element carried a transform (watchMoving). */
    movedFrames?: number;
  }
}

/**
 * Watches `selector` from now on, frame by frame, and returns how to read how many frames any of its
 * elements carried a transform. Sampling every frame from before the change, rather than once after
 * it, still sees a slide that a busy machine finished before the test could look.
 */
async function watchMoving(page: Page, selector: string): Promise<() => Promise<number>> {
  await page.evaluate((watched) => {
    window.movedFrames = 0;
    const tick = () => {
      if ([...document.querySelectorAll(watched)].some((item) => getComputedStyle(item).transform !== 'none'))
        window.movedFrames = (window.movedFrames ?? 0) + 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, selector);
  return () => page.evaluate(() => window.movedFrames ?? 0);
}

for (const reducedMotion of ['no-preference', 'reduce'] as const)
  test(`the match quiz's next question ${reducedMotion === 'reduce' ? 'appears in place under reduced motion' : 'slides in from the side'}`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion });
    await gotoIslandsReady(page, '/match/');
    await page.getByRole('radio', { name: 'Planning for retirement', exact: true }).check();
    await islandHydrated(page, 'match-quiz');
    const movedFrames = await watchMoving(page, '[data-step="2"]');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Question 2 of 6' })).toBeVisible();
    if (reducedMotion === 'reduce') {
      // Neither in any frame so far nor now, as it first shows.
      expect(await movedFrames()).toBe(0);
      const now = await page.locator('[data-step="2"]').evaluate((step) => getComputedStyle(step).transform);
      expect(now).toBe('none');
    } else await expect.poll(movedFrames).toBeGreaterThan(0);
    // Nothing fades: the question is fully opaque while it moves.
    expect(await page.locator('[data-step="2"]').evaluate((step) => getComputedStyle(step).opacity)).toBe('1');
  });
