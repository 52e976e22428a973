import type { Locator, Page } from '@playwright/test';
import {
  getAuthor,
  getAuthors,
  getFirms,
  getLandingPage,
  getLandingPages,
  getPosts,
  getSite,
  type Source,
} from '@/lib/content';
import { businessModelCopy } from '@/lib/content/business-model';
import { formatDate } from '@/lib/format';
import { expect, test } from '@/test-support/e2e/fixtures';
import { servedPage, textOf } from '@/test-support/e2e/served-html';

/**
 * Trust signals a visitor can check on the exported site: who wrote each page and whether (and
 * when, by whom) it was reviewed, what it cites, who runs the site, and how the site makes money
 * wherever it points to a firm or offers a call.
 */
const site = getSite();
const money = businessModelCopy(site);
const posts = getPosts();
const authorName = (slug: string) => getAuthor(slug)?.name ?? `(no author "${slug}")`;

interface Attributed {
  author: string;
  reviewer?: string | undefined;
  reviewed?: string | undefined;
}

/** The byline names the author; a review only when one is recorded, otherwise "Not reviewed yet" and no date. */
async function expectByline(main: Locator, entry: Attributed) {
  const byline = main.getByRole('list', { name: 'About this page' });
  await expect(byline).toBeVisible();
  await expect(byline.getByRole('link', { name: authorName(entry.author), exact: true })).toHaveAttribute(
    'href',
    `/authors/${entry.author}/`,
  );
  if (entry.reviewer && entry.reviewed) {
    await expect(byline).toContainText(`Last reviewed ${formatDate(entry.reviewed)} by ${authorName(entry.reviewer)}`);
    await expect(byline.locator(`time[datetime="${entry.reviewed}"]`)).toHaveText(formatDate(entry.reviewed));
  } else {
    await expect(byline).toContainText('Not reviewed yet');
    await expect(byline).not.toContainText('Last reviewed');
    await expect(byline.locator('time')).toHaveCount(0);
  }
  await expect(byline).not.toContainText('Reviewing Editor');
  await expect(byline.getByRole('link', { name: 'Editorial policy' })).toHaveAttribute('href', '/editorial-policy/');
}

async function expectSources(main: Locator, sources: readonly Source[]) {
  const region = main.getByRole('region', { name: 'Sources' });
  await expect(region.getByRole('listitem')).toHaveCount(sources.length);
  for (const source of sources) {
    await expect(region.getByRole('link', { name: source.title, exact: true })).toHaveAttribute('href', source.url);
    await expect(region).toContainText(source.publisher);
  }
  // A source shows a date only when an editor recorded opening it; none was set to the build day.
  const recorded = sources.filter((source) => source.accessed).length;
  await expect(region.locator('time')).toHaveCount(recorded);
}

/** The disclosure box: it names how money flows and links to the full page. */
async function expectDisclosure(scope: Locator | Page) {
  const box = scope.getByRole('complementary', { name: 'How we make money' }).first();
  await expect(box).toBeVisible();
  await expect(box).toContainText(money.summary);
  await expect(box.getByRole('link', { name: 'How we make money' })).toHaveAttribute('href', '/how-we-make-money/');
}

test.describe('articles name their author, their review status and sources', () => {
  for (const post of posts) {
    test(`/blog/${post.slug}/`, async ({ page }) => {
      await page.goto(`/blog/${post.slug}/`);
      const main = page.locator('main');
      await expectByline(main, post);
      expect(post.sources.length).toBeGreaterThan(0);
      await expectSources(main, post.sources);
    });
  }
});

test.describe('landing pages name their author, their review status and sources', () => {
  for (const slug of ['strs-ohio', 'tax-planning', 'fifth-third-retirees', 'money-matters']) {
    test(`/${slug}/`, async ({ page }) => {
      const entry = getLandingPage(slug);
      if (!entry) throw new Error(`content/landing/${slug}.md is missing`);
      await page.goto(entry.path);
      const main = page.locator('main');
      await expectByline(main, entry);
      if (entry.sources.length > 0) await expectSources(main, entry.sources);
      else await expect(main.getByRole('region', { name: 'Sources' })).toHaveCount(0);
    });
  }

  test('every landing page shows a byline with its review status', async ({ request }) => {
    for (const entry of getLandingPages()) {
      const page = await servedPage(request, entry.path);
      expect(textOf(page.querySelector('main [aria-label="About this page"]')), entry.path).toContain(
        entry.reviewer && entry.reviewed ? `by ${authorName(entry.reviewer)}` : 'Not reviewed yet',
      );
    }
  });
});

