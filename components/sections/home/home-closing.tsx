import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { CallButton } from '@/components/ui/phone-link';
import type { SiteConfig } from '@/lib/content';

/** The home page's last section: one more invitation to book online or call. */
export function HomeClosing({ site }: { site: SiteConfig }) {
  return (
    <section aria-labelledby="cta-heading" className="py-16">
      <Container className="max-w-4xl">
        <div className="text-center">
          <h2 id="cta-heading" className="text-3xl font-bold sm:text-4xl">
            Ready to talk it through with us?
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-gray-600">
            One short conversation{site.matchPromise ? `, a match ${site.matchPromise},` : ''} and no obligation. Call{' '}
            {site.callHours} or book online any time.
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
  );
}
