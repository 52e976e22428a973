import { Icon } from '@/components/ui/icon';
import { reveal } from '@/components/ui/reveal';
import { SectionTitle, type SectionOf } from './section-title';

type Card = SectionOf<'benefitCards'>['cards'][number];

const COLORS: Record<Card['color'], string> = {
  indigo: 'from-indigo-700 to-indigo-900',
  purple: 'from-purple-700 to-purple-900',
  emerald: 'from-emerald-700 to-emerald-900',
  amber: 'from-amber-700 to-amber-900',
  sky: 'from-sky-700 to-sky-900',
  rose: 'from-rose-700 to-rose-900',
};

/**
 * Four coloured benefit cards, with an optional title. Without a title the region is still named,
 * so a screen reader lists it among the page's landmarks.
 */
export function BenefitCardsSection({ section }: { section: SectionOf<'benefitCards'> }) {
  return (
    <section aria-label={section.title ?? 'Key benefits'}>
      {section.title ? <SectionTitle>{section.title}</SectionTitle> : null}
      <div className={section.title ? 'mt-6' : ''}>
        <BenefitCards cards={section.cards} />
      </div>
    </section>
  );
}

/** The cards themselves: white text on dark gradients that pass contrast. */
function BenefitCards({ cards }: { cards: readonly Card[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2">
      {cards.map((card, index) => {
        const motion = reveal(index);
        return (
          <li
            key={card.title}
            className={`${motion.className} on-dark rounded-2xl bg-gradient-to-br p-6 text-white shadow-md ${COLORS[card.color]}`}
          >
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-white/15">
              <Icon name={card.icon} />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-white">{card.title}</h3>
            <p className="mt-2 text-white/90">{card.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
