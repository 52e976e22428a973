import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FirmAbout, FirmMap, FirmServices, OtherFirms } from '@/components/sections/firm-profile';
import { FirmClientsServed } from '@/components/sections/firm/firm-clients-served';
import { FirmFees } from '@/components/sections/firm/firm-fees';
import { FirmProfileHeader } from '@/components/sections/firm/firm-profile-header';
import { FirmVerifyPanel } from '@/components/sections/firm/firm-verify-panel';
import { RosterEntryLink } from '@/components/sections/advisers/roster-entry-link';
import { UnconfirmedFirmProfile } from '@/components/sections/firm/unconfirmed-firm-profile';
import { PaymentDisclosure } from '@/components/sections/payment-disclosure';
import { SchedulingCard } from '@/components/sections/scheduling-card';
import { JsonLd } from '@/components/seo/json-ld';
import { Container } from '@/components/ui/container';
import { getFirm, getOtherFirms, getProfileSlugs, getSite, getUnconfirmedFirm } from '@/lib/content';
import { firmMetaDescription } from '@/lib/firms/summary';
import { breadcrumbJsonLd, firmJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { firmPath } from '@/lib/site/paths';

export const dynamicParams = false;

export function generateStaticParams() {
  return getProfileSlugs().map((slug) => ({ slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const firm = getFirm(slug);
  if (firm) {
    return pageMetadata({
      title: `${firm.name}: Fees, Services and Public Record`,
      description: firmMetaDescription(firm),
      path: firmPath(firm.slug),
    });
  }
  const unconfirmed = getUnconfirmedFirm(slug);
  if (!unconfirmed) return {};
  // Kept out of search results: the page exists only to say the firm could not be confirmed.
  return {
    ...pageMetadata({
      title: `${unconfirmed.name}: Registration Not Yet Confirmed`,
      description: `We have not yet confirmed ${unconfirmed.name}'s registration (no CRD number is recorded), so we do not rank or recommend it. How to check any adviser yourself.`,
      path: firmPath(unconfirmed.slug),
    }),
    robots: { index: false, follow: true },
  };
}

export default async function FirmPage({ params }: Props) {
  const { slug } = await params;
  const firm = getFirm(slug);
  if (!firm) {
    const unconfirmed = getUnconfirmedFirm(slug);
    if (!unconfirmed) notFound();
    return (
      <>
        <JsonLd
          data={[
            breadcrumbJsonLd([
              { name: 'Top firms', path: '/top-fiduciary-advisors-cincinnati/' },
              { name: unconfirmed.name, path: firmPath(unconfirmed.slug) },
            ]),
          ]}
        />
        <UnconfirmedFirmProfile firm={unconfirmed} />
      </>
    );
  }
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
          <FirmClientsServed firm={firm} />
          <FirmFees firm={firm} />
          <FirmMap firm={firm} />
        </div>
        <div className="space-y-8">
          <SchedulingCard
            title={`Ask us about ${firm.name}`}
            text="Book a free, no-obligation call with our team (not with the firm): we answer your questions about it and how to contact it."
            aboutFirm={firm.name}
          />
          <FirmVerifyPanel firm={firm} />
          <RosterEntryLink firm={firm} />
          <PaymentDisclosure />
          <OtherFirms firms={getOtherFirms(firm.slug)} />
        </div>
      </Container>
    </>
  );
}
