import { FeeCalculatorPanel } from '@/components/sections/fee-calculator-panel';
import { FeeModelCards } from '@/components/sections/fee-model-cards';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { PageHero } from '@/components/sections/page-hero';
import { PageSection } from '@/components/sections/page-section';
import { PaymentDisclosure } from '@/components/sections/payment-disclosure';
import { SchedulingCard } from '@/components/sections/scheduling-card';
import { ServiceCard } from '@/components/sections/service-card';
import { JsonLd } from '@/components/seo/json-ld';
import { Container } from '@/components/ui/container';
import { getServices } from '@/lib/content';
import { staticPageJsonLd } from '@/lib/seo/json-ld';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const metadata = staticPageMetadata('/services/');

export default function ServicesPage() {
  const services = getServices();
  return (
    <>
      <JsonLd data={staticPageJsonLd('/services/')} />
      <PageHero
        eyebrow="Services"
        title="Financial planning services, explained"
        intro="From your first retirement plan to a complex estate: what each service involves, and what to ask a firm before you hire it, including whether it acts as a fiduciary on all its advice or on advisory accounts only. We recommend no firm and give no investment advice."
      />
      <PageSection id="core" eyebrow="Core services" title="Everything your plan needs">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {services.core.map((service, index) => (
            <ServiceCard key={service.title} index={index} {...service} />
          ))}
        </ul>
      </PageSection>
      <PageSection id="specialized" tone="mist" eyebrow="Specialized services" title="For more complex situations">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {services.specialized.map((service, index) => (
            <ServiceCard key={service.title} index={index} badge={service.minAssets} {...service} />
          ))}
        </ul>
      </PageSection>
      <PageSection id="process" eyebrow="How it works" title="Four simple steps">
        <IconCardGrid cards={services.process} numbered />
      </PageSection>
      <PageSection
        id="fees"
        tone="mist"
        eyebrow="Fee structures"
        title="What fiduciary advice costs"
        intro="Fiduciaries disclose exactly how they are paid. These are the common models and typical ranges in Cincinnati."
      >
        <FeeModelCards models={services.feeModels} />
      </PageSection>
      <PageSection id="fee-calculator" eyebrow="Fee calculator" title="What those fees cost in dollars" align="left">
        <FeeCalculatorPanel idPrefix="services-fees" />
      </PageSection>
      <section className="py-16">
        <Container className="max-w-4xl">
          <SchedulingCard
            title="Not sure which service you need?"
            text="Tell us about your situation in a free call and we will point you to listed firms that may fit."
          />
          <PaymentDisclosure className="mt-6" />
        </Container>
      </section>
    </>
  );
}
