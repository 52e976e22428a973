import type { Firm } from '@/lib/content';
import { provenanceText, ratingSummary } from '@/lib/format';
import { Stars } from './stars';
import { UnverifiedMark } from './unverified-mark';

/** What a card says while no rating page, day and count are recorded for a firm. */
export const NO_RATING_RECORDED = 'No rating recorded';

/**
 * Stars plus "x.x/5.0 from N reviews", always with the rating page, the day it was read and who
 * checked it ("Not yet checked" until someone did); "No rating recorded" while there is none. No
 * rating appears on the site without its provenance.
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
  const { rating } = firm;
  const muted = tone === 'dark' ? 'text-indigo-100' : 'text-gray-600';
  if (rating.origin === 'none') {
    return (
      <p data-rating="none" className={`${className} ${muted}`}>
        {NO_RATING_RECORDED}
      </p>
    );
  }
  const { value } = rating;
  return (
    <div data-rating="true" className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${className}`}>
      <Stars rating={value.stars} className={starClassName} />
      <span className="font-semibold">
        {ratingSummary(value.stars, value.reviews)}
        <UnverifiedMark verified={rating.origin !== 'person' || rating.verified} tone={tone} />
      </span>
      <span data-provenance="true" className={muted}>
        ·{' '}
        <a href={rating.source.url} className="source-link">
          {provenanceText(rating)}
        </a>
      </span>
    </div>
  );
}
