import type { Locator } from '@playwright/test';
import { getFirms, getSite } from '@/lib/content';
import type { Sourced } from '@/lib/content/schemas';
import {
  checkText,
  feeStructureLabel,
  formatAum,
  formatEmployees,
  formatMinimum,
  ratingSummary,
  sourceLabel,
} from '@/lib/format';
import { factText, recordedValue } from '@/lib/firms/sourced';
import { isRanked, rankLabel } from '@/lib/firms/ranking';
import { expect, telUrl, test } from '@/test-support/e2e/fixtures';

const site = getSite();
// The order every list shows: by rank once ranked, A–Z (with no rank) until then.
const firms = getFirms();
const tel = telUrl(site.phone);

/** The value shown beside a fact's label in a definition list. */
const factValue = (scope: Locator, label: RegExp) =>
  scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test.describe('firm profiles', () => {
  for (const firm of firms) {
    test(`${firm.slug}: facts, rating, actions, about links, services, map and other firms`, async ({ page }) => {
      await page.goto(`/firm/${firm.slug}/`);
      const header = page
        .locator('main section')
        .filter({ has: page.locator('h1') })
        .first();

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(firm.name);
      await expect(header).toContainText(firm.address);

      const rating = firm.rating;
      if (rating.origin === 'none') {
        // No rating page, day and count recorded: no stars, no figure, only that it is not recorded.
        await expect(header.locator('[data-rating="none"]')).toHaveText('No rating recorded');
        await expect(header.getByRole('img', { name: /^Rated / })).toHaveCount(0);
        await expect(header).not.toContainText('/5.0');
      } else {
        // Stars: the rating rounded down, out of five, filled in colour; the figure is the accessible name.
        const stars = header.getByRole('img', { name: `Rated ${rating.value.stars.toFixed(1)} out of 5`, exact: true });
        await expect(stars).toBeVisible();
        // Each star is a <path>, or a <use> of the page's one star outline (scripts/export/first-paint/svg-sprite.ts).
        const fills = await stars
          .locator('path, use')
          .evaluateAll((icons) => icons.map((icon) => getComputedStyle(icon).fill));
        expect(fills).toHaveLength(5);
        const filledColour = fills[0];
        expect(
          fills.filter((fill) => fill === filledColour),
          `filled stars of ${rating.value.stars}`,
        ).toHaveLength(Math.floor(rating.value.stars));
        await expect(header).toContainText(ratingSummary(rating.value.stars, rating.value.reviews));
        await expect(header).toContainText(sourceLabel(rating.source));
        if (rating.origin === 'person') await expect(header).toContainText(checkText(rating));
      }

      // The rank line: a position only once the list is ranked.
      if (firm.rank === null) {
        await expect(header.locator('[data-rank="none"]')).toContainText(/Listed firm · not yet ranked/i);
        await expect(header).not.toContainText(/Ranked #/);
      } else {
        await expect(header.locator(`[data-rank="${firm.rank}"]`)).toContainText(`Ranked ${rankLabel(firm)}`);
      }

      // Each fact: its value with its source, or "Not yet recorded" in its place.
      await expect(factValue(header, /^Employees/)).toContainText(factText(firm.employees, formatEmployees));
      await expect(factValue(header, /assets under management/i)).toContainText(factText(firm.aum, formatAum));
      await expect(factValue(header, /minimum/i)).toContainText(factText(firm.minimum, formatMinimum));
      await expect(factValue(header, /fee structure/i)).toContainText(factText(firm.compensation, feeStructureLabel));
      for (const fact of [firm.employees, firm.aum, firm.minimum, firm.compensation, firm.ownership]) {
        if (fact.origin === 'form-adv')
          await expect(header.locator('[data-provenance="form-adv"]').first()).toBeVisible();
      }
      const listed: Sourced<unknown>[] = [firm.employees, firm.aum, firm.minimum, firm.compensation, firm.ownership];
      await expect(header.locator('dd', { hasText: /^Not yet recorded$/ })).toHaveCount(
        listed.filter((fact) => fact.origin === 'none' && fact.reason === 'not-yet-recorded').length,
      );

      await expect(header.getByRole('link', { name: `Ask us about ${firm.name}` })).toHaveAttribute(
        'href',
        '/schedule-online/',
      );
      await expect(header.getByRole('link', { name: `Call ${site.phone}, ${site.brandName}` })).toHaveAttribute(
        'href',
        tel,
      );

      const about = page.getByRole('region', { name: `About ${firm.name}`, exact: true });
      await expect(about.getByRole('link', { name: 'fiduciary advisors', exact: true })).toHaveAttribute(
        'href',
        '/about/',
      );
      await expect(about.getByRole('link', { name: 'fee-only', exact: true })).toHaveAttribute('href', '/services/');
      await expect(about.getByRole('link', { name: 'Cincinnati financial advisor', exact: true })).toHaveAttribute(
        'href',
        '/',
      );

      const services = page.getByRole('region', { name: 'Services', exact: true }).getByRole('listitem');
      await expect(services).toHaveCount(5);
      await expect(services).toHaveText(firm.services);
      await expect(page.getByRole('region', { name: 'Specialties', exact: true }).getByRole('listitem')).toHaveText(
        firm.specialties,
      );

      const map = page.getByRole('region', { name: `Map showing locations for ${firm.name}`, exact: true });
      await expect(map).toBeVisible();
      await expect(map).toContainText(firm.address);

      const expectedOthers = firms.filter((other) => other.slug !== firm.slug).slice(0, 3);
      const otherFirms = page.getByRole('region', { name: 'Explore Other Firms', exact: true });
      const others = otherFirms.locator('a[href^="/firm/"]');
      await expect(others).toHaveCount(3);
      for (const [index, other] of expectedOthers.entries()) {
        await expect(others.nth(index)).toContainText(other.name);
        await expect(others.nth(index)).toHaveAttribute('href', `/firm/${other.slug}/`);
        // Each also offers "Compare", starting the comparison with that firm.
        await expect(otherFirms.getByRole('link', { name: `Compare ${other.name} with other firms` })).toHaveAttribute(
          'href',
          `/compare/?firms=${other.slug}`,
        );
      }
      await expect(page.getByRole('link', { name: `Compare ${firm.name} with other firms` })).toHaveAttribute(
        'href',
        `/compare/?firms=${firm.slug}`,
      );
    });
  }
});

test('the home page lists the firms in the published order (A–Z while not ranked), each with a profile link and a call link', async ({
  page,
}) => {
  expect(firms).toHaveLength(9);
  await page.goto('/');
  if (isRanked(firms)) {
    // Ranks are computed, and equal scores share a position.
    const headings = page.getByRole('heading', { name: /^Ranked #\d+/ });
    await expect(headings).toHaveText(firms.map((firm) => `Ranked ${rankLabel(firm)}: ${firm.name}`));
  } else {
    const names = firms.map((firm) => firm.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    await expect(page.getByRole('heading', { name: /^Ranked #/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Firms we list, A–Z (not yet ranked)' })).toBeVisible();
  }

  for (const firm of firms) {
    const rank = rankLabel(firm);
    const heading = rank === undefined ? firm.name : `Ranked ${rank}: ${firm.name}`;
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
    await expect(card).toHaveCount(1);
    if (rank === undefined) await expect(card).not.toContainText(/Ranked #|^=\d|#\d/);
    else await expect(card).toContainText(firm.tied ? `=${firm.rank}` : `#${firm.rank}`);
    const rating = recordedValue(firm.rating);
    await expect(card).toContainText(rating ? ratingSummary(rating.stars, rating.reviews) : 'No rating recorded');
    // A recorded regulatory disclosure stands on the card itself.
    await expect(card.locator('[data-card-disclosure]')).toHaveCount(
      (recordedValue(firm.disclosures) ?? []).length > 0 ? 1 : 0,
    );
    const profile = card.getByRole('link', { name: /^View Firm Profile/ });
    await expect(profile).toBeVisible();
    await expect(profile).toHaveAttribute('href', `/firm/${firm.slug}/`);
    const call = card.locator(`a[href="${tel}"]`);
    await expect(call).toBeVisible();
    await expect(call).toHaveAccessibleName(/call/i);
  }

  const second = firms[1];
  if (!second) throw new Error('Fewer than two firms');
  await page.getByRole('link', { name: new RegExp(`^View Firm Profile\\s*:\\s*${second.name}$`) }).click();
  await expect(page).toHaveURL(new RegExp(`/firm/${second.slug}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.name);
});
