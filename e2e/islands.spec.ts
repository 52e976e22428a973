import { readFile } from 'node:fs/promises';
import type { Locator, Page, Response } from '@playwright/test';
import { BRAND_COLORS } from '@/lib/brand';
import { getFirms, getLandingPage, getSite } from '@/lib/content';
import { expect, gotoHydrated, telUrl, test } from './fixtures';
import { gotoEnhanced } from './enhanced';

/**
 * The client-only islands. Maps (Leaflet), the embedded scheduler and its fallback, the
 * site-wide scheduling badge and the /branding downloads. The `page` fixture blocks every other
 * host, so map tiles never load and the scheduler fails unless a test stands in for it.
 */

const site = getSite();
const tel = telUrl(site.phone);
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

/** Console messages about the Content-Security-Policy (Chrome reports every violation there). */
function watchCsp(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) messages.push(message.text());
  });
  return messages;
}

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
    await gotoHydrated(page, '/about/');
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
    await gotoHydrated(page, '/about/');
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
    await gotoHydrated(page, `/firm/${firm.slug}/`);
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
    await gotoHydrated(page, '/cincinnati-financial-planner/');
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
    await gotoHydrated(page, '/cincinnati-financial-planner/');
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
    await gotoHydrated(page, '/');
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

/** The page's query string a lead form hands over: prefill, answers, UTM, plus a parameter to drop. */
const QUERY = {
  name: 'Ann Example',
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Example',
  a1: 'Retirement income',
  a2: '$500,000 – $1M',
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'spring-retirement',
  utm_content: 'ad 1',
  utm_term: 'fiduciary advisor',
} as const;
const SEARCH = `?${new URLSearchParams({ ...QUERY, gclid: 'not-for-the-scheduler' }).toString()}`;

/** Checks a scheduler URL (iframe or link) against the owner's URL and the page's query string. */
function expectSchedulerUrl(raw: string | null | undefined) {
  expect(raw ?? null).not.toBeNull();
  const url = new URL(raw ?? '');
  expect(`${url.origin}${url.pathname}`).toBe(site.schedulerUrl);
  for (const [key, value] of Object.entries(QUERY)) expect(url.searchParams.get(key), key).toBe(value);
  expect(url.searchParams.has('gclid'), 'parameters that are not prefill or UTM stay behind').toBe(false);
  return url;
}

const READY_PAGE = `<!doctype html><html><head><title>Scheduler</title></head><body><p>Pick a time</p>
<script>parent.postMessage({ event: 'calendly.event_type_viewed', payload: {} }, '*');</script></body></html>`;

/**
 * Stands in for the scheduler host (registered after the fixture's block, so it wins). The frame's
 * request is held until `release()`, so a test can look at the page before the scheduler is ready.
 */
async function fakeScheduler(page: Page) {
  const requests: string[] = [];
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/^https:\/\/calendly\.com\//, async (route) => {
    requests.push(route.request().url());
    await released;
    await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: READY_PAGE });
  });
  return { requests, release };
}

const schedulerFrame = (scope: Page | Locator) => scope.locator('iframe[title="Book a free consultation"]');
const bookingLink = (scope: Page | Locator) => scope.getByRole('link', { name: /Open the booking calendar/ });

