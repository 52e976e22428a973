import { getAllPagePaths, getFirms, getLandingPages, getPosts } from '@/lib/content';
import { axeAudit, expect, seriousViolations, test } from '@/test-support/e2e/fixtures';

/**
 * The export under test is a preview (no SITE_ENV=production), so it must not pass for the real
 * site (issue 17 §6): a visible banner on top of every page, noindex on every page, robots.txt
 * disallowing everything and an X-Robots-Tag header on every response. The production side is
 * checked by `npm run check:production`, which builds verified fixture content.
 */

// Written out here, not imported from the component: this is what the visitor must read.
const BANNER_TITLE = 'Preview with sample data: not for public use.';
// The dagger is hidden from screen readers, which read "with a dagger" instead.
const BANNER_MARKER = /Values marked †(with a dagger)? are not yet checked against their source\./;

const firm = getFirms()[0];
const post = getPosts()[0];
const landing = getLandingPages()[0];
const BANNER_PATHS = ['/', '/compare/', `/firm/${firm?.slug}/`, `/blog/${post?.slug}/`, landing?.path ?? '/about/'];

for (const width of [375, 1280]) {
  test.describe(`the preview banner at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });

    for (const path of BANNER_PATHS) {
      test(`${path} opens with the banner, fully on screen`, async ({ page }) => {
        await page.goto(path);
        const banner = page.getByRole('complementary', { name: 'Preview notice' });
        await expect(banner).toBeVisible();
        await expect(banner).toContainText(BANNER_TITLE);
        await expect(banner).toContainText(BANNER_MARKER);
        const box = await banner.boundingBox();
        expect(box?.y, 'the banner is the first thing on the page').toBe(0);
        expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(width);
        // Its text wraps inside it at this width: nothing of it sticks out sideways.
        const text = banner.locator('p');
        expect(await text.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
        const textBox = await text.boundingBox();
        expect((textBox?.x ?? 0) + (textBox?.width ?? Infinity)).toBeLessThanOrEqual(width);
      });
    }

    test('the banner scrolls away and the skip link stays first in tab order', async ({ page }) => {
      await page.goto(`/firm/${firm?.slug}/`);
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveText('Skip to main content');
      await page.evaluate(() => window.scrollTo(0, 1200));
      await expect(page.getByRole('complementary', { name: 'Preview notice' })).not.toBeInViewport();
    });

    test('the banner passes the accessibility audit (contrast included)', async ({ page }) => {
      await page.goto('/');
      expect(await seriousViolations(axeAudit(page).include('[data-preview-banner]'))).toEqual([]);
    });
  });
}

test('every page of the index is noindex and carries the banner in its HTML', async ({ request }) => {
  const paths = getAllPagePaths();
  expect(paths.length).toBeGreaterThanOrEqual(40);
  const missing: string[] = [];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    if (!/<meta name="robots" content="[^"]*\bnoindex\b/.test(html)) missing.push(`${path}: no noindex`);
    if (!html.includes(BANNER_TITLE)) missing.push(`${path}: no banner`);
  }
  expect(missing).toEqual([]);
});

test('robots.txt disallows everything to every crawler', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/^User-agent: \*\nDisallow: \/$/m);
  expect(text).not.toMatch(/^Allow:/m);
});

test('every response carries X-Robots-Tag: noindex', async ({ request }) => {
  for (const path of ['/', `/firm/${firm?.slug}/`, '/robots.txt', '/sitemap.xml', '/og/home.png']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-robots-tag'], path).toBe('noindex');
  }
});
