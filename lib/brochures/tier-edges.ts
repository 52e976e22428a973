/**
 * A schedule's tier edges in dollars from its brackets as written, in order: the one derivation the parser and the
 * content check share, so a stored schedule's edges can always be recomputed from its words.
 */

import type { BracketKind } from './fee-schedule-types';

export interface TierEdge {
  from: number;
  upTo: number | null;
}

/** Where a tier's edge went wrong: the index of the bracket, and how. */
export interface EdgeProblem {
  index: number;
  code: 'breakpoints-not-ascending' | 'tiers-not-contiguous';
}

/**
 * The tiers' edges from their brackets, in order. An "over $X" that is not the last tier ends where the next one
 * starts (tables that write only lower edges). The next tier starts at, or at most $1 above, the previous end.
 */
export function tierEdges(brackets: { kind: BracketKind; amounts: number[] }[]): TierEdge[] | EdgeProblem {
  const edges: TierEdge[] = [];
  for (const [index, { kind, amounts }] of brackets.entries()) {
    const last = edges.at(-1);
    const [first = Number.NaN, second = Number.NaN] = amounts;
    const start = last === undefined ? null : last.upTo;
    const relative = kind === 'next' || kind === 'rest' || (kind === 'up-to' && last !== undefined);
    if (relative && start === null)
      return { index, code: last === undefined ? 'tiers-not-contiguous' : 'breakpoints-not-ascending' };
    if (kind === 'first' && last !== undefined) return { index, code: 'tiers-not-contiguous' };
    const edge: TierEdge =
      kind === 'range'
        ? { from: first, upTo: second }
        : kind === 'first'
          ? { from: 0, upTo: first }
          : kind === 'next'
            ? { from: start ?? 0, upTo: (start ?? 0) + first }
            : kind === 'up-to'
              ? { from: start ?? 0, upTo: first }
              : kind === 'over'
                ? { from: first, upTo: null }
                : { from: start ?? 0, upTo: null };
    if (last !== undefined && last.upTo === null) {
      if (edge.from <= last.from) return { index, code: 'breakpoints-not-ascending' };
      last.upTo = edge.from;
    }
    if (edge.upTo !== null && !(edge.upTo > edge.from)) return { index, code: 'breakpoints-not-ascending' };
    const end = last?.upTo ?? null;
    if (end !== null) {
      if (edge.from < end) return { index, code: 'breakpoints-not-ascending' };
      if (edge.from - end > 1) return { index, code: 'tiers-not-contiguous' };
    }
    edges.push(edge);
  }
  return edges;
}
