import type { BlogPost } from '@/lib/content';

export const BLOG_PAGE_SIZE = 6;
/** How many of the newest articles the blog's side panel lists. */
export const LATEST_COUNT = 3;
const TAG_PANEL_COUNT = 20;

/** Categories that articles actually use, in the order they first appear (newest first). */
export function usedCategories(posts: readonly BlogPost[]): string[] {
  return [...new Set(posts.map((post) => post.category))];
}

/** The most used tags (ties alphabetical), at most `count`. */
export function topTags(posts: readonly BlogPost[], count = TAG_PANEL_COUNT): string[] {
  const uses = new Map<string, number>();
  for (const post of posts) for (const tag of post.tags) uses.set(tag, (uses.get(tag) ?? 0) + 1);
  return [...uses]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .slice(0, count)
    .map(([tag]) => tag);
}

export function tagHref(tag: string): string {
  return `/blog/?tag=${encodeURIComponent(tag)}`;
}
