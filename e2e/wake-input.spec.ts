import type { Page } from '@playwright/test';
import { getFeeCalculator, getFirms, getPosts } from '@/lib/content';
import { compareArrangements } from '@/lib/fees/calculator';
import { formatDollars } from '@/lib/fees/format';
import { expect, gotoIslandsReady, islandHydrated, test, unexpectedErrors } from '@/test-support/e2e/fixtures';

/**
 * Nothing typed or clicked before a tool wakes is lost (docs: PRODUCT.md, "Nothing is lost"). On a
 * slow phone (4× CPU throttling) the visitor types or clicks as soon as the HTML is there, before
 * the islands entry has run or while the island's code downloads and hydrates; the value is kept,
 * the tool follows it (figures, list, address) and a click counts once.
 */

/**
 * Opens `path` on a CPU four times slower and returns as soon as the HTML is parsed. With `hold`,
 * the islands entry is held back until the returned `release` is called: what the test does
 * meanwhile certainly happens before any island wakes (an island that wakes at once, such as the
 * match quiz, is otherwise often awake before Playwright's first action).
 */
async function openSlow(page: Page, path: string, { hold = false } = {}): Promise<{ release: () => void }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release = () => undefined as void;
  if (hold) {
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/_islands\/islands-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
  }
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return { release };
}

