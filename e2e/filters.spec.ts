import type { Page } from '@playwright/test';
import { getContent, getFirms } from '@/lib/content';
import { filterFirm } from '@/lib/directory/filter-data';
import { applyFilters, type DirectoryFilters } from '@/lib/directory/filters';
import {
  animationsFinished,
  axeAudit,
  expect,
  gotoIslandsReady,
  islandHydrated,
  seriousViolations,
  test,
  unexpectedErrors,
} from '@/test-support/e2e/fixtures';

/*
 * The ranked lists' filters on the export: the whole list without JavaScript, each filter narrowing
 * it as lib/directory/filters.ts says (unit-tested on the same data), the state in the address, the
 * ZIP code ordering and its messages, the empty result, and axe on the open panel.
 */

const firms = getFirms();
const data = firms.map(filterFirm);
const expected = (filters: DirectoryFilters, zip?: { lat: number; lng: number }) =>
  applyFilters(data, filters, zip).map(({ firm }) => firm.slug);

const cards = (page: Page) => page.locator('main li[data-firm]');
const shownSlugs = (page: Page) =>
  cards(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-firm')));
const panel = (page: Page) => page.getByText('Filter the list or sort it by distance');
const status = (page: Page) => page.getByRole('status').filter({ hasText: /firm/ });

async function openFilters(page: Page, path: string) {
  await gotoIslandsReady(page, path);
  await panel(page).click();
  await islandHydrated(page, 'firm-filter');
}

test('without JavaScript the home page lists every ranked firm, says filters need JavaScript, and never an unconfirmed firm', async ({
  noJsPage,
}) => {
  await noJsPage.goto('/');
  expect(await shownSlugs(noJsPage)).toEqual(firms.map((firm) => firm.slug));
  for (const firm of getContent().unconfirmedFirms)
    await expect(noJsPage.locator(`main li[data-firm="${firm.slug}"]`)).toHaveCount(0);
  // The panel's note for browsers without JavaScript (Playwright's switch keeps the parser's
  // scripting flag, so <noscript> is checked as markup rather than as rendered text).
  expect(await noJsPage.locator('details').first().innerHTML()).toContain(
    '<noscript><p class="px-5 pb-5 text-sm text-gray-700">Filters need JavaScript. Every listed firm is below, in ranked order.</p></noscript>',
  );
  await expect(noJsPage.getByLabel('How the firm is paid')).toHaveCount(0);
});

test('each filter narrows the list, the address keeps the state, and a reload restores it', async ({
  page,
  consoleErrors,
}) => {
  await openFilters(page, '/');
  await page.getByLabel('How the firm is paid').selectOption('fee-only');
  const feeOnly = expected({ fee: 'fee-only' });
  await expect.poll(() => shownSlugs(page)).toEqual(feeOnly);
  await expect(status(page)).toHaveText(`Showing ${feeOnly.length} of ${firms.length} firms.`);
  await expect(page).toHaveURL(/\?fee=fee-only$/);

  await page.getByLabel('Speciality or who they serve').selectOption('retirement');
  await expect.poll(() => shownSlugs(page)).toEqual(expected({ fee: 'fee-only', focus: 'retirement' }));

  await page.getByLabel('Speciality or who they serve').selectOption('');
  const assets = page.getByLabel('My investable assets ($)');
  await assets.fill('600k');
  await assets.press('Enter');
  await expect.poll(() => shownSlugs(page)).toEqual(expected({ fee: 'fee-only', assets: 600_000 }));
  // The visitor's assets are theirs: kept with this history entry, never in the address.
  await expect(page).toHaveURL(/\/\?fee=fee-only$/);
  await expect(assets).toHaveValue('600,000');

  // A reload brings the same list back from the history entry.
  await page.reload();
  await islandHydrated(page, 'firm-filter');
  await expect.poll(() => shownSlugs(page)).toEqual(expected({ fee: 'fee-only', assets: 600_000 }));
  await expect(page.getByLabel('My investable assets ($)')).toHaveValue('600,000');

  // A link with them brings the same list back, with the panel open and the values shown, and the
  // assets leave the address once read.
  await gotoIslandsReady(page, '/?fee=fee-only&assets=600000');
  await islandHydrated(page, 'firm-filter');
  await expect.poll(() => shownSlugs(page)).toEqual(expected({ fee: 'fee-only', assets: 600_000 }));
  await expect(page.getByLabel('How the firm is paid')).toHaveValue('fee-only');
  await expect(page.getByLabel('My investable assets ($)')).toHaveValue('600,000');
  await expect(page).toHaveURL(/\/\?fee=fee-only$/);
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test('a ZIP code orders the firms by distance to their nearest office; a wrong or unknown one says so', async ({
  page,
}) => {
  await openFilters(page, '/top-fiduciary-advisors-cincinnati/');
  const zip = page.getByLabel('My ZIP code');
  await zip.fill('123');
  await zip.press('Enter');
  await expect(page.getByText('Enter a five-digit ZIP code.')).toBeVisible();
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await expect(zip).toHaveAccessibleDescription(/Enter a five-digit ZIP code/);

  await zip.fill('90210');
  await expect(
    page.getByText(/90210 is not in our list of ZIP codes within 50 miles of downtown Cincinnati/),
  ).toBeVisible();
  await expect.poll(() => shownSlugs(page)).toEqual(firms.map((firm) => firm.slug));

  // Kenwood: the two firms on Montgomery Road first, each card saying how far it is.
  await zip.fill('45236');
  await expect(status(page)).toHaveText(
    `Showing ${firms.length} of ${firms.length} firms, nearest office first from 45236 (Cincinnati, OH).`,
  );
  const order = await shownSlugs(page);
  expect(order.slice(0, 2).sort()).toEqual(['allworth-financial', 'foster-motley']);
  await expect(cards(page).first()).toContainText(/About \d\.\d miles from 45236/);
  // The ZIP code stays with this history entry (a reload keeps the order), never in the address.
  await expect(page).toHaveURL(/\/top-fiduciary-advisors-cincinnati\/$/);
  await page.reload();
  await islandHydrated(page, 'firm-filter');
  await expect(cards(page).first()).toContainText(/About \d\.\d miles from 45236/);
  await expect(page.getByLabel('My ZIP code')).toHaveValue('45236');
});

test('a firm whose fee model is not recorded is never filtered out by the fee choice', async ({ page }) => {
  const unrecorded = firms.filter((firm) => firm.compensation.origin === 'none').map((firm) => firm.slug);
  expect(unrecorded.length).toBeGreaterThan(0);
  await gotoIslandsReady(page, '/?fee=fee-based');
  await islandHydrated(page, 'firm-filter');
  await expect.poll(() => shownSlugs(page)).toEqual(expected({ fee: 'fee-based' }));
  const shown = await shownSlugs(page);
  for (const slug of unrecorded) expect(shown).toContain(slug);
});

/** Filters that leave no firm with today's data, if any: only recorded values can rule a firm out. */
const EMPTY_COMBINATIONS: DirectoryFilters[] = [
  { fee: 'fee-based', focus: 'estate' },
  { fee: 'fee-only', focus: 'estate' },
  { fee: 'fee-based', focus: 'retirement' },
];

test('when nothing matches, the page says so and one button brings every firm back', async ({ page }) => {
  const empty = EMPTY_COMBINATIONS.find((filters) => expected(filters).length === 0);
  // While no fee model is recorded, no offered filter can leave the list empty: the rule's own
  // tests hold the empty state (__tests__/lib/directory-filters.test.ts); here the list stays whole.
  if (!empty) {
    await gotoIslandsReady(page, '/?fee=fee-based&focus=estate');
    await islandHydrated(page, 'firm-filter');
    await expect.poll(() => shownSlugs(page)).toEqual(expected({ fee: 'fee-based', focus: 'estate' }));
    await expect(page.getByText('No listed firm meets every filter you set.')).toHaveCount(0);
    return;
  }
  await gotoIslandsReady(page, `/?fee=${empty.fee}&focus=${empty.focus}`);
  await islandHydrated(page, 'firm-filter');
  await expect(cards(page)).toHaveCount(0);
  await expect(status(page)).toHaveText('No firm matches all of these filters.');
  await expect(page.getByText('No listed firm meets every filter you set.')).toBeVisible();
  expect(await seriousViolations(axeAudit(page).include('main'))).toEqual([]);

  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect.poll(() => shownSlugs(page)).toEqual(firms.map((firm) => firm.slug));
  // The button is gone; focus waits on the panel's heading, not at the top of the page.
  await expect(page.locator('summary', { hasText: 'Filter the list' })).toBeFocused();
  await expect(page).toHaveURL(/\/$/);
});

test('the open filter panel with a message passes axe', async ({ page }) => {
  await openFilters(page, '/best-fiduciary-advisors-cincinnati/');
  await page.getByLabel('My ZIP code').fill('4520');
  await page.getByLabel('My ZIP code').press('Enter');
  await expect(page.getByText('Enter a five-digit ZIP code.')).toBeVisible();
  await animationsFinished(page);
  expect(await seriousViolations(axeAudit(page).include('main'))).toEqual([]);
});
