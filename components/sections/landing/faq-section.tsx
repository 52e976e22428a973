import { ChevronDown } from 'lucide-react';
import { SectionTitle, type SectionOf } from './section-title';

/** Questions as disclosure widgets (they open without JavaScript); answers are rendered Markdown. */
export function FaqSection({ section, headingId }: { section: SectionOf<'faq'>; headingId: string }) {
  return (
    <section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{section.title}</SectionTitle>
      <div className="mt-6 divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white">
        {section.items.map((item) => (
          <details key={item.question} className="group p-5 [&_summary::-webkit-details-marker]:hidden">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-heading text-lg font-semibold text-ink">
              <h3 className="text-lg font-semibold">{item.question}</h3>
              <ChevronDown
                className="mt-1 h-5 w-5 shrink-0 text-brand transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <div className="prose-content mt-3" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
          </details>
        ))}
      </div>
    </section>
  );
}
