import Link from 'next/link';
import { Phone } from 'lucide-react';
import { ArticleFeeCalculator } from '@/components/sections/article-fee-calculator';
import { SchedulingCard } from '@/components/sections/scheduling-card';
import { SourcesList } from '@/components/sections/sources-list';
import { Container } from '@/components/ui/container';
import { CallButton } from '@/components/ui/phone-link';
import { tagHref } from '@/lib/blog';
import type { BlogPost, SiteConfig } from '@/lib/content';

/**
 * The article in a two-thirds column (its HTML, its tool if it has one, sources, a call box and
 * its tags) beside a scheduling card.
 */
export function ArticleBody({ post, site }: { post: BlogPost; site: SiteConfig }) {
  return (
    <Container className="grid grid-cols-1 gap-12 py-12 lg:grid-cols-3">
      <article className="lg:col-span-2">
        <div className="prose-content" dangerouslySetInnerHTML={{ __html: post.html }} />
        {post.tool === 'fee-calculator' ? <ArticleFeeCalculator /> : null}
        <SourcesList sources={post.sources} className="mt-10" />
        <CallBox phone={site.phone} callHours={site.callHours} />
        <ArticleTags tags={post.tags} />
      </article>
      <div className="space-y-8">
        <SchedulingCard />
      </div>
    </Container>
  );
}

/** A free call with the directory's team, for readers whose question the article leaves open. */
function CallBox({ phone, callHours }: { phone: string; callHours: string }) {
  return (
    <aside aria-labelledby="call-box" className="mt-10 rounded-2xl border-2 border-brand/20 bg-brand-soft p-6">
      <h2 id="call-box" className="flex items-center gap-2 text-xl font-bold">
        <Phone className="h-5 w-5 text-brand" aria-hidden="true" />
        Questions about your own situation?
      </h2>
      <p className="mt-2 text-gray-700">
        Talk it through with the directory&rsquo;s team. We give no investment advice; we point you to listed firms you
        could ask. The call is free, and we answer {callHours}.
      </p>
      <CallButton phone={phone} className="mt-4" size="lg" />
    </aside>
  );
}

/** The article's tags, each opening the blog filtered by it. */
function ArticleTags({ tags }: { tags: readonly string[] }) {
  return (
    <section aria-labelledby="tags-heading" className="mt-10">
      <h2 id="tags-heading" className="text-lg font-bold">
        Tags
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => (
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
  );
}
