/** Data of an interactive map; shared by the island and the lazily loaded Leaflet module. */
interface MapIslandMarker {
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
