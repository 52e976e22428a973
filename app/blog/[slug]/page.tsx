import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Calendar, Clock, Phone } from 'lucide-react';
import { EditorialByline } from '@/components/sections/editorial-byline';
import { ArticleFeeCalculator } from '@/components/sections/article-fee-calculator';
import { PostCard } from '@/components/sections/post-card';
import { SourcesList } from '@/components/sections/sources-list';
import { HeroBand } from '@/components/sections/hero-band';
import { SchedulingCard } from '@/components/sections/scheduling-card';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Container } from '@/components/ui/container';
import { CallButton } from '@/components/ui/phone-link';
import { tagHref } from '@/lib/blog';
import { getAuthor, getAuthors, getPost, getPosts, getRelatedPosts, getSite } from '@/lib/content';
import { formatDate } from '@/lib/format';
import { blogPostingJsonLd, breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { postPath } from '@/lib/paths';

export const dynamicParams = false;

export function generateStaticParams() {
  return getPosts().map((post) => ({ slug: post.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = getPost((await params).slug);
  if (!post) return {};
  return pageMetadata({
    title: post.title,
    description: post.excerpt,
    path: postPath(post.slug),
    keywords: post.tags,
    openGraph: {
      type: 'article',
      publishedTime: post.date,
      modifiedTime: post.updated,
      authors: [getAuthor(post.author)?.name ?? post.author],
    },
  });
}

export default async function BlogPostPage({ params }: Props) {
  const post = getPost((await params).slug);
  if (!post) notFound();
  const site = getSite();
  const related = getRelatedPosts(post);
  return (
    <>
      <JsonLd
        data={[
          blogPostingJsonLd(post, site, getAuthors()),
          breadcrumbJsonLd([
            { name: 'Blog', path: '/blog/' },
            { name: post.title, path: postPath(post.slug) },
          ]),
        ]}
      />
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
      <Container className="grid gap-12 py-12 lg:grid-cols-3">
        <article className="lg:col-span-2">
          <div className="prose-content" dangerouslySetInnerHTML={{ __html: post.html }} />
          {post.tool === 'fee-calculator' ? <ArticleFeeCalculator /> : null}
          <SourcesList sources={post.sources} className="mt-10" />
          <aside aria-labelledby="call-box" className="mt-10 rounded-2xl border-2 border-brand/20 bg-brand-soft p-6">
            <h2 id="call-box" className="flex items-center gap-2 text-xl font-bold">
              <Phone className="h-5 w-5 text-brand" aria-hidden="true" />
              Questions about your own situation?
            </h2>
            <p className="mt-2 text-gray-700">
              Talk it through with a fiduciary guide. The call is free, and we answer {site.callHours}.
            </p>
            <CallButton phone={site.phone} className="mt-4" size="lg" />
          </aside>
          <section aria-labelledby="tags-heading" className="mt-10">
            <h2 id="tags-heading" className="text-lg font-bold">
              Tags
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    href={tagHref(tag)}
                    className="inline-flex min-h-9 items-center rounded-full bg-mist px-3 text-sm text-gray-700 hover:bg-brand-soft hover:text-brand"
                  >
                    {tag}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </article>
        <div className="space-y-8">
          <SchedulingCard />
        </div>
      </Container>
      {related.posts.length > 0 ? (
        <section aria-labelledby="related-heading" className="bg-mist py-14">
          <Container>
            <h2 id="related-heading" className="text-2xl font-bold">
              {related.sameCategory > 0 ? `More on ${post.category}` : 'Keep reading'}
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-2">
              {related.posts.map((item) => (
                <li key={item.slug} className="flex">
                  <PostCard post={item} headingLevel={3} />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      ) : null}
    </>
  );
}
