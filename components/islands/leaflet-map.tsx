'use client';

import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import type { MapIslandProps } from './map-types';

// Marker images are served from the site's own files (public/leaflet), never from another host.
const markerIcon = L.icon({
  iconUrl: '/leaflet/marker-icon.png',
  iconRetinaUrl: '/leaflet/marker-icon-2x.png',
  shadowUrl: '/leaflet/marker-shadow.png',
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

/**
 * The Leaflet map itself: imported only by MapIsland once it has woken. Its stylesheet import
 * becomes a <style> the chunk adds when it loads (scripts/export/islands/build-islands.ts).
 */
export function LeafletMap({
  center,
  zoom,
  markers,
  scrollWheelZoom,
  onReady,
}: MapIslandProps & { onReady: () => void }) {
  return (
    <MapContainer
      center={[center.lat, center.lng]}
      zoom={zoom}
      scrollWheelZoom={scrollWheelZoom}
      className="h-full w-full"
      whenReady={onReady}
    >
      <TileLayer
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
        url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
      />
      {markers.map((marker) => (
        <Marker
          key={marker.label}
          position={[marker.position.lat, marker.position.lng]}
          icon={markerIcon}
          title={marker.label}
          alt={marker.label}
        >
          <Popup>
            <strong>{marker.label}</strong>
            {marker.detail ? (
              <>
                <br />
                {marker.detail}
              </>
            ) : null}
          </Popup>
        </Marker>
      ))}
    </MapContainer>
  );
}
