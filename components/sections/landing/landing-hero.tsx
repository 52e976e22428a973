import Link from 'next/link';
import { ArrowLeft, CalendarCheck } from 'lucide-react';
import { HeroActions, HeroEyebrow, HeroLead, HeroShell, HeroTitle } from '@/components/sections/page-hero';
import { ButtonLink } from '@/components/ui/button-link';
import { CallButton } from '@/components/ui/phone-link';
import type { LandingPage } from '@/lib/content';

/**
 * A landing page's hero: a link home (or breadcrumbs), eyebrow, headline, subheadline and two
 * buttons. "call" pages lead with the call button; the others with booking, which jumps to the
 * page's own schedule section when it has one.
 */
export function LandingHero({ page, phone }: { page: LandingPage; phone: string }) {
  return (
    <HeroShell
      layout="landing"
      crumbs={[{ label: 'Home', href: '/' }, { label: page.navLabel }]}
      back={
        page.hero.homeLink ? (
          <Link
            href="/"
            className="inline-flex items-center gap-1 text-sm font-semibold text-indigo-100 hover:text-white hover:underline"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Back to Home
          </Link>
        ) : undefined
      }
    >
      {page.hero.eyebrow ? <HeroEyebrow spaced>{page.hero.eyebrow}</HeroEyebrow> : null}
      <HeroTitle layout="landing" gap={page.hero.eyebrow ? 'mt-2' : 'mt-6'}>
        {page.hero.headline}
      </HeroTitle>
      <HeroLead layout="landing">{page.hero.subheadline}</HeroLead>
      <HeroActions>
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
      </HeroActions>
    </HeroShell>
  );
}
