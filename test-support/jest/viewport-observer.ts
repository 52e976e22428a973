import { act } from '@testing-library/react';

/**
 * An IntersectionObserver the test drives: like offscreen-observer.ts nothing is near the viewport
 * at first, so islands show their server-rendered fallback; `scrollIntoView()` then reports every
 * observed element as intersecting, as when the visitor scrolls to it, and `scrollAway()` as
 * leaving again. Import it before rendering; it replaces the global for the whole test file.
 */
const live = new Set<ViewportObserver>();

class ViewportObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin: string;
  readonly scrollMargin = '0px';
  readonly thresholds: readonly number[] = [0];
  private readonly targets = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
  }

  observe(target: Element): void {
    this.targets.add(target);
    live.add(this);
  }

  unobserve(target: Element): void {
    this.targets.delete(target);
  }

  disconnect(): void {
    this.targets.clear();
    live.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  report(isIntersecting: boolean): void {
    if (this.targets.size === 0) return;
    const entries = [...this.targets].map((target) => {
      const rect = target.getBoundingClientRect();
      const entry: IntersectionObserverEntry = {
        target,
        isIntersecting,
        intersectionRatio: isIntersecting ? 1 : 0,
        boundingClientRect: rect,
        intersectionRect: rect,
        rootBounds: null,
        time: performance.now(),
      };
      return entry;
    });
    this.callback(entries, this);
  }
}

globalThis.IntersectionObserver = ViewportObserver;

function reportAll(isIntersecting: boolean): void {
  act(() => {
    for (const observer of [...live]) observer.report(isIntersecting);
  });
}

/** Every observed element comes into (or near) the viewport. */
export const scrollIntoView = () => reportAll(true);

/** Every observed element leaves the viewport. */
export const scrollAway = () => reportAll(false);

/** Forget observers of unmounted components between tests. */
export function resetViewportObservers(): void {
  live.clear();
}
