import { readFileSync } from 'node:fs';
import {
  axeAudit,
  contentShown,
  expect,
  seriousViolations,
  seriousViolationsOnAPhone,
  test,
  unexpectedErrors,
} from '@/test-support/e2e/fixtures';
import { layoutProblemsAtEveryWidth } from '@/test-support/e2e/layout';
import { PRODUCTION_ROSTER } from '@/test-support/region-fixture-feeds';

/**
 * The region's roster on the production fixture's export (`npm run check:production` imports
 * test-support/region-fixture-feeds.ts: 250 registered, approved advisers of the region among exempt,
 * withdrawn, pending, out-of-region, notice-filing ones and three that publish no main office). The real build, before the first import,
 * shows /advisers/'s empty state: the route sweep covers it.
 */
const base = process.env.E2E_PRODUCTION_BASE_URL ?? '';
const ROSTER = PRODUCTION_ROSTER;

test.beforeAll(() => {
  if (!base) throw new Error('No production export in .production-export/: run `npm run check:production` first.');
});

/** The roster pages sitemap.xml lists, with their lastmod. */
function sitemapRosterPages(): { loc: string; lastmod: string }[] {
  const xml = readFileSync('.production-export/sitemap.xml', 'utf8');
  return [...xml.matchAll(/<url><loc>([^<]+\/advisers\/\d[^<]*)<\/loc><lastmod>([^<]+)<\/lastmod>/g)].map((match) => ({
    loc: match[1] ?? '',
    lastmod: match[2] ?? '',
  }));
}

