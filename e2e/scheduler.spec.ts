import type { Locator, Page } from '@playwright/test';
import { getSite } from '@/lib/content';
import { expect, gotoIslandsReady, telUrl, test, watchCsp } from '@/test-support/e2e/fixtures';
import { gotoEnhanced } from '@/test-support/e2e/enhanced';

/**
 * The embedded scheduler and its fallback, and the site-wide scheduling badge. The `page` fixture
 * blocks every other host, so the scheduler fails unless a test stands in for it.
 */

const site = getSite();
const tel = telUrl(site.phone);
/** The page's query string a lead form hands over: prefill, answers, UTM, plus a parameter to drop. */
const QUERY = {
  name: 'Ann Example',
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Example',
  a1: 'Retirement income',
  a2: '$500,000 – $1M',
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'spring-retirement',
  utm_content: 'ad 1',
  utm_term: 'fiduciary advisor',
} as const;
const SEARCH = `?${new URLSearchParams({ ...QUERY, gclid: 'not-for-the-scheduler' }).toString()}`;

/** Checks a scheduler URL (iframe or link) against the owner's URL and the page's query string. */
function expectSchedulerUrl(raw: string | null | undefined) {
  expect(raw ?? null).not.toBeNull();
  const url = new URL(raw ?? '');
  expect(`${url.origin}${url.pathname}`).toBe(site.schedulerUrl);
  for (const [key, value] of Object.entries(QUERY)) expect(url.searchParams.get(key), key).toBe(value);
  expect(url.searchParams.has('gclid'), 'parameters that are not prefill or UTM stay behind').toBe(false);
  return url;
}

const READY_PAGE = `<!doctype html><html><head><title>Scheduler</title></head><body><p>Pick a time</p>
<script>parent.postMessage({ event: 'calendly.event_type_viewed', payload: {} }, '*');</script></body></html>`;

/**
 * Stands in for the scheduler host (registered after the fixture's block, so it wins). The frame's
 * request is held until `release()`, so a test can look at the page before the scheduler is ready.
 */
async function fakeScheduler(page: Page) {
  const requests: string[] = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/^https:\/\/calendly\.com\//, async (route) => {
    requests.push(route.request().url());
    await released;
    await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: READY_PAGE });
  });
  return { requests, release };
}

const schedulerFrame = (scope: Page | Locator) => scope.locator('iframe[title="Book a free consultation"]');
const bookingLink = (scope: Page | Locator) => scope.getByRole('link', { name: /Open the booking calendar/ });

test.describe('embedded scheduler', () => {
  test('/schedule-online/ embeds the scheduler (700 px) with the prefill, UTM and brand colours once it says it is ready', async ({
    page,
  }) => {
    const csp = watchCsp(page);
    const scheduler = await fakeScheduler(page);
    await gotoIslandsReady(page, `/schedule-online/${SEARCH}`);
    const main = page.locator('main');
    const frame = schedulerFrame(main);
    await expect(frame).toHaveCount(1);

    const url = expectSchedulerUrl(await frame.getAttribute('src'));
    expect(url.searchParams.get('embed_type')).toBe('Inline');
    expect(url.searchParams.get('primary_color')).toBe('4338ca');
    expect(url.searchParams.get('text_color')).toBe('111827');
    expect(url.searchParams.get('background_color')).toBe('ffffff');
    await expect.poll(() => scheduler.requests.length).toBeGreaterThan(0);
    expectSchedulerUrl(scheduler.requests[0]);

    // The frame is loading but has said nothing yet: the visitor still has the link and the phone.
    await expect(bookingLink(main)).toBeVisible();
    await expect(main.locator(`a[href="${tel}"]`)).toBeVisible();

    scheduler.release();
    await expect(bookingLink(main)).toHaveCount(0);
    await expect(main.locator(`a[href="${tel}"]`)).toHaveCount(0);
    await expect(frame).toBeVisible();
    expect((await frame.boundingBox())?.height).toBeCloseTo(700, 0);
    await expect(frame.contentFrame().getByText('Pick a time')).toBeVisible();
    expect(csp).toEqual([]);
  });

  test('with the scheduler blocked, /schedule-online/ keeps the booking link (same prefill and UTM, new tab) and the phone', async ({
    page,
  }) => {
    const csp = watchCsp(page);
    const failed = page.waitForEvent('requestfailed', (request) => request.url().startsWith(site.schedulerUrl));
    await gotoIslandsReady(page, `/schedule-online/${SEARCH}`);
    const main = page.locator('main');
    // The scheduler was tried and could not load.
    await failed;
    await expect(schedulerFrame(main)).toHaveCount(1);

    const link = bookingLink(main);
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /utm_campaign=spring-retirement/);
    expectSchedulerUrl(await link.getAttribute('href'));
    const phone = main.locator(`a[href="${tel}"]`);
    await expect(phone).toBeVisible();
    await expect(phone).toHaveText(site.phone);
    await expect(main.locator('[data-scheduler-state]')).toHaveAttribute('data-scheduler-state', 'loading');
    expect(csp).toEqual([]);
  });

  test('a landing "schedule" section loads the scheduler (630 px) only when it nears the viewport', async ({
    page,
  }) => {
    const scheduler = await fakeScheduler(page);
    scheduler.release();
    await gotoIslandsReady(page, `/tax-planning/${SEARCH}`);
    await page.waitForLoadState('networkidle');
    const section = page.locator('section#schedule');
    const top = (await section.boundingBox())?.y ?? 0;
    expect(top, 'the schedule section starts far below the first screen').toBeGreaterThan(
      (page.viewportSize()?.height ?? 0) + 400,
    );
    await expect(schedulerFrame(section)).toHaveCount(0);
    expect(scheduler.requests).toEqual([]);
    await expect(bookingLink(section)).toHaveAttribute('href', /utm_campaign=spring-retirement/);

    await section.scrollIntoViewIfNeeded();
    const frame = schedulerFrame(section);
    await expect(frame).toBeVisible();
    expectSchedulerUrl(await frame.getAttribute('src'));
    expect((await frame.boundingBox())?.height).toBeCloseTo(630, 0);
    await expect(bookingLink(section)).toHaveCount(0);
  });
});

