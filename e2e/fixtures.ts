import { test as base, expect } from '@playwright/test';

/**
 * Every test runs with requests to other hosts blocked (map tiles, the scheduler), so the suite
 * never needs the internet and proves that pages work when third parties fail. Console errors and
 * failed same-site requests are collected for the tests that assert there are none.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  page: async ({ page }, use) => {
    await page.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])[a-z]+:\/\//, (route) => route.abort('blockedbyclient'));
    await use(page);
  },
});

/** Console errors that come from blocking other hosts on purpose, not from the page. */
export function unexpectedErrors(errors: string[]): string[] {
  return errors.filter((text) => !/ERR_BLOCKED_BY_CLIENT|net::ERR_ABORTED|Failed to load resource: net::ERR_FAILED/.test(text));
}

export { expect };