test('without JavaScript, /advisers/ lists every adviser of the region, says how many and where the list comes from', async ({
  noJsPage,
}) => {
  await noJsPage.goto(`${base}/advisers/`);
  await expect(noJsPage.locator('h1')).toHaveText(`Registered investment advisers in Greater Cincinnati (${ROSTER})`);
  const rows = noJsPage.locator('[data-adviser-list] > li');
  await expect(rows).toHaveCount(ROSTER);
  await expect(noJsPage.locator('[data-adviser-list] a[href^="/advisers/"]')).toHaveCount(ROSTER);
  await expect(
    noJsPage.getByText(/From the SEC’s data file IA_FIRM_SEC_Feed_\d{2}_\d{2}_\d{4}\.xml\.gz of/),
  ).toBeVisible();
  await expect(noJsPage.locator('[data-region-figures]')).toContainText(`Of the ${ROSTER} advisers,`);
  // The region is the owner's setting: the page names its counties, from the roster file (under the list).
  await expect(noJsPage.locator('[data-region-counties]')).toContainText(
    /lies in Hamilton County, OH, Butler County, OH, .* and Dearborn County, IN\./,
  );
  // Exempt, withdrawn, pending, out-of-region and notice-filing firms are not on it.
  await expect(noJsPage.locator('[data-adviser-list]')).not.toContainText(/fixture/i);
  // A–Z, never a rank or a star.
  const names = await rows.locator('a').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  await expect(noJsPage.locator('main')).not.toContainText(/★|#\d|\bbest\b|\btop[- ]rated\b/i);
});

test('/advisers/ says how many registered advisers of OH, KY and IN publish no main office, with a link to search IAPD', async ({
  noJsPage,
}) => {
  await noJsPage.goto(`${base}/advisers/`);
  // The fixture's state feed holds two (test-support/region-fixture-others.ts, NOT_PUBLISHED_FIXTURE).
  await expect(noJsPage.locator('[data-not-published]')).toHaveText(
    '2 registered advisers in Ohio, Kentucky and Indiana publish no main-office address, so they can’t be placed in the region ' +
      'and are not on this list. To look one up by name, search the SEC’s Investment Adviser Public Disclosure site, adviserinfo.sec.gov.',
  );
  await expect(noJsPage.locator('[data-not-published] a')).toHaveAttribute('href', 'https://adviserinfo.sec.gov/');
  await expect(
    noJsPage.getByText(/Counted in the SEC’s data file IA_FIRM_STATE_Feed_\d{2}_\d{2}_\d{4}\.xml\.gz of/),
  ).toBeVisible();
});

test('a roster page: its Form ADV facts dated and linked, the notice, the sources, no rank; axe and 320 px clean', async ({
  page,
}) => {
  await page.goto(`${base}/advisers/9100001-elm-wealth-partners-1/`);
  await expect(page.locator('h1')).toHaveText('Elm Wealth Partners 1');
  await expect(page.locator('[data-roster-notice]')).toContainText(
    'Copied from the firm’s Form ADV; the firm has not reviewed this page; firms do not pay to be listed; this is not a recommendation.',
  );
  const dated = page.getByRole('link', { name: 'From its Form ADV filed 15 Jan 2026' });
  expect(await dated.count()).toBeGreaterThanOrEqual(9);
  await expect(dated.first()).toHaveAttribute('href', 'https://adviserinfo.sec.gov/firm/summary/9100001');
  await expect(page.getByRole('link', { name: 'Its Form ADV Part 1 (PDF)' })).toHaveAttribute(
    'href',
    'https://reports.adviserinfo.sec.gov/reports/ADV/9100001/PDF/9100001.pdf',
  );
  await expect(page.getByRole('link', { name: /Its Form CRS/ })).toHaveAttribute(
    'href',
    'https://reports.adviserinfo.sec.gov/crs/crs_9100001.pdf',
  );
  await expect(page.locator('[data-fee-model]')).toHaveText('Fee-only, per Form ADV');
  await expect(page.locator('[data-fee-rule]')).toContainText('Form ADV answers No to 5.E(5)');
  await expect(page.locator('[data-disclosures]')).toHaveText('None reported in its Form ADV filed 15 Jan 2026');
  await expect(
    page.getByText(/Region’s median: \$[\d.]+ (million|billion) \(of \d+ advisers that report it\)/),
  ).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/★|Ranked #|\bbest\b|\bclean\b/i);
  await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
  expect(await seriousViolations(axeAudit(page).exclude('body > footer'))).toEqual([]);
  expect(await layoutProblemsAtEveryWidth(page)).toEqual([]);
});

test('a roster page shows whom it serves (5.D): clients and assets per type, individuals averaged but not as a minimum', async ({
  noJsPage,
}) => {
  // test-support/region-fixture-feeds.ts, clientsServed: the first firm serves (a) and (b), the fourth (b) and "fewer than 5" (h).
  await noJsPage.goto(`${base}/advisers/9100001-elm-wealth-partners-1/`);
  const table = noJsPage.locator('[data-clients-served]');
  await expect(table.getByRole('heading')).toHaveText('Whom it serves (Form ADV 5.D, filed 15 Jan 2026)');
  const individuals = table.getByRole('row').filter({ hasText: 'Individuals (other than high net worth)' });
  await expect(individuals).toContainText('40');
  await expect(individuals).toContainText('$11.1 million$278,000 per client: an average, not a minimum');
  await expect(table.getByRole('row')).toHaveCount(3);
  const fourth = sitemapRosterPages().find((page) => page.loc.includes('/advisers/9100004-'));
  await noJsPage.goto(new URL(new URL(fourth?.loc ?? '').pathname, base).href);
  const charities = noJsPage.locator('[data-clients-served] tr').filter({ hasText: 'Charitable organizations' });
  await expect(charities).toContainText('Fewer than 5');
  await expect(charities).not.toContainText('per client');
  await expect(noJsPage.locator('[data-clients-served]')).not.toContainText('Individuals (other than high net worth)');
});

test('a firm whose filing reports an Item 11 event says "Reported: see its IAPD page", never a verdict', async ({
  page,
}) => {
  // The sixth invented firm answers Yes to Item 11 (test-support/region-fixture-feeds.ts).
  await page.goto(`${base}/advisers/9100006-ohio-valley-planning-group-6/`);
  await expect(page.locator('[data-disclosures]')).toHaveText('Reported: see its IAPD page');
});

test('a listed firm and its roster entry link to each other', async ({ page }) => {
  await page.goto(`${base}/advisers/105664-truepoint-inc/`);
  await page.locator('[data-listed-profile] a').click();
  await expect(page).toHaveURL(`${base}/firm/truepoint-wealth-counsel/`);
  await page.locator('[data-roster-entry] a').click();
  await expect(page).toHaveURL(`${base}/advisers/105664-truepoint-inc/`);
});

test('sitemap.xml lists every roster page, dated by its filing; each page is canonical', async ({ request }) => {
  const pages = sitemapRosterPages();
  expect(pages).toHaveLength(ROSTER);
  expect(pages).toContainEqual({
    loc: expect.stringMatching(/\/advisers\/9100001-elm-wealth-partners-1\/$/),
    lastmod: expect.stringMatching(/^2026-01-15/),
  });
  const html = await (await request.get(`${base}/advisers/9100002-riverbend-planning-group-2/`)).text();
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/advisers\/9100002-riverbend-planning-group-2\/"/);
  expect(html).toContain('"propertyID":"CRD","value":"9100002"');
});

/**
 * The route sweep's sample of the roster (it sweeps the preview export, which has none): the list,
 * its changes page, and roster pages chosen to differ (first and last A–Z, the listed firm's entry,
 * one reporting an Item 11 event), each held to the sweep's checks. Sweeping every roster page
 * would add a minute per hundred advisers to CI and find nothing a sample does not: they are one template.
 */
const SAMPLE = [
  '/advisers/',
  '/advisers/changes/',
  '/advisers/9100016-cardinal-financial-counsel-16/',
  '/advisers/9100024-twin-lakes-financial-counsel-24/',
  '/advisers/105664-truepoint-inc/',
  '/advisers/9100006-ohio-valley-planning-group-6/',
];

test.describe('route sweep: a sample of the roster', () => {
  test.use({ reducedMotion: 'reduce' });
  for (const path of SAMPLE)
    test(path, async ({ page, noJsPage, consoleErrors }) => {
      test.setTimeout(60_000);
      const response = await page.goto(`${base}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(/\S.* \| /);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      // Under reduced motion what follows the first screen shows at once, with the first screen's
      // CSS only, until the site stylesheet applies: the colours a visitor reads are the applied ones.
      await contentShown(page);
      expect(await seriousViolations(axeAudit(page).exclude('body > footer'))).toEqual([]);
      expect(await layoutProblemsAtEveryWidth(page)).toEqual([]);
      expect(await seriousViolationsOnAPhone(page, { footer: false })).toEqual([]);
      expect(unexpectedErrors(consoleErrors)).toEqual([]);
      // Without JavaScript: the text, the notice and the phone number are in the HTML.
      await noJsPage.goto(`${base}${path}`);
      await expect(noJsPage.locator('[data-roster-notice]')).toBeVisible();
      await expect(noJsPage.locator('main a[href^="tel:"]').first()).toBeVisible();
    });
});
