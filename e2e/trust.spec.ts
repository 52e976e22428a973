import { getAllPagePaths, getFirms, getSite } from '@/lib/content';
import { expect, test } from './fixtures';

/**
 * Trust on the exported site: every profile lets a reader verify the firm, the ranking method is
 * published and linked, every star display carries its source and checked date, unverified figures
 * are marked, and every call or booking button about a firm says who answers.
 */
const site = getSite();
const firms = getFirms();
const whoAnswers = (firm: string) => `You'll speak with ${site.brandName}, not ${firm}; we introduce you.`;

test.describe('Verify this firm', () => {
  for (const firm of firms) {
    test(`${firm.slug}: registration, CRD or "not recorded", public-record links, disclosures`, async ({ page }) => {
      await page.goto(`/firm/${firm.slug}/`);
      const panel = page.getByRole('region', { name: 'Verify this firm', exact: true });
      await expect(panel).toContainText(firm.registration.value.legalName);
      const { crd, type } = firm.registration.value;
      if (crd === null) {
        await expect(panel).toContainText('Not yet recorded');
        await expect(
          panel.getByRole('link', { name: /Search the SEC's Investment Adviser Public Disclosure site/ }),
        ).toHaveAttribute('href', 'https://adviserinfo.sec.gov/');
      } else {
        await expect(panel).toContainText(crd);
        await expect(panel.getByRole('link', { name: /Investment Adviser Public Disclosure record/ })).toHaveAttribute(
          'href',
          `https://adviserinfo.sec.gov/firm/summary/${crd}`,
        );
        const brokerCheck = panel.getByRole('link', { name: /FINRA BrokerCheck/ });
        if (type === 'RIA') await expect(brokerCheck).toHaveCount(0);
        else await expect(brokerCheck).toHaveAttribute('href', `https://brokercheck.finra.org/firm/summary/${crd}`);
      }
      await expect(panel).toContainText(/Form CRS \/ ADV Part 2A/);
      const disclosures = firm.disclosures.value;
      if (disclosures.length === 0) await expect(panel).toContainText(`None found as of ${firm.disclosures.checked}`);
      for (const disclosure of disclosures) await expect(panel).toContainText(disclosure.summary);
      if (firm.registration.note) await expect(panel).toContainText(firm.registration.note);

      // Rank with its method, and who answers next to the call and booking buttons.
      await expect(page.getByText(`Ranked #${firm.rank} in Greater Cincinnati`)).toBeVisible();
      await page.getByRole('link', { name: 'how we rank', exact: true }).click();
      await expect(page).toHaveURL(/\/methodology\/$/);
    });
  }
});

test('the Ross, Sinclaire profile says its fiduciary duty covers advisory accounts only and shows its FINRA/MSRB settlement', async ({
  page,
}) => {
  await page.goto('/firm/ross-sinclaire-associates/');
  await expect(page.getByText('Fiduciary on advisory accounts only').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Verify this firm' })).toContainText('$250,000');
});

test('the HCM profile says plainly that the firm was not found in public adviser data', async ({ page }) => {
  await page.goto('/firm/hcm-wealth-advisors/');
  await expect(page.getByRole('region', { name: 'Verify this firm' })).toContainText(
    'We could not find this firm in the public adviser data',
  );
  await expect(page.getByText('Fiduciary status not confirmed').first()).toBeVisible();
});

test('/methodology/ is linked from ranked lists and landing grids, and shows every firm’s scores in rank order', async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const path of [
    '/',
    '/top-fiduciary-advisors-cincinnati/',
    '/best-fiduciary-advisors-cincinnati/',
    '/fee-only-fiduciary-advisor-cincinnati/',
  ]) {
    await page.goto(path);
    await expect(page.locator('main a[href="/methodology/"]').first(), path).toBeVisible();
  }
  await page.goto('/');
  await page.getByRole('link', { name: 'How we rank firms' }).click();
  await expect(page).toHaveURL(/\/methodology\/$/);
  const rows = page.getByRole('region', { name: 'Scores table' }).locator('tbody tr');
  await expect(rows).toHaveCount(firms.length);
  for (const [index, firm] of firms.entries()) {
    await expect(rows.nth(index)).toContainText(`#${firm.rank}`);
    await expect(rows.nth(index)).toContainText(firm.name);
    await expect(rows.nth(index)).toContainText(firm.score.toFixed(2));
  }
});

test('every star display on the site has the rating’s source and checked date next to it', async ({ page }) => {
  // Every exported page: slow on a shared machine.
  test.setTimeout(420_000);
  let starDisplays = 0;
  for (const path of getAllPagePaths()) {
    await page.goto(path);
    const stars = page.locator('main [role="img"][aria-label^="Rated "]');
    const count = await stars.count();
    for (let index = 0; index < count; index += 1) {
      // The nearest element around the stars that also holds a provenance line.
      const around = stars.nth(index).locator('xpath=ancestor::*[.//*[@data-provenance]][1]');
      await expect(around, `${path} star display ${index + 1}`).toContainText(/checked \d{4}-\d{2}-\d{2}/);
      starDisplays += 1;
    }
  }
  // Home, top/best lists, grids, featured firm, ten profiles with their "Explore Other Firms".
  expect(starDisplays).toBeGreaterThan(50);
});

test('unverified figures carry a visible "Sample data, not yet verified" mark and one explanation per page', async ({
  page,
}) => {
  const firm = firms[0];
  if (!firm) throw new Error('No firms');
  await page.goto(`/firm/${firm.slug}/`);
  const marks = page.locator('main [data-unverified]');
  expect(await marks.count()).toBeGreaterThanOrEqual(8);
  await expect(marks.first()).toHaveText('Sample data, not yet verified');
  await expect(marks.first()).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'About the figures marked' })).toHaveCount(1);
  await page.goto('/');
  await expect(page.getByRole('note').filter({ hasText: 'About the figures marked' })).toHaveCount(1);
});

test('call and booking buttons about a firm say who answers: on profiles and on firm cards', async ({ page }) => {
  test.setTimeout(120_000);
  for (const firm of firms) {
    await page.goto(`/firm/${firm.slug}/`);
    await expect(page.getByRole('link', { name: `Ask us about ${firm.name}` })).toBeVisible();
    await expect(page.getByText(whoAnswers(firm.name))).toHaveCount(2);
    await expect(page.getByText(/Talk to /)).toHaveCount(0);
  }
  await page.goto('/');
  for (const firm of firms) {
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `Rank ${firm.rank}: ${firm.name}`, exact: true }) });
    await expect(
      card.getByRole('link', { name: `Call ${site.brandName} to ask about ${firm.name}, ${site.phone}` }),
    ).toBeVisible();
    await expect(card).toContainText(whoAnswers(firm.name));
  }
});

test('firm JSON-LD carries the firm’s identity and never the directory’s phone number', async ({ page }) => {
  test.setTimeout(120_000);
  const digits = site.phone.replace(/\D/g, '');
  for (const firm of firms) {
    await page.goto(`/firm/${firm.slug}/`);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
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
    expect(text).toContain(firm.registration.value.legalName);
  }
});
