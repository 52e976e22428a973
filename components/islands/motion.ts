'use client';

import { animate } from 'framer-motion/dom/mini';
import { useLayoutEffect, useRef, type RefObject } from 'react';

/*
 * The islands' motion, where a visitor must follow a change: framer-motion's small Web Animations
 * `animate` (about 3 KB; its layout engine would be about 45 KB), loaded only with the islands that
 * use it. Nothing fades in or out, and under `prefers-reduced-motion: reduce` nothing moves.
 */

/** Reduced motion asked for, or no way to know or to animate (no matchMedia, no Web Animations): nothing moves. */
const stayStill = (element: HTMLElement) =>
  typeof window.matchMedia !== 'function' ||
  typeof element.animate !== 'function' ||
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Moves `element` from `from` to where it is; motion is decoration, so a failure leaves it in place. */
function slide(element: HTMLElement, from: string, duration: number) {
  try {
    void animate(element, { transform: [from, 'none'] }, { duration, ease: 'easeOut' });
  } catch {
    // The element is already where it belongs.
  }
}

/**
 * When a filter or an order moves the items of a list, each item in view glides from its old place
 * to its new one, so a visitor can follow where a firm went: the old place is measured before the
 * browser paints the new order, and the difference is animated away. Items are the list's children
 * with `data-key`; an item that arrives is there at once.
 */
export function useReorderGlide(list: RefObject<HTMLElement | null>, order: string): void {
  const places = useRef(new Map<string, number>());
  useLayoutEffect(() => {
    const root = list.current;
    if (!root) return;
    const items = Array.from(root.children).filter(
      (item): item is HTMLElement => item instanceof HTMLElement && item.dataset.key !== undefined,
    );
    const before = places.current;
    places.current = new Map(items.map((item) => [item.dataset.key ?? '', item.offsetTop]));
    if (before.size === 0 || stayStill(root)) return;
    for (const item of items) {
      const was = before.get(item.dataset.key ?? '');
      const shift = was === undefined ? 0 : was - item.offsetTop;
      if (Math.abs(shift) < 1) continue;
      const box = item.getBoundingClientRect();
      if (box.bottom < 0 || box.top > window.innerHeight) continue;
      slide(item, `translateY(${shift}px)`, 0.3);
    }
  }, [list, order]);
}

/**
 * A step of a one-question-at-a-time tool slides in from the side it comes from (forward from the
 * right, Back from the left), so a visitor sees the question change; the first step shown does not
 * move. `step` is null until the tool shows its steps.
 */
export function useStepSlide(panel: RefObject<HTMLElement | null>, step: number | null): void {
  const shown = useRef<number | null>(null);
  useLayoutEffect(() => {
    // Null until the tool owns its steps (the server's HTML, hydration): nothing to slide from.
    if (step === null) return;
    const previous = shown.current;
    shown.current = step;
    if (previous === null || previous === step || !panel.current || stayStill(panel.current)) return;
    slide(panel.current, `translateX(${step > previous ? 32 : -32}px)`, 0.25);
  }, [panel, step]);
}
