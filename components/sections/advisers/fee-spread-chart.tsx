import type { FeeLevel } from '@/lib/brochures/region-fees';
import { formatAssets, formatUsd } from '@/lib/format';

const WIDTH = 640;
const ROW = 56;
const LABEL = 120;
const PLOT = WIDTH - LABEL - 24;

/** "At $1M: median $9,500, middle half $8,000–$10,000, from 23 firms." */
function levelSummary(level: FeeLevel): string {
  const at = `At ${formatAssets(level.assets)}`;
  if (level.spread === null) return `${at}: too few firms (${level.firms}) for a spread.`;
  const { median, lowerQuartile, upperQuartile, lowest, highest } = level.spread;
  return (
    `${at}: median ${formatUsd(median)} a year, middle half ${formatUsd(lowerQuartile)}–${formatUsd(upperQuartile)}, ` +
    `lowest ${formatUsd(lowest)}, highest ${formatUsd(highest)}, from ${level.firms} firms.`
  );
}

/**
 * The spread of published fees as a box plot per asset level, drawn at build time (no JavaScript): the line from
 * lowest to highest, the box the middle half, the bar the median. Each row has its own scale (0 to its highest fee),
 * since a fee at $2M is some eight times one at $250k; the title, the description and the table beside it say the
 * same figures in words.
 */
export function FeeSpreadChart({ levels }: { levels: readonly FeeLevel[] }) {
  const height = levels.length * ROW + 8;
  return (
    <svg
      role="img"
      aria-labelledby="fee-spread-title fee-spread-desc"
      viewBox={`0 0 ${WIDTH} ${height}`}
      className="h-auto w-full max-w-2xl"
      data-fee-spread-chart="true"
    >
      <title id="fee-spread-title">Published annual fees at four asset levels</title>
      <desc id="fee-spread-desc">{levels.map(levelSummary).join(' ')}</desc>
      {levels.map((level, index) => {
        const y = index * ROW + 8;
        const middle = y + 18;
        const { spread } = level;
        const x = (dollars: number) => LABEL + (spread && spread.highest > 0 ? (dollars / spread.highest) * PLOT : 0);
        return (
          <g key={level.assets}>
            <text x={0} y={middle + 5} className="fill-gray-800 text-sm font-semibold">
              {formatAssets(level.assets)}
            </text>
            {spread === null ? (
              <text x={LABEL} y={middle + 5} className="fill-gray-600 text-sm">
                Too few firms ({level.firms}) for a spread
              </text>
            ) : (
              <>
                <line x1={x(spread.lowest)} x2={x(spread.highest)} y1={middle} y2={middle} stroke="#6b7280" />
                <rect
                  x={x(spread.lowerQuartile)}
                  y={middle - 10}
                  width={Math.max(2, x(spread.upperQuartile) - x(spread.lowerQuartile))}
                  height={20}
                  fill="#dbeafe"
                  stroke="#1e3a8a"
                />
                <line
                  x1={x(spread.median)}
                  x2={x(spread.median)}
                  y1={middle - 12}
                  y2={middle + 12}
                  stroke="#1e3a8a"
                  strokeWidth={3}
                />
                <text x={x(spread.median)} y={middle + 28} textAnchor="middle" className="fill-gray-800 text-xs">
                  {formatUsd(spread.median)}
                </text>
              </>
            )}
          </g>
        );
      })}
    </svg>
  );
}
