import type { Page } from '@playwright/test';
import {
  axeAudit,
  expect,
  gotoIslandsReady,
  islandHydrated,
  seriousViolations,
  test,
  unexpectedErrors,
} from '@/test-support/e2e/fixtures';
import { layoutProblemsAtEveryWidth } from '@/test-support/e2e/layout';
import { PRODUCTION_ROSTER } from '@/test-support/region-fixture-feeds';

/**
 * The roster's island, the guides that lead to the roster, and /advisers/changes/ on the production
 * fixture's export (250 advisers, PRODUCTION_ROSTER; imported twice by `npm run check:production`, last month's feeds
 * then this month's: test-support/region-fixture-feeds.ts, CHANGED).
 */
const base = process.env.E2E_PRODUCTION_BASE_URL ?? '';
const ROSTER = PRODUCTION_ROSTER;

test.beforeAll(() => {
  if (!base) throw new Error('No production export in .production-export/: run `npm run check:production` first.');
});

const rows = (page: Page) => page.locator('[data-adviser-list] > li');
const status = (page: Page) => page.getByRole('status').filter({ hasText: /adviser/ });
const panel = (page: Page) => page.getByText('Filter the list or sort it by assets or distance');

/** The dollars of each row's "… under management" line, in list order (0 for "No assets … reported"). */
async function shownAssets(page: Page): Promise<number[]> {
  const texts = await rows(page).locator('span.block:first-child').allTextContents();
  return texts.map((text) => {
    const match = /\$([\d.]+) (million|billion)/.exec(text);
    return match ? Number(match[1]) * (match[2] === 'billion' ? 1e9 : 1e6) : 0;
  });
}

