import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleBody } from '@/components/sections/blog/article-body';
import { ArticleHero } from '@/components/sections/blog/article-hero';
import { RelatedArticles } from '@/components/sections/blog/related-articles';
import { JsonLd } from '@/components/seo/json-ld';
import { getAuthor, getAuthors, getPost, getPosts, getRelatedPosts, getSite } from '@/lib/content';
import { blogPostingJsonLd, breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { postPath } from '@/lib/site/paths';

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
      <ArticleHero post={post} />
      <ArticleBody post={post} site={site} />
      <RelatedArticles posts={related.posts} category={post.category} sameCategory={related.sameCategory} />
    </>
  );
}
