import type { BrowserContext, Page, Request } from '@playwright/test';
import { ANALYTICS_QUERY_KEYS } from '@/lib/analytics/events';
import { expect, islandHydrated, test } from '@/test-support/e2e/fixtures';
import { answerQuestion, MATCH_ANSWERS } from '@/test-support/e2e/match-answers';

/*
 * A visitor's name, e-mail, phone, ZIP code and answers go to the scheduler they chose and nowhere
 * else (PRODUCT.md, "Lead capture"). Here the tracker really sends: the export's pages are served
 * under a host name of their own (the tracker ignores 127.0.0.1) with analytics configured as the
 * layout marks it (the <html> attributes, the endpoint allowed in connect-src), and told it is not
 * under automation (`window.__plausible`, the tracker's own switch for its test pages). Every
 * request to another host is recorded, its address and its body, through a whole journey: the
 * lead form on to /schedule-online/ and another page, the match to its results and on, the
 * directory's ZIP filter and on. The scheduler's frame is the one other host allowed to see them.
 */

const SITE_HOST = 'directory.test';
const ENDPOINT = 'https://plausible.io/api/event';
const SCHEDULER_HOST = 'calendly.com';

const VISITOR = { name: 'Jane Doe', email: 'jane.doe@example.net', phone: '513-555-0199', zip: '45236' };
/** What the visitor typed or chose, in every spelling a request could carry it. */
const SECRETS = [
  'Jane',
  'jane.doe',
  '555-0199',
  '5550199',
  VISITOR.zip,
  // The match's answers, as codes (the address) and as labels (the scheduler's prefill).
  'help=',
  '500k-1m',
  'employer=',
  'nky',
  'Northern Kentucky',
  '$500,000',
  '%24500%2C000',
];

interface Sent {
  url: string;
  body: string;
}
interface PlausibleEvent {
  n: string;
  u: string;
  r?: string | null;
}

async function serveUnderOwnHost(context: BrowserContext, origin: string): Promise<void> {
  await context.addInitScript(() => {
    Object.assign(window, { __plausible: true });
  });
  await context.route(
    (url) => url.hostname === SITE_HOST,
    async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: `${origin}${url.pathname}${url.search}`, maxRedirects: 0 });
      if (route.request().resourceType() !== 'document') return route.fulfill({ response });
      const headers = response.headers();
      const policy = headers['content-security-policy'];
      if (policy)
        headers['content-security-policy'] = policy.replace(/connect-src /, `connect-src ${new URL(ENDPOINT).origin} `);
      const html = (await response.text()).replace(
        /<html /,
        `<html data-analytics-domain="${SITE_HOST}" data-analytics-endpoint="${ENDPOINT}" `,
      );
      return route.fulfill({ response, headers, body: html });
    },
  );
  await context.route(`${ENDPOINT}**`, (route) =>
    route.fulfill({ status: 202, contentType: 'text/plain', body: 'ok' }),
  );
  await context.route(
    (url) => url.hostname === SCHEDULER_HOST,
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: "<!doctype html><title>Scheduler</title><script>parent.postMessage({ event: 'calendly.event_type_viewed' }, '*')</script>",
      }),
  );
}

function recordOtherHosts(context: BrowserContext): Sent[] {
  const sent: Sent[] = [];
  context.on('request', (request: Request) => {
    const host = new URL(request.url()).hostname;
    if (host === SITE_HOST || host === SCHEDULER_HOST || host === '127.0.0.1') return;
    sent.push({ url: request.url(), body: request.postData() ?? '' });
  });
  return sent;
}

/** An event the tracker sent, read from its body; null for anything else. */
function parseEvent(body: string | null): PlausibleEvent | null {
  const data: unknown = JSON.parse(body || 'null');
  if (typeof data !== 'object' || data === null || !('n' in data) || !('u' in data)) return null;
  if (typeof data.n !== 'string' || typeof data.u !== 'string') return null;
  return { n: data.n, u: data.u, r: 'r' in data && typeof data.r === 'string' ? data.r : null };
}

function events(sent: Sent[]): PlausibleEvent[] {
  return sent
    .filter((request) => request.url === ENDPOINT)
    .map((request) => parseEvent(request.body))
    .filter((event): event is PlausibleEvent => event !== null);
}

/**
 * Waits for the page view the tracker sends for `path` (it starts once the page is idle), reached
 * from `from` when given: from what was recorded, so none is missed.
 */
