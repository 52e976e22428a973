import Link from 'next/link';
import type { BlogPost } from '@/lib/content';
import { postPath } from '@/lib/site/paths';

/**
 * The newest articles (`posts` comes newest first), numbered: server HTML the blog filter places
 * beside the list. The site records no reads, so nothing ranks articles by popularity: the panel
 * is headed "Popular articles" because that is the label the product asks for, but what it lists
 * is the latest posts.
 */
export function LatestArticles({ posts }: { posts: readonly BlogPost[] }) {
  return (
    <section aria-labelledby="popular-heading" className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
      <h2 id="popular-heading" className="text-lg font-bold">
        Popular articles
      </h2>
      <ol className="mt-4 space-y-4">
        {posts.map((post, index) => (
          <li key={post.slug} className="flex gap-3">
            <span className="font-heading text-2xl font-bold text-brand/30" aria-hidden="true">
              {index + 1}
            </span>
            <span>
              <Link href={postPath(post.slug)} className="font-semibold text-ink hover:text-brand hover:underline">
                {post.title}
              </Link>
              <span className="block text-sm text-gray-600">{post.readTime}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
