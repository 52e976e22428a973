import { CircleCheck } from 'lucide-react';
import { SectionIntro, SectionTitle, type SectionOf } from './section-title';

/** A short list of ticked items on a tinted panel. */
export function ChecklistSection({ section, headingId }: { section: SectionOf<'checklist'>; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-mist p-6 sm:p-8">
      <SectionTitle id={headingId}>{section.title}</SectionTitle>
      <SectionIntro text={section.intro} />
      <ul className="mt-5 space-y-3">
        {section.items.map((item) => (
          <li key={item} className="flex items-start gap-3 text-gray-700">
            <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
