/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_POSTS, BlogFilter } from '@/components/islands/blog-filter';
import { PostCard } from '@/components/sections/post-card';
import { BLOG_PAGE_SIZE, topTags, usedCategories } from '@/lib/blog';
import { getPosts } from '@/lib/content';

const posts = getPosts();

/** The blog list as the /blog/ page renders it, with the real articles. */
function renderBlog({
  pageSize = BLOG_PAGE_SIZE,
  url = '/blog/',
  tagPanel = topTags(posts),
}: { pageSize?: number; url?: string; tagPanel?: string[] } = {}) {
  window.history.pushState({}, '', url);
  const user = userEvent.setup({ delay: null });
  render(
    <BlogFilter
      posts={posts.map((post) => ({ slug: post.slug, category: post.category, tags: post.tags }))}
      categories={usedCategories(posts)}
      tags={tagPanel}
      pageSize={pageSize}
      cards={posts.map((post) => (
        <PostCard key={post.slug} post={post} />
      ))}
    />,
  );
  return {
    user,
    categories: screen.getByRole('group', { name: 'Filter articles by category' }),
    tags: screen.getByRole('group', { name: 'Filter articles by tag' }),
  };
}

/** Titles of the article cards a visitor can see. */
function visibleTitles(): string[] {
  return screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent ?? '');
}

const titlesWhere = (keep: (post: (typeof posts)[number]) => boolean) => posts.filter(keep).map((post) => post.title);

afterEach(() => window.history.pushState({}, '', '/'));

