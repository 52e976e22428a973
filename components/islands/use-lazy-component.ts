'use client';

import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code is imported after the island has hydrated (Leaflet, the scheduler's
 * widget): null until it arrives. Third-party code that touches `window` thus never runs on the
 * server, and its download starts only once the island has woken.
 */
export function useLazyComponent<P>(load: () => Promise<ComponentType<P>>): ComponentType<P> | null {
  const [component, setComponent] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((loaded) => {
      // A function component must be stored via an updater, or React would call it as one.
      if (live) setComponent(() => loaded);
    });
    return () => {
      live = false;
    };
    // The loader is a module-level constant in every caller; load once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return component;
}
