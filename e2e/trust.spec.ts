import { parse } from 'node-html-parser';
import { getAllPagePaths, getContent, getFirm, getFirms, getSite, getUnconfirmedFirm } from '@/lib/content';
import { fiduciaryExplanation, isIndependent } from '@/lib/firms/labels';
import { UNRANKED_LIST_TITLE, criteriaInUse, isRanked, rankLabel, rankingBasis } from '@/lib/firms/ranking';
import { BROKERCHECK_SEARCH, iapdFirmUrl, IAPD_SEARCH } from '@/lib/firms/regulatory';
import { FIRM_SOURCED_FIELDS, type Sourced } from '@/lib/content/schemas';
import { recordedValue } from '@/lib/firms/sourced';
import { expect, test } from '@/test-support/e2e/fixtures';
import { servedPage, textOf } from '@/test-support/e2e/served-html';

/**
 * Trust on the exported site: nothing is shown as checked that nobody checked, every profile lets a
 * reader verify the firm, ranks and labels follow the published method and the public record, an
 * unconfirmed firm is not presented as a listed one, and every call or booking button about a firm
 * says who answers.
 */
const site = getSite();
const firms = getFirms();
const whoAnswers = (firm: string) => `You'll speak with ${site.brandName}, not ${firm}; we introduce you.`;
const unconfirmed = getUnconfirmedFirm('hcm-wealth-advisors');

/** Claims of vetting the data does not support: the site lists firms and shows what filings say. */
const VETTING_CLAIMS =
  /\bvetted\b|\bvetting\b|fiduciary verification|we keep only firms|sourced client reviews|read reviews|verified by us|pre-screened|hand-picked|carefully selected/i;

/** Promises the site cannot keep and words its old copy used, none of which may come back. */
const UNKEEPABLE_PROMISES =
  /passed our|keep only those|within 24 hours|same-day callback|we set up your first meeting|first consultation with the firm is free|we have helped|Reviewing Editor|\bEST\b/i;

/** A date as the site prints it, e.g. "15 Oct 2026", or an ISO day. */
const CHECKED_WITH_DATE = /checked (on )?(\d{1,2} [A-Z][a-z]{2} \d{4}|\d{4}-\d{2}-\d{2})/i;

test('no page shows a check that did not happen, claims vetting or makes an unkeepable promise, and every unchecked fact says "Not yet checked"', async ({
  request,
}) => {
  test.setTimeout(180_000);
  // Nobody has checked a firm fact yet, so no "checked {date}" may appear anywhere.
  expect(
    firms.every((firm) =>
      FIRM_SOURCED_FIELDS.every((field) => {
        const fact: Sourced<unknown> = firm[field];
        return fact.origin !== 'person' || !fact.verified;
      }),
    ),
  ).toBe(true);
  let unchecked = 0;
  for (const path of getAllPagePaths()) {
    const root = await servedPage(request, path);
    const text = textOf(root.querySelector('body'));
    expect(text, path).not.toMatch(CHECKED_WITH_DATE);
    expect(text, path).not.toMatch(VETTING_CLAIMS);
    expect(text, path).not.toMatch(UNKEEPABLE_PROMISES);
    for (const line of root.querySelectorAll('[data-check="unchecked"]')) {
      expect(line.text, path).toBe('Not yet checked');
      unchecked += 1;
    }
  }
  // Every fact a person recorded and nobody checked says so, once per page that shows it.
  expect(unchecked).toBeGreaterThan(10);
});

