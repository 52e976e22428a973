import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { PageSection } from '@/components/sections/page-section';
import { PageHero } from '@/components/sections/page-hero';
import { SchedulingCard } from '@/components/sections/scheduling-card';
import { Container } from '@/components/ui/container';
import { getCopy, getSite } from '@/lib/content';
import { JsonLd } from '@/components/seo/json-ld';
import { staticPageJsonLd } from '@/lib/seo/json-ld';
import { businessModelCopy } from '@/lib/content/business-model';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const metadata = staticPageMetadata('/about/');

export default function AboutPage() {
  const site = getSite();
  const copy = getCopy();
  return (
    <>
      <JsonLd data={staticPageJsonLd('/about/')} />
      <PageHero
        eyebrow="About us"
        title="We help Cincinnati families find advisors who work for them"
        intro={`${site.brandName} is ${businessModelCopy(site).firmsPay ? 'a' : 'an independent'} guide to fiduciary financial advisors in Greater Cincinnati and Northern Kentucky.`}
      />
      <section aria-labelledby="mission-heading" className="py-16">
        <Container className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="mission-heading" className="text-3xl font-bold">
              Our mission
            </h2>
            <div className="prose-content mt-4">
              <p>
                Choosing a financial advisor is one of the most consequential decisions a family makes, and it is hard
                to tell a salesperson from a true fiduciary. Our mission is to make that choice simple and safe: we
                research local firms, keep only those that owe you a fiduciary duty, and introduce you to the one that
                fits your goals.
              </p>
              <p>
                Since {site.foundingYear} we have helped residents from Mason to Northern Kentucky compare firms on the
                things that matter: how they are paid, what credentials their advisors hold, and what their clients say.
                Our introductions are free and you are never obliged to hire anyone.
              </p>
            </div>
          </div>
          <SchedulingCard />
        </Container>
      </section>
      <PageSection id="values" tone="mist" eyebrow="What we stand for" title="Our core values">
        <IconCardGrid cards={copy.coreValues} />
      </PageSection>
      <PageSection
        id="vetting"
        eyebrow="How firms earn a place"
        title="Our three-step vetting process"
        intro="Every listing is reviewed against these three steps. Each profile shows what has been verified and what is still sample data, with the sources; the scores are on our ranking method page."
      >
        <IconCardGrid cards={copy.vettingSteps} columns={3} numbered />
      </PageSection>
    </>
  );
}
