import { ContactTiles } from '@/components/sections/contact-tiles';
import { PageHero } from '@/components/sections/page-hero';
import { PaymentDisclosure } from '@/components/sections/payment-disclosure';
import { SchedulingCard } from '@/components/sections/scheduling-card';
import { Container } from '@/components/ui/container';
import { getSite } from '@/lib/content';
import { JsonLd } from '@/components/seo/json-ld';
import { staticPageJsonLd } from '@/lib/seo/json-ld';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const metadata = staticPageMetadata('/contact/');

export default function ContactPage() {
  return (
    <>
      <JsonLd data={staticPageJsonLd('/contact/')} />
      <PageHero
        eyebrow="Contact"
        title={`Talk to the ${getSite().brandName} team`}
        intro="Call, e-mail or book a time online. We answer questions about the directory and introduce you to listed firms; we give no investment advice. There is never a charge and never an obligation."
      />
      <Container className="grid gap-10 py-16 lg:grid-cols-5">
        <ContactTiles site={getSite()} className="lg:col-span-3" />
        <div className="lg:col-span-2">
          <SchedulingCard />
          <PaymentDisclosure className="mt-6" />
        </div>
      </Container>
    </>
  );
}
