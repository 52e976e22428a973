import type { Page } from '@playwright/test';
import { getAuthor, getPosts, getSite } from '@/lib/content';
import { formatDate } from '@/lib/format';
import { expect, gotoIslandsReady, telUrl, test } from '@/test-support/e2e/fixtures';

const posts = getPosts();
const site = getSite();

/** Titles of the article cards a visitor can see in the list, in order. */
const visibleCardTitles = (page: Page) => page.locator('main article h2').filter({ visible: true });
const categoryButtons = (page: Page) =>
  page.getByRole('group', { name: 'Filter articles by category' }).getByRole('button');
const tagButton = (page: Page, tag: string) =>
  page.getByRole('group', { name: 'Filter articles by tag' }).getByRole('button', { name: tag, exact: true });
const titlesOf = (list: typeof posts) => list.map((post) => post.title);

/** A tag some, but not all, articles carry: choosing it must narrow the list. */
function narrowingTag(): string {
  const uses = new Map<string, number>();
  for (const post of posts) for (const tag of post.tags) uses.set(tag, (uses.get(tag) ?? 0) + 1);
  const [tag] = [...uses].sort(([, a], [, b]) => b - a).find(([, count]) => count >= 2 && count < posts.length) ?? [];
  if (!tag) throw new Error('No tag is shared by some but not all articles');
  return tag;
}

/** The opening words of an article's first paragraph, as a reader sees them. */
function openingWords(html: string): string {
  const first = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
  const text = first
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.split(' ').slice(0, 8).join(' ');
}

test.describe('blog list', () => {
  test.beforeEach(async ({ page }) => {
    await gotoIslandsReady(page, '/blog/');
  });

  test('"All Posts" is pressed first, every article shows and "Load More" is absent', async ({ page }) => {
    expect(posts).toHaveLength(6);
    const buttons = categoryButtons(page);
    await expect(buttons.first()).toHaveText('All Posts');
    await expect(buttons.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('group', { name: 'Filter articles by category' }).locator('[aria-pressed="true"]'),
    ).toHaveCount(1);
    await expect(visibleCardTitles(page)).toHaveText(titlesOf(posts));
    await expect(page.getByRole('button', { name: 'Load More Articles' })).toHaveCount(0);
  });

  test('each category shows only its own articles', async ({ page }) => {
    const categories = [...new Set(posts.map((post) => post.category))];
    await expect(categoryButtons(page)).toHaveText(['All Posts', ...categories]);
    for (const category of categories) {
      const button = categoryButtons(page).filter({
        hasText: new RegExp(`^${category.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(categoryButtons(page).first()).toHaveAttribute('aria-pressed', 'false');
      await expect(visibleCardTitles(page)).toHaveText(titlesOf(posts.filter((post) => post.category === category)));
    }
    await categoryButtons(page).first().click();
    await expect(visibleCardTitles(page)).toHaveText(titlesOf(posts));
  });

  test('a tag filters the list and clicking it again clears the filter', async ({ page }) => {
    const tag = narrowingTag();
    const button = tagButton(page, tag);
    await expect(button).toHaveAttribute('aria-pressed', 'false');

    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(visibleCardTitles(page)).toHaveText(titlesOf(posts.filter((post) => post.tags.includes(tag))));

    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(visibleCardTitles(page)).toHaveText(titlesOf(posts));
  });

  test('the popular panel lists the first three articles', async ({ page }) => {
    const popular = page.getByRole('region', { name: 'Popular articles' });
    const links = popular.getByRole('link');
    await expect(links).toHaveText(titlesOf(posts.slice(0, 3)));
    for (const [index, post] of posts.slice(0, 3).entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', `/blog/${post.slug}/`);
    }
  });
});

test.describe('article page', () => {
  const post = posts[0];
  if (!post) throw new Error('The blog has no articles');
  const path = `/blog/${post.slug}/`;

  test('shows category, title, author, date, read time, body, call box, tags, related articles and a scheduling card', async ({
    page,
  }) => {
    await gotoIslandsReady(page, path);
    const main = page.locator('main');

    // The category link comes first (a tag of the same name may follow).
    await expect(main.getByRole('link', { name: post.category, exact: true }).first()).toHaveAttribute(
      'href',
      `/blog/?category=${encodeURIComponent(post.category)}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(
      main.getByRole('link', { name: getAuthor(post.author)?.name ?? post.author, exact: true }).first(),
    ).toBeVisible();
    await expect(main.locator(`time[datetime="${post.date}"]`).first()).toHaveText(formatDate(post.date));
    await expect(main.getByText(post.readTime, { exact: true }).first()).toBeVisible();

    const article = main.locator('article').first();
    await expect(article).toContainText(openingWords(post.html));
    expect((await article.innerText()).split(/\s+/).length).toBeGreaterThan(500);

    const callBox = article.getByRole('complementary');
    await expect(callBox).toBeVisible();
    await expect(
      callBox.getByRole('link', { name: new RegExp(`Call ${site.phone.replace(/[()]/g, '\\$&')}`) }),
    ).toHaveAttribute('href', telUrl(site.phone));

    const tags = main.getByRole('region', { name: 'Tags' }).getByRole('link');
    await expect(tags).toHaveText(post.tags);
    for (const [index, tag] of post.tags.entries()) {
      await expect(tags.nth(index)).toHaveAttribute('href', `/blog/?tag=${encodeURIComponent(tag)}`);
    }

    const related = main.getByRole('region', { name: /^(More on |Keep reading)/ });
    const relatedLinks = related.getByRole('link');
    const relatedCount = await relatedLinks.count();
    expect(relatedCount).toBeGreaterThanOrEqual(1);
    expect(relatedCount).toBeLessThanOrEqual(2);
    const otherPaths = posts.filter((other) => other.slug !== post.slug).map((other) => `/blog/${other.slug}/`);
    for (const link of await relatedLinks.all()) expect(otherPaths).toContain(await link.getAttribute('href'));

    await expect(main.getByRole('heading', { name: 'Schedule Your Free Consultation' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Schedule Online', exact: true })).toHaveAttribute(
      'href',
      '/schedule-online/',
    );
  });

  test('an article tag opens the blog with that tag chosen', async ({ page }) => {
    const tag = post.tags.find(
      (candidate) => posts.filter((other) => other.tags.includes(candidate)).length < posts.length,
    );
    if (!tag) throw new Error(`Every tag of ${post.slug} is on every article`);
    await gotoIslandsReady(page, path);
    await page.getByRole('region', { name: 'Tags' }).getByRole('link', { name: tag, exact: true }).click();

    await expect(page).toHaveURL(`/blog/?tag=${encodeURIComponent(tag)}`);
    await expect(tagButton(page, tag)).toHaveAttribute('aria-pressed', 'true');
    await expect(visibleCardTitles(page)).toHaveText(
      titlesOf(posts.filter((candidate) => candidate.tags.includes(tag))),
    );
  });
});
