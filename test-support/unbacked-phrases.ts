/**
 * Phrases the site must never show again (issue 38 §3): each says something that no recorded fact backs. Shared by
 * the jest check of content/ (__tests__/lib/unbacked-phrases.test.ts) and, later, the e2e crawl of every page.
 * Each entry: a case-insensitive pattern and the reason it is refused. Write the truth instead, e.g. "the directory's
 * team", "listed firms", "recorded here with its source".
 */
export const UNBACKED_PHRASES: readonly {
  pattern: RegExp;
  reason: string;
  /** `firm-about`: refused only in a firm's About text (elsewhere the words can be a true general statement). */
  scope?: 'firm-about';
}[] = [
  {
    pattern:
      /\bfiduciary guide will\b|\bwith a (cincinnati )?fiduciary guide\b|\btalk to a (cincinnati )?fiduciary guide\b/i,
    reason: 'the directory is not a fiduciary; say the directory’s team answers',
  },
  {
    pattern: /\b(meet|talk (to|with)) (a|your) (fee-only |fee-based |local )?fiduciary\b/i,
    reason: 'a call reaches the directory, not a fiduciary',
  },
  { pattern: /\bclear answers from a fiduciary\b/i, reason: 'the directory answers, and it gives no advice' },
  { pattern: /\btalk to a local guide\b/i, reason: 'say who answers: the directory’s team' },
  {
    pattern: /\bInvestment advice is offered through fiduciary financial advisors;/i,
    reason: 'the footer says the directory gives no investment advice',
  },
  {
    pattern: /\bfirms we recommend\b|\balways as fiduciaries\b/i,
    reason: 'the directory recommends no firm, and not every firm is a fiduciary on all its advice',
  },
  {
    pattern: /\bintroduce you to independent\b/i,
    reason: 'no listed firm meets the Independent rule (lib/firms/labels.ts isIndependent)',
  },
  {
    pattern: /\bdescribe themselves as fee-only in their filings\b|\bas their filings state them\b/i,
    reason: 'no filing was read and recorded for these statements',
  },
  { pattern: /\b(ten|nine) (fiduciary )?firms\b/i, reason: 'no count in titles or copy: the listed number changes' },
  { pattern: /\breviews show their source and the date they were checked\b/i, reason: 'no review has been recorded' },
  {
    pattern: /\bmatch you with the right firm\b|\bmatch you with a suitable firm\b/i,
    reason: 'the directory names listed firms; the visitor chooses',
  },
  { pattern: /\bfrom the firms themselves\b/i, reason: 'firm data comes from public filings and named sources' },
  { pattern: /\bReviews, Fees and Services\b/i, reason: 'there are no recorded reviews' },
  { pattern: /\bvetted\b/i, reason: 'nothing records a vetting of any firm' },
  {
    pattern: /\btop[- ]rated (firm|advisor|adviser)s?\b/i,
    reason: 'no rating has been checked, so no firm is top rated',
  },
  {
    pattern: /\bknown for (its )?P&G\b|\bone of the region's best-known\b|\bnot owned by a bank\b/i,
    reason: 'About-text claims that no recorded fact backs',
    scope: 'firm-about',
  },
  {
    pattern: /\bone of the larger advisory firms\b|\bdoes not take commissions\b/i,
    reason: 'About-text claims that no recorded fact backs',
    scope: 'firm-about',
  },
  { pattern: /\bA search of the public adviser data\b/i, reason: 'no search was recorded (who, when, what)' },
];
