import type { Page } from '@playwright/test';
import { getFirms, getSite } from '@/lib/content';
import { TRACK_EVENT, type AnalyticsEvent } from '@/lib/analytics/events';
import { expect, gotoIslandsReady, islandHydrated, telUrl, test } from '@/test-support/e2e/fixtures';

/*
 * Conversion events on the export, observed through the site's one track() module (it dispatches
 * TRACK_EVENT on window for each event it sends). The export ships with analytics off; "on" is the
 * same pages with the two <html> attributes the layout writes when the owner sets an analytics
 * domain (lib/analytics/settings.ts, unit-tested), added as the pages are served. Other hosts are
 * blocked by the fixture, and the tracker itself ignores automated browsers, so nothing leaves.
 */

const site = getSite();
const tel = telUrl(site.phone);
const DOMAIN = 'www.example.com';
const ENDPOINT = 'https://plausible.io/api/event';

interface Observed {
  events: AnalyticsEvent[];
  /** Same-site requests for the tracker's own chunk. */
  trackerChunks: string[];
  /** Any request that tried to reach the analytics endpoint. */
  endpointRequests: string[];
}

async function observe(page: Page, { configured }: { configured: boolean }): Promise<Observed> {
  const observed: Observed = { events: [], trackerChunks: [], endpointRequests: [] };
  await page.exposeFunction('__recordAnalytics', (event: AnalyticsEvent) => observed.events.push(event));
  await page.addInitScript((type) => {
    const record = (window as unknown as { __recordAnalytics: (detail: unknown) => void }).__recordAnalytics;
    window.addEventListener(type, (event) => record((event as CustomEvent).detail));
    // Links are followed nowhere (tel:, mailto: and other sites): the click itself is what counts.
    document.addEventListener('click', (event) => {
      if (
        event.target instanceof Element &&
        event.target.closest('a[href^="tel:"], a[href^="mailto:"], a[data-firm-website]')
      )
        event.preventDefault();
    });
  }, TRACK_EVENT);
  page.on('request', (request) => {
    const url = request.url();
    if (/\/_islands\/plausible-[^/]+\.js$/.test(url)) observed.trackerChunks.push(url);
    if (url.startsWith(new URL(ENDPOINT).origin)) observed.endpointRequests.push(url);
  });
  if (configured) {
    await page.route(
      (url) => url.hostname === '127.0.0.1' || url.hostname === 'localhost',
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /<html /,
          `<html data-analytics-domain="${DOMAIN}" data-analytics-endpoint="${ENDPOINT}" `,
        );
        return route.fulfill({ response, body: html });
      },
    );
  }
  return observed;
}

/**
 * No firm's website is on file until the owner confirms one, so the profile's link (rendered as
 * FirmProfileHeader draws it, unit-tested there) is added to the served page for the click.
 */
async function addFirmWebsiteLink(page: Page) {
  await page.locator('main').evaluate((main) => {
    const link = document.createElement('a');
    link.href = 'https://www.example.com/';
    link.setAttribute('data-firm-website', '');
    link.textContent = 'The firm’s own website';
    main.prepend(link);
  });
}

