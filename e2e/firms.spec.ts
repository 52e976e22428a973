import type { Locator } from '@playwright/test';
import { getFirms, getSite } from '@/lib/content';
import { checkText, formatMinimum, ratingSummary, sourceLabel } from '@/lib/format';
import { rankLabel } from '@/lib/ranking';
import { expect, telUrl, test } from './fixtures';

const site = getSite();
const firms = [...getFirms()].sort((a, b) => a.rank - b.rank);
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

      // Stars: the rating rounded down, out of five, filled in colour; the figure is the accessible name.
      const stars = header.getByRole('img', {
        name: `Rated ${firm.rating.value.stars.toFixed(1)} out of 5`,
        exact: true,
      });
      await expect(stars).toBeVisible();
      // Each star is a <path>, or a <use> of the page's one star outline (scripts/islands/svg-sprite.mjs).
      const fills = await stars
        .locator('path, use')
        .evaluateAll((icons) => icons.map((icon) => getComputedStyle(icon).fill));
      expect(fills).toHaveLength(5);
      const filledColour = fills[0];
      expect(
        fills.filter((fill) => fill === filledColour),
        `filled stars of ${firm.rating.value.stars}`,
      ).toHaveLength(Math.floor(firm.rating.value.stars));

      await expect(header).toContainText(ratingSummary(firm.rating.value.stars, firm.rating.value.reviews));
      await expect(header).toContainText(sourceLabel(firm.rating.source));
      await expect(header).toContainText(checkText(firm.rating));

      await expect(factValue(header, /team size/i)).toContainText(firm.teamSize.value);
      await expect(factValue(header, /assets under management|AUM/i)).toContainText(firm.aum.value);
      await expect(factValue(header, /minimum/i)).toContainText(formatMinimum(firm.minimum.value));
      const fee = factValue(header, /fee structure/i);
      await expect(fee).toContainText(new RegExp(firm.compensation.value.model, 'i'));
      await expect(fee).toContainText(new RegExp(firm.compensation.value.basis.replace('-', '[- ]'), 'i'));

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

test('the home page lists the ranked firms in computed order, each with a profile link and a call link', async ({
  page,
}) => {
  // Nine listed firms; ranks are computed, and equal scores share a position.
  expect(firms).toHaveLength(9);
  expect(firms.map((firm) => firm.rank)).toEqual([...firms.map((firm) => firm.rank)].sort((a, b) => a - b));
  await page.goto('/');
  const headings = page.getByRole('heading', { name: /^Ranked #\d+/ });
  await expect(headings).toHaveText(firms.map((firm) => `Ranked ${rankLabel(firm)}: ${firm.name}`));

  for (const firm of firms) {
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `Ranked ${rankLabel(firm)}: ${firm.name}`, exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(firm.tied ? `=${firm.rank}` : `#${firm.rank}`);
    await expect(card).toContainText(ratingSummary(firm.rating.value.stars, firm.rating.value.reviews));
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
