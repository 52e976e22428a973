import type { Page } from '@playwright/test';
import { getSite } from '@/lib/content';
import { expect, gotoIslandsReady, telUrl, test } from '@/test-support/e2e/fixtures';

/** Runs in the `mobile` project (Pixel 7): the scheduling badge as a compact icon button. */

const site = getSite();
const badgeOf = (page: Page) => page.getByRole('button', { name: 'Schedule time with me', exact: true });

/** What a tap at the centre of the badge would land on: "badge", "menu" or something else. */
async function whatIsAtBadge(page: Page) {
  const box = await badgeOf(page).boundingBox();
  if (!box) throw new Error('the badge has no box');
  return page.evaluate(
    ({ x, y }) => {
      const hit = document.elementFromPoint(x, y);
      if (!hit) return 'nothing';
      if (hit.closest('nav[aria-label="Main"]')) return 'menu';
      if (hit.closest('button[aria-haspopup="dialog"]')) return 'badge';
      return hit.outerHTML.slice(0, 120);
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

test.describe('scheduling badge on a phone', () => {
  test('is a compact icon button that keeps its accessible name', async ({ page }) => {
    await gotoIslandsReady(page, '/');
    const badge = badgeOf(page);
    await expect(badge).toBeVisible();
    await expect(badge).toBeInViewport();
    const box = await badge.boundingBox();
    // Icon only: about as wide as it is high, a comfortable 44px+ touch target.
    expect(box?.width).toBeLessThanOrEqual(64);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    // The words are for assistive technology only: they take up no room on screen.
    const words = badge.getByText('Schedule time with me');
    const wordsBox = await words.boundingBox();
    expect(wordsBox?.width ?? 0).toBeLessThanOrEqual(1);
  });

  test('the open mobile menu lies above the badge', async ({ page }) => {
    await gotoIslandsReady(page, '/');
    // With the menu closed, a tap there reaches the badge ...
    expect(await whatIsAtBadge(page)).toBe('badge');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible();
    // ... with it open, the menu gets the tap, not the badge.
    expect(await whatIsAtBadge(page)).toBe('menu');
  });

  test('without JavaScript a tap opens the scheduling dialog and Close closes it', async ({ noJsPage: page }) => {
    // The no-JavaScript context has the phone's viewport but no touch screen: a click stands in.
    await page.goto('/services/');
    const badge = badgeOf(page);
    await badge.click();
    const dialog = page.getByRole('dialog', { name: 'Schedule your free consultation' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(`a[href="${telUrl(site.phone)}"]`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a tap opens the scheduling dialog with the booking link and phone; Close closes it', async ({ page }) => {
    const csp: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) csp.push(message.text());
    });
    await gotoIslandsReady(page, '/services/');
    const badge = badgeOf(page);
    await badge.tap();
    const dialog = page.getByRole('dialog', { name: 'Schedule your free consultation' });
    await expect(dialog).toBeVisible();
    const link = dialog.getByRole('link', { name: /Open the booking calendar/ });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(dialog.locator(`a[href="${telUrl(site.phone)}"]`)).toBeVisible();
    // The dialog fits the phone's screen.
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

    await dialog.getByRole('button', { name: 'Close' }).tap();
    await expect(dialog).toBeHidden();
    await expect(badge).toBeFocused();
    expect(csp).toEqual([]);
  });

  test('the footer map still shows its hub marker and popup on a phone', async ({ page }) => {
    await gotoIslandsReady(page, '/contact/');
    const region = page.getByRole('region', { name: `Map showing locations for ${site.brandName}`, exact: true });
    await region.scrollIntoViewIfNeeded();
    await expect(region.locator('[data-map-ready]')).toHaveAttribute('data-map-ready', 'true');
    const marker = region.getByRole('button', { name: site.office.mapLabel, exact: true });
    await expect(marker).toBeVisible();
    await marker.tap();
    await expect(region.locator('.leaflet-popup-content')).toContainText(site.office.mapLabel);
  });
});