test.describe('scheduling badge', () => {
  const badgeOf = (page: Page) => page.getByRole('button', { name: 'Schedule time with me', exact: true });
  const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Schedule your free consultation' });

  test('a click opens the dialog with the booking link and phone; the close button closes it and focus returns', async ({
    page,
  }) => {
    const csp = watchCsp(page);
    await gotoEnhanced(page, '/about/');
    const badge = badgeOf(page);
    await expect(badge).toBeVisible();
    await expect(badge).toHaveText('Schedule time with me');
    await expect(dialogOf(page)).toBeHidden();

    await badge.click();
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    // The scheduler host is blocked: the dialog offers the link and the phone instead.
    await expect(bookingLink(dialog)).toBeVisible();
    await expect(bookingLink(dialog)).toHaveAttribute('target', '_blank');
    await expect(dialog.locator(`a[href="${tel}"]`)).toBeVisible();
    await expect(schedulerFrame(dialog)).toHaveCount(1);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(badge).toBeFocused();
    expect(csp).toEqual([]);
  });

  test('by keyboard: Enter opens, Tab stays inside the dialog, Escape closes and focus returns to the badge', async ({
    page,
  }) => {
    await gotoEnhanced(page, '/');
    const badge = badgeOf(page);
    await badge.focus();
    await page.keyboard.press('Enter');
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();

    // Where focus is after a key press: on a control of the open dialog, on something behind it, or
    // outside the page altogether (a modal <dialog> lets Tab reach the browser's own UI between
    // rounds, as the HTML spec intends; the page behind it stays inert).
    const focusTarget = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        if (!document.hasFocus() && (active === null || active === document.body))
          return { where: 'browser', what: '' };
        if (active?.closest('dialog[open]')) return { where: 'dialog', what: active.outerHTML.slice(0, 80) };
        return { where: 'page', what: active?.outerHTML.slice(0, 80) ?? '' };
      });
    const visited: string[] = [];
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      const target = await focusTarget();
      expect(target.where, `focus after Tab #${step + 1}: ${target.what}`).not.toBe('page');
      if (target.where === 'dialog') visited.push(target.what);
    }
    // Tab went through the dialog's controls (close button, booking link, phone) and round again.
    expect(new Set(visited).size).toBeGreaterThanOrEqual(3);
    expect(visited.length).toBeGreaterThan(new Set(visited).size);
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Shift+Tab');
      const target = await focusTarget();
      expect(target.where, `focus after Shift+Tab #${step + 1}: ${target.what}`).not.toBe('page');
    }
    expect((await focusTarget()).where, 'focus is on a dialog control before Escape').toBe('dialog');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(badge).toBeFocused();
  });

  test('the dialog carries the page prefill and shows the scheduler once it is ready', async ({ page }) => {
    const scheduler = await fakeScheduler(page);
    await gotoEnhanced(page, `/about/${SEARCH}`);
    await expect(scheduler.requests, 'nothing is loaded before the dialog opens').toEqual([]);
    await badgeOf(page).click();
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    const frame = schedulerFrame(dialog);
    await expect(frame).toHaveCount(1);
    const url = expectSchedulerUrl(await frame.getAttribute('src'));
    expect(url.searchParams.get('embed_type')).toBe('Inline');
    expectSchedulerUrl(await bookingLink(dialog).getAttribute('href'));
    await expect(bookingLink(dialog)).toBeVisible();

    scheduler.release();
    await expect(frame).toBeVisible();
    await expect(bookingLink(dialog)).toHaveCount(0);
    await expect(frame.contentFrame().getByText('Pick a time')).toBeVisible();
  });

  test('there is no badge on /schedule-online/, which embeds the scheduler itself', async ({ page }) => {
    await gotoEnhanced(page, '/schedule-online/');
    await expect(page.locator('main').getByRole('link', { name: /Open the booking calendar/ })).toBeVisible();
    await expect(badgeOf(page)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // ...while the very next page has it again.
    await gotoEnhanced(page, '/contact/');
    await expect(badgeOf(page)).toBeVisible();
  });

  test('steps aside while the footer is in view, and comes back', async ({ page }) => {
    await gotoEnhanced(page, '/contact/');
    const badge = page.locator('[data-scheduling-badge]');
    await expect(badgeOf(page)).toBeVisible();
    await page.locator('body > footer').scrollIntoViewIfNeeded();
    await expect(badge).toHaveCSS('opacity', '0');
    await expect(badge).toHaveCSS('pointer-events', 'none');
    await expect(badgeOf(page)).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(badgeOf(page)).toBeVisible();
    await expect(badge).toHaveCSS('opacity', '1');
  });

  test('without JavaScript the badge opens the dialog by invoker command; Close and Escape close it', async ({
    noJsPage: page,
  }) => {
    await page.goto('/about/');
    const badge = badgeOf(page);
    await badge.click();
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await expect(bookingLink(dialog)).toBeVisible();
    await expect(dialog.locator(`a[href="${tel}"]`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(badge).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(badge).toBeFocused();
  });
});
