import type { Locator, Page } from '@playwright/test';
import { getFeeCalculator } from '@/lib/content';
import { compareArrangements } from '@/lib/fees/calculator';
import { formatDollars } from '@/lib/fees/format';
import { axeAudit, contentShown, expect, seriousViolations, test, unexpectedErrors } from '@/test-support/e2e/fixtures';

const config = getFeeCalculator();
const defaults = compareArrangements(config.defaults, config.defaults.arrangements);
const PAGE = '/fee-calculator/';

const calculator = (page: Page) => page.locator('[data-fee-calculator]').first();
const totals = (scope: Locator) => scope.getByRole('table', { name: /^Totals for/ });

/** The cells of one totals row, as a visitor reads them. */
function totalsRow(scope: Locator, label: RegExp): Locator {
  return totals(scope)
    .getByRole('row')
    .filter({ has: scope.page().getByRole('rowheader', { name: label }) })
    .getByRole('cell');
}

/**
 * Opens a page and wakes its first calculator the way a visitor does, by focusing an input, then
 * waits until the island says it is awake (works whether islands wake at once or on interaction).
 */
async function openAwake(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  // Below the first screen it is hidden until the site stylesheet applies, and cannot take focus.
  await contentShown(page);
  const root = calculator(page);
  await root.getByLabel('Amount invested').focus();
  await expect(root).toHaveAttribute('data-fee-calculator', 'awake', { timeout: 15_000 });
  return root;
}

test.describe('fee calculator page', () => {
  test('the server HTML is the worked example at the default inputs, explained', async ({ noJsPage }) => {
    await noJsPage.goto(PAGE);
    const root = calculator(noJsPage);
    await expect(noJsPage.getByRole('heading', { level: 1 })).toHaveText('What would advice cost you in dollars?');
    await expect(root.getByLabel('Amount invested')).toHaveValue(String(config.defaults.amount));
    await expect(totalsRow(root, /^Total fees over/)).toHaveText(
      defaults.projections.map((projection) => formatDollars(projection.totalFees)),
    );
    await expect(totalsRow(root, /^Balance after/)).toHaveText(
      defaults.projections.map((projection) => formatDollars(projection.endingBalance)),
    );
    await expect(root.getByRole('img', { name: /would become/ })).toBeVisible();
    await expect(
      root.getByText('The figures show a worked example with the default inputs.', { exact: false }),
    ).toBeVisible();
    const assumptions = noJsPage.locator('#assumptions-heading').locator('xpath=ancestor::section[1]');
    await expect(assumptions.getByRole('heading', { name: 'How the figures are worked out' })).toBeVisible();
    await expect(assumptions).toContainText('At the end of each year the fee is charged on the grown balance');
    await expect(assumptions).toContainText('an illustration, not a forecast');
    // The tier example is computed from the content file: 1% of $1M + 0.8% of $500,000.
    await expect(assumptions).toContainText('a balance of $1,500,000 pays $14,000 a year');
  });

  test('changing inputs updates the figures and the URL, and the URL restores them', async ({
    page,
    browser,
    baseURL,
    consoleErrors,
  }) => {
    const root = await openAwake(page, PAGE);
    await root.getByLabel('Amount invested').fill('100000');
    await root.getByLabel('Years', { exact: true }).fill('1');
    // By hand: 100,000 + 5% = 105,000; 1% = 1,050, flat 4,000, hourly 10 × 300 = 3,000.
    await expect(totalsRow(root, /^Total fees over 1 year$/)).toHaveText(['$1,050', '$4,000', '$3,000']);
    await root.getByLabel('How it is paid').nth(2).selectOption('none');
    await expect(totals(root)).toHaveAccessibleName('Totals for 2 arrangements');
    await expect(page).toHaveURL(/amount=100000/);
    await expect(page).toHaveURL(/fee3=none/);

    // A copied link reproduces the result in a fresh tab.
    const shared = page.url();
    const context = await browser.newContext({ baseURL });
    const second = await context.newPage();
    const restored = await openAwake(second, shared);
    await expect(restored.getByLabel('Amount invested')).toHaveValue('100000');
    await expect(totals(restored)).toHaveAccessibleName('Totals for 2 arrangements');
    await expect(totalsRow(restored, /^Balance after 1 year$/)).toHaveText(['$103,950', '$101,000']);
    await context.close();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test('an unusable value is flagged on its field and announced', async ({ page }) => {
    const root = await openAwake(page, PAGE);
    const years = root.getByLabel('Years', { exact: true });
    await years.fill('500');
    await expect(years).toHaveAttribute('aria-invalid', 'true');
    await expect(root.getByRole('status')).toContainText('Years: Enter a number from 0 to 50.');
    await expect(totalsRow(root, /^Total fees over/)).toHaveText(
      defaults.projections.map((projection) => formatDollars(projection.totalFees)),
    );
  });

  test('fits a 375 px phone without sideways scrolling of the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openAwake(page, PAGE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('axe finds no serious problems, before and after a change', async ({ page }) => {
    const root = await openAwake(page, PAGE);
    const audit = () => seriousViolations(axeAudit(page).include('main'));
    expect(await audit()).toEqual([]);
    await root.getByLabel('Amount invested').fill('oops');
    await root.getByRole('checkbox', { name: /Tiered/ }).check();
    expect(await audit()).toEqual([]);
  });
});

test.describe('fee calculator embedded', () => {
  for (const path of [
    '/blog/financial-advisor-fees-explained-aum-hourly-and-flat-fee-compared/',
    '/services/',
    '/fee-only-fiduciary-advisor-cincinnati/',
    '/fee-based-fiduciary-advisor-cincinnati/',
  ]) {
    test(`appears on ${path} and recalculates there`, async ({ page }) => {
      const root = await openAwake(page, path);
      await expect(totalsRow(root, /^Total fees over/)).toHaveText(
        defaults.projections.map((projection) => formatDollars(projection.totalFees)),
      );
      await expect(page.getByRole('link', { name: 'How the calculator works' })).toHaveAttribute(
        'href',
        '/fee-calculator/#assumptions-heading',
      );
      await root.getByLabel('Flat fee B').fill('2000');
      await expect(totalsRow(root, /^Fee in the first year/).nth(1)).toHaveText('$2,000');
      await expect(page).toHaveURL(/fee2_amount=2000/);
    });
  }
});
