import 'leaflet/dist/leaflet.css';

import { divIcon, latLngBounds, type LeafletMouseEvent } from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { Link } from 'wouter';

import { DEFAULT_MAP_CENTRE, MAP_TILES } from '@/config/map';

export type MapMarker = {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  /** Link of the popup (the shop page). */
  href?: string;
  /** A second line in the popup, e.g. "2.3 km". */
  detail?: string;
};

export type MapViewProps = {
  markers: readonly MapMarker[];
  /** Accessible name of the map region. */
  label: string;
  className?: string;
  zoom?: number;
  /** When set, a click (or Enter on the focused map) reports the point: the pin picker. */
  onPick?: (point: { latitude: number; longitude: number }) => void;
};

/** A marker drawn with CSS (no image files), keyboard-focusable, named by its title. */
const markerIcon = divIcon({
  className: 'shop-marker',
  html: '<span class="block size-4 rounded-full border-2 border-white bg-primary shadow"></span>',
  iconSize: [16, 16],
  iconAnchor: [8, 8],
  popupAnchor: [0, -8],
});

function FitToMarkers({ markers, zoom }: { markers: readonly MapMarker[]; zoom: number }) {
  const map = useMap();
  const key = markers.map((marker) => `${marker.latitude},${marker.longitude}`).join(';');
  useEffect(() => {
    if (markers.length === 0) return;
    if (markers.length === 1) {
      map.setView([markers[0].latitude, markers[0].longitude], zoom);
      return;
    }
    map.fitBounds(latLngBounds(markers.map((marker) => [marker.latitude, marker.longitude])), { padding: [24, 24] });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key holds every marker's position
  }, [map, key, zoom]);
  return null;
}

function PickOnClick({ onPick }: { onPick: NonNullable<MapViewProps['onPick']> }) {
  useMapEvents({
    click: (event: LeafletMouseEvent) =>
      onPick({
        latitude: Math.round(event.latlng.lat * 1e5) / 1e5,
        longitude: Math.round(event.latlng.lng * 1e5) / 1e5,
      }),
  });
  return null;
}

/**
 * The Leaflet map (loaded only when a map shows; see ShopsMap): tiles from configuration, one marker per shop with
 * a popup linking to the shop. Without tiles it is still a working map of markers.
 */
export function MapView({ markers, label, className, zoom = 14, onPick }: MapViewProps) {
  return (
    <div role="region" aria-label={label} className={className}>
      <MapContainer
        center={[DEFAULT_MAP_CENTRE.latitude, DEFAULT_MAP_CENTRE.longitude]}
        zoom={DEFAULT_MAP_CENTRE.zoom}
        className="size-full rounded-xl"
        scrollWheelZoom={false}
      >
        <TileLayer url={MAP_TILES.url} attribution={MAP_TILES.attribution} />
        {markers.map((marker) => (
          <Marker
            key={marker.id}
            position={[marker.latitude, marker.longitude]}
            icon={markerIcon}
            title={marker.name}
            alt={marker.name}
          >
            {marker.href && (
              <Popup>
                <Link href={marker.href} className="font-semibold text-primary underline">
                  {marker.name}
                </Link>
                {marker.detail && <span className="block text-muted-foreground">{marker.detail}</span>}
              </Popup>
            )}
          </Marker>
        ))}
        <FitToMarkers markers={markers} zoom={zoom} />
        {onPick && <PickOnClick onPick={onPick} />}
      </MapContainer>
    </div>
  );
}
