import { fullStars } from '@/lib/format';

/** Lucide's star (24 × 24), drawn five times in one SVG: one element instead of five per rating. */
const STAR =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
const STEP = 27;

/**
 * Stars out of five; filled stars are the rating rounded down. `className` sets the height (the
 * width follows: five stars and their gaps). The stroke and each star's fill are `.rating-stars` in
 * app/globals.css, by its data-filled: a page with a list of firms draws dozens of stars.
 */
export function Stars({ rating, className = 'h-4' }: { rating: number; className?: string }) {
  const filled = fullStars(rating);
  return (
    <svg
      role="img"
      aria-label={`Rated ${rating.toFixed(1)} out of 5`}
      viewBox={`0 0 ${4 * STEP + 24} 24`}
      className={`rating-stars inline-block w-auto shrink-0 ${className}`}
    >
      {Array.from({ length: 5 }, (_, index) => (
        <path
          key={index}
          d={STAR}
          transform={index === 0 ? undefined : `translate(${index * STEP} 0)`}
          data-filled={index < filled ? 'true' : 'false'}
        />
      ))}
    </svg>
  );
}