/** Opens a page with analytics configured and waits until its clicks are counted. */
async function gotoCounted(page: Page, path: string) {
  await gotoIslandsReady(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-analytics', 'on');
}

const SCHEDULER_PAGE = `<!doctype html><html><head><title>Scheduler</title></head><body><p>Pick a time</p><script>
const send = (event, payload) => parent.postMessage({ event, payload }, '*');
send('calendly.profile_page_viewed', {});
send('calendly.event_type_viewed', {});
send('calendly.event_type_viewed', {});
send('calendly.page_height', { height: '700px' });
send('calendly.date_and_time_selected', {});
send('calendly.event_scheduled', { event: { uri: 'https://api.calendly.com/scheduled_events/SECRET' }, invitee: { uri: 'https://api.calendly.com/scheduled_events/SECRET/invitees/ANN' } });
</script></body></html>`;

test.describe('conversion events with analytics configured', () => {
  test('calls, e-mails and firm websites are counted once per click, with the kind of page and the firm', async ({
    page,
  }) => {
    const observed = await observe(page, { configured: true });
    const [firstFirm] = getFirms();

    await gotoCounted(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-page-type', 'home');
    await page.locator('header').locator(`a[href="${tel}"]:visible`).first().click();
    // The call button on a firm's card in the ranked list names that firm.
    await page.locator(`[data-firm="${firstFirm?.slug}"] a[href="${tel}"]`).click();

    await gotoCounted(page, '/firm/allworth-financial/');
    await page.locator('main').locator(`a[href="${tel}"]`).first().click();
    await addFirmWebsiteLink(page);
    await page.locator('a[data-firm-website]').click();

    await gotoCounted(page, '/contact/');
    await page.locator(`main a[href="mailto:${site.email}"]`).first().click();

    await expect.poll(() => observed.events.length).toBe(5);
    expect(observed.events).toEqual([
      { name: 'Call click', props: { page: 'home' } },
      { name: 'Call click', props: { page: 'home', firm: firstFirm?.slug } },
      { name: 'Call click', props: { page: 'firm', firm: 'allworth-financial' } },
      { name: 'Firm website click', props: { page: 'firm', firm: 'allworth-financial' } },
      { name: 'Email click', props: { page: 'static' } },
    ]);
    // The tracker's chunk loads on such pages; it sends nothing from an automated browser.
    await expect.poll(() => observed.trackerChunks.length).toBeGreaterThan(0);
    expect(observed.endpointRequests).toEqual([]);
  });

  test('the lead form counts its start once and a valid submission, never what was typed', async ({ page }) => {
    const observed = await observe(page, { configured: true });
    await gotoCounted(page, '/kroger-retirees/');
    const form = page.locator('form[action="/schedule-online/"]').first();
    await form.getByLabel('Full name').focus();
    await islandHydrated(page, 'lead-form');
    await form.getByLabel('Full name').fill('Ann Example');
    await form.getByLabel('E-mail').fill('ann@example.com');
    await form.getByLabel('Investable assets').selectOption({ index: 2 });
    await form.getByLabel(/help with/i).selectOption({ index: 1 });
    await form.getByRole('button', { name: /./ }).last().click();
    await expect(page).toHaveURL(/\/schedule-online\/\?/);

    expect(observed.events).toEqual([
      { name: 'Lead form started', props: { page: 'landing', form: 'kroger-retirees' } },
      { name: 'Lead form submitted', props: { page: 'landing', form: 'kroger-retirees' } },
    ]);
    expect(JSON.stringify(observed.events)).not.toMatch(/Ann|example\.com/);
  });

  test('the scheduler counts shown, time selected and booking completed once each, without its links', async ({
    page,
  }) => {
    const observed = await observe(page, { configured: true });
    await page.route(/^https:\/\/calendly\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: SCHEDULER_PAGE }),
    );
    await gotoCounted(page, '/schedule-online/');
    await expect(page.locator('main [data-scheduler-state]')).toHaveAttribute('data-scheduler-state', 'ready');
    await expect.poll(() => observed.events.length).toBe(3);
    expect(observed.events).toEqual([
      { name: 'Scheduler shown', props: { page: 'static' } },
      { name: 'Scheduler time selected', props: { page: 'static' } },
      { name: 'Booking completed', props: { page: 'static' } },
    ]);
    expect(JSON.stringify(observed.events)).not.toContain('calendly');
  });

  test('finishing the match counts the number of firms shown and the best fit, not the answers', async ({ page }) => {
    const observed = await observe(page, { configured: true });
    await gotoCounted(page, '/match/?step=6&help=retirement&assets=500k-1m&employer=none&pay=percent&area=east');
    await islandHydrated(page, 'match-quiz');
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'See my matches' }).click();
    await expect(page.locator('[data-step="results"]')).toBeVisible();
    await expect.poll(() => observed.events.length).toBe(1);
    const [finished] = observed.events;
    expect(finished?.name).toBe('Match finished');
    expect(finished?.props.page).toBe('static');
    expect(Number(finished?.props.results)).toBeGreaterThan(0);
    expect(getFirms().map((firm) => firm.slug)).toContain(finished?.props.firm);
    expect(Object.keys(finished?.props ?? {}).sort()).toEqual(['firm', 'page', 'results']);
  });
});

test('with analytics not configured (as shipped), nothing is counted and no tracker code loads', async ({ page }) => {
  const observed = await observe(page, { configured: false });
  await gotoIslandsReady(page, '/firm/allworth-financial/');
  const html = page.locator('html');
  await expect(html).not.toHaveAttribute('data-analytics-domain');
  await expect(html).not.toHaveAttribute('data-analytics');
  await page.locator('main').locator(`a[href="${tel}"]`).first().click();
  await addFirmWebsiteLink(page);
  await page.locator('a[data-firm-website]').click();
  await gotoIslandsReady(page, '/kroger-retirees/');
  await page.locator('form[action="/schedule-online/"]').first().getByLabel('Full name').fill('Ann Example');
  await page.waitForLoadState('networkidle');
  expect(observed.events).toEqual([]);
  expect(observed.trackerChunks).toEqual([]);
  expect(observed.endpointRequests).toEqual([]);
});
