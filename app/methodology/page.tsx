import {
  FirmScoresTable,
  MethodCriteria,
  MethodLabels,
  MethodReview,
} from '@/components/sections/methodology/method-sections';
import { PageHero } from '@/components/sections/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { Container } from '@/components/ui/container';
import { getContent } from '@/lib/content';
import { staticPageJsonLd } from '@/lib/seo/json-ld';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const metadata = staticPageMetadata('/methodology/');

/** /methodology/: the criteria, weights, review cadence, tie rule, label rules and every firm's scores. */
export default function MethodologyPage() {
  const { methodology, firms } = getContent();
  const { criteria, topRated } = methodology;
  return (
    <>
      <JsonLd data={staticPageJsonLd('/methodology/')} />
      <PageHero eyebrow="Ranking method" title="How we rank Cincinnati's fiduciary firms" intro={methodology.intro} />
      <Container className="max-w-5xl space-y-12 py-12">
        <MethodCriteria criteria={criteria} tieBreak={methodology.tieBreak} />
        <MethodReview method={methodology} />
        <MethodLabels topRatedRule={topRated} />
        <FirmScoresTable firms={firms} criteria={criteria} />
      </Container>
    </>
  );
}
