import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Page,
  type PlaywrightTestOptions,
} from '@playwright/test';
import { CSS_LOADING_CLASS } from '@/lib/first-paint/names';
import { styledClasses } from '@/scripts/export/first-paint/page-css';

/**
 * Every class the site's stylesheet styles, under the names the export gave them and under the
 * names Next wrote: the published file (out/css/site-<hash>.css, scripts/export/first-paint/site.ts)
 * and Next's own stylesheet as it left it in .next/static/chunks/. Each page inlines only the rules
 * it can use (scripts/export/first-paint/page-css.ts); after every test that used `page`, no element
 * may have one of these classes without the page's CSS styling it: an island state or a
 * script-added class that lost its rules, or an island that builds a class name the export
 * renamed (class-names.ts), would show unstyled.
 */
let siteClasses: Set<string> | undefined;
function siteStyledClasses(): Set<string> {
  if (!siteClasses) {
    const folders = [path.join(process.cwd(), 'out', 'css'), path.join(process.cwd(), '.next', 'static', 'chunks')];
    const css = folders.flatMap((dir) => {
      try {
        return readdirSync(dir)
          .filter((name) => name.endsWith('.css'))
          .map((name) => readFileSync(path.join(dir, name), 'utf8'));
      } catch {
        throw new Error(`${dir} is missing: run "npm run build" before the e2e suite`);
      }
    });
    siteClasses = styledClasses(css.join('\n'));
  }
  return siteClasses;
}

/**
 * The classes a page's CSS styles, parsed once per distinct stylesheet: a worker opens the same pages
 * many times, and parsing the site's stylesheet took ~80 ms of the worker's CPU each time.
 */
const pageClasses = new Map<string, Set<string>>();
function classesStyledBy(css: string): Set<string> {
  const known = pageClasses.get(css);
  if (known) return known;
  const classes = styledClasses(css);
  pageClasses.set(css, classes);
  return classes;
}

/**
 * Classes elements on the page have that the site styles but this page's CSS does not. The page's
 * CSS is read as written, not as the browser re-serializes it (that drops declarations it does
 * not support): its inline stylesheet, and every stylesheet it links (the site's, Leaflet's), from out/.
 * It is parsed here by the same code that made the site list, so the two lists cannot disagree
 * on what "styled" means.
 */
async function unstyledClasses(page: Page): Promise<string[]> {
  const { inline, linked, used } = await page.evaluate(() => ({
    inline: Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? ''),
    linked: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
      .map((link) => new URL(link.href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname),
    used: Array.from(document.querySelectorAll('[class]')).flatMap((node) => Array.from(node.classList)),
  }));
  const css = [...inline, ...linked.map((file) => readFileSync(path.join(process.cwd(), 'out', file), 'utf8'))];
  const site = siteStyledClasses();
  const styledHere = classesStyledBy(css.join('\n'));
  return [...new Set(used)].filter((name) => site.has(name) && !styledHere.has(name)).sort();
}

/**
 * Every test runs with other hosts unreachable (map tiles, the scheduler): playwright.config.ts
 * starts Chromium with every host name but this machine's resolving to "not found", so the suite
 * never needs the internet and proves that pages work when third parties fail. Console errors and
 * failed same-site requests are collected for the tests that assert there are none.
 * `noJsPage` is a page with JavaScript disabled (same viewport and base URL), for checking what
 * the exported HTML alone gives a visitor. Its context is shared by the tests of a worker (a new
 * page each test): without JavaScript a page stores nothing, and a context per test cost about a
 * second each on these 2-CPU machines. `sweep` is the route sweep's page with JavaScript (SweepPage, below).
 */
export const test = base.extend<
  { consoleErrors: string[]; noJsPage: Page; sweep: SweepPage },
  { noJsContext: BrowserContext; sweepContext: BrowserContext }
>({
  page: async ({ page, baseURL }, use) => {
    await use(page);
    await expectNoUnstyledClasses(page, baseURL);
  },
  noJsContext: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  consoleErrors: async ({ page }, use) => {
    await use(watchConsoleErrors(page).errors);
  },
  noJsPage: async ({ noJsContext }, use) => {
    const page = await noJsContext.newPage();
    await use(page);
    await page.close();
  },
  sweepContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext(sweepContextOptions(workerInfo.project.use));
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  sweep: async ({ sweepContext, browser, baseURL }, use, testInfo) => {
    // A retry runs in a context of its own, which `trace: 'on-first-retry'` traces as it traces `page`'s.
    const retry = testInfo.retry > 0 ? await browser.newContext(sweepContextOptions(testInfo.project.use)) : null;
    const context = retry ?? sweepContext;
    const page = context.pages()[0] ?? (await context.newPage());
    const { viewport } = testInfo.project.use;
    if (viewport) await page.setViewportSize(viewport);
    const watch = watchConsoleErrors(page);
    try {
      await use({ page, consoleErrors: watch.errors });
      await expectNoUnstyledClasses(page, baseURL);
    } finally {
      watch.stop();
      // The next page of the sweep starts as a first visit: the site stores nothing today, and this keeps it so.
      await context.clearCookies();
      await page.evaluate(() => (localStorage.clear(), sessionStorage.clear())).catch(() => undefined);
      await retry?.close();
    }
  },
});

