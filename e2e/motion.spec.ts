import type { Page } from '@playwright/test';
import { getAllPagePaths } from '@/lib/content';
import { expect, test } from './fixtures';

/**
 * PRODUCT.md, "Motion": under `prefers-reduced-motion: reduce` everything is visible at once. At
 * the load event (the site stylesheet still on its way, which the page loader fetches after the
 * first paint), no text of any page is transparent: what follows the first screen is shown with
 * the first screen's CSS rather than held back (scripts/first-paint/later.mjs, LATER_RULES).
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
