import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import type { Location } from '@neuron/shared';
import { MAP_TILE_ATTRIBUTION, MAP_TILE_URL } from './mapConfig';

/**
 * The gateway's geolocated position (a vector marker, so it needs no image download) and its
 * accuracy circle. Tiles load from the configured URL; without them the marker still shows.
 */
export default function GatewayMap({ location, label }: { location: Location; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const { lat, lng, accuracy } = location;
  useEffect(() => {
    if (!container.current) return;
    const map = L.map(container.current, { scrollWheelZoom: false }).setView([lat, lng], 15);
    if (MAP_TILE_URL) L.tileLayer(MAP_TILE_URL, { attribution: MAP_TILE_ATTRIBUTION, maxZoom: 19 }).addTo(map);
    const circle = accuracy
      ? L.circle([lat, lng], { radius: accuracy, weight: 1, className: 'map-accuracy' }).addTo(map)
      : null;
    L.circleMarker([lat, lng], { radius: 8, weight: 2, fillOpacity: 0.9, className: 'map-marker' })
      .bindTooltip(label)
      .addTo(map);
    if (circle) map.fitBounds(circle.getBounds(), { maxZoom: 17 });
    return () => {
      map.remove();
    };
  }, [lat, lng, accuracy, label]);
  return (
    <div
      ref={container}
      className="gateway-map"
      data-testid="gateway-map"
      data-lat={lat}
      data-lng={lng}
      role="img"
      aria-label={`Map of ${label} at ${lat}, ${lng}`}
    />
  );
}
