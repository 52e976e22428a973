import { SchedulingCard } from '@/components/sections/scheduling-card';
import { Container } from '@/components/ui/container';
import type { SiteConfig } from '@/lib/content';

/** The About page's mission statement beside the booking card. */
export function AboutMission({ site }: { site: SiteConfig }) {
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
              tell a salesperson from a true fiduciary. Our mission is to make that choice simple and safe: we research
              local firms, keep only those that owe you a fiduciary duty, and introduce you to the one that fits your
              goals.
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
  );
}
