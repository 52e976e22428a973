import { RankedFirmList } from '@/components/sections/firm-rank-card';
import { PaymentDisclosure } from '@/components/sections/payment-disclosure';
import type { Firm } from '@/lib/content';
import { SectionIntro, SectionTitle, type SectionOf } from './section-title';

/** Every firm as a ranked card, each linking to its profile, then how the directory is paid. */
export function RankedFirmsSection({
  section,
  headingId,
  firms,
  phone,
}: {
  section: SectionOf<'rankedFirms'>;
  headingId: string;
  firms: Firm[];
  phone: string;
}) {
  return (
    <section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{section.title}</SectionTitle>
      <SectionIntro text={section.intro} />
      <div className="mt-6">
        <RankedFirmList firms={firms} phone={phone} linkLabel={section.linkLabel} />
      </div>
      <PaymentDisclosure className="mt-6" />
    </section>
  );
}