test('fee calculator: an amount filled right away is kept, and the figures and the address follow it', async ({
  page,
  consoleErrors,
}) => {
  const config = getFeeCalculator();
  const settings = { ...config.defaults, amount: 250_000 };
  const expected = compareArrangements(settings, settings.arrangements);
  await openSlow(page, '/fee-calculator/');
  const root = page.locator('[data-fee-calculator]').first();
  const amount = root.getByLabel('Amount invested');
  await amount.fill('250000');
  await islandHydrated(page, 'fee-calculator');
  await expect(amount).toHaveValue('250000');
  await expect(page).toHaveURL(/[?&]amount=250000(&|$)/);
  const totals = root.getByRole('table', { name: /^Totals for/ });
  const feesRow = totals
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^Total fees/ }) })
    .getByRole('cell');
  await expect(feesRow).toHaveText(expected.projections.map((projection) => formatDollars(projection.totalFees)));
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test('fee calculator: an amount typed key by key while the tool wakes is neither lost nor doubled', async ({
  page,
  consoleErrors,
}) => {
  await openSlow(page, '/fee-calculator/');
  const amount = page.locator('[data-fee-calculator]').first().getByLabel('Amount invested');
  await amount.click();
  await amount.press('ControlOrMeta+a');
  await amount.pressSequentially('250000');
  await islandHydrated(page, 'fee-calculator');
  await expect(amount).toHaveValue('250000');
  await expect(page).toHaveURL(/[?&]amount=250000(&|$)/);
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test('match quiz: an answer chosen right away is kept when the quiz wakes', async ({ page, consoleErrors }) => {
  const { release } = await openSlow(page, '/match/', { hold: true });
  await page.getByRole('radio', { name: 'Planning for retirement', exact: true }).check();
  release();
  await islandHydrated(page, 'match-quiz');
  await expect(page.getByRole('heading', { name: 'Question 1 of 6' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Planning for retirement', exact: true })).toBeChecked();
  // The answer is kept with the history entry, not in the address.
  await expect
    .poll(() => page.evaluate(() => (history.state as { personal?: string } | null)?.personal))
    .toBe('help=retirement');
  // It counts as the answer: Next goes on without asking for one.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Question 2 of 6' })).toBeVisible();
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test('compare picker: two firms ticked right away are compared', async ({ page, consoleErrors }) => {
  const [first, second] = getFirms();
  if (!first || !second) throw new Error('the directory needs two firms');
  await openSlow(page, '/compare/');
  await page.getByRole('checkbox', { name: first.name }).check();
  await page.getByRole('checkbox', { name: second.name }).check();
  await islandHydrated(page, 'compare-firms');
  await expect(page.getByRole('checkbox', { name: first.name })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: second.name })).toBeChecked();
  await expect(page).toHaveURL(`/compare/?firms=${first.slug},${second.slug}`);
  await expect(page.locator('[data-compare-status]')).toHaveText(`Comparing ${first.name}, ${second.name}.`);
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test('directory filters: a fee filter chosen and a ZIP code typed right away apply', async ({
  page,
  consoleErrors,
}) => {
  await openSlow(page, '/');
  await page.getByText('Filter the list or sort it by distance').first().click();
  await page.getByLabel('How the firm is paid').selectOption('fee-only');
  await page.getByLabel('My ZIP code').fill('45202');
  await islandHydrated(page, 'firm-filter');
  await expect(page.getByLabel('How the firm is paid')).toHaveValue('fee-only');
  await expect(page.getByLabel('My ZIP code')).toHaveValue('45202');
  await expect(page).toHaveURL(/[?&]fee=fee-only(&|$)/);
  await expect(page.getByRole('status').filter({ hasText: /firm/ })).toContainText('nearest office first from 45202');
  // The ZIP code is the visitor's: applied, and never in the address.
  expect(page.url()).not.toContain('45202');
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test('lead form: a name and an e-mail typed right away survive waking, and the form goes on to scheduling', async ({
  page,
  consoleErrors,
}) => {
  await openSlow(page, '/kroger-retirees/');
  const form = page.locator('form[action="/schedule-online/"]');
  const name = form.getByRole('textbox', { name: /full name/i });
  const email = form.getByRole('textbox', { name: /e-mail/i });
  await name.fill('Ada Lovelace');
  await email.fill('ada@example.com');
  await islandHydrated(page, 'lead-form');
  await expect(name).toHaveValue('Ada Lovelace');
  await expect(email).toHaveValue('ada@example.com');
  const handOff = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/schedule-online/',
  );
  await form.getByRole('button', { name: 'Continue to Scheduling' }).click();
  expect((await handOff).url()).toMatch(/\/schedule-online\/\?.*name=Ada\+Lovelace.*email=ada%40example\.com/);
  await expect(page).toHaveURL(/\/schedule-online\/\?utm_[^&]+=[^&]+(&utm_[^&]+=[^&]+)*$/);
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test('blog filter: a tag clicked right away filters once (not zero times, not toggled off again)', async ({
  page,
  consoleErrors,
}) => {
  const posts = getPosts();
  const tag = posts[0]?.tags[0];
  if (!tag) throw new Error('no tags');
  // Held: the click certainly lands before the islands entry runs, when no script of ours listens.
  const { release } = await openSlow(page, '/blog/', { hold: true });
  const button = page
    .getByRole('group', { name: 'Filter articles by tag' })
    .getByRole('button', { name: tag, exact: true });
  await button.click();
  // The button submitted its choice (a GET form): the page it opened carries the tag...
  await expect(page).toHaveURL(`/blog/?${new URLSearchParams({ tag })}`);
  release();
  // ...and the island reads it from there as it wakes.
  await islandHydrated(page, 'blog-filter');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  const tagged = posts.filter((post) => post.tags.includes(tag)).length;
  await expect(page.getByText(new RegExp(`of ${tagged} articles? tagged “`))).toBeVisible();
  // Still pressed once the island is marked hydrated, which the entry does only after replaying
  // any click it held (client/entry.ts): no second, replayed click turned it off again.
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test('blog filter: a category clicked while the filter wakes filters in place, and the click after it is kept', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const [first, second] = [...new Set(getPosts().map((post) => post.category))];
  if (!first || !second) throw new Error('the blog needs two categories');
  // The filter's own code held: the click certainly lands while the island wakes, the islands
  // entry listening and React not there yet.
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let codeAsked = false;
  await page.route(/\/_islands\/blog-filter-[^/]+\.js$/, async (route) => {
    codeAsked = true;
    await released;
    await route.continue();
  });
  // A page the filter's form opens: it would land after the click was applied in place, and
  // undo what the visitor clicked next.
  const opened: string[] = [];
  await page.route(/\/blog\/\?/, async (route) => {
    opened.push(route.request().url());
    await route.continue();
  });
  await gotoIslandsReady(page, '/blog/');
  const category = (name: string) =>
    page.getByRole('group', { name: 'Filter articles by category' }).getByRole('button', { name, exact: true });
  await category(first).click();
  await expect.poll(() => codeAsked, { message: 'the click woke the filter' }).toBe(true);
  release();
  await islandHydrated(page, 'blog-filter');
  await expect(category(first)).toHaveAttribute('aria-pressed', 'true');
  await category(second).click();
  await expect(category(second)).toHaveAttribute('aria-pressed', 'true');
  await expect(category(first)).toHaveAttribute('aria-pressed', 'false');
  // A form submitted by the first click asks for its page at once, long before the island had
  // woken and the second click was shown.
  expect(opened).toEqual([]);
  expect(page.url()).toBe(`${baseURL}/blog/`);
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});
