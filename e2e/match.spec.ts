import { getFirms, getSite } from '@/lib/content';
import { matchSummary } from '@/lib/firms/summary';
import { matchFirms } from '@/lib/match';
import {
  axeAudit,
  expect,
  gotoIslandsReady,
  islandHydrated,
  seriousViolations,
  telUrl,
  test,
  unexpectedErrors,
} from '@/test-support/e2e/fixtures';
import { answerQuestion as answer, MATCH_ANSWERS as ANSWERS } from '@/test-support/e2e/match-answers';

const site = getSite();

test.describe('match in two minutes', () => {
  test('six questions lead to three firms with reasons, and booking carries the answers and UTM values', async ({
    page,
    consoleErrors,
  }) => {
    await gotoIslandsReady(page, '/match/');
    await islandHydrated(page, 'match-quiz');
    for (const [index, label] of ANSWERS.entries()) await answer(page, index + 1, label);

    // The step is in the address; the answers are the visitor's, kept with the history entry only.
    await expect(page).toHaveURL(/\/match\/\?step=7$/);
    expect(await page.evaluate(() => (history.state as { personal?: string } | null)?.personal)).toBe(
      'help=retirement&assets=500k-1m&employer=pg&pay=percent&area=nky&special=none',
    );
    const heading = page.getByRole('heading', { name: 'Your 3 best fits' });
    await expect(heading).toBeFocused();

    // The same pure function, on the same data, decides who is shown.
    const expected = matchFirms(
      { help: 'retirement', assets: '500k-1m', employer: 'pg', pay: 'percent', area: 'nky', special: 'none' },
      getFirms().map(matchSummary),
    );
    const shown = await page
      .locator('[data-match-results] > li')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-firm')));
    expect(shown).toEqual(expected.results.map((result) => result.slug));
    const top = expected.results[0];
    if (!top) throw new Error('the real data should fit these answers');
    await expect(page.locator(`[data-match-results] > li[data-firm="${top.slug}"]`)).toContainText(
      top.reasons[0] ?? '',
    );

    const book = new URL((await page.locator('a[data-book-with-answers]').getAttribute('href')) ?? '', 'http://x');
    expect(book.pathname).toBe('/schedule-online/');
    expect(Object.fromEntries(book.searchParams)).toMatchObject({
      a2: '$500,000 – $1 million',
      a3: 'Planning for retirement',
      a4: 'P&G',
      a5: 'A percentage of the assets managed',
      a6: 'Northern Kentucky',
      a7: 'Nothing special',
      utm_source: 'website',
      utm_medium: 'match',
      utm_campaign: 'match',
    });
    expect(book.searchParams.get('a8')).toBe(expected.results.map((result) => result.name).join(', '));
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test("the browser's Back and Forward buttons move between steps and keep the answers", async ({ page }) => {
    await gotoIslandsReady(page, '/match/');
    await islandHydrated(page, 'match-quiz');
    await answer(page, 1, ANSWERS[0]);
    await answer(page, 2, ANSWERS[1]);
    await expect(page.getByRole('heading', { name: 'Question 3 of 6' })).toBeFocused();

    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Question 2 of 6' })).toBeFocused();
    await expect(page.getByRole('radio', { name: ANSWERS[1], exact: true })).toBeChecked();
    await page.goBack();
    await expect(page.getByRole('radio', { name: ANSWERS[0], exact: true })).toBeChecked();
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'Question 2 of 6' })).toBeVisible();
    await expect(page.getByRole('radio', { name: ANSWERS[1], exact: true })).toBeChecked();
    await expect(page).toHaveURL(/\/match\/\?step=2$/);
  });

  test('works by keyboard alone, and asks for an answer before moving on', async ({ page }) => {
    await gotoIslandsReady(page, '/match/');
    await islandHydrated(page, 'match-quiz');
    await page.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Please choose one answer to go on.')).toBeVisible();
    await page.getByRole('radio', { name: ANSWERS[0], exact: true }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Question 2 of 6' })).toBeFocused();
    await expect(page).toHaveURL(/\/match\/\?step=2$/);
    expect(await page.evaluate(() => (history.state as { personal?: string } | null)?.personal)).toBe(
      'help=investments',
    );
  });

  test('a URL with every answer opens on the results, and axe finds nothing serious there', async ({ page }) => {
    await gotoIslandsReady(
      page,
      '/match/?step=7&help=tax&assets=1m-5m&employer=none&pay=flat&area=north&special=business-owner',
    );
    await islandHydrated(page, 'match-quiz');
    await expect(page.locator('[data-match-results] > li')).toHaveCount(3);
    // Read, then gone from the address.
    await expect(page).toHaveURL(/\/match\/\?step=7$/);
    expect(await seriousViolations(axeAudit(page).include('main'))).toEqual([]);
  });

  test('without JavaScript: the phone number, the booking link and the questions as a booking form', async ({
    noJsPage,
  }) => {
    await noJsPage.goto('/match/');
    const main = noJsPage.locator('main');
    await expect(main.locator(`a[href="${telUrl(site.phone)}"]`).first()).toBeVisible();
    await expect(main.locator('a[href^="/schedule-online/"]').first()).toBeVisible();
    const form = main.locator('form[data-match-fallback]');
    await expect(form).toHaveAttribute('action', '/schedule-online/');
    await expect(form.locator('fieldset')).toHaveCount(6);
    await form.getByRole('radio', { name: ANSWERS[1], exact: true }).check();
    await form.getByRole('button', { name: 'Book a call with these answers' }).click();
    await expect(noJsPage).toHaveURL(
      /\/schedule-online\/\?utm_source=website&utm_medium=match&utm_campaign=match&a2=%24500%2C000/,
    );
  });

  test('at 375 px no step scrolls the page sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoIslandsReady(
      page,
      '/match/?step=7&help=retirement&assets=under-250k&employer=strs&pay=hourly&area=west&special=divorce',
    );
    await islandHydrated(page, 'match-quiz');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
