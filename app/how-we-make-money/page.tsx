import Link from 'next/link';
import { PageHero } from '@/components/sections/page-hero';
import { JsonLd } from '@/components/seo/json-ld';
import { Container } from '@/components/ui/container';
import { getSite } from '@/lib/content';
import { ALWAYS_TRUE, businessModelCopy } from '@/lib/content/business-model';
import { formatDate } from '@/lib/format';
import { staticPageJsonLd } from '@/lib/seo/json-ld';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const metadata = staticPageMetadata('/how-we-make-money/');

export default function HowWeMakeMoneyPage() {
  const site = getSite();
  const copy = businessModelCopy(site);
  return (
    <>
      <JsonLd data={staticPageJsonLd('/how-we-make-money/')} />
      <PageHero
        eyebrow="How we make money"
        title={copy.headline}
        intro={
          <p>
            {copy.summary}
            {copy.asOf ? (
              <>
                {' '}
                <span data-testid="business-model-as-of">
                  (as of <time dateTime={copy.asOf}>{formatDate(copy.asOf)}</time>)
                </span>
              </>
            ) : null}
          </p>
        }
      />
      <Container className="py-14">
        {/* Container sets its own max width; the text column is narrower for reading. */}
        <div className="mx-auto max-w-3xl">
          <div className="prose-content">
            <h2>Who pays us</h2>
            {copy.explanation.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <h2>What you pay</h2>
            <p>
              {ALWAYS_TRUE.freeToYou} If you hire a firm, you pay that firm its own fees, which its Form ADV Part 2A and
              Form CRS describe; we do not set or see them.
            </p>
            <h2>What payment never changes</h2>
            <p>{ALWAYS_TRUE.rankNotForSale}</p>
            <p>
              Our articles and guides are written and reviewed under our{' '}
              <Link href="/editorial-policy/">editorial policy</Link>, and every page says who wrote it and, once a
              second editor has reviewed it, who did and when; until then it says it has not been reviewed yet.
            </p>
            <h2>Where you will see this</h2>
            <p>
              A short version of this notice appears beside every ranked list, on every firm profile, next to the form
              on our guides, on the booking, contact, services and About pages and wherever we offer a call, so you can
              see it wherever we point you to a firm. Questions about it are welcome:{' '}
              <a href={`mailto:${site.email}`}>{site.email}</a>.
            </p>
          </div>
        </div>
      </Container>
    </>
  );
}
