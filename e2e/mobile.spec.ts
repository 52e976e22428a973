import { getSite } from '@/lib/content';
import { expect, gotoHydrated, telUrl, test } from './fixtures';
// Every link the spec's header lists, which the mobile menu must all offer.
import { GUIDES_MENU_PATHS as GUIDE_PATHS, SPEC_MAIN_PATHS as MAIN_PATHS, SPEC_RADIO_PATHS as RADIO_PATHS } from './spec-header';

/** Runs in the `mobile` project (Pixel 7): the header collapses into a toggled menu. */

const site = getSite();


test.describe('mobile menu', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/');
  });

  test('the toggle opens a panel with every page link, Schedule Online and the phone', async ({ page }) => {
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const panel = page.getByRole('navigation', { name: 'Main (mobile)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();

    const hrefs = await panel.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    for (const path of [...MAIN_PATHS, ...GUIDE_PATHS, ...RADIO_PATHS]) expect(hrefs, `menu links to ${path}`).toContain(path);
    await expect(panel.getByRole('link', { name: 'Schedule Online', exact: true })).toHaveAttribute('href', '/schedule-online/');
    const call = panel.getByRole('link', { name: `Call ${site.phone}` });
    await expect(call).toHaveAttribute('href', telUrl(site.phone));
    await call.scrollIntoViewIfNeeded();
    await expect(call).toBeInViewport();
  });

  test('choosing a link navigates there and closes the menu', async ({ page }) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('navigation', { name: 'Main (mobile)' });
    await panel.getByRole('link', { name: 'STRS Ohio', exact: true }).click();

    await expect(page).toHaveURL(/\/strs-ohio\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/STRS Ohio/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the menu and returns focus to the toggle', async ({ page }) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('navigation', { name: 'Main (mobile)' });
    await expect(panel).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the desktop navigation is hidden on a phone', async ({ page }) => {
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Guides' })).toHaveCount(0);
    // The header still offers a one-tap call.
    await expect(page.getByRole('banner').getByRole('link', { name: `Call ${site.phone}` })).toBeVisible();
  });
});

test.describe('mobile menu without JavaScript', () => {
  test('the menu control is a link to the sitemap, which lists every page', async ({ noJsPage }) => {
    await noJsPage.goto('/contact/');
    const menu = noJsPage.getByRole('link', { name: 'Menu: all pages' });
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(noJsPage).toHaveURL(/\/sitemap\/$/);
    await expect(noJsPage.getByRole('heading', { level: 1 })).toHaveText('Every page on the site');
  });
});
