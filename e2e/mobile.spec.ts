import { getAllPagePaths, getSite } from '@/lib/content';
import { LATER_ATTRIBUTE } from '@/lib/first-paint/names';
import { gotoEnhanced } from '@/test-support/e2e/enhanced';
import { expectFirstScreenBeforeSiteCss } from '@/test-support/e2e/first-screen-css';
import { contentShown, expect, telUrl, test } from '@/test-support/e2e/fixtures';
// Every link the header must list (test-support/spec-header.ts), which the mobile menu must all offer.
import {
  GUIDES_MENU_PATHS as GUIDE_PATHS,
  SPEC_MAIN_PATHS as MAIN_PATHS,
  SPEC_RADIO_PATHS as RADIO_PATHS,
} from '@/test-support/spec-header';

/** Runs in the `mobile` project (Pixel 7): the header collapses into a toggled menu. */

const site = getSite();

test.describe('mobile menu', () => {
  test.beforeEach(async ({ page }) => {
    await gotoEnhanced(page, '/');
  });

  test('the toggle opens a panel with every page link, Schedule Online and the phone', async ({ page }) => {
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const panel = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();

    const hrefs = await panel
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    for (const path of [...MAIN_PATHS, ...GUIDE_PATHS, ...RADIO_PATHS])
      expect(hrefs, `menu links to ${path}`).toContain(path);
    await expect(panel.getByRole('link', { name: 'Schedule Online', exact: true })).toHaveAttribute(
      'href',
      '/schedule-online/',
    );
    const call = panel.getByRole('link', { name: `Call ${site.phone}` });
    await expect(call).toHaveAttribute('href', telUrl(site.phone));
    await call.scrollIntoViewIfNeeded();
    await expect(call).toBeInViewport();
  });

  test('choosing a link navigates there and closes the menu', async ({ page }) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('navigation', { name: 'Main', exact: true });
    await panel.getByRole('link', { name: 'STRS Ohio', exact: true }).click();

    await expect(page).toHaveURL(/\/strs-ohio\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/STRS Ohio/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the menu and returns focus to the toggle', async ({ page }) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(panel).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test("the header's row of links gives way to the toggle on a phone", async ({ page }) => {
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Guides' })).toHaveCount(0);
    // The header still offers a one-tap call.
    await expect(page.getByRole('banner').getByRole('link', { name: `Call ${site.phone}` })).toBeVisible();
  });

  test('in the open panel the Guides and Radio Shows links are listed under their labels', async ({ page }) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('navigation', { name: 'Main', exact: true });
    // Labels, not dropdown buttons: nothing to open inside the panel.
    await expect(panel.getByRole('button')).toHaveCount(0);
    const guides = panel.locator('p', { hasText: /^Guides$/ });
    const strs = panel.getByRole('link', { name: 'STRS Ohio', exact: true });
    await expect(guides).toBeVisible();
    await strs.scrollIntoViewIfNeeded();
    await expect(strs).toBeVisible();
    const [label, link] = [await guides.boundingBox(), await strs.boundingBox()];
    expect(label && link && link.y > label.y).toBe(true);
  });

  test('an open panel closes when the window widens to the row of links (a tablet turned)', async ({ page }) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => nav.evaluate((element) => element.matches(':popover-open'))).toBe(false);
    // The same navigation is now the header's row, inside the header, with its dropdowns.
    const [header, row] = [await page.getByRole('banner').boundingBox(), await nav.boundingBox()];
    expect(row && header && row.y >= header.y && row.y + row.height <= header.y + header.height).toBe(true);
    await expect(nav.getByRole('button', { name: 'Guides' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });
});

test.describe('mobile menu placement', () => {
  test('the open panel lies right under the header, across the whole width', async ({ page }) => {
    await gotoEnhanced(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('navigation', { name: 'Main', exact: true });
    const header = await page.getByRole('banner').boundingBox();
    const box = await panel.boundingBox();
    if (!header || !box) throw new Error('header or panel has no box');
    expect(Math.abs(box.y - (header.y + header.height))).toBeLessThanOrEqual(2);
    expect(box.x).toBe(0);
    expect(box.width).toBe(page.viewportSize()?.width);
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
  });
});

test.describe('mobile menu without JavaScript', () => {
  test('the toggle opens the panel, says it closes it, and a link leads to its page', async ({ noJsPage: page }) => {
    await page.goto('/contact/');
    const panel = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(panel).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('aria-current', 'page');

    await panel.getByRole('link', { name: 'STRS Ohio', exact: true }).click();
    await expect(page).toHaveURL(/\/strs-ohio\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/STRS Ohio/);
    await expect(panel).toBeHidden();
  });

  test('Escape or the toggle closes it again', async ({ noJsPage: page }) => {
    await page.goto('/');
    const panel = page.getByRole('navigation', { name: 'Main', exact: true });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(panel).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });
});

test.describe("the first screen's own CSS on a phone", () => {
  test("paints the header, the hero and the text under it, at the screen's width; the rest waits, transparent, and nothing moves", async ({
    page,
  }) => {
    for (const path of ['/', '/firm/truepoint-wealth-counsel/', '/about/', '/fee-only-fiduciary-advisor-cincinnati/'])
      await expectFirstScreenBeforeSiteCss(page, path);
  });
});

test.describe("a phone's first screen, on every page", () => {
  // What follows the first screen waits, transparent, for the site stylesheet (scripts/export/first-paint/first-screen.ts).
  // The largest text a phone shows at first is what a visitor reads first (and what Lighthouse
  // times as LCP): it paints with the page, never one request later.
  test('its largest text paints with the first screen, not after the stylesheet', async ({ page }) => {
    test.setTimeout(120_000);
    const late: string[] = [];
    for (const path of getAllPagePaths()) {
      await page.goto(path);
      await contentShown(page);
      const largest = await page.evaluate(
        (laterAttribute) =>
          new Promise<{ later: boolean; text: string }>((resolve) => {
            new PerformanceObserver((list) => {
              // LargestContentfulPaint (not in TypeScript's DOM types yet) names its element.
              const entry = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
              const element = entry?.element;
              resolve({
                later: Boolean(element?.closest(`[${laterAttribute}]`)),
                text: (element?.textContent ?? '').trim().slice(0, 60),
              });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
        LATER_ATTRIBUTE,
      );
      if (largest.later) late.push(`${path}: "${largest.text}"`);
    }
    expect(late).toEqual([]);
  });
});
