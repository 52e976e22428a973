import type { CSSProperties } from 'react';

/**
 * Props for a CSS entrance animation staggered by 0.1 s × index (see `.reveal` in globals.css).
 * Pure CSS: content is in the HTML from the start and reduced motion turns it off.
 */
export function reveal(index: number): { className: string; style: CSSProperties & Record<'--i', number> } {
  return { className: 'reveal', style: { '--i': index } };
}
