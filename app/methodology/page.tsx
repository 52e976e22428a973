import {
  FirmScoresTable,
  MethodCriteria,
  MethodLabels,
  MethodReview,
} from '@/components/sections/methodology/method-sections';
import { HowFirmsAreListed } from '@/components/sections/how-firms-are-listed';
import { PageHero } from '@/components/sections/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { Container } from '@/components/ui/container';
import { getContent } from '@/lib/content';
import { criteriaInUse } from '@/lib/firms/ranking';
import { staticPageJsonLd } from '@/lib/seo/json-ld';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const metadata = staticPageMetadata('/methodology/');

/** /methodology/: how firms are listed, the criteria and scoring rules, label rules and every firm's scores. */
export default function MethodologyPage() {
  const { methodology, firms } = getContent();
  return (
    <>
      <JsonLd data={staticPageJsonLd('/methodology/')} />
      <PageHero eyebrow="Ranking method" title="How we rank Cincinnati's fiduciary firms" intro={methodology.intro} />
      <Container className="max-w-5xl space-y-12 py-12">
        <section aria-labelledby="how-listed-heading">
          <h2 id="how-listed-heading" className="text-2xl font-bold">
            How firms are listed and ordered
          </h2>
          <HowFirmsAreListed className="mt-4" />
        </section>
        <MethodCriteria method={methodology} inUse={criteriaInUse(firms, methodology.criteria)} />
        <MethodReview method={methodology} />
        <MethodLabels topRatedRule={methodology.topRated} />
        <FirmScoresTable firms={firms} criteria={methodology.criteria} />
      </Container>
    </>
  );
}
