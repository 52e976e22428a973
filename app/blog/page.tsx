import { BlogFilter } from '@/components/islands/blog-filter';
import { Island } from '@/components/islands/island';
import { LatestArticles } from '@/components/sections/blog/latest-articles';
import { PageHero } from '@/components/sections/page-hero';
import { PostCard } from '@/components/sections/post-card';
import { Container } from '@/components/ui/container';
import { BLOG_PAGE_SIZE, LATEST_COUNT, topTags, usedCategories } from '@/lib/blog';
import { getPosts } from '@/lib/content';
import { JsonLd } from '@/components/seo/json-ld';
import { staticPageJsonLd } from '@/lib/seo/json-ld';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const metadata = staticPageMetadata('/blog/');

export default function BlogPage() {
  const posts = getPosts();
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
            latest: <LatestArticles posts={posts.slice(0, LATEST_COUNT)} />,
            cards: posts.map((post) => <PostCard key={post.slug} post={post} />),
          }}
        />
      </Container>
    </>
  );
}
