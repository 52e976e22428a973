'use client';

import { useState, type MouseEvent, type ReactNode } from 'react';
import { usePageQuery } from './use-browser-state';

interface FilterablePost {
  slug: string;
  category: string;
  tags: string[];
}

export const ALL_POSTS = 'All Posts';

export interface BlogFilterProps {
  /** Filter data of each post, in the same order as `cards`. */
  posts: FilterablePost[];
  /** "All Posts" comes first; then only categories that posts use. */
  categories: string[];
  /** The tags shown in the tag panel (the first 20 by use). */
  tags: string[];
  /** How many posts show before "Load More Articles". */
  pageSize: number;
  /** One server-rendered card per post. */
  cards: ReactNode[];
  /** The latest-articles panel, rendered by the server, placed above the tags beside the list. */
  latest?: ReactNode;
}

/**
 * Category and tag filters plus "Load More" over server-rendered article cards. Without
 * JavaScript every card is shown; the island only hides what a chosen filter excludes.
 * The URL's ?category= and ?tag= preselect a filter (article pages link their tags here).
 *
 * The filter buttons submit a GET form to /blog/?category= or ?tag=: without JavaScript, and for a
 * click before the islands entry has run (it starts after the page has loaded), the filter is
 * reached by the URL the island reads on the page it opens. A click while the island wakes is
 * held by the entry and replayed once React owns the buttons (client/entry.ts), so it filters in
 * place like every later click, and no page opens after it to undo the clicks that followed.
 */
export function BlogFilter({ posts, categories, tags, pageSize, cards, latest }: BlogFilterProps) {
  // null until hydrated: the server HTML shows every article, unfiltered (nothing hidden without JavaScript).
  const query = usePageQuery();
  const fromUrl = new URLSearchParams(query ?? '');
  const urlCategory = fromUrl.get('category');
  const urlTag = fromUrl.get('tag');
  // What the visitor chose; until then the URL's ?category= and ?tag= apply.
  const [chosen, setChosen] = useState<{ category: string; tag: string | null; limit: number } | null>(null);
  const category = chosen?.category ?? (urlCategory && categories.includes(urlCategory) ? urlCategory : ALL_POSTS);
  const tag = chosen ? chosen.tag : urlTag && posts.some((post) => post.tags.includes(urlTag)) ? urlTag : null;
  const limit = query === null ? Number.POSITIVE_INFINITY : (chosen?.limit ?? pageSize);

  const matches = posts.map(
    (post) => (category === ALL_POSTS || post.category === category) && (tag === null || post.tags.includes(tag)),
  );
  const matchCount = matches.filter(Boolean).length;
  let shown = 0;
  const visible = matches.map((match) => match && ++shown <= limit);
  const hasMore = matchCount > limit;

  const chooseCategory = (event: MouseEvent, next: string) => {
    event.preventDefault();
    setChosen({ category: next, tag, limit: pageSize });
  };
  const chooseTag = (event: MouseEvent, next: string) => {
    event.preventDefault();
    setChosen({ category, tag: tag === next ? null : next, limit: pageSize });
  };

  return (
    <form action="/blog/" method="get" className="grid gap-10 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <div role="group" aria-label="Filter articles by category" className="flex flex-wrap gap-2">
          {[ALL_POSTS, ...categories].map((name) => (
            <button
              key={name}
              type="submit"
              name={name === ALL_POSTS ? undefined : 'category'}
              value={name === ALL_POSTS ? undefined : name}
              aria-pressed={category === name}
              onClick={(event) => chooseCategory(event, name)}
              className={`min-h-11 rounded-full px-4 text-sm font-semibold transition-colors ${
                category === name
                  ? 'bg-brand text-white'
                  : 'border border-gray-300 bg-white text-gray-700 hover:border-brand hover:text-brand'
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
              onClick={() => setChosen({ category: ALL_POSTS, tag: null, limit: pageSize })}
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
              onClick={() => setChosen({ category, tag, limit: limit + pageSize })}
              className="min-h-11 rounded-lg border border-brand px-6 font-semibold text-brand hover:bg-brand-soft"
            >
              Load More Articles
            </button>
          </div>
        ) : null}
      </div>
      <div className="space-y-8">
        {latest}
        <section aria-labelledby="tags-heading" className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
          <h2 id="tags-heading" className="text-lg font-bold">
            Browse by topic
          </h2>
          <div role="group" aria-label="Filter articles by tag" className="mt-4 flex flex-wrap gap-2">
            {/* A tag chosen from an article's link may be outside the top tags: show it so it can be cleared. */}
            {(tag && !tags.includes(tag) ? [tag, ...tags] : tags).map((name) => (
              <button
                key={name}
                type="submit"
                name="tag"
                value={name}
                aria-pressed={tag === name}
                onClick={(event) => chooseTag(event, name)}
                className={`min-h-9 rounded-full px-3 text-sm transition-colors ${
                  tag === name
                    ? 'bg-brand font-semibold text-white'
                    : 'bg-mist text-gray-700 hover:bg-brand-soft hover:text-brand'
                }`}
              >
                {name}
              </button>
            ))}
          </div>
        </section>
      </div>
    </form>
  );
}
