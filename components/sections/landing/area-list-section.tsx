import { Phone } from 'lucide-react';
import { telHref } from '@/lib/format';
import { SectionIntro, SectionTitle, type SectionOf } from './section-title';

/** The areas served, in groups; each area is a link that calls the site's one phone number. */
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
          <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {group.areas.map((area) => (
              <li key={area}>
                <a
                  href={telHref(phone)}
                  aria-label={`${area}: call ${phone}`}
                  className="flex min-h-11 items-center gap-2 rounded-lg border border-gray-200 bg-white px-3 py-2 text-sm font-medium text-ink hover:border-brand hover:text-brand"
                >
                  <Phone className="h-3.5 w-3.5 shrink-0 text-brand" aria-hidden="true" />
                  {area}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
