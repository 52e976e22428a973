import { IconCardGrid } from '@/components/sections/icon-card-grid';
import { PageSection } from '@/components/sections/page-section';
import { PageHero } from '@/components/sections/page-hero';
import { AboutMission } from '@/components/sections/about/about-mission';
import { HowFirmsAreListed } from '@/components/sections/how-firms-are-listed';
import { getCopy, getSite } from '@/lib/content';
import { JsonLd } from '@/components/seo/json-ld';
import { staticPageJsonLd } from '@/lib/seo/json-ld';
import { businessModelCopy } from '@/lib/content/business-model';
import { operatorSentence } from '@/lib/content/operator';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const metadata = staticPageMetadata('/about/');

export default function AboutPage() {
  const site = getSite();
  const copy = getCopy();
  return (
    <>
      <JsonLd data={staticPageJsonLd('/about/')} />
      <PageHero
        eyebrow="About us"
        title="We help Cincinnati families find advisors who work for them"
        intro={`${site.brandName} is ${businessModelCopy(site).firmsPay ? 'a' : 'an independent'} directory of fiduciary financial advisory firms in Greater Cincinnati and Northern Kentucky: we list firms and show what their public filings say.`}
      />
      <AboutMission />
      <PageSection id="values" tone="mist" eyebrow="What we stand for" title="Our core values">
        <IconCardGrid cards={copy.coreValues} />
      </PageSection>
      <PageSection id="how-listed" eyebrow="The directory" title="How firms are listed and ordered">
        <HowFirmsAreListed className="mx-auto max-w-3xl" />
      </PageSection>
      <PageSection id="who-runs-this-site" tone="mist" eyebrow="Who we are" title="Who runs this site">
        <p className="mx-auto max-w-3xl text-center text-lg text-gray-700" data-testid="about-operator">
          {operatorSentence(site)}
        </p>
      </PageSection>
    </>
  );
}
