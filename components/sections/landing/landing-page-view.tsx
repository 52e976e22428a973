import { Island } from '@/components/islands/island';
import { LeadForm } from '@/components/islands/lead-form';
import { EditorialByline } from '@/components/sections/editorial-byline';
import { PaymentDisclosure } from '@/components/sections/payment-disclosure';
import { SourcesList } from '@/components/sections/sources-list';
import { Container } from '@/components/ui/container';
import type { Firm, LandingPage, SiteConfig } from '@/lib/content';
import { LandingHero } from './landing-hero';
import { LandingSectionView } from './landing-section';

/**
 * The common frame of every landing page: hero with the headline, then a two-thirds column of
 * sections (the article among them) beside a sticky one-third lead form. On small screens the
 * form follows the article. Pages without a form use the full width and show the business-model
 * disclosure after their sections.
 */
export function LandingPageView({ page, firms, site }: { page: LandingPage; firms: Firm[]; site: SiteConfig }) {
  const sections = page.sections.some((section) => section.type === 'article')
    ? page.sections
    : [{ type: 'article' as const }, ...page.sections];
  const context = { page, firms, site };
  return (
    <>
      <LandingHero page={page} phone={site.phone} />
      <Container className={`grid gap-12 py-12 ${page.form ? 'lg:grid-cols-3' : ''}`}>
        <div className={`min-w-0 space-y-12 ${page.form ? 'lg:col-span-2' : 'mx-auto w-full max-w-4xl'}`}>
          <EditorialByline author={page.author} reviewer={page.reviewer} reviewed={page.reviewed} />
          {sections.map((section, index) => (
            <LandingSectionView key={`${section.type}-${index}`} section={section} index={index} context={context} />
          ))}
          {/* Every page with a call or booking block says how the site is paid; with a form it sits under the form. */}
          {page.form ? null : <PaymentDisclosure />}
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
