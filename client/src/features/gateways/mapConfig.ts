/**
 * Map tiles come from configuration (client env, see docs/CHARTS.md): VITE_MAP_TILE_URL is a
 * Leaflet URL template, VITE_MAP_TILE_ATTRIBUTION the credit the tile provider asks for. An empty
 * VITE_MAP_TILE_URL turns tiles off; the marker and coordinates show either way.
 */
const env = import.meta.env;

export const MAP_TILE_URL: string = env.VITE_MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_TILE_ATTRIBUTION: string =
  env.VITE_MAP_TILE_ATTRIBUTION ??
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
