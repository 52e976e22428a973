import Link from 'next/link';
import { Clock } from 'lucide-react';
import { Icon } from '@/components/ui/icon';
import type { BlogPost } from '@/lib/content';
import { formatDate } from '@/lib/format';
import { postPath } from '@/lib/site/paths';

/** An article teaser; the whole card is one link, named by the title. */
export function PostCard({ post, headingLevel = 2 }: { post: BlogPost; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex w-full flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-center justify-between gap-3">
        <span className="rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold text-brand-darker">
          {post.category}
        </span>
        <span className="inline-flex h-10 w-10 items-center justify-center rounded-xl bg-purple-100 text-accent-text">
          <Icon name={post.icon} className="h-5 w-5" />
        </span>
      </div>
      <Heading className="mt-4 text-lg font-semibold">
        <Link
          href={postPath(post.slug)}
          className="group-hover:text-brand after:absolute after:inset-0 after:rounded-2xl"
        >
          {post.title}
        </Link>
      </Heading>
      <p className="mt-2 line-clamp-3 text-gray-600">{post.excerpt}</p>
      <p className="mt-auto flex flex-wrap items-center gap-x-3 pt-4 text-sm text-gray-600">
        <time dateTime={post.date}>{formatDate(post.date)}</time>
        <span className="inline-flex items-center gap-1">
          <Clock className="h-4 w-4" aria-hidden="true" />
          {post.readTime}
        </span>
      </p>
    </article>
  );
}
