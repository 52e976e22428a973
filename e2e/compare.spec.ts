import type { Page } from '@playwright/test';
import { getFirms } from '@/lib/content';
import { checkText, formAdvText } from '@/lib/format';
import {
  axeAudit,
  contentShown,
  expect,
  gotoIslandsReady,
  islandHydrated,
  seriousViolations,
  test,
  unexpectedErrors,
} from '@/test-support/e2e/fixtures';

// The published order: by rank once ranked, A–Z until then (getFirms already gives it).
const firms = getFirms();
const [first, second, third, fourth, fifth] = firms;
if (!first || !second || !third || !fourth || !fifth) throw new Error('the directory needs at least five firms');

const table = (page: Page) => page.locator('table[data-compare-table]');
const columnSlugs = (page: Page) =>
  table(page)
    .locator('thead th[data-firm]')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-firm')));

test.describe('compare firms', () => {
  test('ticking firms narrows the table and writes the selection into the URL', async ({ page, consoleErrors }) => {
    await gotoIslandsReady(page, '/compare/');
    await islandHydrated(page, 'compare-firms');
    await page.getByRole('checkbox', { name: first.name }).check();
    await page.getByRole('checkbox', { name: third.name }).check();
    await expect(page).toHaveURL(`/compare/?firms=${first.slug},${third.slug}`);
    expect(await columnSlugs(page)).toEqual([first.slug, third.slug]);
    await expect(page.locator('[data-compare-status]')).toHaveText(`Comparing ${first.name}, ${third.name}.`);

    // The row a visitor compares on: fees, with their source next to them.
    const feeRow = table(page).getByRole('row', { name: /Fee model and basis/ });
    // Its value with its source and check, or "Not yet recorded" while nobody recorded it.
    const fees = first.compensation;
    if (fees.origin === 'person') await expect(feeRow).toContainText(checkText(fees));
    else if (fees.origin === 'form-adv') await expect(feeRow).toContainText(formAdvText(fees.source.date));
    else await expect(feeRow).toContainText('Not yet recorded');
    await expect(table(page).locator('[data-who-answers]').first()).toHaveText(
      /^You'll speak with .+, not .+; we introduce you\.$/,
    );

    await page.getByRole('checkbox', { name: first.name }).uncheck();
    await expect(page).toHaveURL(`/compare/?firms=${third.slug}`);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test('a fifth firm cannot be added, and the page says why', async ({ page }) => {
    await gotoIslandsReady(
      page,
      `/compare/?firms=${[first, second, third, fourth].map((firm) => firm.slug).join(',')}`,
    );
    await islandHydrated(page, 'compare-firms');
    expect(await columnSlugs(page)).toHaveLength(4);
    await expect(page.getByRole('checkbox', { name: fifth.name })).toBeDisabled();
    await expect(page.getByText('You have chosen 4: untick one to choose another.')).toBeVisible();
  });

  test('a shared URL restores the comparison, ignoring unknown and repeated firms', async ({ page }) => {
    await gotoIslandsReady(page, `/compare/?firms=${second.slug},not-a-firm,${second.slug},${fourth.slug}`);
    await islandHydrated(page, 'compare-firms');
    // Columns follow the published rank, whatever order the URL names them in.
    expect(await columnSlugs(page)).toEqual([second.slug, fourth.slug]);
    await expect(page.getByRole('checkbox', { name: second.name })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: fourth.name })).toBeChecked();
  });

  test("a firm card's Compare link opens the page with that firm chosen", async ({ page }) => {
    await gotoIslandsReady(page, '/');
    await page.locator(`a[data-compare-link="${second.slug}"]`).first().click();
    await expect(page).toHaveURL(`/compare/?firms=${second.slug}`);
    await expect(page.getByRole('checkbox', { name: second.name })).toBeChecked();
    expect(await columnSlugs(page)).toEqual([second.slug]);
  });

  test('once loaded, the whole table shows: every fact for every firm, its columns lined up', async ({ page }) => {
    // Shown a few rows a frame after the stylesheet applies (scripts/export/first-paint/index.ts).
    await page.goto('/compare/');
    await contentShown(page);
    const rows = await table(page)
      .locator('tr')
      .evaluateAll((list) =>
        list.map((row) => ({
          height: row.getBoundingClientRect().height,
          // Each column's left edge: the same in every row of a table laid out as one.
          lefts: Array.from(row.children).map((cell) => Math.round(cell.getBoundingClientRect().left)),
        })),
      );
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) expect(row.height).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.lefts.join(' '))).size).toBe(1);
    expect(rows[0]?.lefts).toHaveLength(firms.length + 1);
    await expect(table(page).locator('caption')).toBeVisible();
  });

  test('without JavaScript, the table shows all the firms', async ({ noJsPage }) => {
    await noJsPage.goto(`/compare/?firms=${first.slug},${second.slug}`);
    expect(await columnSlugs(noJsPage)).toEqual(firms.map((firm) => firm.slug));
    await expect(noJsPage.locator('form[action="/compare/"] input[type="checkbox"][name="firms"]')).toHaveCount(
      firms.length,
    );
  });

  test('at 375 px the page never scrolls sideways; the table scrolls in its own labelled region', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoIslandsReady(page, '/compare/');
    await islandHydrated(page, 'compare-firms');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const region = page.getByRole('region', { name: /Showing|Comparing/ });
    await expect(region).toHaveAttribute('tabindex', '0');
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  });

  test('axe finds no serious violations with two firms chosen', async ({ page }) => {
    await gotoIslandsReady(page, `/compare/?firms=${first.slug},${second.slug}`);
    await islandHydrated(page, 'compare-firms');
    expect(await seriousViolations(axeAudit(page).include('main'))).toEqual([]);
  });
});
