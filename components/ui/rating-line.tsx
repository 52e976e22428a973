import type { Firm } from '@/lib/content';
import { formatMonthYear, ratingSummary } from '@/lib/format';
import { Stars } from './stars';

/** Stars plus "x.x/5.0 from N reviews", optionally with the rating's source and date. */
export function RatingLine({ firm, withSource = false }: { firm: Firm; withSource?: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <Stars rating={firm.rating} />
      <span className="font-semibold">{ratingSummary(firm.rating, firm.reviews)}</span>
      {withSource ? (
        <span className="text-gray-600">
          ({firm.ratingSource}, {formatMonthYear(firm.ratingAsOf)})
        </span>
      ) : null}
    </div>
  );
}
