import { expect, test } from '@/test-support/e2e/fixtures';

/**
 * /advisers/fees/: the region's published fees at $250k–$2M, drawn at build time. On the production fixture's export
 * (`npm run check:production` writes brochure records for most region firms) the chart and its table are there
 * without JavaScript; the real build, before the first brochure step, says when the figures appear.
 */
const base = process.env.E2E_PRODUCTION_BASE_URL ?? '';

test('without JavaScript, the published fees: a chart with its title and the same figures in a table, with counts and a date', async ({
  noJsPage,
}) => {
  if (!base) throw new Error('No production export in .production-export/: run `npm run check:production` first.');
  await noJsPage.goto(`${base}/advisers/fees/`);
  await expect(noJsPage.locator('h1')).toHaveText('What Greater Cincinnati’s advisers charge');
  const chart = noJsPage.locator('svg[data-fee-spread-chart][role="img"]');
  await expect(chart).toBeVisible();
  await expect(chart.locator('title')).toHaveText('Published annual fees at four asset levels');
  const rows = noJsPage.locator('[data-fee-spread-table] tbody tr');
  await expect(rows.locator('th')).toHaveText(['$250,000', '$500,000', '$1 million', '$2 million']);
  // At least one level rests on enough firms for a median and a middle half, which the chart's description repeats.
  const median = rows.filter({ hasText: /\$[\d,]+–\$[\d,]+/ }).first();
  await expect(median).toBeVisible();
  const firms = Number(await median.locator('td').first().textContent());
  expect(firms).toBeGreaterThanOrEqual(5);
  await expect(chart.locator('desc')).toContainText(`from ${firms} firms.`);
  await expect(noJsPage.locator('[data-fee-basis]')).toContainText(/^From \d+ of the \d+ brochures read/);
  await expect(noJsPage.locator('[data-fees-date]')).toContainText(/Brochures filed up to \w+ \d{1,2}, \d{4}/);
});

test('the roster links the published fees', async ({ noJsPage }) => {
  if (!base) throw new Error('No production export in .production-export/: run `npm run check:production` first.');
  await noJsPage.goto(`${base}/advisers/`);
  // Followed from the keyboard: the link stands below 250 rows whose boxes the browser sizes as they scroll into view
  // (content-visibility), so a pointer aimed at it once missed on a busy machine; Enter follows the focused link.
  await noJsPage.locator('[data-fees-link] a').focus();
  await noJsPage.keyboard.press('Enter');
  await expect(noJsPage).toHaveURL(/\/advisers\/fees\/$/);
});

test('the fee guides and the fee calculator link the published fees', async ({ noJsPage }) => {
  for (const path of [
    '/fee-only-fiduciary-advisor-cincinnati/',
    '/fee-based-fiduciary-advisor-cincinnati/',
    '/fee-calculator/',
  ]) {
    await noJsPage.goto(path);
    await noJsPage.locator('main a[href="/advisers/fees/"]').first().click();
    await expect(noJsPage, `the link on ${path}`).toHaveURL(/\/advisers\/fees\/$/);
  }
});

test('before the first brochure step the page says when the figures appear', async ({ noJsPage }) => {
  await noJsPage.goto('/advisers/fees/');
  await expect(noJsPage.locator('[data-fees-empty] h2')).toHaveText(
    'The figures appear after the first monthly brochure step',
  );
  await expect(noJsPage.locator('svg[data-fee-spread-chart]')).toHaveCount(0);
});