test('the island wakes on interaction: its code and rows are fetched only then, and filters narrow the list with the count said', async ({
  page,
  consoleErrors,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await gotoIslandsReady(page, `${base}/advisers/`);
  await expect(rows(page)).toHaveCount(ROSTER);
  // Nothing of the island (React, its code, its rows) before a visitor reaches for it.
  expect(fetched.filter((path) => /props-|hydrate|roster-filter/.test(path))).toEqual([]);
  await expect(page.locator('[data-island="roster-filter"]')).not.toHaveAttribute('data-hydrated', 'true');

  await panel(page).click();
  await islandHydrated(page, 'roster-filter');
  expect(fetched.some((path) => /\/_islands\/props-[\w-]+\.json$/.test(path))).toBe(true);

  await page.getByLabel('Fee model, per Form ADV').selectOption('fee-only');
  await expect(status(page)).toHaveText(new RegExp(`^Showing (\\d+) of ${ROSTER} advisers, A–Z by name\\.$`));
  const feeOnly = Number(/Showing (\d+)/.exec((await status(page).textContent()) ?? '')?.[1]);
  await expect(rows(page)).toHaveCount(feeOnly);
  expect(feeOnly).toBeLessThan(ROSTER);
  for (const text of await rows(page).allTextContents()) expect(text).toContain('Fee-only, per Form ADV');
  await expect(page).toHaveURL(/\/advisers\/\?fee=fee-only$/);

  await page.getByLabel('Disclosures in Item 11').selectOption('reported');
  for (const text of await rows(page).allTextContents()) expect(text).toContain('Item 11: reported');
  await page.getByLabel('Serves individuals (Item 5.D)').check();
  await expect(page).toHaveURL(/\?fee=fee-only&ind=1&disc=reported$/);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows(page)).toHaveCount(ROSTER);
  await expect(status(page)).toHaveText(`Showing ${ROSTER} of ${ROSTER} advisers, A–Z by name.`);
  // 5.D(a): the fourth invented firm serves only high-net-worth individuals (region-fixture-feeds.ts, clientsServed).
  await page.getByLabel('Serves individuals below high net worth (5.D(a))').check();
  await expect(page).toHaveURL(/\/advisers\/\?below=1$/);
  await expect(status(page)).toHaveText(new RegExp(`^Showing (\\d+) of ${ROSTER} advisers, A–Z by name\\.$`));
  await expect(rows(page).locator('a[href*="/advisers/9100001-"]')).toHaveCount(1);
  await expect(rows(page).locator('a[href*="/advisers/9100004-"]')).toHaveCount(0);
  expect(await rows(page).count()).toBeLessThan(ROSTER);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows(page)).toHaveCount(ROSTER);
  await expect(page).toHaveURL(`${base}/advisers/`);
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test('ordered by assets, then by distance from a ZIP code given in the address, and back to A–Z', async ({ page }) => {
  await gotoIslandsReady(page, `${base}/advisers/?sort=assets`);
  // A filter in the address wakes the island at once, and opens the panel.
  await islandHydrated(page, 'roster-filter');
  await expect(page.getByLabel('Order')).toHaveValue('assets');
  const assets = await shownAssets(page);
  expect(assets).toEqual([...assets].sort((a, b) => b - a));

  await gotoIslandsReady(page, `${base}/advisers/?zip=41011`);
  await islandHydrated(page, 'roster-filter');
  await expect(status(page)).toHaveText(
    `Showing ${ROSTER} of ${ROSTER} advisers, nearest first from 41011 (Covington, KY).`,
  );
  const miles = await rows(page)
    .locator('p.rounded-full')
    .allTextContents()
    .then((texts) => texts.map((text) => Number(/About ([\d.]+) miles/.exec(text)?.[1])));
  expect(miles.length).toBe(ROSTER);
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
  // The nearest is a Covington firm.
  await expect(rows(page).first()).toContainText('Covington, KY');
  await page.getByLabel('Order').selectOption('name');
  // The ZIP code left the address once read; it stays with this history entry, as a reload shows.
  await expect(page).toHaveURL(/\/advisers\/\?sort=name$/);
  await page.reload();
  await islandHydrated(page, 'roster-filter');
  await expect(page.getByLabel('My ZIP code')).toHaveValue('41011');
});

test('a ZIP code outside the table, or distance without one, says why the list is not by distance; nothing matching says how to loosen', async ({
  page,
}) => {
  await gotoIslandsReady(page, `${base}/advisers/?zip=10001`);
  await islandHydrated(page, 'roster-filter');
  await expect(
    page.getByText(/10001 is not in our list of ZIP codes within 50 miles .* so the list is not ordered by distance/),
  ).toBeVisible();
  await expect(status(page)).toHaveText(`Showing ${ROSTER} of ${ROSTER} advisers, A–Z by name.`);
  await gotoIslandsReady(page, `${base}/advisers/?sort=distance`);
  await islandHydrated(page, 'roster-filter');
  await expect(page.getByText('Enter your ZIP code to sort by distance.')).toBeVisible();
  await gotoIslandsReady(page, `${base}/advisers/?fee=fee-based&size=none`);
  await islandHydrated(page, 'roster-filter');
  await expect(status(page)).toHaveText('No adviser matches all of these filters.');
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(rows(page)).toHaveCount(ROSTER);
});

test('the open panel is clean for axe and fits every width; under reduced motion the list re-orders at once', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoIslandsReady(page, `${base}/advisers/`);
  await panel(page).click();
  await islandHydrated(page, 'roster-filter');
  await page.getByLabel('Order').selectOption('assets');
  // No entry is mid-glide: none carries a transform.
  const moving = await rows(page).evaluateAll(
    (items) => items.filter((item) => getComputedStyle(item).transform !== 'none').length,
  );
  expect(moving).toBe(0);
  expect(await seriousViolations(axeAudit(page).include('main'))).toEqual([]);
  expect(await layoutProblemsAtEveryWidth(page)).toEqual([]);
});

