import type { Page, Route } from '@playwright/test';
import { CSS_LOADING_CLASS, LATER_ATTRIBUTE } from '@/lib/first-paint/names';
import { classWord, contentShown, expect } from '@/test-support/e2e/fixtures';

/**
 * The first screen paints from the page's inline CSS alone (scripts/export/first-paint/index.ts):
 * the site's whole stylesheet is a file loaded with media="print" and applied by the page loader
 * once it arrives; until then what follows the first screen is transparent, not shown unstyled (for
 * at most LATER_RULES' 1.2 s: e2e/fail-open.spec.ts), and rendered only as it nears the screen. Shared
 * by first-paint.spec.ts (desktop) and mobile.spec.ts (a phone, where anything wider than the
 * screen would zoom the page out).
 */

/** The site stylesheet's URL (the build's first-paint step publishes it). */
export const SITE_CSS = /\/css\/site-[\w-]+\.css$/;

/** Every element the first paint shows (before the element the render hold names), with its box. */
function firstScreenBoxes(): string[] {
  const target = document.querySelector<HTMLLinkElement>('link[rel="expect"]')?.getAttribute('href');
  const after = target ? document.querySelector(target) : null;
  if (!after) throw new Error('no render hold naming the element after the first screen');
  const boxes: string[] = [];
  for (const node of Array.from(document.body.querySelectorAll('*'))) {
    if (!(node.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
    if (node.contains(after)) continue;
    const box = node.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    const name = `${node.tagName.toLowerCase()}.${(node.getAttribute('class') ?? '').slice(0, 40)}`;
    boxes.push(`${name} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`);
  }
  return boxes;
}

/** What a visitor sees while the stylesheet is on its way, and that nothing moves when it lands. */
export async function expectFirstScreenBeforeSiteCss(page: Page, path: string, { scrollbar = false } = {}) {
  const held: Route[] = [];
  await page.route(SITE_CSS, (route) => {
    held.push(route);
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect.poll(() => held.length, { message: `${path} requests the site stylesheet` }).toBeGreaterThan(0);
  await expect(page.locator('html')).toHaveClass(classWord(CSS_LOADING_CLASS));

  const before = await page.evaluate(
    ({ scrollbar, later }) => ({
      // Against the screen's width: a phone widens its layout viewport (innerWidth) to fit wider
      // content, zooming the page out. A desktop scrollbar's width is in innerWidth, not the page's.
      overflow: scrollbar
        ? document.documentElement.scrollWidth - document.documentElement.clientWidth
        : Math.max(document.documentElement.scrollWidth, window.innerWidth) - document.documentElement.clientWidth,
      badge: document.querySelector('[data-scheduling-badge]')?.getBoundingClientRect().toJSON() as DOMRect | undefined,
      screen: {
        width: document.documentElement.clientWidth,
        height: window.visualViewport?.height ?? window.innerHeight,
      },
      // Transparent, not hidden: a screen reader and find-in-page still read it. The outermost
      // parts (a part inside one is transparent with it), but for one not rendered at all (the
      // closed scheduling dialog).
      laterHidden: Array.from(document.querySelectorAll(`[${later}=""]`))
        .map((node) => getComputedStyle(node))
        .filter((style) => style.display !== 'none')
        .map((style) => `${style.opacity} ${style.visibility}`),
      // The transparency undoes itself 1.2 s after the first style (LATER_RULES): read before that.
      early: performance.now() < 1_100,
    }),
    { scrollbar, later: LATER_ATTRIBUTE },
  );
  expect(before.overflow, `${path} is wider than the screen while its stylesheet loads`).toBeLessThanOrEqual(0);
  expect(before.laterHidden.length, `${path} marks what follows its first screen`).toBeGreaterThan(0);
  if (before.early) expect(new Set(before.laterHidden)).toEqual(new Set(['0 visible']));
  await expect(page.locator('h1')).toBeVisible();
  // The scheduling badge is on screen, in its corner, styled, from the start.
  await expect(page.locator('[data-scheduling-badge]')).toBeVisible();
  const { badge, screen } = before;
  expect(badge, `${path} has the scheduling badge`).toBeDefined();
  expect(badge && badge.right <= screen.width && badge.bottom <= screen.height && badge.right > screen.width - 80).toBe(
    true,
  );
  const boxes = await page.evaluate(firstScreenBoxes);
  expect(boxes.length).toBeGreaterThan(10);
  // The file, requested and enabled for the screen, holds no rendering while it is on its way: the
  // page keeps presenting frames, so a tap or a scroll shows at once. Six frames are asked for within
  // 2 s (the file is held all that time, so a stylesheet that blocked rendering would give none): a
  // machine busy with other tests gave one frame in a 300 ms window.
  const frames = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let count = 0;
        setTimeout(() => resolve(count), 2_000);
        const tick = () => {
          count += 1;
          if (count > 5) resolve(count);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
  expect(frames, `${path} presents frames while its stylesheet loads`).toBeGreaterThan(5);

  await Promise.all(held.map((route) => route.continue()));
  await contentShown(page);
  // Seen as soon as html.cl goes: none transparent, none hidden.
  expect(
    new Set(
      await page.evaluate(
        (later) =>
          // But for a card's own entrance animation (components/ui/reveal.ts).
          Array.from(document.querySelectorAll(`[${later}]`), (node) =>
            node.getAnimations().length > 0 ? '1' : getComputedStyle(node).opacity,
          ),
        LATER_ATTRIBUTE,
      ),
    ),
    `${path} shows every part that waited`,
  ).toEqual(new Set(['1']));
  await expect(page.locator('footer').last()).toBeVisible();
  expect(await page.evaluate(firstScreenBoxes), `${path}: the first screen moved when the stylesheet applied`).toEqual(
    boxes,
  );
  await page.unroute(SITE_CSS);
}
