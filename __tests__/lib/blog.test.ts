import { tagHref, topTags, usedCategories } from '@/lib/blog';
import { getPosts, type BlogPost } from '@/lib/content';

/** Real articles with their category and tags replaced, for cases the real six do not show. */
function postsWith(entries: { category?: BlogPost['category']; tags: string[] }[]): BlogPost[] {
  const [template] = getPosts();
  if (!template) throw new Error('the real content has no articles');
  return entries.map((entry, index) => ({
    ...template,
    slug: `post-${index}`,
    title: `Post ${index}`,
    category: entry.category ?? template.category,
    tags: entry.tags,
  }));
}

describe('usedCategories', () => {
  it('lists each category the articles use once, in the order of the newest article using it', () => {
    const posts = postsWith([
      { category: 'Retirement', tags: [] },
      { category: 'Tax Planning', tags: [] },
      { category: 'Retirement', tags: [] },
      { category: 'Education', tags: [] },
    ]);
    expect(usedCategories(posts)).toEqual(['Retirement', 'Tax Planning', 'Education']);
  });

  it('on the real blog, offers exactly the categories in use, so no filter is ever empty', () => {
    const posts = getPosts();
    const categories = usedCategories(posts);
    expect(new Set(categories)).toEqual(new Set(posts.map((post) => post.category)));
    expect(categories).toHaveLength(new Set(categories).size);
    for (const category of categories) expect(posts.some((post) => post.category === category)).toBe(true);
  });
});

describe('topTags', () => {
  it('orders tags by how many articles use them, ties alphabetically', () => {
    const posts = postsWith([
      { tags: ['Roth', 'Fees', 'Ohio'] },
      { tags: ['Fees', 'Ohio', 'Annuities'] },
      { tags: ['Fees', 'Kentucky'] },
    ]);
    expect(topTags(posts)).toEqual(['Fees', 'Ohio', 'Annuities', 'Kentucky', 'Roth']);
  });

  it('shows at most 20 tags, keeping the most used', () => {
    const many = Array.from({ length: 30 }, (_, i) => `Tag ${String(i).padStart(2, '0')}`);
    const posts = postsWith([{ tags: many }, { tags: ['Popular', 'Tag 29'] }, { tags: ['Popular'] }]);
    const tags = topTags(posts);
    expect(tags).toHaveLength(20);
    expect(tags.slice(0, 2)).toEqual(['Popular', 'Tag 29']);
    expect(tags).not.toContain('Tag 28');
  });

  it('on the real blog, every shown tag belongs to at least one article and the list is ordered by use', () => {
    const posts = getPosts();
    const tags = topTags(posts);
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.length).toBeLessThanOrEqual(20);
    const uses = tags.map((tag) => posts.filter((post) => post.tags.includes(tag)).length);
    for (const use of uses) expect(use).toBeGreaterThan(0);
    expect(uses).toEqual([...uses].sort((a, b) => b - a));
  });
});

describe('tag links', () => {
  it('links a tag to the blog list filtered by it', () => {
    expect(tagHref('Fees & Costs')).toBe('/blog/?tag=Fees%20%26%20Costs');
    expect(new URL(tagHref('Roth Conversions'), 'https://example.com').searchParams.get('tag')).toBe(
      'Roth Conversions',
    );
  });
});
