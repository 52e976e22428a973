import Link from 'next/link';
import { Calendar, Clock } from 'lucide-react';
import { EditorialByline } from '@/components/sections/editorial-byline';
import { HeroBand } from '@/components/sections/hero-band';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Container } from '@/components/ui/container';
import type { BlogPost } from '@/lib/content';
import { formatDate } from '@/lib/format';

/** An article's header: breadcrumbs, category link, title, excerpt, byline, date and read time. */
export function ArticleHero({ post }: { post: BlogPost }) {
  return (
    <HeroBand>
      <Container className="max-w-4xl py-12 sm:py-16">
        <Breadcrumbs
          className="text-indigo-100"
          items={[{ label: 'Home', href: '/' }, { label: 'Blog', href: '/blog/' }, { label: post.title }]}
        />
        <p className="mt-6">
          <Link
            href={`/blog/?category=${encodeURIComponent(post.category)}`}
            className="rounded-full bg-white/15 px-3 py-1 text-sm font-semibold text-white hover:bg-white/25"
          >
            {post.category}
          </Link>
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-white sm:text-5xl">{post.title}</h1>
        <p className="mt-5 text-lg text-indigo-100">{post.excerpt}</p>
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
      </Container>
    </HeroBand>
  );
}
