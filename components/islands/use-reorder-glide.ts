'use client';

import { animate } from 'framer-motion/dom/mini';
import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * When a filter or an order moves the items of a list, each item in view glides from its old place
 * to its new one, so a visitor can follow where a firm went: the old place is measured before the
 * browser paints the new order, and framer-motion animates the difference away (its small
 * Web Animations `animate`, about 3 KB, rather than its layout engine, about 45 KB). Items are the
 * list's children with `data-key`. Nothing fades: an item that arrives is there at once. Under
 * `prefers-reduced-motion: reduce` everything moves at once.
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
    if (before.size === 0 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    for (const item of items) {
      const was = before.get(item.dataset.key ?? '');
      const shift = was === undefined ? 0 : was - item.offsetTop;
      if (Math.abs(shift) < 1) continue;
      const box = item.getBoundingClientRect();
      if (box.bottom < 0 || box.top > window.innerHeight) continue;
      animate(item, { transform: [`translateY(${shift}px)`, 'translateY(0)'] }, { duration: 0.3, ease: 'easeOut' });
    }
  }, [list, order]);
}
