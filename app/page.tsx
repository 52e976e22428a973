import { ShieldCheck } from 'lucide-react';
import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { HeroBand } from '@/components/sections/hero-band';
import { PageSection } from '@/components/sections/page-section';
import { ToolLinks } from '@/components/sections/tool-links';
import { RankedFirmList } from '@/components/sections/firm-rank-card';
import { PaymentDisclosure } from '@/components/sections/payment-disclosure';
import { SchedulingCard } from '@/components/sections/scheduling-card';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { CallButton } from '@/components/ui/phone-link';
import { JsonLd } from '@/components/seo/json-ld';
import { rankedFirmsJsonLd } from '@/lib/seo/json-ld';
import { getContent, getCopy, getFirms, getSite } from '@/lib/content';
import { businessModelCopy } from '@/lib/content/business-model';
import { resolveTrustPoints } from '@/lib/firm-labels';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const metadata = staticPageMetadata('/');

export default function HomePage() {
  const site = getSite();
  const copy = getCopy();
  const firms = getFirms();
  return (
    <>
      <JsonLd data={rankedFirmsJsonLd(firms, 'Top 10 fiduciary financial advisory firms in Greater Cincinnati')} />
      <HeroBand glow="top-left">
        <Container className="relative grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-12">
          <div className="lg:col-span-7">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-indigo-100">
              <ShieldCheck className="h-4 w-4 text-gold" aria-hidden="true" />
              {site.tagline} · Greater Cincinnati &amp; Northern Kentucky
            </p>
            <h1 className="mt-5 text-4xl font-bold tracking-tight text-white sm:text-5xl lg:text-6xl">
              Find a fiduciary financial advisor you can trust in Cincinnati
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-indigo-100">
              We vet local advisory firms for fiduciary duty, credentials and client satisfaction, then match you with
              the right one {site.matchPromise}. {businessModelCopy(site).homeWording}
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink href="/schedule-online/" variant="gold" size="lg">
                Get Matched Free
              </ButtonLink>
              <CallButton phone={site.phone} variant="outlineLight" size="lg" />
            </div>
          </div>
          <div className="lg:col-span-5">
            <SchedulingCard
              title="Book a Free Consultation"
              text={`Answer a few questions and a fiduciary guide will match you with a vetted firm ${site.matchPromise}.`}
              tone="glass"
            />
          </div>
        </Container>
      </HeroBand>

      <PageSection id="trust" tone="mist" eyebrow="Why people trust us" title="Advice that puts you first">
        <IconCardGrid cards={resolveTrustPoints(copy.trustPoints, firms, getContent().methodology.topRated)} />
      </PageSection>

      <PageSection
        id="firms"
        eyebrow="The directory"
        title="Ten Greater Cincinnati advisory firms, ranked"
        intro="Ranked by our published method. Each card shows how far the firm's fiduciary duty reaches; every rating shows its source and the day it was checked."
      >
        <div className="mx-auto max-w-5xl">
          <RankedFirmList firms={firms} phone={site.phone} />
          <PaymentDisclosure className="mt-6" />
        </div>
      </PageSection>
      <Container className="max-w-5xl py-12">
        <ToolLinks
          tools={['match', 'compare', 'fee-calculator']}
          headingId="tools-heading"
          title="Tools to help you decide"
          intro="Quick ways to go from ten firms to the few worth a call, and to see what advice costs. Nothing you enter leaves your browser until you book."
        />
      </Container>

      <PageSection
        id="why"
        tone="mist"
        eyebrow="Fiduciary vs. salesperson"
        title="Why choose a fiduciary?"
        intro="A fiduciary is legally bound to act in your best interest whenever it advises you under that duty: an investment adviser on all its advice, a dual registrant on its advisory accounts only. A broker's duty applies at the moment of each recommendation; a fiduciary's continues for as long as it advises you."
      >
        <IconCardGrid cards={copy.whyFiduciary} columns={3} />
      </PageSection>

      <section aria-labelledby="cta-heading" className="py-16">
        <Container className="max-w-4xl">
          <div className="text-center">
            <h2 id="cta-heading" className="text-3xl font-bold sm:text-4xl">
              Ready to meet your fiduciary?
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-gray-600">
              One short conversation, a match {site.matchPromise}, and no obligation. Call {site.callHours} or book
              online any time.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <ButtonLink href="/schedule-online/" size="lg">
                Schedule Online
              </ButtonLink>
              <CallButton phone={site.phone} variant="secondary" size="lg" />
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
