import Link from 'next/link';
import { BlogFilter } from '@/components/islands/blog-filter';
import { Island } from '@/components/islands/island';
import { PageHero } from '@/components/sections/page-hero';
import { PostCard } from '@/components/sections/post-card';
import { Container } from '@/components/ui/container';
import { BLOG_PAGE_SIZE, POPULAR_COUNT, topTags, usedCategories } from '@/lib/blog';
import { getPosts } from '@/lib/content';
import { JsonLd } from '@/components/seo/json-ld';
import { staticPageJsonLd } from '@/lib/seo/json-ld';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { postPath } from '@/lib/paths';

export const metadata = staticPageMetadata('/blog/');

export default function BlogPage() {
  const posts = getPosts();
  const popular = posts.slice(0, POPULAR_COUNT);
  return (
    <>
      <JsonLd data={staticPageJsonLd('/blog/')} />
      <PageHero
        eyebrow="Blog"
        title="Fiduciary advice for Cincinnati families"
        intro="Clear, practical articles on choosing an advisor, fees, retirement, taxes and estate planning in Ohio and Northern Kentucky."
      />
      <Container className="py-14">
        <Island
          name="blog-filter"
          component={BlogFilter}
          wake="interaction"
          wakeWithQuery={['category', 'tag']}
          props={{
            posts: posts.map((post) => ({ slug: post.slug, category: post.category, tags: post.tags })),
            categories: usedCategories(posts),
            tags: topTags(posts),
            pageSize: BLOG_PAGE_SIZE,
            popular: <PopularArticles posts={popular} />,
            cards: posts.map((post) => <PostCard key={post.slug} post={post} />),
          }}
        />
      </Container>
    </>
  );
}

/** The popular-articles panel: server HTML the blog filter places beside the list. */
function PopularArticles({ posts }: { posts: ReturnType<typeof getPosts> }) {
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
