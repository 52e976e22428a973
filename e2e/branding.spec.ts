import { readFile } from 'node:fs/promises';
import { BRAND_COLORS } from '@/lib/site/brand';
import { getSite } from '@/lib/content';
import { expect, gotoIslandsReady, test, watchCsp } from '@/test-support/e2e/fixtures';

/** /branding: logo downloads (the logo-downloads island), brand colours and typography. */

const site = getSite();
test.describe('/branding', () => {
  const VARIANTS = [
    { variant: 'primary', label: 'Primary' },
    { variant: 'dark-background', label: 'Dark background' },
    { variant: 'monochrome', label: 'Monochrome' },
  ] as const;

  for (const { variant, label } of VARIANTS) {
    test(`the ${label} logo downloads as logo-${variant}.svg, a valid SVG document`, async ({ page }) => {
      const csp = watchCsp(page);
      await gotoIslandsReady(page, '/branding/');
      const card = page.locator(`[data-logo-variant="${variant}"]`);
      await expect(card.getByRole('heading', { name: label, exact: true })).toBeVisible();
      await expect(card.locator('svg').first()).toBeVisible();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('button', { name: `SVG of the ${label} logo` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`logo-${variant}.svg`);
      const svgText = await readFile(await download.path(), 'utf8');
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
        return {
          root: doc.documentElement.localName,
          namespace: doc.documentElement.namespaceURI,
          errors: doc.getElementsByTagName('parsererror').length,
          text: doc.documentElement.textContent ?? '',
        };
      }, svgText);
      expect(parsed).toMatchObject({ root: 'svg', namespace: 'http://www.w3.org/2000/svg', errors: 0 });
      expect(parsed.text).toContain(site.brandName);
      await expect(card.getByRole('status')).toHaveText(`Downloaded logo-${variant}.svg`);
      expect(csp).toEqual([]);
    });

    test(`the ${label} logo downloads as logo-${variant}.jpg, a JPEG image`, async ({ page }) => {
      const csp = watchCsp(page);
      await gotoIslandsReady(page, '/branding/');
      const card = page.locator(`[data-logo-variant="${variant}"]`);
      const downloaded = page.waitForEvent('download');
      downloaded.catch(() => undefined); // awaited below; only here so an early failure is reported cleanly
      await card.getByRole('button', { name: `JPG of the ${label} logo` }).click();
      // The visitor is told the file is ready (or, if it fails, why: that message shows up here).
      await expect(card.getByRole('status')).toHaveText(`Downloaded logo-${variant}.jpg`, { timeout: 10_000 });
      const download = await downloaded;
      expect(download.suggestedFilename()).toBe(`logo-${variant}.jpg`);
      const jpg = await readFile(await download.path());
      expect([...jpg.subarray(0, 3)], 'JPEG magic bytes').toEqual([0xff, 0xd8, 0xff]);
      // It decodes as an image at least as large as the SVG's 640×160, with the same proportions.
      const size = await page.evaluate(async (base64) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
        return { width: bitmap.width, height: bitmap.height };
      }, jpg.toString('base64'));
      expect(size.width).toBeGreaterThanOrEqual(640);
      expect(size.width / size.height).toBeCloseTo(4, 1);
      expect(csp).toEqual([]);
    });
  }

  test('a JPG that cannot be made is reported to the visitor', async ({ page }) => {
    // A browser that cannot encode JPEG (toBlob yields nothing).
    await page.addInitScript(() => {
      HTMLCanvasElement.prototype.toBlob = function toBlob(callback: BlobCallback) {
        callback(null);
      };
    });
    await gotoIslandsReady(page, '/branding/');
    const card = page.locator('[data-logo-variant="primary"]');
    const jpgButton = card.getByRole('button', { name: 'JPG of the Primary logo' });
    await jpgButton.click();
    await expect(card.getByRole('status')).toContainText('Sorry, the JPG could not be created');
    await expect(card.getByRole('status')).toContainText('The SVG download still works');
    await expect(jpgButton).toBeEnabled();
  });

  test('the five brand colours show name, hex and rgb, and the swatch is that colour', async ({ page }) => {
    const csp = watchCsp(page);
    await page.goto('/branding/');
    const section = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Colour palette' }) });
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(5);
    expect(BRAND_COLORS).toHaveLength(5);
    for (const [index, color] of BRAND_COLORS.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole('heading', { name: color.name, exact: true })).toBeVisible();
      await expect(item.getByText(color.hex, { exact: true })).toBeVisible();
      await expect(item.getByText(color.rgb, { exact: true })).toBeVisible();
      // The rgb shown is the hex shown, and the swatch is painted in it.
      const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(color.hex.slice(start, start + 2), 16));
      expect(color.rgb).toBe(`rgb(${r}, ${g}, ${b})`);
      await expect(item.locator('div').first()).toHaveCSS('background-color', color.rgb);
    }
    expect(BRAND_COLORS.map((color) => color.hex)).toEqual(['#4338ca', '#a855f7', '#111827', '#f3f4f6', '#facc15']);
    expect(csp).toEqual([]);
  });

  test('typography: Poppins 700 and 600, Inter 400 and 500, rendered in the self-hosted fonts on a first visit', async ({
    page,
  }) => {
    const csp = watchCsp(page);
    // Straight to the page, as from a search result: the rest of the site shows its fallbacks on
    // a visit's first page, the specimens still show the faces themselves.
    await gotoIslandsReady(page, '/branding/');
    const samples = [
      { text: 'Poppins Bold 700', family: 'poppinsSpecimen', weight: '700' },
      { text: 'Poppins SemiBold 600', family: 'poppinsSpecimen', weight: '600' },
      { text: /^Inter Regular 400/, family: 'interSpecimen', weight: '400' },
      { text: /^Inter Medium 500/, family: 'interSpecimen', weight: '500' },
    ];
    for (const { text, family, weight } of samples) {
      const sample = page.getByText(text);
      await expect(sample).toBeVisible();
      await expect(sample).toHaveCSS('font-weight', weight);
      const firstFamily =
        (await sample.evaluate((element) => getComputedStyle(element).fontFamily)).split(',')[0] ?? '';
      expect(firstFamily.trim().replace(/"/g, '')).toBe(family);
      // The face itself arrived from the site (it is not a synthesised or system font), and it is
      // what the text is drawn in.
      await expect
        .poll(() =>
          sample.evaluate(
            (element, fam) => document.fonts.check(`${getComputedStyle(element).fontWeight} 20px "${fam}"`),
            family,
          ),
        )
        .toBe(true);
      await expect
        .poll(() =>
          page.evaluate(
            ([fam, wt]) =>
              [...document.fonts].some(
                (face) => face.family.replace(/"/g, '') === fam && face.weight === wt && face.status === 'loaded',
              ),
            [family, weight],
          ),
        )
        .toBe(true);
    }
    expect(csp).toEqual([]);
  });
});
