import { Star } from 'lucide-react';
import { fullStars } from '@/lib/format';

/** Stars out of five; filled stars are the rating rounded down. */
export function Stars({ rating, className = 'h-4 w-4' }: { rating: number; className?: string }) {
  const filled = fullStars(rating);
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          data-filled={index < filled ? 'true' : 'false'}
          className={`${className} ${index < filled ? 'fill-amber-400 text-amber-500' : 'fill-gray-200 text-gray-300'}`}
        />
      ))}
    </span>
  );
}
