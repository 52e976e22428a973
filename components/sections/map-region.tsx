import { MapPin } from 'lucide-react';
import { Island } from '@/components/islands/island';
import { MapIsland } from '@/components/islands/map-island';

interface MapMarker {
  label: string;
  position: { lat: number; lng: number };
  /** Extra popup line, e.g. a firm's address. */
  detail?: string;
}

export interface MapRegionProps {
  title: string;
  center: { lat: number; lng: number };
  markers: MapMarker[];
  /** Leaflet zoom level; the default 13 shows a city district, enough to tell neighbourhoods apart. */
  zoom?: number;
  /** CSS height of the map area, e.g. "16rem" or "450px". */
  height: string;
  scrollWheelZoom?: boolean;
  className?: string;
}

/**
 * A map's region, labelled "Map showing locations for {title}". The server HTML lists every
 * location as text, so the addresses stay readable without JavaScript or map tiles; the Leaflet
 * island draws the interactive map over it when it nears the viewport.
 */
export function MapRegion({
  title,
  center,
  markers,
  zoom = 13,
  height,
  scrollWheelZoom = true,
  className = '',
}: MapRegionProps) {
  return (
    <section
      aria-label={`Map showing locations for ${title}`}
      className={`relative overflow-hidden rounded-2xl border border-gray-200 bg-brand-soft ${className}`}
    >
      <Island
        name="map"
        component={MapIsland}
        wake="visible"
        props={{ center, zoom, markers, scrollWheelZoom, height, list: <MapList markers={markers} /> }}
      />
    </section>
  );
}

/** Every location as text: what shows without JavaScript or map tiles, and for screen readers under the map. */
function MapList({ markers }: { markers: MapMarker[] }) {
  return (
    <>
      <div aria-hidden="true" className="map-grid pointer-events-none absolute inset-0 opacity-60" />
      <ul className="relative grid gap-2 p-5">
        {markers.map((marker) => (
          <li key={marker.label} className="flex items-start gap-2 rounded-lg bg-white/90 p-3 text-sm shadow-sm">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
            <span>
              <span className="font-semibold text-ink">{marker.label}</span>
              {marker.detail ? <span className="block text-gray-600">{marker.detail}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
