import Link from 'next/link';
import { FeeCalculatorPanel } from '@/components/sections/fee-calculator-panel';
import { PageHero } from '@/components/sections/page-hero';
import { PageSection } from '@/components/sections/page-section';
import { SchedulingCard } from '@/components/sections/scheduling-card';
import { FeeAssumptions } from '@/components/sections/fee-assumptions';
import { JsonLd } from '@/components/seo/json-ld';
import { Container } from '@/components/ui/container';
import { getCopy, getFeeCalculator, getSite } from '@/lib/content';
import { staticPage } from '@/lib/content/static-pages';
import { feeCalculatorJsonLd, staticPageJsonLd } from '@/lib/seo/json-ld';
import { staticPageMetadata } from '@/lib/seo/metadata';

const PATH = '/fee-calculator/';

export const metadata = staticPageMetadata(PATH);

export default function FeeCalculatorPage() {
  const { description } = staticPage(PATH, getSite().brandName);
  return (
    <>
      <JsonLd data={[...staticPageJsonLd(PATH), feeCalculatorJsonLd(getSite(), PATH, description)]} />
      <PageHero
        eyebrow="Fee calculator"
        title="What would advice cost you in dollars?"
        intro="Compare a percentage of assets, a flat yearly fee and an hourly estimate side by side: the fees you would pay each year and in total, and what they do to your balance."
      />
      <PageSection id="calculator" eyebrow="Compare" title="Compare fee arrangements" align="left">
        <FeeCalculatorPanel idPrefix="fee-calc" explain="none" />
      </PageSection>
      <PageSection
        id="assumptions"
        tone="mist"
        eyebrow="Assumptions"
        title="How the figures are worked out"
        align="left"
      >
        <div className="max-w-3xl">
          <FeeAssumptions config={getFeeCalculator()} fees={getCopy().fees} />
          <p className="mt-6 text-gray-800">
            What Greater Cincinnati’s registered advisers publish as their own fees, at $250,000 to $2 million:{' '}
            <Link href="/advisers/fees/" className="font-semibold text-brand underline underline-offset-2">
              the region’s published fees
            </Link>
            .
          </p>
        </div>
      </PageSection>
      <section className="py-16">
        <Container className="max-w-4xl">
          <SchedulingCard
            title="Want a fiduciary to check your own fees?"
            text="Bring your current statement to a free call and we will walk through what you pay and what you get for it."
          />
        </Container>
      </section>
    </>
  );
}
