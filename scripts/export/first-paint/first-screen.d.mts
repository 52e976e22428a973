/** Types for first-screen.mjs (a plain .mjs so the build runs it with node, no compile step). */
import type { HTMLElement } from 'node-html-parser';
export declare function firstScreenBlock(root: HTMLElement): HTMLElement | null;
export declare const FIRST_SCREEN_SIZE: number;
export declare function afterFirstScreen(root: HTMLElement, room?: number): HTMLElement | null;
export declare function expectFirstScreen(after: HTMLElement): string;
