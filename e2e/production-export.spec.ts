import { existsSync, readdirSync } from 'node:fs';
import {
  axeAudit,
  contentShown,
  expect,
  seriousViolations,
  seriousViolationsOnAPhone,
  test,
} from '@/test-support/e2e/fixtures';
import { layoutProblemsAtEveryWidth } from '@/test-support/e2e/layout';

/**
 * The production fixture's export (`npm run check:production` builds it into .production-export/
 * from verified fixture content after running the Form ADV import on the fixture feed dated that
 * day): imported facts show "From its Form ADV filed …" with the firm's IAPD page, and with every
 * criterion recorded the ranking returns with its basis.
 */
const base = process.env.E2E_PRODUCTION_BASE_URL ?? '';

test.beforeAll(() => {
  if (!base) throw new Error('No production export in .production-export/: run `npm run check:production` first.');
});

test('a profile built from imported Form ADV facts shows their filing date and the IAPD page', async ({ page }) => {
  await page.goto(`${base}/firm/mariner-wealth-advisors/`);
  const assets = page.locator('dd', { hasText: 'From its Form ADV filed' }).first();
  await expect(assets).toBeVisible();
  const link = page.getByRole('link', { name: 'From its Form ADV filed 21 Oct 2024' }).first();
  await expect(link).toHaveAttribute('href', 'https://adviserinfo.sec.gov/firm/summary/140195');
  await expect(page.getByText('$81.1 billion', { exact: true })).toBeVisible();
  await expect(page.getByText('None reported in its Form ADV filed 21 Oct 2024')).toBeVisible();
  await expect(page.getByText('Main office, per Form ADV')).toBeVisible();
  // A copy of the regulator's record is not presented as someone's check.
  await expect(page.locator('[data-provenance="form-adv"]').first()).not.toContainText('checked');
});

test("a listed firm's profile shows whom it serves (5.D) from its Form ADV, with an average that is not a minimum", async ({
  page,
}) => {
  // Mariner's 5.D in the hand-written fixture feed (__tests__/fixtures/adv/IA_FIRM_SEC_Feed_11_01_2026.xml), invented.
  await page.goto(`${base}/firm/mariner-wealth-advisors/`);
  const table = page.locator('[data-clients-served]');
  await expect(table.getByRole('heading')).toHaveText('Whom it serves (Form ADV 5.D, filed 21 Oct 2024)');
  await expect(table.getByRole('row').filter({ hasText: 'Individuals (other than high net worth)' })).toContainText(
    '15,200$9.1 billion$600,000 per client: an average, not a minimum',
  );
  const charities = table.getByRole('row').filter({ hasText: 'Charitable organizations' });
  await expect(charities).toContainText('Fewer than 5');
  await expect(charities).not.toContainText('per client');
  await expect(table.getByRole('link', { name: 'From its Form ADV filed 21 Oct 2024' })).toHaveAttribute(
    'href',
    'https://adviserinfo.sec.gov/firm/summary/140195',
  );
});

test('with every criterion recorded, the list is ranked and says on how many criteria', async ({ page }) => {
  await page.goto(`${base}/methodology/`);
  await expect(page.locator('[data-ranking-basis]')).toContainText('Ranked on 6 of 6 criteria');
  await page.goto(`${base}/firm/mariner-wealth-advisors/`);
  await expect(page.locator('[data-rank]').first()).toContainText('Ranked #');
});

/**
 * Every firm profile of the production export, held to the route sweep's axe audit (WCAG 2.2 AA,
 * target size included): only this export has facts imported from Form ADV, whose source lines and
 * filed websites stack links the preview's profiles do not have. Those with imported facts are
 * checked at every width from 320 px too (test-support/e2e/layout.ts); each is audited again at a phone's width.
 */
const PROFILES = existsSync('.production-export/firm') ? readdirSync('.production-export/firm').sort() : [];

test.describe('profiles with imported facts: axe and layout', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the export has profiles with imported facts to audit', () => {
    expect(PROFILES).toContain('mariner-wealth-advisors');
  });

  for (const slug of PROFILES)
    test(`/firm/${slug}/`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(`${base}/firm/${slug}/`);
      await contentShown(page);
      expect(await seriousViolations(axeAudit(page).exclude('body > footer'))).toEqual([]);
      if ((await page.locator('[data-provenance="form-adv"]').count()) > 0)
        expect(await layoutProblemsAtEveryWidth(page)).toEqual([]);
      expect(await seriousViolationsOnAPhone(page, { footer: false })).toEqual([]);
    });
});
