import {
  getAllPagePaths,
  getAuthors,
  getContent,
  getFirms,
  getLandingPages,
  getPageIndex,
  getPosts,
  getSite,
} from '@/lib/content';
import { STATIC_PAGES, staticPage } from '@/lib/content/static-pages';
import { FIRM_SOURCED_FIELDS, type Sourced } from '@/lib/content/schemas';
import { isRanked } from '@/lib/firms/ranking';
import { UNBACKED_PHRASES } from '@/test-support/unbacked-phrases';
import { servedPage, textOf } from '@/test-support/e2e/served-html';
import {
  axeAudit,
  expect,
  gotoIslandsReady,
  seriousViolations,
  seriousViolationsOnAPhone,
  telUrl,
  test,
  unexpectedErrors,
} from '@/test-support/e2e/fixtures';
import { layoutProblemsAtEveryWidth } from '@/test-support/e2e/layout';

/**
 * The route sweep: every exported page, from the same index the routes, the sitemap and the
 * navigation use, checked once with JavaScript (metadata, console, axe, then its layout at every
 * width from 320 px: test-support/e2e/layout.ts, then axe again at a phone's width) and once without it (what a crawler or a visitor on a failed
 * script sees).
 */

const site = getSite();
const paths = getAllPagePaths();
const tel = telUrl(site.phone);
const FOOTER_AUDIT_PATH = '/';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The title each page announces before " | {brand}", and its description where the index holds it. */
function expectedMeta(): Map<string, { title: string | RegExp; description?: string }> {
  const meta = new Map<string, { title: string | RegExp; description?: string }>();
  for (const { path, title, description } of STATIC_PAGES.map((page) => staticPage(page.path, site.brandName)))
    meta.set(path, { title, description });
  // A firm's title is built from its name; the page owns the wording after it.
  for (const firm of [...getFirms(), ...getContent().unconfirmedFirms])
    meta.set(`/firm/${firm.slug}/`, { title: new RegExp(`^${escapeRegExp(firm.name)}\\b.+`) });
  for (const post of getPosts()) meta.set(`/blog/${post.slug}/`, { title: post.title, description: post.excerpt });
  for (const page of getLandingPages())
    meta.set(page.path, { title: page.seo.title, description: page.seo.description });
  for (const author of getAuthors()) meta.set(`/authors/${author.slug}/`, { title: `${author.name}: Author Profile` });
  return meta;
}
const META = expectedMeta();

// Entrance animations fade cards in; with reduced motion they are at full opacity at once, so
// axe measures the real colours (the sweep's page is under reduced motion: `sweep`, test-support/e2e/fixtures.ts).
// Recording a trace of every sweep page costs about a quarter of the sweep's time; its messages name the page and
// the problem, and a retry records the trace.
test.use({ reducedMotion: 'reduce', trace: 'on-first-retry' });

