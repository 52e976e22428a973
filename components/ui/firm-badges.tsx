import { getContent, type Firm } from '@/lib/content';
import { firmBadges } from '@/lib/firms/labels';

/** The badges a firm has earned by the rules in lib/firms/labels.ts (never a blanket label). */
export function FirmBadges({ firm, className = '' }: { firm: Firm; className?: string }) {
  const badges = firmBadges(firm, getContent().methodology.topRated);
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label={`${firm.name} labels`}>
      {badges.map((badge) => (
        <li
          key={badge.id}
          data-badge={badge.id}
          className="rounded-full border border-brand/30 bg-white px-2.5 py-0.5 text-xs font-semibold text-brand-darker"
        >
          {badge.label}
        </li>
      ))}
    </ul>
  );
}