test.describe('embedded scheduler', () => {
  test('/schedule-online/ embeds the scheduler (700 px) with the prefill, UTM and brand colours once it says it is ready', async ({
    page,
  }) => {
    const csp = watchCsp(page);
    const scheduler = await fakeScheduler(page);
    await gotoHydrated(page, `/schedule-online/${SEARCH}`);
    const main = page.locator('main');
    const frame = schedulerFrame(main);
    await expect(frame).toHaveCount(1);

    const url = expectSchedulerUrl(await frame.getAttribute('src'));
    expect(url.searchParams.get('embed_type')).toBe('Inline');
    expect(url.searchParams.get('primary_color')).toBe('4338ca');
    expect(url.searchParams.get('text_color')).toBe('111827');
    expect(url.searchParams.get('background_color')).toBe('ffffff');
    await expect.poll(() => scheduler.requests.length).toBeGreaterThan(0);
    expectSchedulerUrl(scheduler.requests[0]);

    // The frame is loading but has said nothing yet: the visitor still has the link and the phone.
    await expect(bookingLink(main)).toBeVisible();
    await expect(main.locator(`a[href="${tel}"]`)).toBeVisible();

    scheduler.release();
    await expect(bookingLink(main)).toHaveCount(0);
    await expect(main.locator(`a[href="${tel}"]`)).toHaveCount(0);
    await expect(frame).toBeVisible();
    expect((await frame.boundingBox())?.height).toBeCloseTo(700, 0);
    await expect(frame.contentFrame().getByText('Pick a time')).toBeVisible();
    expect(csp).toEqual([]);
  });

  test('with the scheduler blocked, /schedule-online/ keeps the booking link (same prefill and UTM, new tab) and the phone', async ({
    page,
  }) => {
    const csp = watchCsp(page);
    const failed = page.waitForEvent('requestfailed', (request) => request.url().startsWith(site.schedulerUrl));
    await gotoHydrated(page, `/schedule-online/${SEARCH}`);
    const main = page.locator('main');
    // The scheduler was tried and could not load.
    await failed;
    await expect(schedulerFrame(main)).toHaveCount(1);

    const link = bookingLink(main);
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /utm_campaign=spring-retirement/);
    expectSchedulerUrl(await link.getAttribute('href'));
    const phone = main.locator(`a[href="${tel}"]`);
    await expect(phone).toBeVisible();
    await expect(phone).toHaveText(site.phone);
    await expect(main.locator('[data-scheduler-state]')).toHaveAttribute('data-scheduler-state', 'loading');
    expect(csp).toEqual([]);
  });

  test('a landing "schedule" section loads the scheduler (630 px) only when it nears the viewport', async ({
    page,
  }) => {
    const scheduler = await fakeScheduler(page);
    scheduler.release();
    await gotoHydrated(page, `/tax-planning/${SEARCH}`);
    await page.waitForLoadState('networkidle');
    const section = page.locator('section#schedule');
    const top = (await section.boundingBox())?.y ?? 0;
    expect(top, 'the schedule section starts far below the first screen').toBeGreaterThan(
      (page.viewportSize()?.height ?? 0) + 400,
    );
    await expect(schedulerFrame(section)).toHaveCount(0);
    expect(scheduler.requests).toEqual([]);
    await expect(bookingLink(section)).toHaveAttribute('href', /utm_campaign=spring-retirement/);

    await section.scrollIntoViewIfNeeded();
    const frame = schedulerFrame(section);
    await expect(frame).toBeVisible();
    expectSchedulerUrl(await frame.getAttribute('src'));
    expect((await frame.boundingBox())?.height).toBeCloseTo(630, 0);
    await expect(bookingLink(section)).toHaveCount(0);
  });
});

