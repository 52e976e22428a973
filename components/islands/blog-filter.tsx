'use client';

import { Children, useEffect, useState, type ReactNode } from 'react';

export interface FilterablePost {
  slug: string;
  category: string;
  tags: string[];
}

export const ALL_POSTS = 'All Posts';

export interface BlogFilterProps {
  /** Filter data of each post, in the same order as `children`. */
  posts: FilterablePost[];
  /** "All Posts" comes first; then only categories that posts use. */
  categories: string[];
  /** The tags shown in the tag panel (the first 20 by use). */
  tags: string[];
  /** How many posts show before "Load More Articles". */
  pageSize: number;
  /** One server-rendered card per post. */
  children: ReactNode;
  /** The popular-articles panel, rendered by the server between the list and the tags. */
  popular?: ReactNode;
}

/**
 * Category and tag filters plus "Load More" over server-rendered article cards. Without
 * JavaScript every card is shown; the island only hides what a chosen filter excludes.
 * The URL's ?category= and ?tag= preselect a filter (article pages link their tags here).
 */
export function BlogFilter({ posts, categories, tags, pageSize, children, popular }: BlogFilterProps) {
  const cards = Children.toArray(children);
  const [category, setCategory] = useState(ALL_POSTS);
  const [tag, setTag] = useState<string | null>(null);
  // The server HTML shows every article (nothing hidden without JavaScript); paging starts after hydration.
  const [limit, setLimit] = useState(Number.POSITIVE_INFINITY);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const fromUrlCategory = params.get('category');
    const fromUrlTag = params.get('tag');
    /* eslint-disable react-hooks/set-state-in-effect -- the URL and paging can only apply after hydration */
    setLimit(pageSize);
    if (fromUrlCategory && categories.includes(fromUrlCategory)) setCategory(fromUrlCategory);
    if (fromUrlTag && posts.some((post) => post.tags.includes(fromUrlTag))) setTag(fromUrlTag);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [categories, posts, pageSize]);

  const matches = posts.map(
    (post) => (category === ALL_POSTS || post.category === category) && (tag === null || post.tags.includes(tag)),
  );
  const matchCount = matches.filter(Boolean).length;
  let shown = 0;
  const visible = matches.map((match) => match && ++shown <= limit);
  const hasMore = matchCount > limit;

  const chooseCategory = (next: string) => {
    setCategory(next);
    setLimit(pageSize);
  };
  const chooseTag = (next: string) => {
    setTag((current) => (current === next ? null : next));
    setLimit(pageSize);
  };

  return (
    <div className="grid gap-10 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <div role="group" aria-label="Filter articles by category" className="flex flex-wrap gap-2">
          {[ALL_POSTS, ...categories].map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={category === name}
              onClick={() => chooseCategory(name)}
              className={`min-h-11 rounded-full px-4 text-sm font-semibold transition-colors ${
                category === name ? 'bg-brand text-white' : 'border border-gray-300 bg-white text-gray-700 hover:border-brand hover:text-brand'
              }`}
            >
              {name}
            </button>
          ))}
        </div>
        <p className="mt-4 text-sm text-gray-600" aria-live="polite">
          {matchCount === posts.length && tag === null
            ? `${posts.length} articles`
            : `Showing ${Math.min(matchCount, limit)} of ${matchCount} ${matchCount === 1 ? 'article' : 'articles'}${
                category !== ALL_POSTS ? ` in ${category}` : ''
              }${tag ? ` tagged “${tag}”` : ''}`}
        </p>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {cards.map((card, index) => (
            <li key={posts[index]?.slug ?? index} hidden={!visible[index]} className="flex">
              {card}
            </li>
          ))}
        </ul>
        {matchCount === 0 ? (
          <div className="mt-6 rounded-2xl border border-dashed border-gray-300 p-8 text-center">
            <p className="font-semibold">No articles match these filters.</p>
            <button
              type="button"
              onClick={() => {
                chooseCategory(ALL_POSTS);
                setTag(null);
              }}
              className="mt-3 min-h-11 rounded-lg px-4 font-semibold text-brand underline"
            >
              Show all articles
            </button>
          </div>
        ) : null}
        {hasMore ? (
          <div className="mt-8 text-center">
            <button
              type="button"
              onClick={() => setLimit((current) => current + pageSize)}
              className="min-h-11 rounded-lg border border-brand px-6 font-semibold text-brand hover:bg-brand-soft"
            >
              Load More Articles
            </button>
          </div>
        ) : null}
      </div>
      <div className="space-y-8">
        {popular}
        <section aria-labelledby="tags-heading" className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
          <h2 id="tags-heading" className="text-lg font-bold">
            Browse by topic
          </h2>
          <div role="group" aria-label="Filter articles by tag" className="mt-4 flex flex-wrap gap-2">
            {/* A tag chosen from an article's link may be outside the top tags: show it so it can be cleared. */}
            {(tag && !tags.includes(tag) ? [tag, ...tags] : tags).map((name) => (
              <button
                key={name}
                type="button"
                aria-pressed={tag === name}
                onClick={() => chooseTag(name)}
                className={`min-h-9 rounded-full px-3 text-sm transition-colors ${
                  tag === name ? 'bg-brand font-semibold text-white' : 'bg-mist text-gray-700 hover:bg-brand-soft hover:text-brand'
                }`}
              >
                {name}
              </button>
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}
