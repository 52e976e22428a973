import { PostCard } from '@/components/sections/post-card';
import { Container } from '@/components/ui/container';
import type { BlogPost } from '@/lib/content';

/**
 * Where to read next. The heading names the category only when at least one article shares it;
 * otherwise the list is other articles and says so. Nothing is shown when there are none.
 */
export function RelatedArticles({
  posts,
  category,
  sameCategory,
}: {
  posts: BlogPost[];
  category: string;
  /** How many of `posts` share the article's category. */
  sameCategory: number;
}) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="bg-mist py-14">
      <Container>
        <h2 id="related-heading" className="text-2xl font-bold">
          {sameCategory > 0 ? `More on ${category}` : 'Keep reading'}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {posts.map((item) => (
            <li key={item.slug} className="flex">
              <PostCard post={item} headingLevel={3} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