async function pageViewOf(sent: Sent[], path: string, from?: string): Promise<void> {
  const isIt = (event: PlausibleEvent) =>
    event.n === 'pageview' &&
    new URL(event.u).pathname === path &&
    (from === undefined || (event.r ? new URL(event.r).pathname : null) === from);
  await expect
    .poll(() => events(sent).some(isIt), { message: `the page view of ${path} is sent`, timeout: 15_000 })
    .toBe(true);
}

/**
 * Follows a same-site link (a click, so the next page has this one as its referrer), from an
 * address that holds none of the visitor's details.
 */
async function followLink(page: Page, href: string): Promise<void> {
  expect(
    SECRETS.filter((secret) => page.url().includes(secret)),
    page.url(),
  ).toEqual([]);
  await page.locator(`a[href="${href}"]:visible`).first().click();
  await page.waitForURL((url) => url.pathname === href);
}

test('no name, e-mail, phone, ZIP code or answer reaches any host but the scheduler’s, on a whole journey', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('the suite needs its baseURL');
  await serveUnderOwnHost(context, baseURL);
  const sent = recordOtherHosts(context);
  const site = `http://${SITE_HOST}:${new URL(baseURL).port}`;

  // The lead form, on to /schedule-online/ (the scheduler's frame gets the prefill), then another page.
  await page.goto(`${site}/kroger-retirees/`);
  await pageViewOf(sent, '/kroger-retirees/');
  const form = page.locator('form[action="/schedule-online/"]').first();
  await form.getByLabel('Full name').focus();
  await islandHydrated(page, 'lead-form');
  await form.getByLabel('Full name').fill(VISITOR.name);
  await form.getByLabel('E-mail').fill(VISITOR.email);
  await form.getByLabel(/phone/i).fill(VISITOR.phone);
  await form.getByLabel('Investable assets').selectOption({ index: 2 });
  await form.getByLabel(/help with/i).selectOption({ index: 1 });
  await form.getByRole('button', { name: /./ }).last().click();
  await page.waitForURL((url) => url.pathname === '/schedule-online/');
  await pageViewOf(sent, '/schedule-online/');
  await followLink(page, '/');
  await pageViewOf(sent, '/', '/schedule-online/');

  // The directory's ZIP filter, then on to a firm.
  await page.getByText('Filter the list or sort it by distance').first().click();
  await islandHydrated(page, 'firm-filter');
  await page.getByLabel('My ZIP code').fill(VISITOR.zip);
  await expect(page.getByRole('status').filter({ hasText: /firm/ })).toContainText(
    `nearest office first from ${VISITOR.zip}`,
  );
  const nearest = (await page.locator('[data-firm] a[href^="/firm/"]').first().getAttribute('href')) ?? '';
  await followLink(page, nearest);
  await pageViewOf(sent, nearest, '/');

  // The match, answered to its results, then on to a firm.
  await page.goto(`${site}/match/`);
  await pageViewOf(sent, '/match/');
  await islandHydrated(page, 'match-quiz');
  for (const [index, label] of MATCH_ANSWERS.entries()) await answerQuestion(page, index + 1, label);
  await expect(page.locator('[data-match-results] > li').first()).toBeVisible();
  const matched =
    (await page.locator('[data-match-results] > li a[href^="/firm/"]').first().getAttribute('href')) ?? '';
  await followLink(page, matched);
  await pageViewOf(sent, matched, '/match/');
  // The engagement event of the page left goes as the page hides.
  await page.goto('about:blank');

  // The tracker did send: a page view for each page, with the page before it as its referrer
  // (awaited above), and the match's event.
  const sentEvents = events(sent);
  expect(sentEvents.map((event) => event.n)).toContain('Match finished');

  // Nothing the visitor typed or chose, in any request to any host but the scheduler's.
  const leaks = sent.flatMap((request) =>
    SECRETS.filter((secret) => `${request.url}\n${request.body}`.includes(secret)).map(
      (secret) => `${secret} in ${request.url} ${request.body}`,
    ),
  );
  expect(leaks).toEqual([]);
  // And the addresses sent keep only the campaign tags and the filters that describe firms.
  for (const event of sentEvents)
    for (const address of [event.u, event.r].filter((value): value is string => Boolean(value)))
      for (const key of new URL(address).searchParams.keys())
        expect(key.startsWith('utm_') || ANALYTICS_QUERY_KEYS.includes(key), `${key} in ${address}`).toBe(true);
});
