import { PageHero } from '@/components/sections/page-hero';
import { Container } from '@/components/ui/container';
import type { Content } from '@/lib/content';
import { formatDate } from '@/lib/format';

export function LegalPageView({ page }: { page: Content['legal'][keyof Content['legal']] }) {
  return (
    <>
      <PageHero title={page.title} intro={<p>Last updated {formatDate(page.updated)}</p>} />
      <Container className="py-14">
        {/* Container sets its own max width; the text column is narrower for reading. */}
        <div className="mx-auto max-w-3xl">
          <div className="prose-content" dangerouslySetInnerHTML={{ __html: page.html }} />
        </div>
      </Container>
    </>
  );
}
