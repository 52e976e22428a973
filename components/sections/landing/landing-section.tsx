import { SchedulingCard } from '@/components/sections/scheduling-card';
import { ToolLinks } from '@/components/sections/tool-links';
import type { Firm, LandingPage, SiteConfig } from '@/lib/content';
import type { RenderedLandingSection } from '@/lib/content/types';
import { AreaListSection } from './area-list-section';
import { ArticleSection } from './article-section';
import { BenefitCardsSection } from './benefit-cards';
import { BulletsWithImageSection } from './bullets-with-image-section';
import { CallToActionSection } from './call-to-action-section';
import { ChecklistSection } from './checklist-section';
import { FaqSection } from './faq-section';
import { FeaturedFirmSection } from './featured-firm-section';
import { FeeCalculatorSection } from './fee-calculator-section';
import { FirmGridSection } from './firm-grid';
import { MapSection } from './map-section';
import { RankedFirmsSection } from './ranked-firms-section';
import { ScheduleSection } from './schedule-section';
import { ShowDetailsSection } from './show-details-section';
import { ValueColumnsSection } from './value-columns-section';

/** What the sections of one landing page draw on besides their own data. */
export interface SectionContext {
  page: LandingPage;
  firms: Firm[];
  site: SiteConfig;
}

/**
 * Renders one landing-page section by handing it to that type's component with the props it
 * needs. The switch is exhaustive: adding a section type to the schema fails to compile until it
 * is rendered here.
 */
export function LandingSectionView({
  section,
  index,
  context,
}: {
  section: RenderedLandingSection;
  /** Position on the page, for unique heading ids. */
  index: number;
  context: SectionContext;
}) {
  const { page, firms, site } = context;
  const headingId = `section-${index}-heading`;
  switch (section.type) {
    case 'article':
      return <ArticleSection html={page.bodyHtml} />;
    case 'schedulingCard':
      return <SchedulingCard title={section.title} text={section.text} />;
    case 'rankedFirms':
      return <RankedFirmsSection section={section} headingId={headingId} firms={firms} phone={site.phone} />;
    case 'firmGrid':
      return <FirmGridSection section={section} headingId={headingId} firms={firms} />;
    case 'map':
      return <MapSection section={section} headingId={headingId} />;
    case 'valueColumns':
      return <ValueColumnsSection section={section} headingId={headingId} />;
    case 'checklist':
      return <ChecklistSection section={section} headingId={headingId} />;
    case 'featuredFirm':
      return <FeaturedFirmSection section={section} headingId={headingId} firms={firms} brand={site.brandName} />;
    case 'benefitCards':
      return <BenefitCardsSection section={section} />;
    case 'schedule':
      return (
        <ScheduleSection
          section={section}
          headingId={headingId}
          phone={site.phone}
          consultationMinutes={site.consultationMinutes}
        />
      );
    case 'faq':
      return <FaqSection section={section} headingId={headingId} />;
    case 'bulletsWithImage':
      return <BulletsWithImageSection section={section} headingId={headingId} />;
    case 'areaList':
      return <AreaListSection section={section} headingId={headingId} phone={site.phone} />;
    case 'callToAction':
      return <CallToActionSection section={section} headingId={headingId} phone={site.phone} />;
    case 'showDetails':
      return <ShowDetailsSection section={section} headingId={headingId} />;
    case 'feeCalculator':
      return <FeeCalculatorSection section={section} headingId={headingId} />;
    case 'toolLinks':
      return <ToolLinks tools={section.tools} headingId={headingId} title={section.title} intro={section.intro} />;
    default: {
      const unhandled: never = section;
      throw new Error(`Unhandled landing section: ${JSON.stringify(unhandled)}`);
    }
  }
}
