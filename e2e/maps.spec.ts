import type { Locator, Page, Response } from '@playwright/test';
import { getFirms, getLandingPage, getSite } from '@/lib/content';
import { expect, gotoIslandsReady, test, watchCsp } from '@/test-support/e2e/fixtures';

/**
 * The maps (Leaflet islands): labelled regions that list their locations as text without JavaScript,
 * markers and popups, zoom and size, and Leaflet downloaded only near the viewport. The `page`
 * fixture blocks every other host, so map tiles never load.
 */

const site = getSite();
const firm = (() => {
  // The first in the published order (by rank, A–Z while not ranked).
  const first = getFirms()[0];
  if (!first) throw new Error('no firms in content/firms');
  return first;
})();
const plannerMap = (() => {
  const section = getLandingPage('cincinnati-financial-planner')?.sections.find(
    (candidate) => candidate.type === 'map',
  );
  if (section?.type !== 'map') throw new Error('/cincinnati-financial-planner/ has no map section');
  return section;
})();
const officeAddress = `${site.office.streetAddress}, ${site.office.city}, ${site.office.region} ${site.office.postalCode}`;

const mapRegion = (page: Page, title: string) =>
  page.getByRole('region', { name: `Map showing locations for ${title}`, exact: true });

/** Every map tile the page asked for, as "z/x/y" (the requests are blocked, but they are made). */
function watchTiles(page: Page): string[] {
  const tiles: string[] = [];
  page.on('request', (request) => {
    const match = /^https:\/\/tile\.openstreetmap\.org\/(\d+)\/(\d+)\/(\d+)\.png/.exec(request.url());
    if (match) tiles.push(`${match[1]}/${match[2]}/${match[3]}`);
  });
  return tiles;
}

