import { recordedValue } from '../firms/sourced';
import type { IssueCollector } from './report';
import type { FirmEntry } from './types';

/**
 * A firm's description (the line on its card and at the top of its profile) claims nothing a recorded
 * fact does not back (PRODUCT.md, "The region's roster"): "fee-only" or "fee-based" only beside a
 * recorded fee structure of that model, with its source; "employee-owned", "founded in {year}" and
 * "one of the largest/oldest/longest-established" never, as no fact the site records can back them.
 */
const CLAIMS: readonly { pattern: RegExp; backed: (firm: FirmEntry) => boolean; why: string }[] = [
  {
    pattern: /\bfee[- ]only\b/i,
    backed: (firm) => recordedValue(firm.compensation)?.model === 'fee-only',
    why: 'says "fee-only", but the firm has no recorded fee structure (with its source) whose model is fee-only',
  },
  {
    pattern: /\bfee[- ]based\b/i,
    backed: (firm) => recordedValue(firm.compensation)?.model === 'fee-based',
    why: 'says "fee-based", but the firm has no recorded fee structure (with its source) whose model is fee-based',
  },
  {
    pattern: /\bemployee[- ]owned\b/i,
    backed: () => false,
    why: 'says "employee-owned": no fact the site records backs who owns the firm’s shares',
  },
  {
    pattern: /\b(founded|established|started) in \d{4}\b/i,
    backed: () => false,
    why: 'names a founding year: no fact the site records backs it',
  },
  {
    pattern: /\bone of the (largest|biggest|oldest|longest[- ]established|best[- ]known)\b|\blongest[- ]established\b/i,
    backed: () => false,
    why: 'ranks the firm among others ("one of the largest", "longest-established"): no recorded fact backs a comparison',
  },
];

/** "The directory lists X as fee-only" in the About text: said only with that recorded model. */
const LISTED_AS = /\blists\b[^.]*?\bas fee[- ](only|based)\b/i;

export function checkDescriptionClaims(firm: FirmEntry, issues: IssueCollector): void {
  for (const claim of CLAIMS) {
    if (claim.pattern.test(firm.description) && !claim.backed(firm)) {
      issues.add(`content/firms/${firm.slug}.md`, firm.slug, 'description', `${claim.why}: reword it`);
    }
  }
  const listedAs = LISTED_AS.exec(firm.aboutHtml.replace(/<[^>]+>/g, ''));
  if (listedAs && recordedValue(firm.compensation)?.model !== `fee-${listedAs[1]?.toLowerCase()}`) {
    issues.add(
      `content/firms/${firm.slug}.md`,
      firm.slug,
      'About text',
      `says the directory lists the firm as fee-${listedAs[1]?.toLowerCase()}, but no recorded fee structure (with its source) says so: reword it`,
    );
  }
}
