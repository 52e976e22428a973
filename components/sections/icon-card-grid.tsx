import { Icon } from '@/components/ui/icon';
import { reveal } from '@/components/ui/reveal';
import type { IconName } from '@/lib/content';

export interface IconCard {
  icon: IconName;
  title: string;
  description: string;
}

/** A grid of icon cards (trust points, values, steps), staggered in on load. */
export function IconCardGrid({
  cards,
  columns = 4,
  numbered = false,
  headingLevel = 3,
}: {
  cards: readonly IconCard[];
  columns?: 2 | 3 | 4;
  numbered?: boolean;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const grid = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns];
  return (
    <ul className={`grid gap-5 ${grid}`}>
      {cards.map((card, index) => {
        const motion = reveal(index);
        return (
          <li
            key={card.title}
            className={`${motion.className} rounded-2xl border border-gray-200 bg-white p-6 shadow-sm`}
          >
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-soft text-brand">
              <Icon name={card.icon} />
            </span>
            <Heading className="mt-4 text-lg font-semibold">
              {numbered ? <span className="text-brand">{index + 1}. </span> : null}
              {card.title}
            </Heading>
            <p className="mt-2 text-gray-600">{card.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
