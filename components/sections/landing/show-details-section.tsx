import { SectionTitle, type SectionOf } from './section-title';

/** Facts about a radio show or podcast, then the topics it covers. */
export function ShowDetailsSection({ section, headingId }: { section: SectionOf<'showDetails'>; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
      <SectionTitle id={headingId}>{section.title}</SectionTitle>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        {section.facts.map((fact) => (
          <div key={fact.label} className="rounded-xl bg-mist p-4">
            <dt className="text-sm text-gray-600">{fact.label}</dt>
            <dd className="mt-1 font-semibold text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 text-lg font-semibold">Topics the show covers</h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {section.topics.map((topic) => (
          <li key={topic} className="rounded-full bg-brand-soft px-3 py-1 text-sm font-medium text-brand-darker">
            {topic}
          </li>
        ))}
      </ul>
    </section>
  );
}
