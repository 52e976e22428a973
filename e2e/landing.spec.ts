import type { Page } from '@playwright/test';
import { getFirms, getLandingPage, getSite } from '@/lib/content';
import { ratingSummary } from '@/lib/format';
import { recordedValue } from '@/lib/firms/sourced';
import { expect, gotoIslandsReady, telUrl, test } from '@/test-support/e2e/fixtures';
import { servedPage, textOf } from '@/test-support/e2e/served-html';

const site = getSite();
// The published order: by rank once ranked, A–Z until then (getFirms already gives it).
const firms = getFirms();
const tel = telUrl(site.phone);

/** Firm cards of a landing page's grid: each has a "View Profile" link to the firm. */
const firmCards = (page: Page) =>
  page.locator('main li').filter({ has: page.getByRole('link', { name: /^View Profile/ }) });

test.describe('fee pages list firms by compensation model', () => {
  for (const model of ['fee-based', 'fee-only'] as const) {
    test(`/${model}-fiduciary-advisor-cincinnati/ lists exactly the firms recorded as ${model}, or says none is yet`, async ({
      page,
    }) => {
      const expected = firms.filter((firm) => recordedValue(firm.compensation)?.model === model);
      await page.goto(`/${model}-fiduciary-advisor-cincinnati/`);

      const cards = firmCards(page);
      await expect(cards).toHaveCount(expected.length);
      // No firm recorded with this model: the grid's empty state, never a firm whose fees are unknown.
      await expect(page.locator(`[data-empty-grid="${model}"]`)).toHaveCount(expected.length === 0 ? 1 : 0);
      for (const [index, firm] of expected.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading')).toHaveText(firm.name);
        const rating = recordedValue(firm.rating);
        if (rating) await expect(card).toContainText(ratingSummary(rating.stars, rating.reviews));
        await expect(card.getByRole('link', { name: /^View Profile/ })).toHaveAttribute('href', `/firm/${firm.slug}/`);
      }
    });
  }
});

