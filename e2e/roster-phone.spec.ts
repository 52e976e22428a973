import type { Page } from '@playwright/test';
import { contentShown, expect, gotoIslandsReady, test } from '@/test-support/e2e/fixtures';

/**
 * The roster on a phone (issue 56 §8), on the production fixture's export at 375 × 667 (an iPhone
 * SE's screen): the first screen of /advisers/ reaches the filter and the first advisers, the fixed
 * booking badge lies over no text of a roster page wherever it is scrolled, and names read as people
 * write them, the filed spelling kept in the facts.
 */
const base = process.env.E2E_PRODUCTION_BASE_URL ?? '';
const SCREEN = { width: 375, height: 667 };
const ADVISER = '/advisers/105664-truepoint-inc/';

test.use({ viewport: SCREEN });

test.beforeAll(() => {
  if (!base) throw new Error('No production export in .production-export/: run `npm run check:production` first.');
});

/** The text (a few words each) whose boxes the booking badge's visible box overlaps, at the current scroll. */
function textUnderBadge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const badge = document.querySelector('[data-scheduling-badge]');
    if (!badge) return [];
    const style = getComputedStyle(badge);
    const box = badge.getBoundingClientRect();
    if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0 || box.width === 0)
      return [];
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || badge.contains(parent) || parent.closest('dialog, script, style'))
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // Screen-reader-only text is clipped to one pixel: no visitor sees it.
      const hit = [...range.getClientRects()].some(
        (rect) =>
          rect.width > 1 &&
          rect.height > 1 &&
          rect.left < box.right &&
          rect.right > box.left &&
          rect.top < box.bottom &&
          rect.bottom > box.top,
      );
      if (hit) covered.push(node.textContent.trim().slice(0, 40));
    }
    return covered;
  });
}

/** Scrolls the page most of a screen at a time, top to bottom, and gives the text under the badge at each stop. */
async function textUnderBadgeWhileScrolling(page: Page): Promise<string[]> {
  const covered: string[] = [];
  // The list's rows lay out as they near the screen (content-visibility), so the page's height is read at each stop.
  const bottom = () => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  for (let y = 0; y < (await bottom()); y += SCREEN.height - 100) {
    // Rows that lay out as they near the screen change the page's height and the browser keeps what
    // was on screen in place (scroll anchoring): scroll again until the stop holds.
    await expect
      .poll(() =>
        page.evaluate((top) => {
          window.scrollTo(0, top);
          return (
            Math.abs(window.scrollY - Math.min(top, document.documentElement.scrollHeight - window.innerHeight)) < 2
          );
        }, y),
      )
      .toBe(true);
    covered.push(...(await textUnderBadge(page)));
  }
  return covered;
}

test('at 375 × 667 the first screen of /advisers/ reaches the filter and the first adviser; the counties stay on the page', async ({
  page,
}) => {
  await page.goto(`${base}/advisers/`);
  await contentShown(page);
  const summary = page.locator('details summary').first();
  const first = page.locator('[data-adviser-list] > li').first().getByRole('link');
  for (const [what, locator] of [
    ['the filter', summary],
    ['the first adviser', first],
  ] as const) {
    await expect(locator, `${what} is shown`).toBeVisible();
    const box = await locator.boundingBox();
    expect(box && box.y + box.height, `${what} ends within the first screen`).toBeLessThanOrEqual(SCREEN.height);
  }
  // The region's counties, its figures and the advisers it cannot place follow the list, still in the page.
  await expect(page.locator('[data-region-counties]')).toContainText('Hamilton County, OH');
  await expect(page.locator('[data-region-figures]')).toBeAttached();
  await expect(page.locator('[data-not-published] a')).toHaveAttribute('href', 'https://adviserinfo.sec.gov/');
});

for (const path of ['/advisers/', ADVISER])
  test(`at 375 px the booking badge lies over no text of ${path}, at the top, scrolled through and at the bottom; the hero's button books`, async ({
    page,
  }) => {
    await gotoIslandsReady(page, `${base}${path}`);
    expect(await textUnderBadge(page), 'at the top').toEqual([]);
    expect(await textUnderBadgeWhileScrolling(page), 'scrolled through').toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => textUnderBadge(page), { message: 'at the bottom' }).toEqual([]);
    // Booking stays one tap away: the hero's button, in the first screen, opens the scheduling dialog.
    await page.evaluate(() => window.scrollTo(0, 0));
    const button = page.getByRole('button', { name: 'Schedule time with me' });
    await expect(button).toBeVisible();
    await button.click();
    await expect(page.locator('dialog#scheduling-dialog')).toBeVisible();
  });

test('names and addresses read as people write them; the adviser page keeps the spelling as filed', async ({
  page,
}) => {
  await page.goto(`${base}/advisers/`);
  await expect(page.locator('[data-adviser-list]')).toContainText('Truepoint, Inc.');
  await expect(page.locator('[data-adviser-list]')).toContainText('Blue Ash, OH (Hamilton County)');
  await expect(page.locator('[data-adviser-list]')).not.toContainText('TRUEPOINT');
  await page.goto(`${base}${ADVISER}`);
  await expect(page.locator('h1')).toHaveText('Truepoint, Inc.');
  await expect(page).toHaveTitle(/^Truepoint, Inc\., Cincinnati, OH: Form ADV Facts \| /);
  const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
  expect(description).toMatch(/^Truepoint, Inc\. \(CRD 105664\)/);
  expect(description.length).toBeLessThanOrEqual(160);
  await expect(page.locator('[data-filed-name]')).toContainText('Filed as: TRUEPOINT, INC.');
  await expect(page.locator('[data-adviser-facts]')).toContainText(
    '1 Fixture Street, Cincinnati, OH 45242 (Hamilton County)',
  );
});
