/**
 * Rates printed without a unit in a table whose heading gives it ("Assets Under Management  Annual Fee (%)", then
 * "$0 - $500,000  1.00"): the last number of each row below the heading, up to a blank line, when the row has an
 * amount and no % of its own. The heading's words travel with each rate (FeeTier.percentHeading).
 */

import type { FeeToken } from './fee-token-types';
import type { BrochureText } from './fee-text';
import { headedRateValue } from './fee-numbers';

const PERCENT_HEADING = /^.*(\((%|percent)\)|\b(fee|rate) %|\bin percent\b).*$/gim;
const BARE_RATE = /(?<![\d.,$%])(\d?\.\d{1,4})\s*$/;
/** Rows read below one heading at most. */
const ROWS_UNDER_HEADING = 15;

export function headedRateTokens(doc: BrochureText): FeeToken[] {
  const tokens: FeeToken[] = [];
  for (const heading of doc.text.matchAll(PERCENT_HEADING)) {
    const headingEnd = heading.index + heading[0].length;
    let lineStart = headingEnd + 1;
    for (let row = 0; row < ROWS_UNDER_HEADING && lineStart < doc.text.length; row += 1) {
      const next = doc.text.indexOf('\n', lineStart);
      const line = doc.text.slice(lineStart, next === -1 ? doc.text.length : next);
      if (line.trim() === '') break;
      const bare = BARE_RATE.exec(line);
      const value = bare === null ? null : headedRateValue(bare[1] ?? '');
      if (bare !== null && value !== null && line.includes('$') && !line.includes('%')) {
        const start = lineStart + bare.index;
        const end = start + (bare[1] ?? '').length;
        tokens.push({
          type: 'rate',
          value,
          start,
          end,
          per: 'year',
          ceiling: false,
          noise: false,
          heading: { start: heading.index, end: headingEnd },
        });
      }
      if (next === -1) break;
      lineStart = next + 1;
    }
  }
  return tokens;
}