test.describe('STRS Ohio FAQ', () => {
  for (const target of ['/fiduciary-financial-advisor-cincinnati/', '/tax-planning/']) {
    test(`an answer's link to ${target} navigates there`, async ({ page }) => {
      await gotoIslandsReady(page, '/strs-ohio/');
      const item = page.locator('details').filter({ has: page.locator(`a[href="${target}"]`) });
      await expect(item).toHaveCount(1);
      const link = item.locator(`a[href="${target}"]`);
      await expect(link).toBeHidden();

      await item.locator('summary').click();
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        getLandingPage(target.replace(/\//g, ''))?.hero.headline ?? '',
      );
    });
  }
});

test('/fiduciary-near-me lists every area once as text with one call link, and "Or, Schedule Online" books online', async ({
  page,
}) => {
  const areaSection = getLandingPage('fiduciary-near-me')?.sections.find((section) => section.type === 'areaList');
  if (areaSection?.type !== 'areaList') throw new Error('/fiduciary-near-me has no area list');
  const areas = areaSection.groups.flatMap((group) => group.areas);
  // About 50 Cincinnati neighbourhoods and 22 Northern Kentucky communities, as the page promises.
  expect(areas.length).toBeGreaterThanOrEqual(70);

  await page.goto('/fiduciary-near-me/');
  const listed = await page
    .locator('main [data-area-list] li')
    .evaluateAll((items) => items.map((item) => (item.textContent ?? '').replace(/[,.]$/, '')));
  expect(listed).toEqual(areas);
  // One call link for the whole list, not one per area (a doorway pattern).
  const section = page.locator('main section').filter({ has: page.locator('[data-area-list]') });
  await expect(section.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(section.locator('a[href^="tel:"]')).toHaveAttribute('href', tel);

  const scheduleOnline = page.getByRole('link', { name: 'Or, Schedule Online', exact: true });
  await expect(scheduleOnline).toHaveAttribute('href', '/schedule-online/');
  await scheduleOnline.click();
  await expect(page).toHaveURL(/\/schedule-online\/$/);
});

test.describe('lead form', () => {
  test('on /kroger-retirees/ it shows inline errors, keeps entries and hands a valid lead to scheduling', async ({
    page,
  }) => {
    await gotoIslandsReady(page, '/kroger-retirees/');
    const form = page.locator('main form');
    const name = form.getByLabel('Full name');
    const email = form.getByLabel('E-mail');
    const phone = form.getByLabel(/^Phone/);
    const submit = form.getByRole('button', { name: 'Continue to Scheduling' });

    // Empty: both required fields flagged, focus on the first, messages tied to their fields.
    await submit.click();
    await expect(page).toHaveURL(/\/kroger-retirees\/$/);
    await expect(name).toBeFocused();
    for (const field of [name, email]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
      expect(describedBy).not.toBe('');
      const message = page.locator(`[id="${describedBy.split(' ').at(-1)}"]`);
      await expect(message).toBeVisible();
      await expect(message).toHaveText(/please enter/i);
      await expect(field).toHaveAccessibleDescription(/please enter/i);
    }

    // A name but a bad e-mail: only the e-mail is flagged, and nothing typed is lost.
    await name.fill('Ann Example');
    await email.fill('ann@');
    await submit.click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/e-mail/i);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveValue('Ann Example');
    await expect(email).toHaveValue('ann@');
    await expect(page).toHaveURL(/\/kroger-retirees\/$/);

    // Valid: on to /schedule-online/ with the answers and UTM values.
    await email.fill('ann@example.com');
    await phone.fill('(513) 555-0142');
    await form.getByLabel('Investable assets').selectOption({ index: 2 });
    await form.getByLabel(/help with/i).selectOption({ index: 1 });
    const assets = await form.getByLabel('Investable assets').inputValue();
    const topic = await form.getByLabel(/help with/i).inputValue();
    const handOff = page.waitForRequest(
      (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/schedule-online/',
    );
    await submit.click();

    const query = new URL((await handOff).url()).searchParams;
    // Read, then gone from the address before anything else reads it: only the campaign tags stay.
    await expect
      .poll(() => [...new URL(page.url()).searchParams.keys()].sort())
      .toEqual(['utm_campaign', 'utm_medium', 'utm_source']);
    expect(Object.fromEntries(query)).toMatchObject({
      name: 'Ann Example',
      email: 'ann@example.com',
      a1: '(513) 555-0142',
      a2: assets,
      a3: topic,
      utm_source: 'website',
      utm_medium: 'lead-form',
      utm_campaign: 'kroger-retirees',
    });
    expect(assets).not.toBe('');
    expect(topic).not.toBe('');
  });

  test('the booking link on /schedule-online/ carries the prefill and UTM values from the address', async ({
    page,
  }) => {
    await gotoIslandsReady(page, '/schedule-online/?name=Ann&email=ann%40example.com&utm_campaign=x');
    await expect(page).toHaveURL(/\/schedule-online\/\?utm_campaign=x$/);
    const booking = page.getByRole('link', { name: /booking calendar/i });
    await expect(booking).toHaveAttribute('href', /utm_campaign=x/);
    const href = new URL((await booking.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe(site.schedulerUrl);
    expect(href.searchParams.get('name')).toBe('Ann');
    expect(href.searchParams.get('email')).toBe('ann@example.com');
    expect(href.searchParams.get('utm_campaign')).toBe('x');
  });

  test('the wealth-management form says it is for assets over $500,000', async ({ page }) => {
    await page.goto('/cincinnati-wealth-management/');
    const formSection = page
      .locator('main section')
      .filter({ has: page.locator('form') })
      .last();
    await expect(formSection).toContainText(/over \$500,000/);
  });
});

test('the financial-planner map lists its four locations', async ({ page }) => {
  const mapSection = getLandingPage('cincinnati-financial-planner')?.sections.find((section) => section.type === 'map');
  if (mapSection?.type !== 'map') throw new Error('/cincinnati-financial-planner has no map');
  await page.goto('/cincinnati-financial-planner/');
  const map = page.getByRole('region', { name: `Map showing locations for ${mapSection.mapTitle}`, exact: true });
  await map.scrollIntoViewIfNeeded();
  await expect(map).toBeVisible();
  const places = map.getByRole('listitem');
  await expect(places).toHaveCount(4);
  // The four areas the page maps: the downtown hub, Blue Ash, Hyde Park and Northern Kentucky.
  for (const area of ['Downtown', 'Blue Ash', 'Hyde Park', 'Northern Kentucky']) {
    await expect(places.filter({ hasText: area })).toHaveCount(1);
  }
});

test.describe('booking section with id "schedule"', () => {
  const slugs = [
    'tax-planning',
    'estate-planning',
    'pg-retirees',
    'kroger-retirees',
    'childrens-hospital-retirees',
    'fifth-third-retirees',
    'uc-retirees',
    'strs-ohio',
  ];
  const scheduler = new RegExp(`^${site.schedulerUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

  test('each guide that books offers a booking link and a phone line in it', async ({ request }) => {
    for (const slug of slugs) {
      const sections = (await servedPage(request, `/${slug}/`)).querySelectorAll('section#schedule');
      expect(sections, slug).toHaveLength(1);
      const schedule = sections[0];
      expect(schedule?.querySelector('h2, h3'), slug).toBeTruthy();
      const booking = schedule?.querySelectorAll('a').find((link) => /booking calendar/i.test(textOf(link)));
      expect(booking?.getAttribute('href'), slug).toMatch(scheduler);
      expect(textOf(schedule?.querySelector(`a[href="${tel}"]`)), slug).toBe(site.phone);
    }
  });

  test('the hero’s booking button jumps to it, and its phone line is on screen', async ({ page }) => {
    await page.goto('/tax-planning/');
    const schedule = page.locator('section#schedule');
    await page.getByRole('link', { name: 'Book a Free Consultation' }).click();
    await expect(page).toHaveURL(/#schedule$/);
    await expect(schedule).toBeInViewport();
    await expect(schedule.locator(`a[href="${tel}"]`).first()).toBeVisible();
  });
});