/** The slippy-map tile that holds a point at a zoom level: the tile a map centred there must show. */
function tileAt({ lat, lng }: { lat: number; lng: number }, zoom: number): string {
  const n = 2 ** zoom;
  const rad = (lat * Math.PI) / 180;
  const x = Math.floor(((lng + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return `${zoom}/${x}/${y}`;
}

/** Scrolls a map region into view and waits until Leaflet has drawn it (over the text list). */
async function showMap(region: Locator) {
  await region.scrollIntoViewIfNeeded();
  await expect(region.locator('[data-map-ready]')).toHaveAttribute('data-map-ready', 'true');
  await expect(region.locator('.leaflet-container')).toBeVisible();
}

/** Clicks a marker and checks that its popup (and only its popup) shows the expected lines. */
async function openPopup(region: Locator, label: string, lines: string[]) {
  await region.getByRole('button', { name: label, exact: true }).click();
  const popup = region.locator('.leaflet-popup-content');
  await expect(popup).toHaveCount(1);
  await expect(popup).toBeVisible();
  for (const line of lines) await expect(popup).toContainText(line);
}

test.describe('maps', () => {
  test('without JavaScript each map region is labelled and lists its locations as text', async ({ noJsPage }) => {
    const cases = [
      { path: '/', title: site.brandName, texts: [site.office.mapLabel, officeAddress] },
      { path: `/firm/${firm.slug}/`, title: firm.name, texts: [firm.name, firm.address] },
      {
        path: '/cincinnati-financial-planner/',
        title: plannerMap.mapTitle,
        texts: plannerMap.markers.map((marker) => marker.label),
      },
    ];
    for (const { path, title, texts } of cases) {
      await noJsPage.goto(path);
      const region = mapRegion(noJsPage, title);
      await expect(region, `${path}: map region`).toHaveCount(1);
      await region.scrollIntoViewIfNeeded();
      for (const text of texts) await expect(region.getByText(text, { exact: true }), `${path}: ${text}`).toBeVisible();
      // No map without JavaScript: the list is what the visitor reads.
      await expect(region.locator('.leaflet-container')).toHaveCount(0);
    }
  });

  test('the footer map: labelled, 16rem high, one hub marker whose popup names the hub, centred downtown at zoom 10', async ({
    page,
  }) => {
    const csp = watchCsp(page);
    const tiles = watchTiles(page);
    await gotoIslandsReady(page, '/about/');
    const region = mapRegion(page, site.brandName);
    await expect(region).toHaveCount(1);
    await expect(
      page.locator('footer').getByRole('region', { name: `Map showing locations for ${site.brandName}` }),
    ).toHaveCount(1);
    await showMap(region);

    const box = await region.locator('.leaflet-container').boundingBox();
    expect(box?.height, '16rem').toBeCloseTo(256, 0);
    await expect(region.locator('.leaflet-marker-icon')).toHaveCount(1);
    await openPopup(region, site.office.mapLabel, [site.office.mapLabel, officeAddress]);
    // Markers and popups show although no tile could load (tiles are blocked): zoom 10 around the hub.
    await expect.poll(() => tiles).toContain(tileAt(site.office.geo, 10));
    expect(csp).toEqual([]);
  });

  test('the footer map lets the mouse wheel scroll the page instead of zooming the map', async ({ page }) => {
    const tiles = watchTiles(page);
    await gotoIslandsReady(page, '/about/');
    const region = mapRegion(page, site.brandName);
    await showMap(region);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const container = region.locator('.leaflet-container');
    await expect(container).toBeInViewport({ ratio: 1 });
    const box = await container.boundingBox();
    if (!box) throw new Error('footer map has no box');
    // Well inside the map, away from the marker and the zoom buttons.
    const x = box.x + box.width * 0.8;
    const y = box.y + box.height * 0.75;
    expect(
      await page.evaluate(
        (point) => Boolean(document.elementFromPoint(point.x, point.y)?.closest('.leaflet-container')),
        { x, y },
      ),
    ).toBe(true);
    const scrolledBefore = await page.evaluate(() => window.scrollY);

    await page.mouse.move(x, y);
    await page.mouse.wheel(0, -400);
    // The wheel reaches the page (Leaflet would swallow it to zoom out) ...
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(scrolledBefore);
    // ... and the map never asked for tiles of another zoom level.
    expect(tiles.filter((tile) => !tile.startsWith('10/'))).toEqual([]);
  });

  test('a firm profile maps the firm at street level (zoom 15) with its name and address in the popup', async ({
    page,
  }) => {
    const csp = watchCsp(page);
    const tiles = watchTiles(page);
    await gotoIslandsReady(page, `/firm/${firm.slug}/`);
    const region = mapRegion(page, firm.name);
    await showMap(region);
    await expect(region.locator('.leaflet-marker-icon')).toHaveCount(1);
    await openPopup(region, firm.name, [firm.name, firm.address]);
    await expect.poll(() => tiles).toContain(tileAt(firm.location, 15));
    expect(csp).toEqual([]);
  });

  test('the financial-planner map: 450 px high, exactly four markers, each opening a popup with its label', async ({
    page,
  }) => {
    const csp = watchCsp(page);
    const tiles = watchTiles(page);
    expect(plannerMap.markers).toHaveLength(4);
    await gotoIslandsReady(page, '/cincinnati-financial-planner/');
    const region = mapRegion(page, plannerMap.mapTitle);
    await showMap(region);

    const container = region.locator('.leaflet-container');
    expect((await container.boundingBox())?.height).toBeCloseTo(450, 0);
    const markers = region.locator('.leaflet-marker-icon');
    await expect(markers).toHaveCount(4);
    for (const marker of await markers.all()) await expect(marker).toBeInViewport();
    for (const { label } of plannerMap.markers) await openPopup(region, label, [label]);
    await expect.poll(() => tiles).toContain(tileAt(plannerMap.center, 10));
    expect(csp).toEqual([]);
  });

  test("marker images come from the site's own /leaflet/ files", async ({ page, baseURL }) => {
    const images: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image')
        images.push({ url: response.url(), status: response.status() });
    });
    const markerRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && /marker/i.test(request.url())) markerRequests.push(request.url());
    });
    await gotoIslandsReady(page, '/cincinnati-financial-planner/');
    const region = mapRegion(page, plannerMap.mapTitle);
    await showMap(region);
    await expect(region.locator('.leaflet-marker-icon')).toHaveCount(4);

    const origin = new URL(baseURL ?? '').origin;
    for (const file of ['marker-icon.png', 'marker-shadow.png']) {
      await expect
        .poll(() => images.filter((image) => image.url === `${origin}/leaflet/${file}`).map((image) => image.status))
        .toContain(200);
    }
    // Every marker image (icon and shadow) the page asked for is one of the site's own files.
    expect(markerRequests.length).toBeGreaterThan(0);
    for (const url of markerRequests)
      expect(url).toMatch(new RegExp(`^${origin}/leaflet/marker-(icon|icon-2x|shadow)\\.png$`));
    // And they are drawn: each icon has decoded pixels.
    const sizes = await region
      .locator('img.leaflet-marker-icon')
      .evaluateAll((icons) => icons.map((icon) => (icon as HTMLImageElement).naturalWidth));
    expect(sizes).toHaveLength(4);
    for (const width of sizes) expect(width).toBeGreaterThan(0);
  });

  test('Leaflet code and CSS are downloaded only when the footer map nears the viewport', async ({ page }) => {
    type Phase = 'first load' | 'after scrolling';
    let phase = 'first load' as Phase;
    const assets: { url: string; type: string; phase: Phase; response: Response }[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') assets.push({ url: response.url(), type, phase, response });
    });
    await gotoIslandsReady(page, '/');
    await page.waitForLoadState('networkidle');
    const region = mapRegion(page, site.brandName);
    // The footer map starts well out of reach of the 200px look-ahead, so nothing should load yet.
    const viewport = page.viewportSize();
    const top = (await region.boundingBox())?.y ?? 0;
    expect(top).toBeGreaterThan((viewport?.height ?? 0) + 400);
    await expect(region.locator('.leaflet-container')).toHaveCount(0);
    await expect(
      page.locator('link[rel="stylesheet"][href^="/_islands/leaflet-"]'),
      'no Leaflet CSS at first load',
    ).toHaveCount(0);
    const firstLoad = assets.length;
    expect(firstLoad).toBeGreaterThan(0);

    phase = 'after scrolling';
    await showMap(region);
    await expect(region.locator('.leaflet-marker-icon')).toBeVisible();

    // Which of the downloaded files are Leaflet? Its JS and its CSS (a file of its own, which
    // the map's chunk links when it runs) name the "leaflet-pane" class.
    const leaflet: typeof assets = [];
    for (const asset of assets) {
      const body = await asset.response.text().catch(() => '');
      if (body.includes('leaflet-pane')) leaflet.push(asset);
    }
    const describe = (list: typeof assets) => list.map((asset) => `${asset.type} ${asset.url} (${asset.phase})`);
    expect(describe(leaflet.filter((asset) => asset.type === 'script')), 'Leaflet JS after scrolling').not.toEqual([]);
    expect(describe(leaflet.filter((asset) => asset.phase === 'first load')), 'Leaflet files at first load').toEqual(
      [],
    );
    await expect(
      page.locator('link[rel="stylesheet"][href^="/_islands/leaflet-"]'),
      'Leaflet CSS after scrolling',
    ).toHaveCount(1);
    // The same URLs were not requested (from any cache) before the scroll either.
    const firstUrls = new Set(assets.slice(0, firstLoad).map((asset) => asset.url));
    expect(leaflet.map((asset) => asset.url).filter((url) => firstUrls.has(url))).toEqual([]);
  });
});
