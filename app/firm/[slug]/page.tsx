import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FirmAbout, FirmMap, FirmProfileHeader, FirmServices, OtherFirms } from '@/components/sections/firm-profile';
import { PaymentDisclosure } from '@/components/sections/payment-disclosure';
import { SchedulingCard } from '@/components/sections/scheduling-card';
import { JsonLd } from '@/components/seo/json-ld';
import { Container } from '@/components/ui/container';
import { getFirm, getFirms, getOtherFirms, getSite } from '@/lib/content';
import { breadcrumbJsonLd, firmJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

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
    description: `${firm.name}: ${firm.compensation.model} fiduciary firm in Cincinnati, rated ${firm.rating.toFixed(1)}/5.0 from ${firm.reviews} reviews. Services, fees, minimums and how to book.`,
    path: `/firm/${firm.slug}/`,
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
          firmJsonLd(firm, site),
          breadcrumbJsonLd([
            { name: 'Top firms', path: '/top-fiduciary-advisors-cincinnati/' },
            { name: firm.name, path: `/firm/${firm.slug}/` },
          ]),
        ]}
      />
      <FirmProfileHeader firm={firm} phone={site.phone} />
      <Container className="grid gap-10 py-12 lg:grid-cols-3">
        <div className="space-y-12 lg:col-span-2">
          <FirmAbout firm={firm} />
          <FirmServices firm={firm} />
          <FirmMap firm={firm} />
        </div>
        <div className="space-y-8">
          <SchedulingCard title={`Talk to ${firm.name}`} text="Book a free, no-obligation consultation and we will set up your first meeting." />
          <PaymentDisclosure />
          <OtherFirms firms={getOtherFirms(firm.slug)} />
        </div>
      </Container>
    </>
  );
}
