import { Icon } from '@/components/ui/icon';
import { SectionTitle, type SectionOf } from './section-title';

/** Two to four icon columns, each a short title and description. */
export function ValueColumnsSection({ section, headingId }: { section: SectionOf<'valueColumns'>; headingId: string }) {
  return (
    <section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{section.title}</SectionTitle>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2">
        {section.columns.map((column) => (
          <li key={column.title} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
              <Icon name={column.icon} />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{column.title}</h3>
            <p className="mt-2 text-gray-600">{column.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