test('the fee-only and fee-based guides lead to the roster advisers whose Form ADV shows that model, labelled as regulator data', async ({
  page,
}) => {
  for (const model of ['fee-only', 'fee-based'] as const) {
    await gotoIslandsReady(page, `${base}/${model}-fiduciary-advisor-cincinnati/`);
    const block = page.locator(`[data-roster-matches="${model}"]`);
    await expect(block).toContainText('Regulator data');
    await expect(block.locator('h3')).toContainText(`whose Form ADV shows ${model} compensation`);
    const count = Number(/: (\d+) registered/.exec((await block.locator('h3').textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    // Kept apart from the listed firms' cards (here the grid has some: no second list), and no
    // sentence speaks of "the firms listed below".
    await expect(block.locator('[data-firm], [data-adviser-list]')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(/firms listed below/i);
    // The link opens the roster filtered to that model: exactly that many advisers, each showing it.
    await block
      .getByRole('link', { name: `All ${count} ${model} advisers on the region’s roster, with filters and distance` })
      .click();
    await expect(page).toHaveURL(`${base}/advisers/?fee=${model}`);
    await islandHydrated(page, 'roster-filter');
    await expect(rows(page)).toHaveCount(count);
    const label = model === 'fee-only' ? 'Fee-only, per Form ADV' : 'Fee-based, per Form ADV';
    for (const text of await rows(page).allTextContents()) expect(text).toContain(label);
  }
});

test('/fiduciary-near-me/ sends a ZIP code to the roster, which orders itself by distance', async ({ page }) => {
  await gotoIslandsReady(page, `${base}/fiduciary-near-me/`);
  const near = page.locator('[data-roster-near]');
  await expect(near).toContainText('Regulator data');
  await near.getByLabel('Your ZIP code').fill('45040');
  await near.getByRole('button', { name: 'Show advisers near me' }).click();
  // The roster reads the ZIP code and takes it out of its address.
  await expect(page).toHaveURL(`${base}/advisers/`);
  await islandHydrated(page, 'roster-filter');
  await expect(status(page)).toHaveText(/nearest first from 45040 \(Mason, OH\)/);
  await expect(rows(page).first()).toContainText('Mason, OH');
});

test('the directory’s ZIP filter leads on to the whole roster by distance', async ({ page }) => {
  await gotoIslandsReady(page, `${base}/?zip=45202`);
  await islandHydrated(page, 'firm-filter');
  await expect(page.locator('[data-roster-near] a')).toHaveAttribute('href', '/advisers/?zip=45202');
  await expect(page.locator('[data-roster-near]')).toContainText(`all ${ROSTER} registered advisers of the region`);
});

test('/advisers/changes/ names each change of the last import, with its Atom feed; the menus link the roster', async ({
  noJsPage,
  request,
}) => {
  await noJsPage.goto(`${base}/advisers/changes/`);
  await expect(noJsPage.locator('[data-change-kind="added"]')).toContainText('Elm Wealth Partners 1');
  await expect(noJsPage.locator('[data-change-kind="removed"]')).toContainText(
    'Fixture Departed Advisers (CRD 9199999): it is no longer in the SEC’s data files',
  );
  await expect(noJsPage.locator('[data-change-kind="assets"]')).toContainText(
    'Hilltop Capital Advisers 3: $55.5 million to $111 million (+100%)',
  );
  await expect(noJsPage.locator('[data-change-kind="disclosures"]')).toContainText(
    'Ohio Valley Planning Group 6: now answers Yes to 11',
  );
  await expect(noJsPage.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    /\/advisers\/changes\/feed\.xml$/,
  );
  const feed = await request.get(`${base}/advisers/changes/feed.xml`);
  expect(feed.ok()).toBe(true);
  const xml = await feed.text();
  expect(xml.match(/<entry>/g)).toHaveLength(4);
  expect(xml).toContain('<title>Left the roster: Fixture Departed Advisers</title>');
  // The roster is in the header's Guides menu and the footer once it has advisers.
  // (The header's link sits in the closed Guides popover: counted, not seen.)
  await expect(noJsPage.locator('header a[href="/advisers/"]', { hasText: 'All registered advisers' })).toHaveCount(1);
  await expect(noJsPage.locator('footer').getByRole('link', { name: 'All registered advisers' })).toHaveCount(1);
});
