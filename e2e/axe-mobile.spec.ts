import { existsSync, readdirSync } from 'node:fs';
import { getAllPagePaths } from '@/lib/content';
import { axeAudit, contentShown, expect, gotoIslandsReady, seriousViolations, test } from '@/test-support/e2e/fixtures';

/**
 * The route sweep's axe audit (WCAG 2.2 A and AA, target size included: test-support/e2e/fixtures.ts) on a phone,
 * in the `mobile` project (Pixel 7, 412 px): the header's toggle, stacked lists and buttons are laid
 * out otherwise than at the desktop sweep's 1280 px, so sizes and spacing of targets differ. Every
 * page of the preview export, and on the production fixture's export every firm profile (facts
 * imported from Form ADV) and the roster's pages of each kind. Only axe runs here: the desktop
 * sweeps (routes.spec.ts, roster.spec.ts, production-export.spec.ts) check the rest, and the layout
 * at every width from 320 px.
 */
const productionBase = process.env.E2E_PRODUCTION_BASE_URL ?? '';
const PRODUCTION_PATHS = [
  ...(existsSync('.production-export/firm') ? readdirSync('.production-export/firm').sort() : []).map(
    (slug) => `/firm/${slug}/`,
  ),
  '/advisers/',
  '/advisers/changes/',
  '/advisers/105664-truepoint-inc/',
  '/advisers/9100006-ohio-valley-planning-group-6/',
];

// Under reduced motion the cards show at once, so axe reads the colours a visitor is left with.
test.use({ reducedMotion: 'reduce' });

test.describe('axe on a phone: every page of the preview', () => {
  for (const path of getAllPagePaths())
    test(path, async ({ page }) => {
      await gotoIslandsReady(page, path);
      // The footer is one component with no per-page state: audited on the home page only, as in the sweep.
      const audit = axeAudit(page);
      if (path !== '/') audit.exclude('body > footer');
      expect(await seriousViolations(audit)).toEqual([]);
    });
});

test.describe('axe on a phone: the production export (imported facts, the roster)', () => {
  test.beforeAll(() => {
    if (!productionBase)
      throw new Error('No production export in .production-export/: run `npm run check:production` first.');
  });
  for (const path of PRODUCTION_PATHS)
    test(path, async ({ page }) => {
      await page.goto(`${productionBase}${path}`);
      await contentShown(page);
      expect(await seriousViolations(axeAudit(page).exclude('body > footer'))).toEqual([]);
    });
});
