import Link from 'next/link';
import { Calendar, Clock } from 'lucide-react';
import { EditorialByline } from '@/components/sections/editorial-byline';
import { HeroLead, HeroShell, HeroTitle } from '@/components/sections/page-hero';
import type { BlogPost } from '@/lib/content';
import { formatDate } from '@/lib/format';

/** An article's header: breadcrumbs, category link, title, excerpt, byline, date and read time. */
export function ArticleHero({ post }: { post: BlogPost }) {
  return (
    <HeroShell
      layout="article"
      crumbs={[{ label: 'Home', href: '/' }, { label: 'Blog', href: '/blog/' }, { label: post.title }]}
    >
      <p className="mt-6">
        <Link
          href={`/blog/?category=${encodeURIComponent(post.category)}`}
          className="rounded-full bg-white/15 px-3 py-1 text-sm font-semibold text-white hover:bg-white/25"
        >
          {post.category}
        </Link>
      </p>
      <HeroTitle layout="article" gap="mt-4">
        {post.title}
      </HeroTitle>
      <HeroLead layout="article">{post.excerpt}</HeroLead>
      <EditorialByline
        author={post.author}
        reviewer={post.reviewer}
        reviewed={post.reviewed}
        tone="dark"
        className="mt-6"
      />
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-indigo-100">
        <li className="inline-flex items-center gap-1.5">
          <Calendar className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">Published </span>
          <time dateTime={post.date}>{formatDate(post.date)}</time>
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Clock className="h-4 w-4" aria-hidden="true" />
          {post.readTime}
        </li>
      </ul>
    </HeroShell>
  );
}
