import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import {
  FirmAbout,
  FirmMap,
  FirmProfileHeader,
  FirmServices,
  FirmVerifyPanel,
  OtherFirms,
} from '@/components/sections/firm-profile';
import { PaymentDisclosure } from '@/components/sections/payment-disclosure';
import { SchedulingCard } from '@/components/sections/scheduling-card';
import { JsonLd } from '@/components/seo/json-ld';
import { Container } from '@/components/ui/container';
import { getFirm, getFirms, getOtherFirms, getSite } from '@/lib/content';
import { fiduciaryLabel } from '@/lib/firm-labels';
import { feeStructureLabel } from '@/lib/format';
import { breadcrumbJsonLd, firmJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { firmPath } from '@/lib/paths';

export const dynamicParams = false;

export function generateStaticParams() {
  return getFirms().map((firm) => ({ slug: firm.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const firm = getFirm((await params).slug);
  if (!firm) return {};
  return pageMetadata({
    title: `${firm.name}: Reviews, Fees and Services`,
    // No rating here: a search snippet could not show the rating's source and checked date next to it.
    description: `${firm.name}, Cincinnati: ${feeStructureLabel(firm.compensation.value)}, ${fiduciaryLabel(firm.registration.value).toLowerCase()}. Ranked #${firm.rank} by our published method, with records to verify.`,
    path: firmPath(firm.slug),
  });
}

export default async function FirmPage({ params }: Props) {
  const firm = getFirm((await params).slug);
  if (!firm) notFound();
  const site = getSite();
  return (
    <>
      <JsonLd
        data={[
          firmJsonLd(firm),
          breadcrumbJsonLd([
            { name: 'Top firms', path: '/top-fiduciary-advisors-cincinnati/' },
            { name: firm.name, path: firmPath(firm.slug) },
          ]),
        ]}
      />
      <FirmProfileHeader firm={firm} phone={site.phone} brand={site.brandName} />
      <Container className="grid gap-10 py-12 lg:grid-cols-3">
        <div className="space-y-12 lg:col-span-2">
          <FirmAbout firm={firm} />
          <FirmServices firm={firm} />
          <FirmMap firm={firm} />
        </div>
        <div className="space-y-8">
          <SchedulingCard
            title={`Ask us about ${firm.name}`}
            text="Book a free, no-obligation call with our team; if the firm fits, we set up your first meeting with it."
            aboutFirm={firm.name}
          />
          <FirmVerifyPanel firm={firm} />
          <PaymentDisclosure />
          <OtherFirms firms={getOtherFirms(firm.slug)} />
        </div>
      </Container>
    </>
  );
}