/**
 * The route sweep's page with JavaScript and the console errors of this test's load. One page serves the sweep's
 * tests of a worker, page after page (under reduced motion, as the sweep asks), the way a visitor goes from page
 * to page in one tab: a new context and renderer for each of its ~60 pages cost about a seventh of the sweep's
 * time. Each test still starts from a fresh load at the project's window size, with no cookie or stored value.
 */
interface SweepPage {
  page: Page;
  consoleErrors: string[];
}

/** The project's browser settings for the sweep's context, with reduced motion (sweepContext, sweep). */
function sweepContextOptions(use: Partial<PlaywrightTestOptions>): BrowserContextOptions {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, screen } = use;
  return { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, screen, reducedMotion: 'reduce' };
}

/**
 * After a test, no element of a page of the site (still open; not the CMS at /admin/, which has its own styles) has
 * a class the site styles without this page's CSS styling it (unstyledClasses).
 */
async function expectNoUnstyledClasses(page: Page, baseURL: string | undefined) {
  if (
    page.isClosed() ||
    !baseURL ||
    !page.url().startsWith(baseURL) ||
    new URL(page.url()).pathname.startsWith('/admin')
  )
    return;
  const missing = await unstyledClasses(page).catch(() => null);
  if (missing)
    expect(
      missing,
      `classes on ${page.url()} whose rules this page's CSS dropped (scripts/export/first-paint/page-css.ts)`,
    ).toEqual([]);
}

