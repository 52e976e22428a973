import Link from 'next/link';
import { ArrowLeft, CalendarCheck } from 'lucide-react';
import { Island } from '@/components/islands/island';
import { LeadForm } from '@/components/islands/lead-form';
import { EditorialByline } from '@/components/sections/editorial-byline';
import { HeroBand } from '@/components/sections/hero-band';
import { PaymentDisclosure } from '@/components/sections/payment-disclosure';
import { SourcesList } from '@/components/sections/sources-list';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { CallButton } from '@/components/ui/phone-link';
import type { Firm, LandingPage, SiteConfig } from '@/lib/content';
import { LandingSectionView } from './landing-section';

/**
 * The common frame of every landing page: hero with the headline, then a two-thirds column of
 * sections (the article among them) beside a sticky one-third lead form. On small screens the
 * form follows the article. Pages without a form use the full width.
 */
export function LandingPageView({ page, firms, site }: { page: LandingPage; firms: Firm[]; site: SiteConfig }) {
  const sections = page.sections.some((section) => section.type === 'article')
    ? page.sections
    : [{ type: 'article' as const }, ...page.sections];
  const context = { page, firms, site };
  return (
    <>
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
                <CallButton phone={site.phone} variant="gold" size="lg" className="sm:px-8 sm:text-lg" />
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
                <CallButton phone={site.phone} variant="outlineLight" size="lg" />
              </>
            )}
          </div>
        </Container>
      </HeroBand>
      <Container className={`grid gap-12 py-12 ${page.form ? 'lg:grid-cols-3' : ''}`}>
        <div className={`min-w-0 space-y-12 ${page.form ? 'lg:col-span-2' : 'mx-auto w-full max-w-4xl'}`}>
          <EditorialByline author={page.author} reviewer={page.reviewer} reviewed={page.reviewed} />
          {sections.map((section, index) => (
            <LandingSectionView key={`${section.type}-${index}`} section={section} index={index} context={context} />
          ))}
          <SourcesList sources={page.sources} />
        </div>
        {page.form ? (
          <div>
            <div className="lg:sticky lg:top-24">
              <Island
                name="lead-form"
                component={LeadForm}
                wake="focus"
                props={{
                  id: 'lead-form',
                  title: page.form.title,
                  subtitle: page.form.subtitle,
                  campaign: page.slug,
                  minimumAssets: page.form.minimumAssets,
                }}
              />
              <PaymentDisclosure className="mt-4" />
            </div>
          </div>
        ) : null}
      </Container>
    </>
  );
}
