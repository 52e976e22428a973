import type { Page } from '@playwright/test';
import { expect, test } from '@/test-support/e2e/fixtures';

/*
 * The suite's promise that it never reaches the internet rests on one browser switch
 * (playwright.config.ts: every host but this machine's resolves to "not found"). If that switch
 * went, pages would quietly load real map tiles and the real scheduler; this test would fail.
 */
const reach = (page: Page, url: string) =>
  page.evaluate(
    (target) =>
      fetch(target, { mode: 'no-cors' }).then(
        () => 'reached',
        () => 'unreachable',
      ),
    url,
  );

test('other hosts are unreachable from the test browser; this machine is not', async ({ page }) => {
  await page.goto('/');
  expect(await reach(page, '/robots.txt')).toBe('reached');
  // A blank page: no site policy (connect-src) in the way, only the browser's own switch.
  await page.goto('about:blank');
  expect(await reach(page, 'https://tile.openstreetmap.org/0/0/0.png')).toBe('unreachable');
  expect(await reach(page, 'https://calendly.com/')).toBe('unreachable');
});
