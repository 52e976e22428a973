import type { Page } from '@playwright/test';
import { expect, gotoIslandsReady, islandHydrated, test } from '@/test-support/e2e/fixtures';
import { PRODUCTION_ROSTER } from '@/test-support/region-fixture-feeds';

/**
 * The roster ordered by the brochure's fee at my assets, and filtered by "minimum at or below my assets", on the
 * production fixture's export (`npm run check:production` writes brochure records for most region firms, many with a
 * parsed schedule): lowest fee first, then the firms without a figure A–Z, each saying why; firms stating no minimum
 * stay, marked.
 */
const base = process.env.E2E_PRODUCTION_BASE_URL ?? '';
const ROSTER = PRODUCTION_ROSTER;

test.beforeAll(() => {
  if (!base) throw new Error('No production export in .production-export/: run `npm run check:production` first.');
});

const rows = (page: Page) => page.locator('[data-adviser-list] > li');
const status = (page: Page) => page.getByRole('status').filter({ hasText: /adviser/ });
const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));

test('ordered by the fee at my assets: lowest first, then the firms without a figure A–Z, each saying why', async ({
  page,
}) => {
  await gotoIslandsReady(page, `${base}/advisers/?sort=fee&at=1000000`);
  await islandHydrated(page, 'roster-filter');
  await expect(status(page)).toHaveText(`Showing ${ROSTER} of ${ROSTER} advisers, lowest fee first.`);
  const shown = await rows(page).evaluateAll((items) =>
    items.map((item) => ({
      fee: /About (\$[\d,]+) a year/.exec(item.textContent ?? '')?.[1] ?? null,
      name: item.querySelector('a')?.textContent ?? '',
      why: item.querySelector('[data-brochure-line]')?.textContent ?? '',
    })),
  );
  const withFee = shown.filter((row) => row.fee !== null);
  expect(withFee.length).toBeGreaterThan(0);
  // The firms with a figure come first, lowest first.
  expect(shown.slice(0, withFee.length)).toEqual(withFee);
  const fees = withFee.map((row) => dollars(row.fee ?? ''));
  expect(fees).toEqual([...fees].sort((a, b) => a - b));
  // Then the others, A–Z; those with a brochure record say why they have no figure.
  const rest = shown.slice(withFee.length);
  const names = rest.map((row) => row.name);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  expect(rest.some((row) => /^No (fee figure: |brochure in the SEC’s archive)/.test(row.why))).toBe(true);
});

test('the minimum filter keeps firms whose stated minimum is at or below my assets, and those stating none, marked', async ({
  page,
}) => {
  await gotoIslandsReady(page, `${base}/advisers/`);
  await page.getByText('Filter the list or sort it by assets or distance').click();
  await islandHydrated(page, 'roster-filter');
  await page.getByLabel('My investable assets').selectOption('250000');
  await page.getByLabel('Minimum at or below my assets').check();
  await expect(page).toHaveURL(/\/advisers\/\?at=250000&min=1$/);
  await expect(status(page)).toHaveText(new RegExp(`^Showing \\d+ of ${ROSTER} advisers, A–Z by name\\.$`));
  const minimums = await rows(page).locator('[data-brochure-line]').allTextContents();
  expect(minimums).toContain('No minimum stated');
  for (const line of minimums) {
    const stated = /^Minimum (\$[\d,]+), per its brochure$/.exec(line);
    if (stated) expect(dollars(stated[1] ?? '')).toBeLessThanOrEqual(250_000);
  }
  await page.getByLabel('Order').selectOption('fee');
  await expect(page).toHaveURL(/\?sort=fee&at=250000&min=1$/);
  await expect(status(page)).toHaveText(/advisers, lowest fee first\.$/);
});
