import type { Page, Request } from '@playwright/test';
import { getFirms, getPosts } from '@/lib/content';
import { expect, gotoIslandsReady, islandHydrated, test, unexpectedErrors } from '@/test-support/e2e/fixtures';

/**
 * The islands' wake-up: each page loads only the small islands entry; React and an
 * island's code arrive when that island wakes (near the viewport, first focus, first
 * interaction, or at once), hydrate without console errors, and the interaction that woke an
 * island is not lost.
 */

/** Requests for the hydration runtime: the chunk that carries react-dom. */
function watchReactDom(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (/\/_islands\/hydrate-island-[^/]+\.js$/.test(request.url())) requests.push(request);
  });
  return requests;
}

test('a page whose islands do not wake never downloads react-dom; scrolling to the footer map does', async ({
  page,
  consoleErrors,
}) => {
  const reactDom = watchReactDom(page);
  await gotoIslandsReady(page, '/about/');
  await page.waitForLoadState('networkidle');
  expect(reactDom, 'react-dom before any island woke').toHaveLength(0);
  await expect(page.locator('[data-island="map"]')).not.toHaveAttribute('data-hydrated', 'true');

  await page.locator('footer').scrollIntoViewIfNeeded();
  await islandHydrated(page, 'map');
  expect(reactDom.length, 'react-dom once the footer map woke').toBeGreaterThan(0);
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test('the first click on a blog category both wakes the filter and filters', async ({ page, consoleErrors }) => {
  const reactDom = watchReactDom(page);
  const posts = getPosts();
  const category = posts.at(-1)?.category;
  if (!category) throw new Error('no posts');
  await gotoIslandsReady(page, '/blog/');
  await page.waitForLoadState('networkidle');
  expect(reactDom, 'react-dom before the first interaction').toHaveLength(0);

  const button = page
    .getByRole('group', { name: 'Filter articles by category' })
    .getByRole('button', { name: category, exact: true });
  await button.click();
  await islandHydrated(page, 'blog-filter');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('main article h2').filter({ visible: true })).toHaveCount(
    posts.filter((post) => post.category === category).length,
  );
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test('the lead form wakes on first focus, keeps what was typed and shows its own errors', async ({
  page,
  consoleErrors,
}) => {
  const reactDom = watchReactDom(page);
  await gotoIslandsReady(page, '/kroger-retirees/');
  await page.waitForLoadState('networkidle');
  expect(reactDom, 'react-dom before the form was focused').toHaveLength(0);

  const form = page.locator('form[action="/schedule-online/"]');
  const name = form.getByRole('textbox', { name: /full name/i });
  await name.fill('A');
  await islandHydrated(page, 'lead-form');
  await expect(name).toHaveValue('A');
  await form.getByRole('button', { name: 'Continue to Scheduling' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Please enter your e-mail address.')).toBeVisible();
  expect(page.url()).toContain('/kroger-retirees/');
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test('a field focused before the page script has run still wakes its island (the script starts after the first paint)', async ({
  page,
  consoleErrors,
}) => {
  // Hold the islands entry until the visitor has focused the form's first field.
  let release: () => void = () => undefined;
  const focused = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_islands\/islands-[^/]+\.js$/, async (route) => {
    await focused;
    await route.continue();
  });
  await page.goto('/kroger-retirees/');
  const name = page.locator('form[action="/schedule-online/"]').getByRole('textbox', { name: /full name/i });
  await name.focus();
  await expect(page.locator('html')).not.toHaveAttribute('data-islands', 'ready');
  release();
  await islandHydrated(page, 'lead-form');
  await expect(name).toBeFocused();
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test('a logo download works on the first click, which also wakes the island', async ({ page, consoleErrors }) => {
  await gotoIslandsReady(page, '/branding/');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'SVG of the Primary logo' }).click();
  expect((await download).suggestedFilename()).toBe('logo-primary.svg');
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test('the not-found message wakes at once and names what was not found', async ({ page, consoleErrors }) => {
  await page.goto('/blog/no-such-article/');
  await islandHydrated(page, 'not-found-message');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
  // The document itself answers 404 on purpose; Chromium logs that as a console error.
  expect(unexpectedErrors(consoleErrors).filter((text) => !text.includes('status of 404'))).toEqual([]);
});

test('a ?tag= link wakes the blog filter at once, so the list arrives filtered', async ({ page, consoleErrors }) => {
  const posts = getPosts();
  const tag = posts[0]?.tags[0];
  if (!tag) throw new Error('no tags');
  await page.goto(`/blog/?tag=${encodeURIComponent(tag)}`);
  await islandHydrated(page, 'blog-filter');
  await expect(
    page.getByRole('group', { name: 'Filter articles by tag' }).getByRole('button', { name: tag, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test("the compare tool's firm data is a cached file fetched as it wakes, not page weight; without it the table stays as built", async ({
  page,
  request,
  consoleErrors,
}) => {
  const html = await (await request.get('/compare/')).text();
  const inline =
    /<script type="application\/json" data-island-props[^>]* data-src="(\/_islands\/props-[0-9a-f]+\.json)"><\/script>/.exec(
      html,
    );
  expect(inline, 'the compare island points at its props file instead of carrying them').not.toBeNull();
  const file = await request.get(inline?.[1] ?? '');
  expect(file.headers()['cache-control']).toContain('immutable');
  const firms = getFirms();
  expect(Object.keys(await file.json())).toContain('firms');

  const fetched: string[] = [];
  page.on('request', (sent) => {
    if (/\/_islands\/props-[0-9a-f]+\.json$/.test(sent.url())) fetched.push(new URL(sent.url()).pathname);
  });
  await gotoIslandsReady(page, '/compare/');
  await islandHydrated(page, 'compare-firms');
  expect(fetched).toContain(inline?.[1]);
  await page.getByRole('checkbox', { name: firms[0]?.name ?? '' }).check();
  await expect(page).toHaveURL(/\?firms=/);
  expect(unexpectedErrors(consoleErrors)).toEqual([]);

  // The file unreachable: the tool stays the page's own HTML, every firm's column still there.
  const offline = await page.context().newPage();
  await offline.route(/\/_islands\/props-[0-9a-f]+\.json$/, (route) => route.abort());
  await gotoIslandsReady(offline, '/compare/');
  await offline.waitForLoadState('networkidle');
  await expect(offline.locator('[data-island="compare-firms"]')).not.toHaveAttribute('data-hydrated', 'true');
  const columns = offline.locator('table[data-compare-table] thead th[data-firm]');
  expect(await columns.count()).toBe((html.match(/<th[^>]* data-firm="/g) ?? []).length);
  await expect(columns.first()).toBeVisible();
});
