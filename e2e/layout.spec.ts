import { getAllPagePaths } from '@/lib/content';
import { expect, test } from './fixtures';

/**
 * No page scrolls sideways, at any common width from the smallest phone to a wide desktop: every
 * page of the index is opened at each width and the document must be no wider than the window.
 * One test per width walks all pages in one tab, which costs a fraction of a test per page.
 */
const WIDTHS = [320, 375, 768, 1024, 1280, 1440, 1920];
const paths = getAllPagePaths();

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });

    test('no page is wider than the window', async ({ page }) => {
      test.setTimeout(150_000);
      const tooWide: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        const overflow = await page.evaluate(() => {
          const { scrollWidth } = document.documentElement;
          if (scrollWidth <= window.innerWidth) return null;
          // Name the element that reaches furthest right, to say where to look.
          let widest = document.body;
          for (const element of document.body.querySelectorAll<HTMLElement>('*'))
            if (element.getBoundingClientRect().right > widest.getBoundingClientRect().right) widest = element;
          return `${scrollWidth} px wide; furthest right: <${widest.tagName.toLowerCase()} class="${widest.className}">`;
        });
        if (overflow) tooWide.push(`${path}: ${overflow}`);
      }
      expect(paths.length).toBeGreaterThanOrEqual(40);
      expect(tooWide).toEqual([]);
    });
  });
}
