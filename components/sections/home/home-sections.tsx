import { RankedFirmList } from '@/components/sections/firm-rank-card';
import { PageSection } from '@/components/sections/page-section';
import { PaymentDisclosure } from '@/components/sections/payment-disclosure';
import { ToolLinks } from '@/components/sections/tool-links';
import { Container } from '@/components/ui/container';
import { IconCardGrid, type IconCard } from '@/components/sections/icon-card-grid';
import type { Firm } from '@/lib/content';
import { listTitle } from '@/lib/firms/ranking';

/** Why visitors can trust the directory: the site's trust points, resolved against the firms' data. */
export function HomeTrust({ cards }: { cards: readonly IconCard[] }) {
  return (
    <PageSection id="trust" tone="mist" eyebrow="Why people trust us" title="Advice that puts you first">
      <IconCardGrid cards={cards} />
    </PageSection>
  );
}

/** The whole directory, ranked, then how the directory is paid. */
export function HomeFirms({ firms, phone }: { firms: Firm[]; phone: string }) {
  return (
    <PageSection
      id="firms"
      eyebrow="The directory"
      title={listTitle(firms, 'Greater Cincinnati advisory firms, ranked')}
      intro="Each card shows what is recorded about the firm with its source and whether it has been checked, and says “Not yet recorded” where nothing is."
    >
      <div className="mx-auto max-w-5xl">
        <RankedFirmList firms={firms} phone={phone} />
        <PaymentDisclosure className="mt-6" />
      </div>
    </PageSection>
  );
}

/** The three decision tools. */
export function HomeTools() {
  return (
    <Container className="max-w-5xl py-12">
      <ToolLinks
        tools={['match', 'compare', 'fee-calculator']}
        headingId="tools-heading"
        title="Tools to help you decide"
        intro="Quick ways to go from a list of firms to the few worth a call, and to see what advice costs. Nothing you enter leaves your browser until you book."
      />
    </Container>
  );
}

/** What a fiduciary duty covers, and how it differs from a broker's. */
export function HomeWhyFiduciary({ cards }: { cards: readonly IconCard[] }) {
  return (
    <PageSection
      id="why"
      tone="mist"
      eyebrow="Fiduciary vs. salesperson"
      title="Why choose a fiduciary?"
      intro="A fiduciary is legally bound to act in your best interest whenever it advises you under that duty: an investment adviser on all its advice, a dual registrant on its advisory accounts only. A broker's duty applies at the moment of each recommendation; a fiduciary's continues for as long as it advises you."
    >
      <IconCardGrid cards={cards} columns={3} />
    </PageSection>
  );
}
