import { BRAND } from '@/lib/site/brand';
import type { Comparison } from '@/lib/fees/calculator';
import { formatDollars } from '@/lib/fees/format';
import { slotLetter } from '@/lib/fees/summary';

export interface FeeChartProps {
  idPrefix: string;
  comparison: Comparison;
  /** The result in words: the chart's caption and accessible name. */
  summary: string;
}

const ROW_HEIGHT = 58;

/**
 * One bar per arrangement, as long as the no-fee balance: the part the visitor keeps, then the
 * part fees took (the fees plus the growth they would have earned). Coordinates are percentages
 * and text sizes pixels, so the bars fill any width and the labels stay readable on a phone.
 */
export function FeeChart({ idPrefix, comparison, summary }: FeeChartProps) {
  const captionId = `${idPrefix}-chart-caption`;
  const patternId = `${idPrefix}-chart-lost`;
  const scale = comparison.noFeeEndingBalance > 0 ? comparison.noFeeEndingBalance : 1;
  const height = comparison.projections.length * ROW_HEIGHT + 8;
  return (
    <figure className="break-inside-avoid rounded-xl border border-gray-200 bg-white p-4">
      <svg role="img" aria-labelledby={captionId} width="100%" height={height} className="block overflow-visible">
        <defs>
          <pattern id={patternId} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="8" height="8" fill="#fde68a" />
            <line x1="0" y1="0" x2="0" y2="8" stroke="#b45309" strokeWidth="3" />
          </pattern>
        </defs>
        {comparison.projections.map((projection, index) => {
          const kept = Math.max(0, Math.min(100, (projection.endingBalance / scale) * 100));
          const lost = Math.max(0, 100 - kept);
          const top = index * ROW_HEIGHT;
          return (
            <g key={index}>
              <text
                x="0"
                y={top + 16}
                fontSize="14"
                fill="#1f2937"
                fontWeight={index === comparison.bestIndex ? 700 : 400}
              >
                {`${slotLetter(index)}: keeps ${formatDollars(projection.endingBalance)}, fees ${formatDollars(projection.totalFees)}`}
              </text>
              <rect x="0" y={top + 24} width={`${kept}%`} height="24" fill={BRAND.primary} rx="3" />
              {lost > 0 ? (
                <rect x={`${kept}%`} y={top + 24} width={`${lost}%`} height="24" fill={`url(#${patternId})`} />
              ) : null}
            </g>
          );
        })}
      </svg>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-gray-700" aria-hidden="true">
        <li className="flex items-center gap-2">
          <span className="inline-block h-3 w-5 rounded-sm bg-brand" />
          Ending balance
        </li>
        <li className="flex items-center gap-2">
          <span className="inline-block h-3 w-5 rounded-sm border border-amber-700 bg-amber-200" />
          Lost to fees (fees plus the growth they would have earned)
        </li>
      </ul>
      <figcaption id={captionId} className="mt-3 text-sm text-gray-700">
        {summary}
      </figcaption>
    </figure>
  );
}