describe('BlogFilter: before and after React owns it', () => {
  it('each filter button submits its choice to /blog/ by GET, so a click before the island wakes still filters', () => {
    const { categories, tags } = renderBlog();
    const form = within(categories).getByRole('button', { name: 'Retirement' }).closest('form');
    expect(form).toHaveAttribute('action', '/blog/');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(categories).getByRole('button', { name: 'Retirement' })).toMatchObject({
      type: 'submit',
      name: 'category',
      value: 'Retirement',
    });
    // "All Posts" submits no category: /blog/ with every article.
    expect(within(categories).getByRole('button', { name: ALL_POSTS })).toMatchObject({ type: 'submit', name: '' });
    expect(within(tags).getByRole('button', { name: 'Fiduciary Duty' })).toMatchObject({
      type: 'submit',
      name: 'tag',
      value: 'Fiduciary Duty',
    });
  });

  it('once hydrated, a click filters in place and submits nothing', async () => {
    const { user, categories, tags } = renderBlog();
    const submitted = jest.fn();
    within(tags).getByRole('button', { name: 'Fiduciary Duty' }).closest('form')?.addEventListener('submit', submitted);
    await user.click(within(tags).getByRole('button', { name: 'Fiduciary Duty' }));
    await user.click(within(categories).getByRole('button', { name: 'Retirement' }));
    expect(submitted).not.toHaveBeenCalled();
    expect(within(tags).getByRole('button', { name: 'Fiduciary Duty' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('BlogFilter: categories', () => {
  it('starts at "All Posts" (pressed) and shows every article', () => {
    const { categories } = renderBlog();
    expect(within(categories).getByRole('button', { name: ALL_POSTS })).toHaveAttribute('aria-pressed', 'true');
    expect(visibleTitles()).toEqual(posts.map((post) => post.title));
    expect(screen.getByText(`${posts.length} articles`)).toBeInTheDocument();
  });

  it('offers "All Posts" plus only the categories the articles use', () => {
    const { categories } = renderBlog();
    const names = within(categories)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual([ALL_POSTS, ...new Set(posts.map((post) => post.category))]);
  });

  it.each(usedCategories(posts))('choosing "%s" shows only the articles of that category', async (category) => {
    const { user, categories } = renderBlog();
    await user.click(within(categories).getByRole('button', { name: category }));
    expect(within(categories).getByRole('button', { name: category })).toHaveAttribute('aria-pressed', 'true');
    expect(within(categories).getByRole('button', { name: ALL_POSTS })).toHaveAttribute('aria-pressed', 'false');
    const expected = titlesWhere((post) => post.category === category);
    expect(expected.length).toBeGreaterThan(0);
    expect(visibleTitles()).toEqual(expected);
  });

  it('"All Posts" brings every article back', async () => {
    const { user, categories } = renderBlog();
    await user.click(within(categories).getByRole('button', { name: 'Retirement' }));
    await user.click(within(categories).getByRole('button', { name: ALL_POSTS }));
    expect(visibleTitles()).toHaveLength(posts.length);
  });
});

describe('BlogFilter: tags', () => {
  it('a tag shows only the articles carrying it, and choosing it again clears it', async () => {
    const { user, tags } = renderBlog();
    const tag = within(tags).getByRole('button', { name: 'Fiduciary Duty' });
    await user.click(tag);
    expect(tag).toHaveAttribute('aria-pressed', 'true');
    const expected = titlesWhere((post) => post.tags.includes('Fiduciary Duty'));
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThan(posts.length);
    expect(visibleTitles()).toEqual(expected);
    expect(
      screen.getByText(`Showing ${expected.length} of ${expected.length} articles tagged “Fiduciary Duty”`),
    ).toBeInTheDocument();

    await user.click(tag);
    expect(tag).toHaveAttribute('aria-pressed', 'false');
    expect(visibleTitles()).toHaveLength(posts.length);
  });

  it('tag and category combine: only articles in the category that carry the tag', async () => {
    const tagged = posts.filter((post) => post.tags.includes('Fiduciary Duty'));
    const withTag = tagged[0];
    const withoutTag = posts.find((post) => !post.tags.includes('Fiduciary Duty'));
    if (!withTag || !withoutTag) throw new Error('the real articles no longer mix this tag');
    const { user, categories, tags } = renderBlog();
    await user.click(within(tags).getByRole('button', { name: 'Fiduciary Duty' }));

    await user.click(within(categories).getByRole('button', { name: withTag.category }));
    expect(visibleTitles()).toEqual(
      titlesWhere((post) => post.category === withTag.category && post.tags.includes('Fiduciary Duty')),
    );

    await user.click(within(categories).getByRole('button', { name: withoutTag.category }));
    expect(visibleTitles()).toEqual(
      titlesWhere((post) => post.category === withoutTag.category && post.tags.includes('Fiduciary Duty')),
    );
  });

  it('when nothing matches, says so and offers a way back to every article', async () => {
    const withoutTag = posts.find(
      (post) =>
        !post.tags.includes('Fiduciary Duty') &&
        !posts.some((other) => other.category === post.category && other.tags.includes('Fiduciary Duty')),
    );
    if (!withoutTag) throw new Error('the real articles no longer have a category without this tag');
    const { user, categories, tags } = renderBlog();
    await user.click(within(tags).getByRole('button', { name: 'Fiduciary Duty' }));
    await user.click(within(categories).getByRole('button', { name: withoutTag.category }));
    expect(visibleTitles()).toEqual([]);
    expect(screen.getByText('No articles match these filters.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all articles' }));
    expect(visibleTitles()).toHaveLength(posts.length);
    expect(within(categories).getByRole('button', { name: ALL_POSTS })).toHaveAttribute('aria-pressed', 'true');
    expect(within(tags).getByRole('button', { name: 'Fiduciary Duty' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('BlogFilter: Load More Articles', () => {
  it('is absent when every matching article fits on the page', () => {
    renderBlog();
    expect(posts.length).toBeLessThanOrEqual(BLOG_PAGE_SIZE);
    expect(screen.queryByRole('button', { name: 'Load More Articles' })).not.toBeInTheDocument();
  });

  it('appears when more articles match than a page holds, and reveals the rest when clicked', async () => {
    const { user } = renderBlog({ pageSize: 4 });
    expect(visibleTitles()).toEqual(posts.slice(0, 4).map((post) => post.title));

    await user.click(screen.getByRole('button', { name: 'Load More Articles' }));
    expect(visibleTitles()).toEqual(posts.map((post) => post.title));
    expect(screen.queryByRole('button', { name: 'Load More Articles' })).not.toBeInTheDocument();
  });

  it('loads one more page at a time', async () => {
    const { user } = renderBlog({ pageSize: 2 });
    expect(visibleTitles()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load More Articles' }));
    expect(visibleTitles()).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Load More Articles' })).toBeInTheDocument();
  });

  it('counts only matching articles: disappears when a filter leaves fewer than a page', async () => {
    const { user, categories } = renderBlog({ pageSize: 4 });
    await user.click(within(categories).getByRole('button', { name: 'Retirement' }));
    expect(screen.queryByRole('button', { name: 'Load More Articles' })).not.toBeInTheDocument();
  });
});

describe('BlogFilter: filters from the URL', () => {
  it('?category= preselects that category', () => {
    const { categories } = renderBlog({ url: '/blog/?category=Tax%20Planning' });
    expect(within(categories).getByRole('button', { name: 'Tax Planning' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(categories).getByRole('button', { name: ALL_POSTS })).toHaveAttribute('aria-pressed', 'false');
    expect(visibleTitles()).toEqual(titlesWhere((post) => post.category === 'Tax Planning'));
  });

  it('?tag= preselects that tag (as linked from an article)', () => {
    const { tags } = renderBlog({ url: '/blog/?tag=Ohio' });
    expect(within(tags).getByRole('button', { name: 'Ohio' })).toHaveAttribute('aria-pressed', 'true');
    expect(visibleTitles()).toEqual(titlesWhere((post) => post.tags.includes('Ohio')));
  });

  it('?category=&tag= together preselect both', () => {
    const { categories, tags } = renderBlog({ url: '/blog/?category=Retirement&tag=Cincinnati' });
    expect(within(categories).getByRole('button', { name: 'Retirement' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(tags).getByRole('button', { name: 'Cincinnati' })).toHaveAttribute('aria-pressed', 'true');
    expect(visibleTitles()).toEqual(
      titlesWhere((post) => post.category === 'Retirement' && post.tags.includes('Cincinnati')),
    );
  });

  it('ignores an unknown category in the URL and shows every article', () => {
    const { categories } = renderBlog({ url: '/blog/?category=Crypto' });
    expect(within(categories).getByRole('button', { name: ALL_POSTS })).toHaveAttribute('aria-pressed', 'true');
    expect(visibleTitles()).toHaveLength(posts.length);
  });

  it('a ?tag= outside the tag panel can still be seen and removed (article pages link every tag)', async () => {
    // The real panel shows the 20 most used of the articles' tags; a short panel makes the case certain.
    const panel = topTags(posts, 5);
    const outside = posts.flatMap((post) => post.tags).find((tag) => !panel.includes(tag));
    if (!outside) throw new Error('every tag fits in the panel');
    const { user, tags } = renderBlog({ url: `/blog/?tag=${encodeURIComponent(outside)}`, tagPanel: panel });
    expect(visibleTitles()).toEqual(titlesWhere((post) => post.tags.includes(outside)));

    const active = within(tags).getByRole('button', { name: outside });
    expect(active).toHaveAttribute('aria-pressed', 'true');
    await user.click(active);
    expect(visibleTitles()).toHaveLength(posts.length);
  });
});