test.describe('author pages', () => {
  for (const author of getAuthors()) {
    test(`/authors/${author.slug}/ shows the author and links back to what they wrote or reviewed`, async ({
      page,
    }) => {
      const signed = [
        ...posts
          .filter((post) => post.author === author.slug || post.reviewer === author.slug)
          .map((post) => `/blog/${post.slug}/`),
        ...getLandingPages()
          .filter((entry) => entry.author === author.slug || entry.reviewer === author.slug)
          .map((entry) => entry.path),
      ];
      expect(signed.length, `${author.slug} signs at least one page`).toBeGreaterThan(0);
      await page.goto(`/authors/${author.slug}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(author.name);
      await expect(page.locator('main')).toContainText(author.role);
      for (const href of signed) await expect(page.locator(`main a[href="${href}"]`).first()).toBeAttached();
    });
  }

  test('an article’s byline leads to its author, and the authors index lists everyone', async ({ page }) => {
    const post = posts[0];
    if (!post) throw new Error('The blog has no articles');
    await page.goto(`/blog/${post.slug}/`);
    await page
      .getByRole('list', { name: 'About this page' })
      .getByRole('link', { name: authorName(post.author), exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/authors/${post.author}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(authorName(post.author));
    await page.goto('/authors/');
    for (const author of getAuthors())
      await expect(page.getByRole('link', { name: author.name, exact: true })).toHaveAttribute(
        'href',
        `/authors/${author.slug}/`,
      );
  });
});

test.describe('the footer leads to the trust pages', () => {
  for (const [label, path, heading] of [
    ['How We Make Money', '/how-we-make-money/', money.headline],
    ['Editorial Policy', '/editorial-policy/', 'Editorial and Corrections Policy'],
  ] as const) {
    test(`${label} → ${path}`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }

  test('/how-we-make-money/ explains the owner’s model in full, with an as-of date only when one is set', async ({
    page,
  }) => {
    await page.goto('/how-we-make-money/');
    const main = page.locator('main');
    for (const paragraph of money.explanation) await expect(main).toContainText(paragraph);
    await expect(main).toContainText('free to you');
    const asOf = main.getByTestId('business-model-as-of');
    if (money.asOf) await expect(asOf).toHaveText(`(as of ${formatDate(money.asOf)})`);
    else await expect(asOf).toHaveCount(0);
  });

  // Who runs the site: the owner's operator setting, or a plain note that it is not named yet.
  const operator = site.operator
    ? `Operated by ${site.operator.name}, ${site.operator.city}.`
    : 'The operator of this site (the legal entity or person who runs it) is not yet named.';
  test('the footer, /about/ and /terms/ say who runs the site', async ({ request }) => {
    const home = await servedPage(request, '/');
    expect(textOf(home.querySelector('footer [data-testid="site-operator"]'))).toBe(operator);
    const about = await servedPage(request, '/about/');
    expect(textOf(about.querySelector('main [data-testid="about-operator"]'))).toBe(operator);
    expect(textOf((await servedPage(request, '/terms/')).querySelector('main'))).toContain(operator);
  });

  test('the footer shows the placeholder office address, never a real office tower', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(site.office.streetAddress);
    await expect(footer).not.toContainText('255 E 5th St');
  });
});

test.describe('how we make money is disclosed where a firm is recommended', () => {
  const firm = getFirms()[0];
  const ranked = [
    '/',
    '/top-fiduciary-advisors-cincinnati/',
    '/best-fiduciary-advisors-cincinnati/',
    '/fee-only-fiduciary-advisor-cincinnati/',
    '/fee-based-fiduciary-advisor-cincinnati/',
  ];
  // Every page with a call, booking or match block, not only the ranked lists.
  const callOrBook = ['/about/', '/contact/', '/services/', '/fiduciary-near-me/'];
  test('on the ranked lists, a firm profile, /schedule-online/ and every page with a call or booking block', async ({
    request,
  }) => {
    for (const path of [...ranked, `/firm/${firm?.slug ?? 'missing'}/`, '/schedule-online/', ...callOrBook]) {
      const box = (await servedPage(request, path)).querySelector('main aside[aria-label="How we make money"]');
      expect(textOf(box), path).toContain(money.summary);
      expect(box?.querySelector('a[href="/how-we-make-money/"]')?.text, path).toBe('How we make money');
    }
  });

  test('the disclosure is on screen on the home page', async ({ page }) => {
    await page.goto('/');
    await expectDisclosure(page.locator('main'));
  });

  test('beside the lead form of a landing page', async ({ page }) => {
    const entry = getLandingPages().find((candidate) => candidate.form);
    if (!entry?.form) throw new Error('No landing page has a lead form');
    await page.goto(entry.path);
    const form = page.getByRole('region', { name: entry.form.title });
    await expect(form).toBeVisible();
    // The form is an island; the disclosure is the next thing after it, in the same column.
    const island = page.locator('[data-island="lead-form"]', { has: form });
    await expect(page.locator('[data-island="lead-form"] + [data-testid="payment-disclosure"]')).toHaveCount(1);
    await expectDisclosure(island.locator('xpath=..'));
  });

  test('the home page says only what the model makes true', async ({ page }) => {
    await page.goto('/');
    const hero = page
      .locator('main')
      .locator('section, div')
      .filter({ has: page.getByRole('heading', { level: 1 }) })
      .first();
    await expect(hero).toContainText(money.homeWording);
    await expect(hero).not.toContainText('Free, independent');
  });
});

test.describe('radio pages name the show’s firm and our ranking of it', () => {
  for (const path of ['/simply-money/', '/money-matters/']) {
    test(path, async ({ request }) => {
      const main = textOf((await servedPage(request, path)).querySelector('main'));
      expect(main).toContain('Allworth Financial');
      expect(main).toContain('We also rank Allworth Financial in our directory');
      expect(main).toContain('not affiliated with the show or with Allworth');
    });
  }
});