/** Collects the page's console errors and uncaught exceptions from now on, until `stop`. */
function watchConsoleErrors(page: Page): { errors: string[]; stop(): void } {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    errors,
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

/** Console errors that come from blocking other hosts on purpose, not from the page. */
export function unexpectedErrors(errors: string[]): string[] {
  return errors.filter(
    (text) =>
      !/ERR_NAME_NOT_RESOLVED|ERR_BLOCKED_BY_CLIENT|net::ERR_ABORTED|Failed to load resource: net::ERR_FAILED/.test(
        text,
      ),
  );
}

/**
 * Waits until the site stylesheet applies: the page loader fetches it once the first screen has
 * painted and, until it has applied, keeps what follows the first screen transparent
 * (`<html class="cl">`, scripts/export/first-paint/page-loader.ts; for at most 1.2 s, in CSS alone). The
 * load event does not wait for it.
 */
export async function contentShown(page: Page) {
  // The page loader renders a long page's later parts in idle time first (the roster's 250 rows take many slices):
  // on a machine busy with other work that took over 5 s, so this waits as long as the islands' wait below.
  await expect(page.locator('html'), 'the site stylesheet applies').not.toHaveClass(classWord(CSS_LOADING_CLASS), {
    timeout: 15_000,
  });
}

/** Matches a class attribute that holds `name` as one of its words (for toHaveClass). */
export function classWord(name: string): RegExp {
  return new RegExp(`(^|\\s)${name}(\\s|$)`);
}

/**
 * Opens a path and waits until the islands entry has run (enhancements applied, every island
 * waiting for its wake-up), so clicks and key presses reach the page's scripts, not bare HTML.
 * Islands woken by a click replay it once hydrated, so a test can click at once.
 */
export async function gotoIslandsReady(page: Page, path: string) {
  const response = await page.goto(path);
  await contentShown(page);
  await expect(
    page.locator('html'),
    `the islands entry runs on ${path} (is its script blocked or missing?)`,
  ).toHaveAttribute('data-islands', 'ready', {
    timeout: 15_000,
  });
  return response;
}

/** The `tel:` URL a US number written like "(513) 555-0100" must dial. */
export function telUrl(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '')}`;
}

/** Console messages about the Content-Security-Policy (Chrome reports every violation there). */
export function watchCsp(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) messages.push(message.text());
  });
  return messages;
}

export { expect };

/** Waits until React has hydrated the named island(s) on the page. */
export async function islandHydrated(page: Page, name: string) {
  await expect(page.locator(`[data-island="${name}"]`).first()).toHaveAttribute('data-hydrated', 'true', {
    timeout: 15_000,
  });
}

/**
 * The WCAG 2.2 A and AA rules every audited page is held to. wcag22aa is 2.5.8 Target Size
 * (Minimum), axe's `target-size`: a link or button is at least 24 by 24 px, or has room for a 24 px
 * circle around it; links inside a sentence are exempt.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's rules for WCAG 2.x success criteria that are off by default: target size (2.5.8; its tag
 * selects it too, named here so that it stays on whatever an upgrade of axe does with off rules),
 * and the experimental ones: label in name (2.5.3), orientation (1.3.4), and the table and heading
 * semantics of 1.3.1.
 */
const OFF_BY_DEFAULT_WCAG_RULES = [
  'target-size',
  'label-content-name-mismatch',
  'css-orientation-lock',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
];

/**
 * An axe audit of the page against AXE_TAGS; narrow it with include()/exclude() before running.
 * Legacy mode runs axe in the page itself. The default mode audits each frame apart and merges
 * the results in a new blank page, which costs about 3 s per audit; our pages have no frames of
 * their own (the scheduler's is another host's, blocked in tests), so the results are the same.
 */
export function axeAudit(page: Page): AxeBuilder {
  // axe is put into the page's frames once (axeInjected, before each run): the builder's own injection is a no-op.
  const audit = new AxeBuilder({ page, axeSource: AXE_ALREADY_INJECTED })
    .setLegacyMode(true)
    .withTags(AXE_TAGS)
    .options({
      resultTypes: ['violations'],
      rules: Object.fromEntries(OFF_BY_DEFAULT_WCAG_RULES.map((rule) => [rule, { enabled: true }])),
    });
  auditedPages.set(audit, page);
  return audit;
}
/** The page each audit reads (include() and exclude() return the same builder). */
const auditedPages = new WeakMap<AxeBuilder, Page>();

/** axe-core's source, the copy @axe-core/playwright itself would inject, read once per worker. */
const AXE_SOURCE = readFileSync(
  createRequire(require.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);
/** The source each builder injects before its run: nothing, since axeInjected has put axe in every frame. */
const AXE_ALREADY_INJECTED = 'void 0';

/**
 * Puts axe into each frame of the page that does not hold it yet: once per document, however many
 * audits read it (the sweeps audit each page at 1280 px and on a phone). The builder's own legacy mode
 * injected the 550 kB source twice into every frame before each run, about 0.1 s an audit.
 * A frame that does not answer within a second (one still loading another host) is left out, as the
 * builder leaves it out.
 */
async function axeInjected(page: Page) {
  for (const frame of page.frames())
    if ((await withinASecond(frame.evaluate(() => 'axe' in window))) === false)
      await withinASecond(frame.evaluate(AXE_SOURCE));
}

/** The work's result, or undefined if it fails or takes over a second. */
function withinASecond<T>(work: Promise<T>): Promise<T | undefined> {
  return Promise.race([work, new Promise<undefined>((resolve) => setTimeout(resolve, 1_000))]).catch(() => undefined);
}

/**
 * Waits for the entrance animations running now (cards fading in once the site stylesheet has
 * applied: components/ui/reveal.ts) to end, so a colour-contrast check reads the colours a reader
 * is left with, not a frame of the fade. Endless animations (a spinner) are not waited for.
 */
export async function animationsFinished(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs an audit, once the page's entrance animations have ended, and returns its serious and
 * critical violations as "rule (impact): elements".
 */
export async function seriousViolations(audit: AxeBuilder): Promise<string[]> {
  // Read once the entrance animations running now have ended: a card fading in (0.5 s, after up
  // to 0.9 s of stagger) reads as low contrast in a frame of its fade.
  const page = auditedPages.get(audit);
  // Its builder injects nothing itself (axeAudit): without its page, axe would not be there to run.
  if (!page) throw new Error('seriousViolations runs audits made by axeAudit(page)');
  await animationsFinished(page);
  await axeInjected(page);
  const { violations } = await audit.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** A Pixel 7's window, as the `mobile` project emulates it. */
const PHONE_WINDOW = { width: 412, height: 915 };

/**
 * The sweeps' axe audit on a phone, in the page a sweep has already loaded: the window set to a Pixel 7's, then the
 * same audit. The header's toggle, stacked lists and buttons are laid out otherwise than at 1280 px, so target sizes
 * and spacing differ; the layout is CSS that follows the window alone (no rule of the site's stylesheet reads touch
 * or the pointer but Tailwind's `hover:`, which needs a hover), so a phone lays it out the same. One load then serves
 * both audits (a phone-emulated load of every page cost the suite about a second a page). The footer is audited on
 * the home page only, as in the sweeps.
 */
export async function seriousViolationsOnAPhone(page: Page, { footer }: { footer: boolean }): Promise<string[]> {
  await page.setViewportSize(PHONE_WINDOW);
  const audit = axeAudit(page);
  if (!footer) audit.exclude('body > footer');
  return (await seriousViolations(audit)).map((violation) => `at ${PHONE_WINDOW.width} px: ${violation}`);
}
