'use client';

import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { useNearViewport } from './use-near-viewport';

export interface MapIslandMarker {
  label: string;
  position: { lat: number; lng: number };
  detail?: string;
}

export interface MapIslandProps {
  center: { lat: number; lng: number };
  zoom: number;
  markers: MapIslandMarker[];
  scrollWheelZoom: boolean;
}

// Leaflet touches `window`, so it never renders on the server; its JS and CSS arrive in this chunk.
const LeafletMap = dynamic(() => import('./leaflet-map'), { ssr: false });

/**
 * Interactive map over a server-rendered list of locations. Leaflet is downloaded only when the
 * map comes near the viewport; until then (and without JavaScript) the list is what shows. Once
 * the map is up the list stays for screen readers.
 */
export function MapIsland({ children, height, ...map }: MapIslandProps & { height: string; children: ReactNode }) {
  const [ref, near] = useNearViewport<HTMLDivElement>('200px');
  const [ready, setReady] = useState(false);
  return (
    <div ref={ref} className="relative isolate" style={{ height }} data-map-ready={ready ? 'true' : 'false'}>
      <div className={ready ? 'sr-only' : 'h-full overflow-y-auto'}>{children}</div>
      {near ? (
        <div className={`absolute inset-0 z-0 ${ready ? '' : 'pointer-events-none opacity-0'}`}>
          <LeafletMap {...map} onReady={() => setReady(true)} />
        </div>
      ) : null}
    </div>
  );
}
