import type { Firm } from '@/lib/content';
import { provenanceText, ratingSummary } from '@/lib/format';
import { Stars } from './stars';

/**
 * Stars plus "x.x/5.0 from N reviews", always with the rating's source and who checked it, or
 * "Not yet checked": no rating appears on the site without its provenance.
 */
export function RatingLine({
  firm,
  className = 'text-sm',
  starClassName,
  tone = 'light',
}: {
  firm: Pick<Firm, 'rating'>;
  className?: string;
  starClassName?: string;
  tone?: 'light' | 'dark';
}) {
  const { value } = firm.rating;
  return (
    <div data-rating="true" className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${className}`}>
      <Stars rating={value.stars} className={starClassName} />
      <span className="font-semibold">{ratingSummary(value.stars, value.reviews)}</span>
      <span data-provenance="true" className={tone === 'dark' ? 'text-indigo-100' : 'text-gray-600'}>
        · {provenanceText(firm.rating)}
      </span>
    </div>
  );
}