test.describe('route sweep', () => {
  test('the sweep covers every page of the index', () => {
    expect(paths.length).toBeGreaterThanOrEqual(40);
    expect(paths).toContain(FOOTER_AUDIT_PATH);
    expect([...META.keys()].sort()).toEqual([...paths].sort());
  });

  for (const path of paths) {
    test(`${path}`, async ({ sweep, noJsPage }) => {
      test.setTimeout(60_000);
      const { page, consoleErrors } = sweep;
      const expected = META.get(path);
      expect(expected, `no expected metadata for ${path}`).toBeDefined();

      // With JavaScript (and reduced motion), once the islands have woken.
      const response = await gotoIslandsReady(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();

      const brandSuffix = ` | ${site.brandName}`;
      if (typeof expected?.title === 'string') {
        await expect(page).toHaveTitle(`${expected.title}${brandSuffix}`);
      } else if (expected) {
        await expect(page).toHaveTitle(new RegExp(`${expected.title.source}${escapeRegExp(brandSuffix)}$`));
      }

      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description, 'meta description').toBeTruthy();
      if (expected?.description) expect(description).toBe(expected.description);

      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.siteUrl}${path}`);

      // Only violations are needed: skipping the detail of passes and incomplete checks saves time.
      // The footer is the same component on every page with no per-page state, so it is audited
      // once, on the home page; elsewhere leaving it out saves about a second per page.
      const audit = axeAudit(page);
      if (path !== FOOTER_AUDIT_PATH) audit.exclude('body > footer');
      expect(await seriousViolations(audit), 'axe violations of impact serious or critical').toEqual([]);

      // Checked last, after axe has given hydration and any late script time to fail.
      expect(unexpectedErrors(consoleErrors), 'console errors').toEqual([]);

      expect(await layoutProblemsAtEveryWidth(page), 'layout: sideways scrolling, header, covered controls').toEqual(
        [],
      );
      const footer = path === FOOTER_AUDIT_PATH;
      expect(await seriousViolationsOnAPhone(page, { footer }), 'axe violations on a phone').toEqual([]);

      // Without JavaScript: the exported HTML alone.
      const noJsResponse = await noJsPage.goto(path);
      expect(noJsResponse?.status()).toBe(200);
      const heading = noJsPage.locator('h1');
      await expect(heading).toHaveCount(1);
      await expect(heading).toBeVisible();
      await expect(heading).not.toBeEmpty();
      const main = noJsPage.locator('main');
      await expect(main).toBeVisible();
      const mainText = (await main.innerText()).replace(/\s+/g, ' ').trim();
      expect(mainText.length, 'visible text in <main> without JavaScript').toBeGreaterThan(300);
      await expect(main.locator('p').filter({ visible: true }).first()).toBeVisible();
      await expect(noJsPage.locator(`a[href="${tel}"]`).filter({ visible: true }).first()).toBeVisible();
    });
  }

  // One title, description and canonical per page, unique titles and descriptions, and JSON-LD
  // that parses are rules of the built HTML: scripts/checks/export.ts checks them on every file.
  test('sitemap.xml lists exactly the pages of the index', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      (match[1] ?? '').replace(site.siteUrl, ''),
    );
    // Pages that ask not to be indexed (an unconfirmed firm's profile; /advisers/ and
    // /advisers/changes/ before the first import, while the roster is empty; /advisers/fees/ until
    // a brochure record gives a fee) are left out.
    const indexed = getPageIndex()
      .filter((page) => !page.noindex)
      .map((page) => page.path);
    const emptyRoster = (getContent().roster?.firms.length ?? 0) === 0 ? 2 : 0;
    const noFees = getContent().brochures.size === 0 ? 1 : 0;
    expect(indexed.length).toBe(paths.length - getContent().unconfirmedFirms.length - emptyRoster - noFees);
    expect(listed.sort()).toEqual(indexed.sort());
  });
});

/**
 * The crawl of every page for what the record does not back (issue 38 §4): while no criterion of
 * the method is in use, no page shows a position ("Ranked #", "(tied)", a "#1" or "=1" badge) or a
 * star rating nobody recorded; every firm profile says "Not yet recorded" where a value is missing;
 * and no page uses a phrase of test-support/unbacked-phrases.ts.
 */
test.describe('crawl: nothing shown that the record does not back', () => {
  const firms = getFirms();
  const ratedFirms = firms.filter((firm) => firm.rating.origin !== 'none');

  test('no rank and no unrecorded rating on any page while the ranking is not in use', async ({ request }) => {
    test.setTimeout(180_000);
    if (isRanked(firms)) {
      // The ranking is in use: the ranks shown are checked by trust.spec.ts and firms.spec.ts instead.
      expect(firms.every((firm) => firm.rank !== null)).toBe(true);
      return;
    }
    for (const path of paths) {
      const root = await servedPage(request, path);
      const main = root.querySelector('main');
      const text = textOf(main);
      expect(text, path).not.toMatch(/Ranked #\d|#\d+ \(tied\)|\(tied\)|Tied for #/);
      // A rank badge is a lone "#n" or "=n" on a card (n up to the number of firms; a colour such as
      // "#111827" on /branding/ is no rank); no such token may stand anywhere in <main>.
      const badges = (main?.querySelectorAll('span, div, p') ?? [])
        .map((node) => textOf(node))
        .filter((words) => /^[#=]\d{1,2}$/.test(words));
      expect(badges, `${path}: rank badges`).toEqual([]);
      // Stars only beside a recorded rating: none is recorded today, so none anywhere.
      const stars = main?.querySelectorAll('[role="img"][aria-label^="Rated "]') ?? [];
      if (ratedFirms.length === 0) expect(stars.length, `${path}: star ratings`).toBe(0);
      if (ratedFirms.length === 0) expect(text, path).not.toMatch(/\d\.\d\/5\.0 from \d+ reviews/);
    }
  });

  test('every firm profile says "Not yet recorded" where a value is missing', async ({ request }) => {
    test.setTimeout(120_000);
    for (const firm of firms) {
      const path = `/firm/${firm.slug}/`;
      const root = await servedPage(request, path);
      const missing = FIRM_SOURCED_FIELDS.filter((field) => {
        const fact: Sourced<unknown> = firm[field];
        return fact.origin === 'none' && fact.reason === 'not-yet-recorded';
      });
      const text = textOf(root.querySelector('main'));
      if (missing.length > 0) expect(text, `${path}: missing ${missing.join(', ')}`).toContain('Not yet recorded');
      // The header's facts: each unrecorded one reads exactly "Not yet recorded" in its place.
      const headerFacts: Sourced<unknown>[] = [
        firm.employees,
        firm.aum,
        firm.minimum,
        firm.compensation,
        firm.ownership,
      ];
      const shown = (root.querySelector('main')?.querySelectorAll('dd') ?? []).filter(
        (node) => textOf(node) === 'Not yet recorded',
      ).length;
      expect(shown, `${path}: "Not yet recorded" facts`).toBeGreaterThanOrEqual(
        headerFacts.filter((fact) => fact.origin === 'none' && fact.reason === 'not-yet-recorded').length,
      );
      if (firm.rating.origin === 'none') expect(text, path).toContain('No rating recorded');
    }
  });

  test('no page uses a phrase no recorded fact backs (test-support/unbacked-phrases.ts)', async ({ request }) => {
    test.setTimeout(180_000);
    const everywhere = UNBACKED_PHRASES.filter((phrase) => phrase.scope !== 'firm-about');
    for (const path of paths) {
      const text = textOf(await servedPage(request, path));
      const found = everywhere.filter(({ pattern }) => pattern.test(text)).map(({ reason }) => reason);
      expect(found, path).toEqual([]);
    }
  });
});
