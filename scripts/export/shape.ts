/**
 * What both post-build wings (scripts/export/islands/ and scripts/export/first-paint/) share, kept below them
 * so neither imports the other's internals: the error that names an element of Next's output the
 * export does not recognise, and which markup React hydrates.
 */
import type { HTMLElement, Node } from 'node-html-parser';

/** Thrown on anything in Next's output the export does not recognise; the message names it. */
export class ExportShapeError extends Error {}

/**
 * Whether a node is markup React hydrates (inside an island's root, not in one of its slots), so
 * the build must leave it exactly as React rendered it.
 */
export function hydrated(node: Node): boolean {
  for (let parent: HTMLElement | null = node.parentNode; parent; parent = parent.parentNode) {
    const attributes = parent.attributes ?? {};
    if ('data-island-slot' in attributes) return false;
    if ('data-island-root' in attributes) return true;
  }
  return false;
}
