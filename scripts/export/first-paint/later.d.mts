/** Types for later.mjs (a plain .mjs so the build runs it with node, no compile step). */
import type { HTMLElement } from 'node-html-parser';
export declare function firstPaintNames(
  root: HTMLElement,
  after: HTMLElement,
): { classes: Set<string>; tags: Set<string> };
export declare const REVEAL_AFTER_MS: number;
export declare const LATER_AWAY_PX: number;
export declare const LATER_PART_HEIGHT_PX: number;
export declare const LATER_PART_ELEMENTS: number;
export declare const LATER_RULES: string;
export declare function markAfterFirstScreen(after: HTMLElement): void;
