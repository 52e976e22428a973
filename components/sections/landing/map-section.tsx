import { MapRegion } from '@/components/sections/map-region';
import { SectionIntro, SectionTitle, type SectionOf } from './section-title';

/** A map with labelled markers (an accessible list of them without JavaScript). */
export function MapSection({ section, headingId }: { section: SectionOf<'map'>; headingId: string }) {
  return (
    <section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{section.title}</SectionTitle>
      <SectionIntro text={section.intro} />
      <MapRegion
        className="mt-6"
        title={section.mapTitle}
        center={section.center}
        zoom={section.zoom}
        height={`${section.height}px`}
        markers={section.markers}
      />
    </section>
  );
}
