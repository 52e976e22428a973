/** The most steps of the stagger: later cards start with the last one (app/globals.css). */
export const REVEAL_STEPS = 10;

/**
 * Props for a CSS entrance animation staggered by 0.1 s × index (`.reveal` and `.reveal-<n>` in
 * globals.css; a class, not style="--i", which the Content-Security-Policy would list by hash).
 * Pure CSS: content is in the HTML from the start and reduced motion turns it off.
 */
export function reveal(index: number): { className: string } {
  const step = Math.min(Math.max(Math.trunc(index), 0), REVEAL_STEPS - 1);
  return { className: step === 0 ? 'reveal' : `reveal reveal-${step}` };
}
