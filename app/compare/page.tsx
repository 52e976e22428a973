import { CompareFirms } from '@/components/islands/compare-firms';
import { Island } from '@/components/islands/island';
import { PageHero } from '@/components/sections/page-hero';
import { PaymentDisclosure } from '@/components/sections/payment-disclosure';
import { JsonLd } from '@/components/seo/json-ld';
import { Container } from '@/components/ui/container';
import { getFirms, getSite } from '@/lib/content';
import { firmSummary } from '@/lib/firms/summary';
import { telHref } from '@/lib/format';
import { IAPD_SEARCH } from '@/lib/firms/regulatory';
import { rankedFirmsJsonLd, staticPageJsonLd } from '@/lib/seo/json-ld';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { ToolIntroLinks } from '@/components/sections/tool-links';

export const metadata = staticPageMetadata('/compare/');

/** /compare/: the firms side by side; the island narrows the table to the firms in `?firms=`. */
export default function ComparePage() {
  const site = getSite();
  const firms = getFirms();
  const summaries = firms.map(firmSummary);
  return (
    <>
      <JsonLd
        data={[...staticPageJsonLd('/compare/'), rankedFirmsJsonLd(firms, 'Cincinnati fiduciary firms compared')]}
      />
      <PageHero
        eyebrow="Compare firms"
        title="Compare Cincinnati fiduciary firms side by side"
        intro="Fees, minimums, size, ratings with their sources, registration, fiduciary scope and disciplinary records: the same sourced facts as each profile, in one table. Your choice stays in the page address, so you can share or bookmark it."
      />
      <Container className="space-y-6 py-10">
        {/* Wakes as it comes into view: a tick made before React owns the checkboxes would be lost. */}
        <Island
          name="compare-firms"
          component={CompareFirms}
          wake="visible"
          props={{
            firms: summaries,
            contact: {
              brand: site.brandName,
              phone: site.phone,
              phoneHref: telHref(site.phone),
              iapdSearch: IAPD_SEARCH,
            },
            idPrefix: 'compare',
          }}
        />
        <PaymentDisclosure />
        <ToolIntroLinks current="compare" />
      </Container>
    </>
  );
}
