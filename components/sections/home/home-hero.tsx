import { ShieldCheck } from 'lucide-react';
import { HeroBand } from '@/components/sections/hero-band';
import { SchedulingCard } from '@/components/sections/scheduling-card';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { CallButton } from '@/components/ui/phone-link';
import type { SiteConfig } from '@/lib/content';
import { businessModelCopy } from '@/lib/content/business-model';

/** The home page's first screen: the promise, "Get Matched Free" and call buttons, and a booking card. */
export function HomeHero({ site }: { site: SiteConfig }) {
  return (
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
            We list local advisory firms and show what their public filings say about how they are registered, how they
            are paid and their disciplinary record, so you can compare them. {businessModelCopy(site).homeWording}
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
            text={`Answer a few questions and we will point you to listed firms that may fit${site.matchPromise ? `, ${site.matchPromise}` : ''}.`}
            tone="glass"
          />
        </div>
      </Container>
    </HeroBand>
  );
}
