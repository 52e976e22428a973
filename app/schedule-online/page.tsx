import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { PageHero } from '@/components/sections/page-hero';
import { PaymentDisclosure } from '@/components/sections/payment-disclosure';
import { SchedulerSection } from '@/components/sections/scheduler-section';
import { Container } from '@/components/ui/container';
import { getCopy } from '@/lib/content';
import { JsonLd } from '@/components/seo/json-ld';
import { staticPageJsonLd } from '@/lib/seo/json-ld';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const metadata = staticPageMetadata('/schedule-online/');

export default function ScheduleOnlinePage() {
  const copy = getCopy();
  return (
    <>
      <JsonLd data={staticPageJsonLd('/schedule-online/')} />
      <PageHero
        eyebrow="Free consultation"
        title="Schedule your free consultation online"
        intro="Pick a time that suits you. Someone from the directory’s team will call, listen to what you need and name listed firms you could contact yourself. We give no investment advice, and the choice of firm is yours."
      />
      <section aria-labelledby="benefits-heading" className="bg-mist py-12">
        <Container>
          <h2 id="benefits-heading" className="sr-only">
            Why book online
          </h2>
          <IconCardGrid cards={copy.scheduleBenefits} columns={3} headingLevel={3} />
        </Container>
      </section>
      <section aria-labelledby="booking-heading" className="py-14">
        <Container className="max-w-4xl">
          <h2 id="booking-heading" className="text-center text-3xl font-bold">
            Choose a time
          </h2>
          <PaymentDisclosure className="mt-8" />
          <SchedulerSection height={700} className="mt-8" />
        </Container>
      </section>
    </>
  );
}
