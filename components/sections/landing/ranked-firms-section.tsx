import { RankedFirmList } from '@/components/sections/firm-rank-card';
import { PaymentDisclosure } from '@/components/sections/payment-disclosure';
import { getContent, type Firm } from '@/lib/content';
import { criteriaInUse, isRanked, listTitle, rankingBasis } from '@/lib/firms/ranking';
import { SectionIntro, SectionTitle, type SectionOf } from './section-title';

/** What a list says while nothing is ranked: why, and what each card still shows. */
function unrankedIntro(): string {
  const { firms, methodology } = getContent();
  return `${rankingBasis(criteriaInUse(firms, methodology.criteria), methodology.criteria)} Each card shows only what is recorded with its source, and says "Not yet recorded" where nothing is.`;
}

/** Every firm as a card (ranked once the method has data), each linking to its profile, then how the directory is paid. */
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
      <SectionTitle id={headingId}>{listTitle(firms, section.title)}</SectionTitle>
      <SectionIntro text={isRanked(firms) ? section.intro : unrankedIntro()} />
      <div className="mt-6">
        <RankedFirmList firms={firms} phone={phone} linkLabel={section.linkLabel} />
      </div>
      <PaymentDisclosure className="mt-6" />
    </section>
  );
}
