'use client';

import { Suspense, lazy, useState, type ReactNode } from 'react';
import type { MapIslandProps } from './map-types';
import { useIsHydrated } from './use-browser-state';

// Leaflet touches `window`: imported only in the browser, once the island has hydrated.
const LeafletMap = lazy(() => import('./leaflet-map').then((module) => ({ default: module.LeafletMap })));

/**
 * Interactive map over a server-rendered list of locations. The island wakes when the map nears
 * the viewport; only then are Leaflet's JS and CSS downloaded. Until the map is drawn (and
 * without JavaScript) the list is what shows; once the map is up the list stays for screen readers.
 */
export function MapIsland({ list, height, ...map }: MapIslandProps & { height: string; list: ReactNode }) {
  const hydrated = useIsHydrated();
  const [ready, setReady] = useState(false);
  return (
    <div className="relative isolate" style={{ height }} data-map-ready={ready ? 'true' : 'false'}>
      <div className={ready ? 'sr-only' : 'h-full overflow-y-auto'}>{list}</div>
      {hydrated ? (
        <div className={`absolute inset-0 z-0 ${ready ? '' : 'pointer-events-none opacity-0'}`}>
          <Suspense fallback={null}>
            <LeafletMap {...map} onReady={() => setReady(true)} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
