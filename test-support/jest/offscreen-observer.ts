/**
 * jsdom has no IntersectionObserver, so islands that wait for the viewport (map, scheduler) would
 * load their third-party code at once. This observer never reports an intersection: every
 * section stays "far from the viewport" and shows its server-rendered fallback, as on first load.
 */
class OffscreenObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds: readonly number[] = [0];
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

globalThis.IntersectionObserver = OffscreenObserver;
