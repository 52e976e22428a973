import { Phone } from 'lucide-react';
import { RosterNearYou } from '@/components/sections/advisers/roster-guide-blocks';
import { telHref } from '@/lib/format';
import { SectionIntro, SectionTitle, type SectionOf } from './section-title';

/**
 * The areas served, in groups, as one plain list, followed by one link that calls the site's one phone number. Not a
 * call link per area: dozens of identical `tel:` links and place names make a doorway pattern, and every area reaches
 * the same directory team anyway.
 */
export function AreaListSection({
  section,
  headingId,
  phone,
}: {
  section: SectionOf<'areaList'>;
  headingId: string;
  phone: string;
}) {
  return (
    <section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{section.title}</SectionTitle>
      <SectionIntro text={section.intro} />
      {section.groups.map((group) => (
        <div key={group.title} className="mt-8">
          <h3 className="text-xl font-semibold">{group.title}</h3>
          <ul className="mt-3 flex flex-wrap gap-x-1 text-gray-700" data-area-list="true">
            {group.areas.map((area, index) => (
              <li key={area}>
                {area}
                {index < group.areas.length - 1 ? ',' : '.'}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p className="mt-8">
        <a
          href={telHref(phone)}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-gray-200 bg-white px-4 py-2 font-medium text-ink hover:border-brand hover:text-brand"
        >
          <Phone className="h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
          Call us from any of these areas: {phone}
        </a>
      </p>
      <RosterNearYou id={`${headingId}-roster`} />
    </section>
  );
}
