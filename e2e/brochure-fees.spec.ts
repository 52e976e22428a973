import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import path from 'node:path';
import { axeAudit, contentShown, expect, gotoIslandsReady, seriousViolations, test } from '@/test-support/e2e/fixtures';

/**
 * "Fees, in its brochure filed …" on the production fixture's roster pages, whose brochures state the fee schedule
 * corpus's schedules (test-support/production-brochures.ts): a parsed schedule's table and cost table without
 * JavaScript, the fee at typed assets with it, a quote and why no number, and a firm without a brochure.
 */
const base = process.env.E2E_PRODUCTION_BASE_URL ?? '';
const EXPORT = '.production-export';

/** The first page under `folder` (a roster page, or a listed firm's profile) whose HTML holds `marker`. */
function pageHolding(marker: string, folder: 'advisers' | 'firm' = 'advisers'): string {
  const root = path.join(EXPORT, folder);
  const dirs = existsSync(root) ? readdirSync(root).filter((name) => folder === 'firm' || /^\d+-/.test(name)) : [];
  const found = dirs.sort().find((dir) => readFileSync(path.join(root, dir, 'index.html'), 'utf8').includes(marker));
  if (found === undefined) throw new Error(`no page under /${folder}/ of the production export holds ${marker}`);
  return `/${folder}/${found}/`;
}
const rosterPage = (marker: string) => pageHolding(marker);

test.beforeAll(() => {
  if (!base) throw new Error('No production export in .production-export/: run `npm run check:production` first.');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a parsed schedule shows as a table with its pages, and the fee at four amounts', async ({ page }) => {
    await page.goto(`${base}${rosterPage('Fee a year by the schedule above')}`);
    const fees = page.locator('[data-brochure-fees]');
    await expect(fees.getByRole('heading', { level: 2 })).toHaveText(
      /^Fees, in its brochure filed \d{1,2} \w{3} 2026$/,
    );
    const [schedule, cost] = [fees.getByRole('table').first(), fees.getByRole('table').nth(1)];
    await expect(schedule.getByRole('row').first()).toContainText(/^AssetsAnnual rate/);
    await expect(schedule.getByRole('row').nth(1)).toContainText(/\d%/);
    await expect(cost.getByRole('row')).toHaveText([
      'AssetsFee a year by the schedule above',
      /^\$250,000/,
      /^\$500,000/,
      /^\$1,000,000(at most )?\$[\d,]+/,
      /^\$2,000,000/,
    ]);
    // Every rate's page: in the rate's heading, or a column of its own when the schedule spans pages.
    await expect(schedule).toContainText(/page \d+|Page/);
    await expect(fees.getByRole('link', { name: 'Its brochure on IAPD' })).toHaveAttribute(
      'href',
      /^https:\/\/adviserinfo\.sec\.gov\/firm\/brochure\/\d+$/,
    );
  });

  test('a schedule kept as a quote shows its words with the page and why there is no number', async ({ page }) => {
    await page.goto(`${base}${rosterPage('data-brochure-fees="quote-only"')}`);
    const fees = page.locator('[data-brochure-fees]');
    await expect(fees.locator('blockquote')).toContainText(/\(page \d+\)/);
    await expect(fees.getByText(/^No figure: /)).toBeVisible();
    await expect(fees.getByRole('table')).toHaveCount(0);
  });

  test('a firm without a brochure in the archive says so', async ({ page }) => {
    await page.goto(`${base}${rosterPage('data-brochure-fees="none"')}`);
    await expect(page.locator('[data-brochure-fees="none"]')).toContainText(
      'No brochure in the SEC’s archive of the last 12 months.',
    );
  });
});

/** The figure the no-JavaScript table gives at $1,000,000 on the open page. */
async function tableFeeAtOneMillion(page: Page): Promise<string | undefined> {
  const atOneMillion = page
    .locator('[data-brochure-fees] table')
    .nth(1)
    .locator('tr', { hasText: /^\$1,000,000/ })
    .locator('td')
    .nth(1);
  return /\$[\d,]+/.exec((await atOneMillion.textContent()) ?? '')?.[0];
}

test('with JavaScript the fee at the assets typed is the table’s, and the fees section passes axe', async ({
  page,
}) => {
  await gotoIslandsReady(page, `${base}${rosterPage('Fee a year by the schedule above')}`);
  const figure = await tableFeeAtOneMillion(page);
  expect(figure).toBeDefined();
  await page.getByLabel('Your assets with the firm').fill('1,000,000');
  await expect(page.locator('[data-brochure-fees]').getByRole('status')).toContainText(`${figure} a year`);
  await contentShown(page);
  expect(await seriousViolations(axeAudit(page).include('[data-brochure-fees]'))).toEqual([]);
});

test('a listed firm’s profile offers the same box: the fee at the assets typed is its table’s', async ({ page }) => {
  await gotoIslandsReady(page, `${base}${pageHolding('Fee a year by the schedule above', 'firm')}`);
  const figure = await tableFeeAtOneMillion(page);
  expect(figure).toBeDefined();
  await page.getByLabel('Your assets with the firm').fill('1,000,000');
  await expect(page.locator('[data-brochure-fees]').getByRole('status')).toContainText(
    new RegExp(`^(At most )?\\$${figure?.slice(1)} a year by its brochure’s schedule \\(pages? [\\d, ]+\\)\\.`),
  );
});
