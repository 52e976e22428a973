import { PaymentDisclosure } from '@/components/sections/payment-disclosure';
import { SchedulingCard } from '@/components/sections/scheduling-card';
import { Container } from '@/components/ui/container';

/** The About page's mission statement beside the booking card: what the site does, and nothing it does not. */
export function AboutMission() {
  return (
    <section aria-labelledby="mission-heading" className="py-16">
      <Container className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="mission-heading" className="text-3xl font-bold">
            Our mission
          </h2>
          <div className="prose-content mt-4">
            <p>
              Choosing a financial advisor is one of the most consequential decisions a family makes, and it is hard to
              tell a salesperson from a true fiduciary. Our aim is to make that choice easier: we list advisory firms
              that serve Greater Cincinnati and Northern Kentucky, show what their public filings say about how they are
              registered, how they are paid and any disciplinary record, and mark every figure nobody has checked yet.
            </p>
            <p>
              A listing is not an endorsement: we do not vet or approve the firms, and you should check any firm
              yourself on the SEC&apos;s adviser database before you hire it. Talking to us is free and you are never
              obliged to hire anyone.
            </p>
          </div>
        </div>
        <div>
          <SchedulingCard />
          <PaymentDisclosure className="mt-6" />
        </div>
      </Container>
    </section>
  );
}
