import Link from 'next/link';
import { ArrowLeft, CalendarCheck } from 'lucide-react';
import { HeroBand } from '@/components/sections/hero-band';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { CallButton } from '@/components/ui/phone-link';
import type { LandingPage } from '@/lib/content';

/**
 * A landing page's hero: a link home (or breadcrumbs), eyebrow, headline, subheadline and two
 * buttons. "call" pages lead with the call button; the others with booking, which jumps to the
 * page's own schedule section when it has one.
 */
export function LandingHero({ page, phone }: { page: LandingPage; phone: string }) {
  return (
    <HeroBand glow="bottom-right">
      <Container className="relative py-12 sm:py-16">
        {page.hero.homeLink ? (
          <Link
            href="/"
            className="inline-flex items-center gap-1 text-sm font-semibold text-indigo-100 hover:text-white hover:underline"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Back to Home
          </Link>
        ) : (
          <Breadcrumbs className="text-indigo-100" items={[{ label: 'Home', href: '/' }, { label: page.navLabel }]} />
        )}
        {page.hero.eyebrow ? (
          <p className="mt-6 text-sm font-semibold tracking-wide text-gold uppercase">{page.hero.eyebrow}</p>
        ) : null}
        <h1
          className={`${page.hero.eyebrow ? 'mt-2' : 'mt-6'} max-w-4xl text-3xl font-bold tracking-tight text-white sm:text-5xl`}
        >
          {page.hero.headline}
        </h1>
        <p className="mt-5 max-w-3xl text-lg text-indigo-100">{page.hero.subheadline}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {page.hero.primaryAction === 'call' ? (
            <>
              <CallButton phone={phone} variant="gold" size="lg" className="sm:px-8 sm:text-lg" />
              <ButtonLink href="/schedule-online/" variant="outlineLight" size="lg">
                Schedule Online
              </ButtonLink>
            </>
          ) : (
            <>
              <ButtonLink
                href={page.sections.some((s) => s.type === 'schedule') ? '#schedule' : '/schedule-online/'}
                variant="gold"
                size="lg"
              >
                <CalendarCheck className="h-5 w-5" aria-hidden="true" />
                Book a Free Consultation
              </ButtonLink>
              <CallButton phone={phone} variant="outlineLight" size="lg" />
            </>
          )}
        </div>
      </Container>
    </HeroBand>
  );
}
