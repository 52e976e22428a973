import type { Locator, Page } from '@playwright/test';
import { getSite } from '@/lib/content';
import { expect, gotoHydrated, telUrl, test } from './fixtures';
import { GUIDES_MENU_PATHS as GUIDE_PATHS, SPEC_GUIDE_PATHS } from './spec-header';


const site = getSite();

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main', exact: true });
const menuButton = (page: Page, name: 'Guides' | 'Radio Shows') => mainNav(page).getByRole('button', { name, exact: true });

/** The panel a disclosure button controls. */
async function panelOf(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id, 'menu button has aria-controls').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

test.describe('desktop header menus', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/');
  });

  test('Guides opens by click and shows its 19 guide links and the two tools', async ({ page }) => {
    const guides = menuButton(page, 'Guides');
    const panel = await panelOf(page, guides);
    await expect(guides).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await guides.click();
    await expect(guides).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    const links = panel.getByRole('link');
    await expect(links).toHaveCount(GUIDE_PATHS.length);
    for (const link of await links.all()) await expect(link).toBeVisible();
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual(GUIDE_PATHS);
  });

  test('an open menu closes on a click outside it', async ({ page }) => {
    const guides = menuButton(page, 'Guides');
    const panel = await panelOf(page, guides);
    await guides.click();
    await expect(panel).toBeVisible();

    // The panel hangs from the right of the header; the left edge of the hero is outside it.
    const panelBox = await panel.boundingBox();
    expect(panelBox?.x ?? 0).toBeGreaterThan(40);
    await page.locator('main').click({ position: { x: 16, y: 400 } });
    await expect(guides).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('Escape closes an open menu and returns focus to its button', async ({ page }) => {
    const guides = menuButton(page, 'Guides');
    const panel = await panelOf(page, guides);
    await guides.click();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(guides).toHaveAttribute('aria-expanded', 'false');
    await expect(guides).toBeFocused();
  });

  test('Guides opens from the keyboard and arrow keys move through its links', async ({ page }) => {
    const guides = menuButton(page, 'Guides');
    const panel = await panelOf(page, guides);
    // The last main link comes right before the menu button in the tab order.
    await mainNav(page).getByRole('link', { name: 'Contact', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(guides).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(guides).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();

    const links = panel.getByRole('link');
    await page.keyboard.press('Tab');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(0)).toBeFocused();
  });

  test('Radio Shows lists Simply Money and Money Matters', async ({ page }) => {
    const radio = menuButton(page, 'Radio Shows');
    const panel = await panelOf(page, radio);
    await radio.click();
    await expect(radio).toHaveAttribute('aria-expanded', 'true');
    const links = panel.getByRole('link');
    await expect(links).toHaveText(['Simply Money', 'Money Matters']);
    await expect(links.nth(0)).toHaveAttribute('href', '/simply-money/');
    await expect(links.nth(1)).toHaveAttribute('href', '/money-matters/');

    await links.nth(1).click();
    await expect(page).toHaveURL(/\/money-matters\/$/);
    await expect(panel).toBeHidden();
  });

  test('only one menu is open at a time', async ({ page }) => {
    const guides = menuButton(page, 'Guides');
    const radio = menuButton(page, 'Radio Shows');
    const guidesPanel = await panelOf(page, guides);
    const radioPanel = await panelOf(page, radio);

    await guides.click();
    await expect(guidesPanel).toBeVisible();
    await radio.click();
    await expect(radioPanel).toBeVisible();
    await expect(radio).toHaveAttribute('aria-expanded', 'true');
    await expect(guides).toHaveAttribute('aria-expanded', 'false');
    await expect(guidesPanel).toBeHidden();

    await guides.click();
    await expect(guidesPanel).toBeVisible();
    await expect(radio).toHaveAttribute('aria-expanded', 'false');
    await expect(radioPanel).toBeHidden();
  });

  test('Schedule Online goes to /schedule-online/ and the phone link dials the site number', async ({ page }) => {
    const header = page.getByRole('banner');
    const phone = header.getByRole('link', { name: site.phone, exact: true });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('href', telUrl(site.phone));

    await header.getByRole('link', { name: 'Schedule Online', exact: true }).click();
    await expect(page).toHaveURL(/\/schedule-online\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('skip link is the first Tab stop and moves focus to the main content', async ({ page }) => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    // Visually hidden until focused; then a sighted keyboard user must see it.
    const box = await skip.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(40);
    expect(box?.height ?? 0).toBeGreaterThan(20);

    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
    await expect(page).toHaveURL(/#main$/);
  });
});

test.describe('current route in the header', () => {
  test('a main page link carries aria-current="page", also without JavaScript', async ({ page, noJsPage }) => {
    await gotoHydrated(page, '/about/');
    const current = mainNav(page).locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText('About');
    await expect(mainNav(page).getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', /.*/);

    await noJsPage.goto('/about/');
    await expect(mainNav(noJsPage).locator('[aria-current="page"]')).toHaveText('About');
  });

  test('a guide page is marked current inside the Guides menu', async ({ page }) => {
    await gotoHydrated(page, '/tax-planning/');
    const guides = menuButton(page, 'Guides');
    const panel = await panelOf(page, guides);
    await guides.click();
    const current = panel.locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toBeVisible();
    await expect(current).toHaveAttribute('href', '/tax-planning/');
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(1);
  });
});

test.describe('header without JavaScript', () => {
  test('Guides and Radio Shows lead to the same lists on the sitemap page', async ({ noJsPage }) => {
    await noJsPage.goto('/about/');
    const guides = mainNav(noJsPage).getByRole('link', { name: 'Guides', exact: true });
    await expect(guides).toHaveAttribute('href', '/sitemap/#group-guides');
    await expect(mainNav(noJsPage).getByRole('link', { name: 'Radio Shows', exact: true })).toHaveAttribute('href', '/sitemap/#group-radio-shows');
    await guides.click();
    await expect(noJsPage).toHaveURL(/\/sitemap\/#group-guides$/);
    const list = noJsPage.locator('section', { has: noJsPage.locator('#group-guides') }).getByRole('link');
    // The sitemap's guides group lists the guides; the tools are among its main pages.
    await expect(list).toHaveCount(SPEC_GUIDE_PATHS.length);
    for (const [index, path] of SPEC_GUIDE_PATHS.entries()) await expect(list.nth(index)).toHaveAttribute('href', path);
  });
});