test.describe('scheduling badge', () => {
  const badgeOf = (page: Page) => page.getByRole('button', { name: 'Schedule time with me', exact: true });
  const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Schedule your free consultation' });

  test('a click opens the dialog with the booking link and phone; the close button closes it and focus returns', async ({
    page,
  }) => {
    const csp = watchCsp(page);
    await gotoEnhanced(page, '/about/');
    const badge = badgeOf(page);
    await expect(badge).toBeVisible();
    await expect(badge).toHaveText('Schedule time with me');
    await expect(dialogOf(page)).toBeHidden();

    await badge.click();
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    // The scheduler host is blocked: the dialog offers the link and the phone instead.
    await expect(bookingLink(dialog)).toBeVisible();
    await expect(bookingLink(dialog)).toHaveAttribute('target', '_blank');
    await expect(dialog.locator(`a[href="${tel}"]`)).toBeVisible();
    await expect(schedulerFrame(dialog)).toHaveCount(1);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(badge).toBeFocused();
    expect(csp).toEqual([]);
  });

  test('by keyboard: Enter opens, Tab stays inside the dialog, Escape closes and focus returns to the badge', async ({
    page,
  }) => {
    await gotoEnhanced(page, '/');
    const badge = badgeOf(page);
    await badge.focus();
    await page.keyboard.press('Enter');
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();

    // Where focus is after a key press: on a control of the open dialog, on something behind it, or
    // outside the page altogether (a modal <dialog> lets Tab reach the browser's own UI between
    // rounds, as the HTML spec intends; the page behind it stays inert).
    const focusTarget = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        if (!document.hasFocus() && (active === null || active === document.body))
          return { where: 'browser', what: '' };
        if (active?.closest('dialog[open]')) return { where: 'dialog', what: active.outerHTML.slice(0, 80) };
        return { where: 'page', what: active?.outerHTML.slice(0, 80) ?? '' };
      });
    const visited: string[] = [];
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      const target = await focusTarget();
      expect(target.where, `focus after Tab #${step + 1}: ${target.what}`).not.toBe('page');
      if (target.where === 'dialog') visited.push(target.what);
    }
    // Tab went through the dialog's controls (close button, booking link, phone) and round again.
    expect(new Set(visited).size).toBeGreaterThanOrEqual(3);
    expect(visited.length).toBeGreaterThan(new Set(visited).size);
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Shift+Tab');
      const target = await focusTarget();
      expect(target.where, `focus after Shift+Tab #${step + 1}: ${target.what}`).not.toBe('page');
    }
    expect((await focusTarget()).where, 'focus is on a dialog control before Escape').toBe('dialog');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(badge).toBeFocused();
  });

  test('the dialog carries the page prefill and shows the scheduler once it is ready', async ({ page }) => {
    const scheduler = await fakeScheduler(page);
    await gotoEnhanced(page, `/about/${SEARCH}`);
    await expect(scheduler.requests, 'nothing is loaded before the dialog opens').toEqual([]);
    await badgeOf(page).click();
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    const frame = schedulerFrame(dialog);
    await expect(frame).toHaveCount(1);
    const url = expectSchedulerUrl(await frame.getAttribute('src'));
    expect(url.searchParams.get('embed_type')).toBe('Inline');
    expectSchedulerUrl(await bookingLink(dialog).getAttribute('href'));
    await expect(bookingLink(dialog)).toBeVisible();

    scheduler.release();
    await expect(frame).toBeVisible();
    await expect(bookingLink(dialog)).toHaveCount(0);
    await expect(frame.contentFrame().getByText('Pick a time')).toBeVisible();
  });

  test('there is no badge on /schedule-online/, which embeds the scheduler itself', async ({ page }) => {
    await gotoEnhanced(page, '/schedule-online/');
    await expect(page.locator('main').getByRole('link', { name: /Open the booking calendar/ })).toBeVisible();
    await expect(badgeOf(page)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // ...while the very next page has it again.
    await gotoEnhanced(page, '/contact/');
    await expect(badgeOf(page)).toBeVisible();
  });

  test('steps aside while the footer is in view, and comes back', async ({ page }) => {
    await gotoEnhanced(page, '/contact/');
    const badge = page.locator('[data-scheduling-badge]');
    await expect(badgeOf(page)).toBeVisible();
    await page.locator('body > footer').scrollIntoViewIfNeeded();
    await expect(badge).toHaveCSS('opacity', '0');
    await expect(badge).toHaveCSS('pointer-events', 'none');
    await expect(badgeOf(page)).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(badgeOf(page)).toBeVisible();
    await expect(badge).toHaveCSS('opacity', '1');
  });

  test('without JavaScript the badge opens the dialog by invoker command; Close and Escape close it', async ({
    noJsPage: page,
  }) => {
    await page.goto('/about/');
    const badge = badgeOf(page);
    await badge.click();
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await expect(bookingLink(dialog)).toBeVisible();
    await expect(dialog.locator(`a[href="${tel}"]`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(badge).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(badge).toBeFocused();
  });
});

test.describe('/branding', () => {
  const VARIANTS = [
    { variant: 'primary', label: 'Primary' },
    { variant: 'dark-background', label: 'Dark background' },
    { variant: 'monochrome', label: 'Monochrome' },
  ] as const;

  for (const { variant, label } of VARIANTS) {
    test(`the ${label} logo downloads as logo-${variant}.svg, a valid SVG document`, async ({ page }) => {
      const csp = watchCsp(page);
      await gotoHydrated(page, '/branding/');
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
      await gotoHydrated(page, '/branding/');
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
    await gotoHydrated(page, '/branding/');
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
    await gotoHydrated(page, '/branding/');
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