test.describe('Verify this firm', () => {
  for (const firm of firms) {
    test(`${firm.slug}: identity, its own public record or the search, disclosures, scope and rank`, async ({
      page,
    }) => {
      await page.goto(`/firm/${firm.slug}/`);
      const panel = page.getByRole('region', { name: 'Verify this firm', exact: true });
      const registration = recordedValue(firm.registration);
      if (registration === undefined) {
        // Nothing recorded: the panel says so and links both searches, by the firm's listed name.
        await expect(panel.locator('[data-registration="not-recorded"]')).toHaveText(
          "We have not yet confirmed this firm's registration.",
        );
        await expect(panel.locator('[data-crd="not-recorded"]')).toHaveText('CRD not yet recorded');
        await expect(
          panel.getByRole('link', { name: /Search the SEC's Investment Adviser Public Disclosure site/ }),
        ).toHaveAttribute('href', IAPD_SEARCH);
        await expect(panel.getByRole('link', { name: /Search FINRA BrokerCheck/ })).toHaveAttribute(
          'href',
          BROKERCHECK_SEARCH,
        );
      } else if (registration.crd === null) {
        await expect(panel).toContainText(registration.legalName);
        await expect(panel).toContainText('CRD not yet recorded');
        await expect(
          panel.getByRole('link', { name: /Search the SEC's Investment Adviser Public Disclosure site/ }),
        ).toHaveAttribute('href', IAPD_SEARCH);
      } else {
        const { crd, type } = registration;
        await expect(panel).toContainText(registration.legalName);
        await expect(panel.locator('[data-crd]')).toHaveText(crd);
        await expect(panel.getByRole('link', { name: /Investment Adviser Public Disclosure record/ })).toHaveAttribute(
          'href',
          iapdFirmUrl(crd),
        );
        const brokerCheck = panel.getByRole('link', { name: /FINRA BrokerCheck/ });
        if (type === 'RIA') await expect(brokerCheck).toHaveCount(0);
        else await expect(brokerCheck).toHaveAttribute('href', `https://brokercheck.finra.org/firm/summary/${crd}`);
      }
      // No fact's source is the IAPD home page: a reader must land on something about this firm.
      await expect(page.locator('main [data-provenance] a[href="https://adviserinfo.sec.gov/"]')).toHaveCount(0);
      const disclosures = panel.locator('[data-disclosures]');
      const events = recordedValue(firm.disclosures);
      if (events === undefined) await expect(disclosures).toContainText('Not yet recorded');
      else if (events.length === 0) await expect(disclosures).toContainText('Not yet checked');
      for (const event of events ?? []) await expect(disclosures).toContainText(event.summary);
      await expect(disclosures).not.toContainText('None found');

      await expect(page.locator('[data-fiduciary-scope]')).toContainText(fiduciaryExplanation(firm));
      const rank = rankLabel(firm);
      if (rank === undefined) {
        await expect(page.locator('[data-rank="none"]')).toContainText(/Listed firm · not yet ranked/i);
        await expect(page.locator('main')).not.toContainText(/Ranked #\d/);
      } else {
        await expect(page.getByText(`Ranked ${rank} in Greater Cincinnati`)).toBeVisible();
      }
    });
  }
});

test('the public-record facts of Mariner, Truepoint and Creative Planning are shown with their sources', async ({
  page,
}) => {
  const expected = [
    [
      'mariner-wealth-advisors',
      '140195',
      '$81.1 billion',
      '$7,500',
      'https://advisorsandinvestors.com/firms/mariner-llc',
    ],
    [
      'truepoint-wealth-counsel',
      '105664',
      '$4.9 billion',
      '$30,000',
      'https://advisorsandinvestors.com/firms/truepoint-inc',
    ],
    [
      'creative-planning',
      '105348',
      '$217.4 billion',
      'No minimum published',
      'https://advisorsandinvestors.com/creative-planning-llc',
    ],
  ] as const;
  for (const [slug, crd, aum, minimum, sourceUrl] of expected) {
    await page.goto(`/firm/${slug}/`);
    await expect(page.locator('[data-crd]')).toHaveText(crd);
    const main = page.locator('main');
    await expect(main).toContainText(aum);
    await expect(main).toContainText(minimum);
    await expect(main.locator(`a[href="${sourceUrl}"]`).first()).toBeVisible();
    await expect(main).toContainText(/dated \d{1,2} Mar 2025/);
    // Pooled vehicles or an outside owner: no "Independent" label.
    await expect(page.locator('[data-badge="independent"]')).toHaveCount(0);
    if (slug === 'mariner-wealth-advisors') {
      await expect(main).toContainText('GEI VIII MW Aggregator LLC');
      await expect(main).not.toContainText('Independently owned');
    }
  }
});

test('Allworth: its ownership is not yet recorded from a dated source, so the profile says so, and it is not labelled independent', async ({
  page,
}) => {
  const allworth = getFirm('allworth-financial');
  expect(allworth?.ownership.origin).toBe('none');
  await page.goto('/firm/allworth-financial/');
  const ownership = page
    .locator('main dt', { hasText: /^Ownership$/ })
    .first()
    .locator('xpath=following-sibling::dd[1]');
  await expect(ownership).toHaveText(/^Not yet recorded/);
  // The About text may tell the reported sale; the fact itself waits for a dated source.
  await expect(page.locator('main')).toContainText('Lightyear Capital');
  await expect(page.locator('main')).not.toContainText('Independently owned');
  await expect(page.locator('[data-badge="independent"]')).toHaveCount(0);
});

test('Ross, Sinclaire shows the SEC order and the FINRA/MSRB settlement on its profile and its card, and no scope it has not recorded', async ({
  page,
}) => {
  await page.goto('/firm/ross-sinclaire-associates/');
  const disclosures = page.getByRole('region', { name: 'Verify this firm' }).locator('[data-disclosures]');
  await expect(disclosures).toContainText('23 Jun 2016');
  await expect(disclosures).toContainText('15(b)(7)');
  await expect(disclosures).toContainText('$250,000');
  await expect(disclosures.locator('a[href="https://rosssinclairefairfund.com"]').first()).toBeVisible();
  // Its registration is not yet recorded from a dated source, so the scope is not stated either.
  const ross = getFirm('ross-sinclaire-associates');
  if (ross && recordedValue(ross.registration) === undefined)
    await expect(page.locator('[data-fiduciary-scope]')).toContainText(
      "We have not yet recorded Ross, Sinclaire & Associates's registration",
    );
  else await expect(page.locator('[data-fiduciary-scope]')).toContainText('fiduciary on advisory accounts only');
  // The recorded disclosures stand on its card in every list too.
  await page.goto('/top-fiduciary-advisors-cincinnati/');
  await expect(
    page.locator('main ol > li').filter({ hasText: 'Ross, Sinclaire' }).locator('[data-card-disclosure]'),
  ).toHaveCount(1);
});

test('an unconfirmed firm is not ranked, labelled, compared, matched or indexed, and its page says why', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  if (!unconfirmed) throw new Error('HCM Wealth Advisors is expected to be unconfirmed');
  expect(getFirm(unconfirmed.slug)).toBeUndefined();
  await page.goto(`/firm/${unconfirmed.slug}/`);
  await expect(page.getByRole('heading', { name: "We have not yet confirmed this firm's registration" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const main = page.locator('main');
  await expect(main).not.toContainText(/Ranked #/);
  await expect(main.locator('[role="img"][aria-label^="Rated "]')).toHaveCount(0);
  await expect(main.locator('[data-badge]')).toHaveCount(0);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain(`/firm/${unconfirmed.slug}/`);
  // Nowhere else: no card, table row, picker option, match candidate or ItemList entry names it.
  for (const path of getAllPagePaths().filter((path) => path !== `/firm/${unconfirmed.slug}/`)) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain(unconfirmed.name);
    expect(html, path).not.toContain(`/firm/${unconfirmed.slug}/`);
  }
});

test('/methodology/ shows every criterion, the no-data rule, what the ranking rests on and each firm’s scores in the published order', async ({
  page,
}) => {
  await page.goto('/methodology/');
  const { methodology } = getContent();
  const inUse = criteriaInUse(firms, methodology.criteria);
  await expect(page.locator('main')).toContainText('no data');
  await expect(page.locator('[data-ranking-basis]')).toHaveText(rankingBasis(inUse, methodology.criteria));
  for (const criterion of methodology.criteria)
    await expect(page.locator(`[data-criterion="${criterion.id}"]`).first()).toHaveAttribute(
      'data-in-use',
      inUse.some((used) => used.id === criterion.id) ? 'true' : 'false',
    );
  const rows = page.getByRole('region', { name: 'Scores table' }).locator('tbody tr');
  await expect(rows).toHaveCount(firms.length);
  for (const [index, firm] of firms.entries()) {
    const row = rows.nth(index);
    await expect(row).toContainText(firm.name);
    await expect(row).toContainText(rankLabel(firm) ?? 'Not ranked');
    if (firm.score !== null) await expect(row).toContainText(firm.score.toFixed(2));
    // A criterion without confirmed facts for the firm reads "not recorded", never a made-up 0.
    const missing = Object.values(firm.criterionScores).filter((score) => score === null).length;
    await expect(row.locator('[data-score="not-recorded"]')).toHaveCount(missing);
  }
  // Equal scores share a position and are listed alphabetically (the published tie rule); A–Z while unranked.
  for (const [index, firm] of firms.entries()) {
    const previous = firms[index - 1];
    if (previous && previous.score === firm.score) {
      expect(firm.rank).toBe(previous.rank);
      expect(previous.name.localeCompare(firm.name)).toBeLessThan(0);
    }
  }
});

test('the featured firm is the computed #1 (none while unranked) and the lists follow the published order', async ({
  page,
}) => {
  const first = firms[0];
  if (!first) throw new Error('No firms');
  await page.goto('/cincinnati-financial-advisor/');
  if (isRanked(firms)) await expect(page.locator('[data-featured-firm]')).toContainText(first.name);
  else {
    await expect(page.locator('[data-featured-firm="none"]')).toContainText('Our ranking is not yet published');
    await expect(page.locator('[data-featured-firm="none"]')).not.toContainText(first.name);
  }
  await page.goto('/top-fiduciary-advisors-cincinnati/');
  const headings = page.locator('main ol > li h3');
  await expect(headings).toHaveCount(firms.length);
  for (const [index, firm] of firms.entries()) {
    const rank = rankLabel(firm);
    await expect(headings.nth(index)).toHaveText(rank === undefined ? firm.name : `Ranked ${rank}: ${firm.name}`);
  }
  if (!isRanked(firms)) await expect(page.getByRole('heading', { name: UNRANKED_LIST_TITLE })).toBeVisible();
});

test('"Independent" and "Top rated" badges only where the rule holds', async ({ page }) => {
  await page.goto('/independent-fiduciary-advisor-cincinnati/');
  const independent = firms.filter((firm) => isIndependent(firm));
  await expect(page.locator('[data-badge="independent"]')).toHaveCount(independent.length);
  if (independent.length === 0)
    await expect(page.locator('main')).toContainText('No firm carries the “Independent” label yet');
});

test('stars appear only beside a recorded rating with its source; otherwise "No rating recorded"', async ({ page }) => {
  test.setTimeout(120_000);
  const rated = firms.filter((firm) => firm.rating.origin !== 'none').length;
  let starDisplays = 0;
  let noRating = 0;
  for (const path of [
    '/',
    '/top-fiduciary-advisors-cincinnati/',
    '/fee-only-fiduciary-advisor-cincinnati/',
    `/firm/${firms[0]?.slug}/`,
  ]) {
    await page.goto(path);
    const stars = page.locator('main [role="img"][aria-label^="Rated "]');
    const count = await stars.count();
    for (let index = 0; index < count; index += 1) {
      // The nearest element around the stars that also holds a provenance line.
      const around = stars.nth(index).locator('xpath=ancestor::*[.//*[@data-provenance]][1]');
      await expect(around, `${path} star display ${index + 1}`).toContainText(/Not yet checked|checked \d/);
      starDisplays += 1;
    }
    noRating += await page.locator('main [data-rating="none"]').count();
  }
  // Four pages, each showing every firm's rating line or its absence.
  if (rated === 0) expect(starDisplays).toBe(0);
  else expect(starDisplays).toBeGreaterThan(0);
  if (rated < firms.length) expect(noRating).toBeGreaterThan(0);
});

test('unchecked values carry a compact marker with words for screen readers, not a chip', async ({ page }) => {
  await page.goto('/compare/');
  const marks = page.locator('main [data-unverified]');
  expect(await marks.count()).toBeGreaterThan(10);
  await expect(marks.first()).toHaveText('† (not yet checked)');
  await expect(page.getByText('Sample data, not yet verified')).toHaveCount(0);
});

test('call and booking buttons about a firm say who answers: on profiles and on ranked cards', async ({ page }) => {
  test.setTimeout(120_000);
  for (const firm of firms) {
    await page.goto(`/firm/${firm.slug}/`);
    await expect(page.getByRole('link', { name: `Ask us about ${firm.name}` })).toBeVisible();
    await expect(page.getByText(whoAnswers(firm.name))).toHaveCount(2);
    await expect(page.getByText(/Talk to /)).toHaveCount(0);
  }
  await page.goto('/');
  for (const firm of firms) {
    const card = page.locator('main ol > li').filter({ has: page.getByRole('heading', { name: firm.name }) });
    await expect(card.locator(`a[href^="tel:"]`)).toBeVisible();
    await expect(card).toContainText(whoAnswers(firm.name));
  }
});

test('firm JSON-LD carries the firm’s identity and never the directory’s phone number', async ({ request }) => {
  const digits = site.phone.replace(/\D/g, '');
  for (const firm of firms) {
    const html = await (await request.get(`/firm/${firm.slug}/`)).text();
    const blocks = parse(html)
      .querySelectorAll('script[type="application/ld+json"]')
      .map((node) => node.rawText);
    const service = blocks
      .map((text): unknown => JSON.parse(text))
      .flat()
      .find(
        (item) => typeof item === 'object' && item !== null && '@type' in item && item['@type'] === 'FinancialService',
      );
    expect(service, firm.slug).toBeDefined();
    const text = JSON.stringify(service);
    expect(text).not.toContain('telephone');
    expect(text.replace(/\D/g, '')).not.toContain(digits);
    const registration = recordedValue(firm.registration);
    if (registration) expect(text).toContain(registration.legalName);
    else expect(text).not.toContain('legalName');
  }
});

test('how firms are listed and ordered is one text, the same on home, /about/, /methodology/ and ranked lists', async ({
  page,
}) => {
  const [first] = getContent().methodology.howListed;
  if (!first) throw new Error('methodology.howListed is empty');
  for (const path of ['/', '/about/', '/methodology/', '/top-fiduciary-advisors-cincinnati/']) {
    await page.goto(path);
    await expect(page.locator('main [data-how-listed]').first(), path).toContainText(first);
  }
});
