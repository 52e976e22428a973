/** Types for first-screen.mjs (a plain .mjs so the build runs it with node, no compile step). */
import type { HTMLElement } from 'node-html-parser';
export declare const AFTER_FIRST_SCREEN_ID: string;
export declare function firstScreenBlock(root: HTMLElement): HTMLElement | null;
export declare function afterFirstScreen(root: HTMLElement): HTMLElement | null;
export declare const FIRST_PAINT_ATTRIBUTE: string;
export declare function firstPaintClasses(root: HTMLElement, after: HTMLElement): Set<string>;
export declare function expectFirstScreen(root: HTMLElement): string | null;
