import type { Page } from '@playwright/test';
import { contentShown, expect } from '@/test-support/e2e/fixtures';

/**
 * Opens a path and waits for components/enhance to have run (it marks <html data-enhanced>),
 * whether Next's client runtime or the islands loader calls it. The header menus and the badge
 * work before that; what enhance adds (aria-expanded, arrow keys, the badge stepping aside at
 * the footer) is what tests wait for.
 */
export async function gotoEnhanced(page: Page, path: string) {
  const response = await page.goto(path);
  await contentShown(page);
  await expect(page.locator('html[data-enhanced]'), `enhance() runs on ${path}`).toHaveCount(1, { timeout: 15_000 });
  return response;
}
