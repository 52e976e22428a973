import { expect, gotoIslandsReady, test, unexpectedErrors } from '@/test-support/e2e/fixtures';

/**
 * A static host answers every unknown path with the one 404 page, which picks its message from
 * the path: firm, article or anything else.
 */

/** Unexpected console errors other than the document's own 404, which the browser logs as a failed load. */
const scriptErrors = (errors: string[]) => unexpectedErrors(errors).filter((text) => !/status of 404/.test(text));

test.describe('not found', () => {
  test('an unknown firm answers 404 with "Firm Not Found" and a way home', async ({ page, consoleErrors }) => {
    const response = await gotoIslandsReady(page, '/firm/does-not-exist/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Firm Not Found');
    const home = page.locator('main').getByRole('link', { name: 'Return to Home' });
    await expect(home).toHaveAttribute('href', '/');

    await home.click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Firm Not Found');
    expect(scriptErrors(consoleErrors)).toEqual([]);
  });

  test('an unknown article answers 404 with "Post Not Found" and a way back to the blog', async ({
    page,
    consoleErrors,
  }) => {
    const response = await gotoIslandsReady(page, '/blog/does-not-exist/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
    const blog = page.locator('main').getByRole('link', { name: 'Return to Blog' });
    await expect(blog).toHaveAttribute('href', '/blog/');

    await blog.click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.getByRole('group', { name: 'Filter articles by category' })).toBeVisible();
    expect(scriptErrors(consoleErrors)).toEqual([]);
  });

  test('any other unknown path answers 404 with "Page Not Found" and links home and to the sitemap', async ({
    page,
    consoleErrors,
  }) => {
    const response = await gotoIslandsReady(page, '/some/other/path/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    const main = page.locator('main');
    await expect(main.locator('a[href="/"]')).toBeVisible();
    await expect(main.locator('a[href="/sitemap/"]')).toBeVisible();

    await main.locator('a[href="/sitemap/"]').click();
    await expect(page).toHaveURL(/\/sitemap\/$/);
    expect(scriptErrors(consoleErrors)).toEqual([]);
  });

  test('the 404 page tells search engines not to index it', async ({ page }) => {
    const response = await page.goto('/firm/does-not-exist/');
    expect(response?.status()).toBe(404);
    const robots = page.locator('meta[name="robots"]');
    expect(await robots.count()).toBeGreaterThanOrEqual(1);
    for (const content of await robots.evaluateAll((metas) =>
      metas.map((meta) => meta.getAttribute('content') ?? ''),
    )) {
      expect(content).toMatch(/\bnoindex\b/);
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });

  test('without JavaScript the 404 page still offers a way home', async ({ noJsPage }) => {
    const response = await noJsPage.goto('/firm/does-not-exist/');
    expect(response?.status()).toBe(404);
    await expect(noJsPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(noJsPage.locator('main a[href="/"]')).toBeVisible();
  });
});
